import { CORE_UNREACHABLE, type CommandName, type Result } from '../../../common/contract/index';
import { SOCKET_MAX_CHARS } from '../../../common/loopback-paths';
import { checkedError } from './checked-error';

/** After the socket closes, the next attempt to open it (commands go as requests meanwhile). */
const REOPEN_MS = 1_000;

/**
 * Commands over the loopback host's WebSocket (core/hosts/command-socket.ts): each call a
 * message with an id, each answer matched back by it. `call` returns undefined while the socket
 * is not open, or for a command too large for it: the caller sends a request instead. A socket
 * that closes answers its calls in flight `coreUnreachable`, as a request that fails does; none
 * is sent again (a hold might then be placed twice).
 */
export class CommandSocket {
  #socket: WebSocket | undefined;
  #open = false;
  #closed = false;
  #nextId = 1;
  readonly #pending = new Map<number, (result: Result<unknown>) => void>();
  #reopen: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly url: string,
    private readonly Socket: typeof WebSocket,
  ) {
    this.#connect();
  }

  call(name: CommandName, input: unknown): Promise<Result<unknown>> | undefined {
    if (!this.#open || !this.#socket) return undefined;
    const id = this.#nextId++;
    const text = JSON.stringify({ id, name, input: input ?? {} });
    if (text.length > SOCKET_MAX_CHARS) return undefined;
    const socket = this.#socket;
    return new Promise((resolve) => {
      this.#pending.set(id, resolve);
      socket.send(text);
    });
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#reopen);
    this.#socket?.close();
  }

  #connect(): void {
    let socket: WebSocket;
    try {
      socket = new this.Socket(this.url);
    } catch {
      return this.#scheduleReopen();
    }
    this.#socket = socket;
    socket.onopen = () => (this.#open = true);
    socket.onmessage = (event: MessageEvent) => this.#answer(event.data);
    socket.onclose = () => {
      this.#open = false;
      this.#socket = undefined;
      for (const resolve of this.#pending.values()) resolve({ ok: false, error: CORE_UNREACHABLE });
      this.#pending.clear();
      this.#scheduleReopen();
    };
  }

  #scheduleReopen(): void {
    if (!this.#closed) this.#reopen = setTimeout(() => this.#connect(), REOPEN_MS);
  }

  #answer(data: unknown): void {
    let answer: { id?: unknown; ok?: unknown; value?: unknown; error?: unknown };
    try {
      answer = JSON.parse(String(data));
    } catch {
      // Not knowing which call it answers, none can wait on: close, so they all hear why.
      this.#socket?.close();
      return;
    }
    const resolve = typeof answer?.id === 'number' ? this.#pending.get(answer.id) : undefined;
    if (!resolve) return;
    this.#pending.delete(answer.id as number);
    if (answer.ok === true) return resolve({ ok: true, value: answer.value });
    resolve({ ok: false, error: checkedError(answer.error) });
  }
}
