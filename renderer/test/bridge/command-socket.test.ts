import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommandSocket } from '../../src/bridge/command-socket';

/** A WebSocket the test opens, answers and closes by hand. */
class FakeSocket {
  static made: FakeSocket[] = [];
  readonly sent: { id: number; name: string; input: unknown }[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }
  close(): void {
    queueMicrotask(() => this.onclose?.());
  }
  open(): void {
    this.onopen?.();
  }
  answer(message: unknown): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
}

const URL = 'ws://127.0.0.1:1/commands?secret=s';
const newSocket = () => new CommandSocket(URL, FakeSocket as unknown as typeof WebSocket);
const latest = () => FakeSocket.made.at(-1)!;

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('CommandSocket', () => {
  it('leaves commands to requests until it is open, then matches each answer to its call by id', async () => {
    const commands = newSocket();
    expect(commands.call('status', {})).toBeUndefined();
    latest().open();
    const status = commands.call('status', {})!;
    const list = commands.call('notices.list', undefined)!;
    expect(latest().sent).toEqual([
      { id: 1, name: 'status', input: {} },
      { id: 2, name: 'notices.list', input: {} },
    ]);
    latest().answer({ id: 2, ok: true, value: { notices: [] } });
    latest().answer({ id: 1, ok: false, error: { code: 'internalError', message: { ru: 'x', en: 'x' } } });
    expect(await list).toEqual({ ok: true, value: { notices: [] } });
    expect(await status).toMatchObject({ ok: false, error: { code: 'internalError' } });
  });

  it('answers calls in flight coreUnreachable when it closes, sends none again, and opens anew after a second', async () => {
    const commands = newSocket();
    latest().open();
    const hold = commands.call('hold.debit', { amountCents: 100 })!;
    latest().close();
    expect(await hold).toMatchObject({ ok: false, error: { code: 'coreUnreachable' } });
    expect(commands.call('status', {})).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.made).toHaveLength(2);
    latest().open();
    expect(commands.call('status', {})).toBeDefined();
    expect(latest().sent.map((call) => call.name)).toEqual(['status']);
  });

  it('takes an error it cannot read as coreUnreachable, and closes on a message it cannot parse', async () => {
    const commands = newSocket();
    latest().open();
    const first = commands.call('status', {})!;
    latest().answer({ id: 1, ok: false, error: { code: 'noSuchCode' } });
    expect(await first).toMatchObject({ ok: false, error: { code: 'coreUnreachable' } });
    const second = commands.call('status', {})!;
    latest().answer('<html>');
    expect(await second).toMatchObject({ ok: false, error: { code: 'coreUnreachable' } });
  });

  it('leaves a command too large for it to a request', () => {
    const commands = newSocket();
    latest().open();
    expect(commands.call('guest.search', { text: 'x'.repeat(20_000) })).toBeUndefined();
    expect(latest().sent).toEqual([]);
  });

  it('opens no more once closed by the page', async () => {
    const commands = newSocket();
    latest().open();
    commands.close();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
