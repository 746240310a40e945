import { rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Status } from '../../../common/contract/index';
import type { CommandHandlers } from '../../../core/terminal/command-handlers';
import { EventBus } from '../../../core/terminal/event-bus';
import { startLoopbackHost, type LoopbackHost } from '../../../core/hosts/loopback';
import { rawRequest, readEvents, rpc } from '../../../harness/http';
import { quietLog, recordingHandlers } from '../../support/recording-handlers';
import { OUTSIDE_TEXT, staticSite } from '../../support/static-site';

const status: Status = {
  connectivity: 'online',
  since: new Date(0).toISOString(),
  queue: {
    count: 2,
    debitCents: 1200,
    creditCents: 350,
    reversals: 0,
    oldest: null,
    rejected: 0,
    uncertain: 0,
  },
  platform: { url: 'http://127.0.0.1:1/platform', embedded: false, user: 'demo' },
  lastOnlineAt: null,
  scanner: { backend: { state: 'ready', description: 'fake' }, readers: [] },
  warnings: [],
  update: { state: 'off' },
};

let host: LoopbackHost;
let bus: EventBus;
let calls: { name: string; input: unknown }[];
let base: string;
let staticRoot: string;

beforeEach(async () => {
  ({ base, www: staticRoot } = await staticSite('loopback-static-'));
  bus = new EventBus();
  const recorded = recordingHandlers({ status: async () => status });
  calls = recorded.calls;
  host = await startLoopbackHost({
    handlers: recorded.handlers,
    events: bus,
    port: 0,
    staticRoot,
    maxBodyBytes: 4096,
    heartbeatMs: 40,
    log: quietLog(),
  });
});

afterEach(async () => {
  await host.close();
  await rm(base, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json' };
const auth = () => ({ authorization: `Bearer ${host.secret}`, ...json });

describe('loopback host', () => {
  it('listens on 127.0.0.1 only and prints the secret in the fragment', async () => {
    expect(host.origin).toBe(`http://127.0.0.1:${host.port}`);
    expect(host.launchUrl).toBe(`http://127.0.0.1:${host.port}/#secret=${host.secret}`);
    expect(Buffer.from(host.secret, 'base64url').length).toBe(32);
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (external) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = net.connect(host.port, external.address);
        socket.once('connect', () => (socket.destroy(), resolve(false)));
        socket.once('error', () => resolve(true));
      });
      expect(refused).toBe(true);
    }
  });

  it('answers a command with its output', async () => {
    expect(await rpc(host.origin, host.secret, 'status')).toEqual({ status: 200, body: status });
  });

  it.each([
    ['no secret', json],
    ['a wrong secret', { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', ...json }],
    ['a secret of another scheme', { authorization: 'Basic Zm9vOmJhcg==', ...json }],
  ])('refuses a command with %s (401) before the core sees it', async (_label, headers) => {
    const res = await rawRequest(`${host.origin}/rpc/status`, { method: 'POST', headers, body: '{}' });
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'unauthorized' } });
    expect(calls).toEqual([]);
  });

  it('does not take the secret from the query string for commands', async () => {
    const res = await rawRequest(`${host.origin}/rpc/status?secret=${host.secret}`, {
      method: 'POST',
      headers: json,
      body: '{}',
    });
    expect(res.status).toBe(401);
  });

  it('refuses a foreign Origin even with the secret (403), accepts its own', async () => {
    for (const origin of ['http://evil.example', `http://localhost:${host.port}`, 'null']) {
      const res = await rawRequest(`${host.origin}/rpc/status`, {
        method: 'POST',
        headers: { ...auth(), origin },
        body: '{}',
      });
      expect(res.status).toBe(403);
    }
    const own = await rawRequest(`${host.origin}/rpc/status`, {
      method: 'POST',
      headers: { ...auth(), origin: host.origin },
      body: '{}',
    });
    expect(own.status).toBe(200);
    expect(calls.length).toBe(1);
  });

  it('refuses a Host header that is not the loopback address (DNS rebinding)', async () => {
    const res = await rawRequest(`${host.origin}/rpc/status`, {
      method: 'POST',
      headers: { ...auth(), host: `evil.example:${host.port}` },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('answers 404 for an unknown command, 400 for bad JSON or bad input, 415 for other types', async () => {
    const unknown = await rawRequest(`${host.origin}/rpc/customer.drop`, {
      method: 'POST',
      headers: auth(),
      body: '{}',
    });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ error: { code: 'unknownCommand' } });

    const badJson = await rawRequest(`${host.origin}/rpc/status`, {
      method: 'POST',
      headers: auth(),
      body: '{"a":',
    });
    expect(badJson.status).toBe(400);
    expect(JSON.parse(badJson.body)).toMatchObject({ error: { code: 'invalidInput' } });

    const badInput = await rawRequest(`${host.origin}/rpc/hold.debit`, {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ amountCents: 'lots' }),
    });
    expect(badInput.status).toBe(400);
    const error = (JSON.parse(badInput.body) as { error: { message: { ru: string; en: string } } }).error;
    expect(error.message.ru).toBeTruthy();
    expect(error.message.en).toBeTruthy();

    const form = await rawRequest(`${host.origin}/rpc/status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${host.secret}`, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(form.status).toBe(415);
    expect(calls).toEqual([]);
  });

  it('refuses a huge body with 413, declared or streamed, and keeps serving', async () => {
    const big = Buffer.alloc(64 * 1024, 'a');
    const declared = await rawRequest(`${host.origin}/rpc/status`, {
      method: 'POST',
      headers: auth(),
      body: big,
    });
    expect(declared.status).toBe(413);
    const chunked = await rawRequest(`${host.origin}/rpc/status`, {
      method: 'POST',
      headers: { ...auth(), 'transfer-encoding': 'chunked' },
      chunks: [Buffer.from('{"pad":"'), Buffer.alloc(3000, 'b'), Buffer.alloc(3000, 'c'), Buffer.from('"}')],
    });
    expect(chunked.status).toBe(413);
    expect(calls).toEqual([]);
    expect((await rpc(host.origin, host.secret, 'status')).status).toBe(200);
  });

  it('streams events with the secret in the query, with heartbeats, and drops events outside the contract', async () => {
    const url = `${host.origin}/events?secret=${host.secret}`;
    const reading = readEvents(
      url,
      {},
      (events, comments) => events.length >= 2 && comments.includes('heartbeat'),
    );
    await new Promise((r) => setTimeout(r, 100));
    bus.emit('status', { ...status, connectivity: 'bogus' } as unknown as Status);
    bus.emit('status', status);
    bus.emit('scan', { kind: 'unrecognised', masked: '… 1234', source: 'wedge' });
    const { events, comments } = await reading;
    expect(events.map((e) => e.event)).toEqual(['status', 'scan']);
    expect(JSON.parse(events[0]!.data)).toEqual(status);
    expect(comments).toContain('heartbeat');
  });

  it('streams events with the secret in the Authorization header; refuses without it', async () => {
    const reading = readEvents(
      `${host.origin}/events`,
      { authorization: `Bearer ${host.secret}` },
      (e) => e.length >= 1,
    );
    await new Promise((r) => setTimeout(r, 100));
    bus.emit('status', status);
    expect((await reading).events.length).toBe(1);

    const refused = await readEvents(`${host.origin}/events`, {}, () => true);
    expect(refused.status).toBe(401);
    const foreign = await readEvents(
      `${host.origin}/events?secret=${host.secret}`,
      { origin: 'http://evil.example' },
      () => true,
    );
    expect(foreign.status).toBe(403);
  });

  it('serves the renderer from the static root, never a file outside it', async () => {
    const index = await rawRequest(`${host.origin}/`);
    expect(index.status).toBe(200);
    expect(index.body).toContain('<title>terminal</title>');
    expect(index.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await rawRequest(`${host.origin}/assets/app.js`)).headers['content-type']).toContain(
      'javascript',
    );
    for (const p of ['/../outside.txt', '/%2e%2e/outside.txt', '/assets/..%2f..%2foutside.txt']) {
      const res = await rawRequest(`${host.origin}${p}`);
      expect(res.status).toBe(404);
      expect(res.body).not.toContain(OUTSIDE_TEXT);
    }
  });

  it('says the page has its files once the scripts its document names were served', async () => {
    await writeFile(
      path.join(staticRoot, 'index.html'),
      '<!doctype html><script type="module" src="./assets/app.js"></script>',
    );
    let loaded = false;
    void host.pageLoaded(600_000, 600_000).then(() => (loaded = true));
    expect((await rawRequest(`${host.origin}/`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).toBe(false);
    expect((await rawRequest(`${host.origin}/assets/app.js`)).status).toBe(200);
    await vi.waitFor(() => expect(loaded).toBe(true));
  });

  it('given the handlers to come, serves the page at once and answers a command once they are there', async () => {
    // Plain handlers: a promise would take the recording Proxy's `then` for a thenable's.
    let statusCalls = 0;
    const handlers = { status: async () => (statusCalls++, status) } as unknown as CommandHandlers;
    let ready: (value: CommandHandlers) => void = () => undefined;
    const opening = await startLoopbackHost({
      handlers: new Promise<CommandHandlers>((resolve) => (ready = resolve)),
      events: new EventBus(),
      staticRoot,
      log: quietLog(),
    });
    try {
      expect((await rawRequest(`${opening.origin}/`)).status).toBe(200);
      let answered = false;
      const answer = rpc(opening.origin, opening.secret, 'status').then((result) => {
        answered = true;
        return result;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      ready(handlers);
      expect(await answer).toEqual({ status: 200, body: status });
      expect(statusCalls).toBe(1);
    } finally {
      await opening.close();
    }
  });
});
