import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AuthError,
  BusinessError,
  NetworkError,
  PlatformClient,
  ProtocolError,
  ServerError,
  type HoldRequest,
} from '../../../core/platform';
import { json, startScriptedServer, type Handler } from '../../support/scripted-server';

const hold: HoldRequest = {
  customerToken: { type: 'card', entry: 'trackCode', key: '0001234567' },
  accountType: { accountGuid: 'bonus_account_type-1' },
  amount: 12.5,
};
const holdAnswer = {
  balance: { ledger: 100, available: 87.5, debitHold: 12.5, creditHold: 0 },
  bonusTransactionId: 7,
};

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function clientFor(handler: Handler, timeoutMs = 2000) {
  const server = await startScriptedServer(handler);
  closers.push(server.close);
  return {
    server,
    client: new PlatformClient({ baseUrl: server.baseUrl, user: 'demo', password: 'pa:ss', timeoutMs }),
  };
}

describe('PlatformClient', () => {
  it('sends Basic auth and JSON to the endpoint path and parses the answer', async () => {
    const { server, client } = await clientFor((_req, res) => json(res, 200, holdAnswer));
    const answer = await client.debitHold(hold);
    expect(answer.bonusTransactionId).toBe(7);
    const [request] = server.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/platform/online/bonuses/debitHold');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('demo:pa:ss').toString('base64')}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual(hold);
  });

  it('sends customerInfo the token wrapped, as the live service expects it', async () => {
    const guest = { firstName: 'A', lastName: 'B', tokens: [], accounts: [], customerGuid: 'g-1' };
    const { server, client } = await clientFor((_req, res) => json(res, 200, guest));
    const token = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
    expect(await client.customerInfo(token)).toEqual(guest);
    expect(server.received[0]?.url).toBe('/platform/online/bonuses/customerInfo');
    expect(JSON.parse(server.received[0]?.body ?? '')).toEqual({ customerToken: token });
  });

  it('sends the JSESSIONID cookie back once the platform set it', async () => {
    const { server, client } = await clientFor((_req, res) =>
      json(res, 200, { ok: true }, { 'set-cookie': 'JSESSIONID=abc123; Path=/; HttpOnly' }),
    );
    await client.ping();
    await client.ping();
    expect(server.received[0]?.headers.cookie).toBeUndefined();
    expect(server.received[1]?.headers.cookie).toBe('JSESSIONID=abc123');
  });

  it('puts object queries in the query string', async () => {
    const { server, client } = await clientFor((_req, res) =>
      json(res, 200, [{ className: 'x.Store', id: 1 }]),
    );
    const list = await client.list({ moduleName: 'warehouse.store', showDeleted: 'true' });
    expect(list).toHaveLength(1);
    expect(server.received[0]?.url).toBe(
      '/platform/online/api/list?moduleName=warehouse.store&showDeleted=true',
    );
  });

  it('turns a 400 with errorCode into a BusinessError that was not applied', async () => {
    const { client } = await clientFor((_req, res) =>
      json(res, 400, { errorCode: 'insufficientFunds', errorDescription: 'not enough' }),
    );
    const error = await client.debitHold(hold).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({
      code: 'insufficientFunds',
      description: 'not enough',
      outcome: 'notApplied',
    });
  });

  it('turns 401 into an AuthError', async () => {
    const { client } = await clientFor((_req, res) =>
      json(res, 401, { errorCode: 'unauthorized', errorDescription: 'bad credentials' }),
    );
    await expect(client.ping()).rejects.toBeInstanceOf(AuthError);
  });

  it('turns an HTML 500 into a ServerError whose outcome is unknown', async () => {
    const { client } = await clientFor((_req, res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<html><body>Internal error</body></html>');
    });
    const error = await client.debitHold(hold).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 500, outcome: 'unknown' });
  });

  it('says an HTML page with status 200 may have been applied', async () => {
    const { client } = await clientFor((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Maintenance</title>');
    });
    const error = await client.debitHold(hold).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProtocolError);
    expect(error).toMatchObject({ outcome: 'unknown' });
    expect((error as Error).message).toContain('not JSON');
  });

  it.each([
    [400, 'unknown'],
    [403, 'notApplied'],
    [404, 'notApplied'],
    [413, 'notApplied'],
    [429, 'notApplied'],
    [409, 'unknown'],
    [502, 'unknown'],
  ])('says a %s answer without errorCode has outcome %s', async (status, outcome) => {
    const { client } = await clientFor((_req, res) => {
      res.writeHead(status, { 'content-type': 'text/html' });
      res.end('<html><body>nginx</body></html>');
    });
    const error = await client.creditHold(hold).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status, outcome });
  });

  it('turns a 200 of the wrong shape into a ProtocolError naming the field', async () => {
    // An unreadable balance alone is kept as unknown (hostile-answers.test.ts); no transaction id is not.
    const { client } = await clientFor((_req, res) => json(res, 200, { balance: { ledger: 'lots' } }));
    const error = await client.debitHold(hold).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProtocolError);
    expect((error as Error).message).toContain('bonusTransactionId');
    expect(error).toMatchObject({ outcome: 'unknown' });
  });

  it('tolerates unknown fields and unknown transaction types', async () => {
    const { client } = await clientFor((_req, res) =>
      json(res, 200, {
        account: {
          accountBalance: holdAnswer.balance,
          accountState: 'open',
          accountType: { accountGuid: 'g', name: 'n', maxUsage: 100, extra: 1 },
        },
        transactions: [
          {
            id: 2,
            regTime: '2026-01-01T00:00:00.000Z',
            type: 'DEBIT_CONFIRMATION',
            amount: 1,
            ledger: 1,
            available: 1,
          },
          {
            id: 1,
            regTime: '2026-01-01T00:00:00.000Z',
            type: 'DEBIT_HOLD',
            amount: 1,
            ledger: 2,
            available: 1,
            orderId: '#1,2',
          },
        ],
        somethingNew: true,
      }),
    );
    const history = await client.operationHistory({
      customerToken: hold.customerToken,
      accountType: hold.accountType,
    });
    expect(history.transactions.map((t) => t.type)).toEqual(['DEBIT_CONFIRMATION', 'DEBIT_HOLD']);
  });

  it('says a refused connection never reached the platform', async () => {
    const port = await freePort();
    const client = new PlatformClient({
      baseUrl: `http://127.0.0.1:${port}/platform`,
      user: 'u',
      password: 'p',
    });
    const error = await client.debitHold(hold).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ reason: 'refused', outcome: 'notApplied' });
  });

  it('says a time-out after sending has an unknown outcome', async () => {
    const { server, client } = await clientFor(() => undefined, 150);
    const error = await client.debitHold(hold).catch((e: unknown) => e);
    expect(server.received).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'network', reason: 'timeout', outcome: 'unknown' });
  });

  it('leaves no time-out behind a call that was answered', async () => {
    const { client } = await clientFor((_req, res) => json(res, 200, holdAnswer), 5000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      expect((await client.debitHold(hold)).bonusTransactionId).toBe(7);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a reset in the middle of the answer has an unknown outcome', async () => {
    const { client } = await clientFor((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
      res.write('{"balance":');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const error = await client.debitHold(hold).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', reason: 'reset', outcome: 'unknown' });
  });

  it('honours a per-call abort signal', async () => {
    const { client } = await clientFor(() => undefined, 5000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await client.ping({ signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'aborted', outcome: 'unknown' });
  });

  it('refuses an answer larger than the limit', async () => {
    const server = await startScriptedServer((_req, res) => json(res, 200, { pad: 'x'.repeat(10_000) }));
    closers.push(server.close);
    const client = new PlatformClient({
      baseUrl: server.baseUrl,
      user: 'u',
      password: 'p',
      maxResponseBytes: 1000,
    });
    await expect(client.ping()).rejects.toMatchObject({ kind: 'network', outcome: 'unknown' });
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => new PlatformClient({ baseUrl: 'file:///etc', user: 'u', password: 'p' })).toThrow(/http/);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
