import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seededRandom } from '../../server/fixture/seeded-random';
import { FaultProxy, type Fault } from '../../harness/fault-proxy';
import { rawRequest } from '../../harness/http';

let upstream: http.Server;
let received: string[];
let proxy: FaultProxy;
const ANSWER = JSON.stringify({ ok: true, padding: 'x'.repeat(200) });

beforeEach(async () => {
  received = [];
  upstream = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(ANSWER);
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  proxy = await FaultProxy.start({
    target: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    delayMs: 150,
  });
});

afterEach(async () => {
  await proxy.close();
  await new Promise((r) => upstream.close(r));
});

const send = (path = '/x') =>
  rawRequest(`${proxy.origin}${path}`, { method: 'POST', body: '{}' }).then(
    (res) => ({ ok: true as const, res }),
    (error: NodeJS.ErrnoException) => ({ ok: false as const, code: error.code ?? error.message }),
  );

describe('fault proxy', () => {
  it.each<[Fault, boolean, (outcome: Awaited<ReturnType<typeof send>>) => void]>([
    ['dropRequest', false, (o) => expect(o.ok).toBe(false)],
    ['dropAnswer', true, (o) => expect(o.ok).toBe(false)],
    ['resetMidAnswer', true, (o) => expect(o.ok).toBe(false)],
    [
      'html500',
      false,
      (o) => expect(o.ok && o.res.status === 500 && o.res.body.startsWith('<!DOCTYPE html>')).toBe(true),
    ],
    [
      'html500AfterApply',
      true,
      (o) => expect(o.ok && o.res.status === 500 && o.res.body.includes('<html>')).toBe(true),
    ],
    ['delay', true, (o) => expect(o.ok && o.res.body).toBe(ANSWER)],
  ])('%s: reaches the platform = %s, and the client sees the fault', async (fault, forwarded, check) => {
    proxy.next(fault);
    const started = Date.now();
    check(await send());
    if (fault === 'delay') expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await new Promise((r) => setTimeout(r, 50));
    expect(received.length).toBe(forwarded ? 1 : 0);
    expect(proxy.applied[fault]).toBe(1);
    const after = await send();
    expect(after.ok && after.res.body).toBe(ANSWER);
  });

  it('applies one-shot faults only to matching requests', async () => {
    proxy.next('html500', (r) => r.path === '/hold');
    expect((await send('/other')).ok).toBe(true);
    const hit = await send('/hold');
    expect(hit.ok && hit.res.status).toBe(500);
  });

  it('refuses connections while down and serves again when up', async () => {
    await proxy.down();
    expect(await send()).toMatchObject({ ok: false, code: 'ECONNREFUSED' });
    await proxy.up();
    expect((await send()).ok).toBe(true);
  });

  it('draws the same faults from the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, c)).not.toEqual(first);
  });
});
