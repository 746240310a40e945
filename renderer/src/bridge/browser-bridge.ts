import {
  CORE_UNREACHABLE,
  COMMAND_NAMES,
  EVENT_NAMES,
  ErrorValueSchema,
  type CommandName,
  type ErrorValue,
  type EventName,
  type EventPayload,
  type Result,
  type TerminalBridge,
} from '../../../electron/contract';
import type { LinkListener, LinkState } from './link';

export interface BrowserBridgeOptions {
  /** Origin of the loopback host ('' for the page's own origin). */
  base: string;
  secret: string;
  fetch?: typeof fetch;
  EventSource?: typeof EventSource;
}

/** The browser's TerminalBridge: commands over `POST /rpc/<command>`, events over one EventSource. */
export interface BrowserBridge {
  bridge: TerminalBridge;
  /** Whether the event stream is connected; the EventSource reconnects by itself. */
  onLink(listener: LinkListener): () => void;
  close(): void;
}

async function call(
  options: Required<Pick<BrowserBridgeOptions, 'base' | 'secret' | 'fetch'>>,
  name: CommandName,
  input: unknown,
): Promise<Result<unknown>> {
  let response: Response;
  try {
    response = await options.fetch(`${options.base}/rpc/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(input ?? {}),
    });
  } catch {
    return { ok: false, error: CORE_UNREACHABLE };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, error: CORE_UNREACHABLE };
  }
  if (response.ok) return { ok: true, value: body };
  const error = ErrorValueSchema.safeParse((body as { error?: unknown } | null)?.error);
  return { ok: false, error: error.success ? (error.data as ErrorValue) : CORE_UNREACHABLE };
}

export function createBrowserBridge(options: BrowserBridgeOptions): BrowserBridge {
  const resolved = {
    base: options.base,
    secret: options.secret,
    fetch: options.fetch ?? fetch.bind(globalThis),
  };
  const Source = options.EventSource ?? EventSource;
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  const linkListeners = new Set<LinkListener>();
  let link: LinkState = 'connecting';

  const setLink = (next: LinkState) => {
    if (next === link) return;
    link = next;
    for (const listener of linkListeners) listener(next);
  };

  const source = new Source(`${options.base}/events?secret=${encodeURIComponent(options.secret)}`);
  source.onopen = () => setLink('open');
  source.onerror = () => setLink(source.readyState === Source.CLOSED ? 'closed' : 'reconnecting');
  for (const name of EVENT_NAMES) {
    source.addEventListener(name, (event) => {
      let payload: unknown;
      try {
        payload = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return;
      }
      for (const listener of listeners.get(name) ?? []) listener(payload);
    });
  }

  const commands = Object.fromEntries(
    COMMAND_NAMES.map((name) => [name, (input: unknown) => call(resolved, name, input)]),
  );
  function on<K extends EventName>(event: K, listener: (payload: EventPayload<K>) => void): () => void {
    const set = listeners.get(event) ?? new Set();
    listeners.set(event, set);
    const untyped = listener as (payload: unknown) => void;
    set.add(untyped);
    return () => void set.delete(untyped);
  }

  return {
    bridge: { ...commands, on } as unknown as TerminalBridge,
    onLink(listener) {
      linkListeners.add(listener);
      listener(link);
      return () => void linkListeners.delete(listener);
    },
    close() {
      source.close();
      setLink('closed');
    },
  };
}
