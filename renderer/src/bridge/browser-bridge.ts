import {
  CORE_UNREACHABLE,
  COMMAND_NAMES,
  EVENT_NAMES,
  type CommandName,
  type EventName,
  type EventPayload,
  type Result,
  type TerminalBridge,
} from '../../../common/contract/index';
import { COMMANDS_PATH, EVENTS_PATH, RPC_PREFIX } from '../../../common/loopback-paths';
import { checkedError } from './checked-error';
import { CommandSocket } from './command-socket';
import type { LinkListener, LinkState } from './link';

export interface BrowserBridgeOptions {
  /** Origin of the loopback host ('' for the page's own origin). */
  base: string;
  secret: string;
  fetch?: typeof fetch;
  EventSource?: typeof EventSource;
  /** The command socket's class; null sends every command as a request. */
  WebSocket?: typeof WebSocket | null;
}

/**
 * The browser's TerminalBridge: commands over the command socket while it is open, otherwise
 * (and when too large for it) as `POST /rpc/<command>`; events over one EventSource.
 */
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
    response = await options.fetch(`${options.base}${RPC_PREFIX}${name}`, {
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
  return { ok: false, error: checkedError((body as { error?: unknown } | null)?.error) };
}

/** The browser host prints through the browser's own dialog, where "Save as PDF" is one of the printers. */
async function browserPrint(): Promise<'printDialog'> {
  window.print();
  return 'printDialog';
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

  const source = new Source(`${options.base}${EVENTS_PATH}?secret=${encodeURIComponent(options.secret)}`);
  const Socket = options.WebSocket === undefined ? globalThis.WebSocket : options.WebSocket;
  const socketAt = commandSocketUrl(options.base, options.secret);
  const socket = Socket && socketAt ? new CommandSocket(socketAt, Socket) : undefined;
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
    COMMAND_NAMES.map((name) => [
      name,
      (input: unknown) => socket?.call(name, input) ?? call(resolved, name, input),
    ]),
  );
  function on<K extends EventName>(event: K, listener: (payload: EventPayload<K>) => void): () => void {
    const set = listeners.get(event) ?? new Set();
    listeners.set(event, set);
    const untyped = listener as (payload: unknown) => void;
    set.add(untyped);
    return () => void set.delete(untyped);
  }

  return {
    bridge: { ...commands, on, print: browserPrint } as unknown as TerminalBridge,
    onLink(listener) {
      linkListeners.add(listener);
      listener(link);
      return () => void linkListeners.delete(listener);
    },
    close() {
      source.close();
      socket?.close();
      setLink('closed');
    },
  };
}

/** `ws://<host>/commands?secret=` on the base's origin (the page's own when the base is ''). */
function commandSocketUrl(base: string, secret: string): string | undefined {
  const origin = base || globalThis.location?.origin;
  if (!origin || !URL.canParse(COMMANDS_PATH, origin)) return undefined;
  const url = new URL(COMMANDS_PATH, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('secret', secret);
  return url.href;
}
