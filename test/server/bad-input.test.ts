import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../common/platform/schemas';
import { BASIC, BONUS, IVANOV_CARD, reply, testServer, type TestServer } from '../support/server-app';

let server: TestServer;
beforeAll(() => {
  server = testServer();
});
afterAll(async () => {
  await server.close();
});

const LOYALTY = [
  'customerInfo',
  'createCustomer',
  'filterCustomers',
  'balance',
  'debitHold',
  'creditHold',
  'operationHistory',
  'reverse',
];

const NOBODY = { type: 'card', entry: 'trackCode', key: '0000000000' };
const hold = (amount: unknown) => JSON.stringify({ customerToken: IVANOV_CARD, accountType: BONUS, amount });

/** Raw bodies, each wrong in its own way, sent to every loyalty endpoint. */
const BODIES: [string, string][] = [
  ['empty', ''],
  ['whitespace', '   '],
  ['truncated JSON', '{"type":"card",'],
  ['single quotes', "{'type':'card'}"],
  ['trailing comma', '{"type":"card",}'],
  ['NaN literal', '{"amount":NaN}'],
  ['null', 'null'],
  ['array', '[1,2,3]'],
  ['string', '"card"'],
  ['number', '42'],
  ['boolean', 'true'],
  ['empty object', '{}'],
  ['HTML', '<html><body>Error 500</body></html>'],
  ['__proto__ key', '{"__proto__":{"admin":true},"type":"card"}'],
  ['constructor.prototype', '{"constructor":{"prototype":{"x":1}}}'],
  ['null fields', '{"type":null,"entry":null,"key":null,"customerToken":null,"amount":null}'],
  ['numbers for strings', '{"type":1,"entry":2,"key":3,"search":4,"firstName":5}'],
  ['string amount', hold('10')],
  ['amount 1e309', hold(1e308).replace('1e+308', '1e309')],
  ['amount 0.001', hold(0.001)],
  ['amount -1', hold(-1)],
  ['amount 0', hold(0)],
  ['amount -0', hold(0).replace(':0', ':-0')],
  ['amount 1e-7', hold(1e-7)],
  ['amount 1e300', hold(1e300)],
  ['amount as object', hold({ value: 1 })],
  ['amount as array', hold([1])],
  ['token as array', JSON.stringify({ customerToken: [IVANOV_CARD], accountType: BONUS, amount: 1 })],
  ['token key too long', JSON.stringify({ ...IVANOV_CARD, key: '1'.repeat(600) })],
  ['lone surrogate key', '{"type":"card","entry":"trackCode","key":"\\ud800"}'],
  ['NUL bytes', '{"type":"card\\u0000","entry":"trackCode","key":"\\u0000"}'],
  ['unicode garbage', '{"тип":"卡","🙂":"\u202e\u0000","type":"cárd"}'],
  ['deep nesting', `${'['.repeat(200_000)}${']'.repeat(200_000)}`],
  ['deep object nesting', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`],
  [
    'bonusTransactionId as float',
    JSON.stringify({ customerToken: NOBODY, accountType: BONUS, amount: 1, bonusTransactionId: 1.5 }),
  ],
  ['limit as string', '{"search":"и","limit":"10"}'],
  ['NUL in a search', '{"search":"a\\u0000b"}'],
  ['only a NUL as the search', '{"search":"\\u0000"}'],
  ['control characters in a search', '{"search":"7\\u0007\\u001f"}'],
  [
    'accountGuid empty',
    JSON.stringify({ customerToken: IVANOV_CARD, accountType: { accountGuid: '' }, amount: 1 }),
  ],
  [
    'date not ISO',
    JSON.stringify({ customerToken: IVANOV_CARD, accountType: BONUS, amount: 1, date: 'yesterday' }),
  ],
];

function expectJsonError(res: { status: number; body: unknown }, label: string): void {
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(ErrorBodySchema.safeParse(res.body).success, `${label}: ${JSON.stringify(res.body)}`).toBe(true);
}

async function ivanovBalance() {
  const res = await server.post('bonuses/balance', { customerToken: IVANOV_CARD, accountType: BONUS });
  expect(res.status).toBe(200);
  return res.body.accountBalance;
}

describe('a sweep of bad input', () => {
  it('answers every bad body on every loyalty endpoint with a 4xx JSON error, and changes nothing', async () => {
    const before = await ivanovBalance();
    for (const path of LOYALTY) {
      for (const [label, body] of BODIES) {
        const res = await server.post(`bonuses/${path}`, body);
        // A hold body with a bad amount is a valid customerInfo (wrapped token), balance or
        // history request: they take no amount.
        if (res.status === 200) {
          expect(['customerInfo', 'balance', 'operationHistory'], `${path} accepted ${label}`).toContain(
            path,
          );
          continue;
        }
        expectJsonError(res, `${path} ${label}`);
      }
    }
    expect(await ivanovBalance()).toEqual(before);
  });

  it('names the field for amounts that are not positive, finite and with two decimals at most', async () => {
    for (const amount of [0, -1, 0.001, 1e-7, '10', null]) {
      const res = await server.post('bonuses/debitHold', hold(amount));
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('invalidRequest');
      expect(res.body.errorDescription).toMatch(/^amount: /);
    }
  });

  it('refuses bodies over 1 MiB with 413 payloadTooLarge, even without a Content-Length limit hit first', async () => {
    const big = JSON.stringify({ search: 'x'.repeat(1024 * 1024) });
    const res = await server.post('bonuses/filterCustomers', big);
    expect(res.status).toBe(413);
    expect(res.body.errorCode).toBe('payloadTooLarge');
  });

  it.each([
    ['text/html', '<html></html>'],
    ['application/x-www-form-urlencoded', 'type=card&entry=trackCode&key=0001234567'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/xml', '<token/>'],
    ['text/plain', JSON.stringify(IVANOV_CARD)],
  ])('answers Content-Type %s with a 4xx JSON error', async (contentType, payload) => {
    const res = reply(
      await server.app.inject({
        method: 'POST',
        url: '/platform/online/bonuses/customerInfo',
        headers: { authorization: BASIC, 'content-type': contentType },
        payload,
      }),
    );
    expectJsonError(res, contentType);
  });

  it('answers a POST without Content-Type with a 4xx JSON error', async () => {
    const res = reply(
      await server.app.inject({
        method: 'POST',
        url: '/platform/online/bonuses/customerInfo',
        headers: { authorization: BASIC },
        payload: Buffer.from(JSON.stringify(IVANOV_CARD)),
      }),
    );
    expectJsonError(res, 'no content-type');
  });

  it('answers wrong methods and unknown routes with 404 notFound JSON', async () => {
    const requests = [
      ['GET', '/platform/online/bonuses/customerInfo'],
      ['PUT', '/platform/online/bonuses/debitHold'],
      ['DELETE', '/platform/online/bonuses/debitHold'],
      ['PATCH', '/platform/online/bonuses/balance'],
      ['POST', '/platform/online/bonuses/confirm'],
      ['GET', '/platform/online'],
      ['GET', '/'],
      ['GET', '/platform/../etc/passwd'],
      ['POST', `/platform/online/${'x'.repeat(5000)}`],
      ['GET', '/platform/online/bonuses/%F0%9F%99%82'],
    ] as const;
    for (const [method, url] of requests) {
      const res = reply(await server.app.inject({ method, url, headers: { authorization: BASIC } }));
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.errorCode).toBe('notFound');
    }
  });

  it('answers a malformed URL with 400 JSON', async () => {
    const res = reply(await server.app.inject({ method: 'GET', url: '/platform/online/%E0%A4%A' }));
    expectJsonError(res, 'bad url');
  });

  it('keeps serving after all of it', async () => {
    const res = await server.post('bonuses/customerInfo', IVANOV_CARD);
    expect(res.status).toBe(200);
  });
});
