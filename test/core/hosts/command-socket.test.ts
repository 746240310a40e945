import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EventBus } from '../../../core/terminal/event-bus';
import { startLoopbackHost, type LoopbackHost } from '../../../core/hosts/loopback';
import { COMMANDS_PATH } from '../../../common/loopback-paths';
import { rpc } from '../../../harness/http';
import { quietLog, recordingHandlers } from '../../support/recording-handlers';

const MAX_BODY = 4096;

let host: LoopbackHost;
let calls: { name: string; input: unknown }[];

beforeEach(async () => {
  // Answers the contract takes: what is checked here is the socket, not the dispatcher.
  const recorded = recordingHandlers({
    'guest.search': async () => ({ guests: [], source: 'live' }),
    'notices.list': async () => ({ notices: [] }),
  });
  calls = recorded.calls;
  host = await startLoopbackHost({
    handlers: recorded.handlers,
    events: new EventBus(),
    maxBodyBytes: MAX_BODY,
    log: quietLog(),
  });
});

afterEach(() => host.close());

const socketUrl = (query = `?secret=${host.secret}`) => `ws://127.0.0.1:${host.port}${COMMANDS_PATH}${query}`;

/** An open socket that collects what the host answers. */
async function openSocket(): Promise<{
  socket: WebSocket;
  answers: unknown[];
  next: () => Promise<unknown>;
}> {
  const socket = new WebSocket(socketUrl(), { headers: { origin: host.origin } });
  const answers: unknown[] = [];
  const waiting: ((answer: unknown) => void)[] = [];
  socket.on('message', (data) => {
    const answer = JSON.parse(String(data));
    const waiter = waiting.shift();
    if (waiter) waiter(answer);
    else answers.push(answer);
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const next = () =>
    answers.length > 0 ? Promise.resolve(answers.shift()) : new Promise((resolve) => waiting.push(resolve));
  return { socket, answers, next };
}

/** The HTTP status an upgrade is refused with. */
function refusedUpgrade(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => reject(new Error('the upgrade was accepted')));
    socket.on('error', () => {});
  });
}

describe('command socket', () => {
  it('answers each command with its id, through the same gate as a request', async () => {
    const { socket, next } = await openSocket();
    socket.send(JSON.stringify({ id: 7, name: 'notices.list', input: {} }));
    expect(await next()).toEqual({ id: 7, ok: true, value: { notices: [] } });
    socket.send(JSON.stringify({ id: 8, name: 'customer.drop', input: {} }));
    expect(await next()).toMatchObject({ id: 8, ok: false, error: { code: 'unknownCommand' } });
    socket.send(JSON.stringify({ id: 9, name: 'guest.search', input: { text: 5 } }));
    expect(await next()).toMatchObject({ id: 9, ok: false, error: { code: 'invalidInput' } });
    expect(calls.map((call) => call.name)).toEqual(['notices.list']);
    socket.close();
  });

  it.each([
    ['without the secret', '', {}, 401],
    ['with a wrong secret', '?secret=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {}, 401],
    ['from a foreign origin, with the secret', undefined, { origin: 'http://evil.example' }, 403],
    ['named by another host (DNS rebinding)', undefined, { host: 'evil.example' }, 403],
  ])('refuses an upgrade %s before the core sees anything', async (_label, query, headers, code) => {
    expect(await refusedUpgrade(socketUrl(query), headers)).toBe(code);
    expect(calls).toEqual([]);
  });

  it('refuses an upgrade anywhere but its own path (404)', async () => {
    expect(await refusedUpgrade(`ws://127.0.0.1:${host.port}/events?secret=${host.secret}`, {})).toBe(404);
  });

  it('answers a message that is not a call invalidInput (with its id when it has one) and keeps serving', async () => {
    const { socket, next } = await openSocket();
    socket.send('{not json');
    expect(await next()).toMatchObject({ id: null, ok: false, error: { code: 'invalidInput' } });
    socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await next()).toMatchObject({ id: null, ok: false, error: { code: 'invalidInput' } });
    socket.send(JSON.stringify({ id: 3, input: {} }));
    expect(await next()).toMatchObject({ id: 3, ok: false, error: { code: 'invalidInput' } });
    socket.send(JSON.stringify({ id: 4, name: 'notices.list' }));
    expect(await next()).toEqual({ id: 4, ok: true, value: { notices: [] } });
    socket.close();
  });

  it('closes on a message over the body limit (1009), dispatching nothing, and the host serves on', async () => {
    const { socket } = await openSocket();
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ id: 1, name: 'notices.list', input: { pad: 'x'.repeat(MAX_BODY) } }));
    expect(await closed).toBe(1009);
    expect(calls).toEqual([]);
    expect((await rpc(host.origin, host.secret, 'notices.list')).status).toBe(200);
  });

  it('is closed with the host', async () => {
    const { socket } = await openSocket();
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await host.close();
    await closed;
    host = await startLoopbackHost({ handlers: recordingHandlers({}).handlers, events: new EventBus() });
  });
});
