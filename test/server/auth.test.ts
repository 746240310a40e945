import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../common/platform/schemas';
import { BASIC, IVANOV_CARD, reply, testServer, testServerForEachTest } from '../support/server-app';

const demo = testServerForEachTest();

const COOKIE = /^JSESSIONID=([0-9A-F]{32}); Path=\/; HttpOnly$/;

function sessionOf(setCookie: unknown): string {
  const match = COOKIE.exec(String(setCookie));
  if (!match?.[1]) throw new Error(`no JSESSIONID in ${String(setCookie)}`);
  return match[1];
}

async function customerInfo(headers: Record<string, string>) {
  return reply(
    await demo.server.app.inject({
      method: 'POST',
      url: '/platform/online/bonuses/customerInfo',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(IVANOV_CARD),
    }),
  );
}

describe('HTTP Basic authentication', () => {
  it('refuses a request without credentials with 401, WWW-Authenticate and a JSON body', async () => {
    const res = await customerInfo({});
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Basic realm="platform"');
    expect(ErrorBodySchema.parse(res.body).errorCode).toBe('unauthorized');
  });

  it.each([
    ['a wrong password', `Basic ${Buffer.from('demo:wrong').toString('base64')}`],
    ['a wrong user', `Basic ${Buffer.from('admin:demo').toString('base64')}`],
    ['no colon', `Basic ${Buffer.from('demodemo').toString('base64')}`],
    ['another scheme', 'Bearer abc'],
    ['garbage base64', 'Basic !!!***'],
    ['a prefix of the password', `Basic ${Buffer.from('demo:dem').toString('base64')}`],
  ])('refuses %s', async (_label, authorization) => {
    const res = await customerInfo({ authorization });
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('unauthorized');
  });

  it('accepts the configured credentials', async () => {
    expect((await customerInfo({ authorization: BASIC })).status).toBe(200);
  });

  it('protects ping like every /online route', async () => {
    const denied = reply(await demo.server.app.inject({ method: 'GET', url: '/platform/online/ping' }));
    expect(denied.status).toBe(401);
    const ok = reply(
      await demo.server.app.inject({
        method: 'GET',
        url: '/platform/online/ping',
        headers: { authorization: BASIC },
      }),
    );
    expect(ok).toMatchObject({ status: 200, body: { ok: true } });
  });
});

describe('JSESSIONID', () => {
  it('is set with Path=/ and HttpOnly on success, 400, 401, 404 and 413 answers', async () => {
    const answers = [
      await customerInfo({ authorization: BASIC }),
      await demo.server.post('bonuses/customerInfo', { type: 'card' }),
      await customerInfo({}),
      await demo.server.post('bonuses/nothingHere', {}),
      await demo.server.post('bonuses/customerInfo', `{"key":"${'x'.repeat(1_100_000)}"}`),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 400, 401, 404, 413]);
    for (const answer of answers) expect(String(answer.headers['set-cookie'])).toMatch(COOKIE);
  });

  it('a session issued after Basic authentication is accepted without credentials, and kept', async () => {
    const first = await customerInfo({ authorization: BASIC });
    const session = sessionOf(first.headers['set-cookie']);
    const again = await customerInfo({ cookie: `theme=dark; JSESSIONID=${session}` });
    expect(again.status).toBe(200);
    expect(again.body.lastName).toBe('Иванов');
    expect(sessionOf(again.headers['set-cookie'])).toBe(session);
  });

  it('a forged session id, or the id handed out with a 401, is refused', async () => {
    const forged = await customerInfo({ cookie: 'JSESSIONID=0123456789ABCDEF0123456789ABCDEF' });
    expect(forged.status).toBe(401);
    const fromRefusal = sessionOf(forged.headers['set-cookie']);
    expect((await customerInfo({ cookie: `JSESSIONID=${fromRefusal}` })).status).toBe(401);
  });

  it('a session expires after 30 minutes without use', async () => {
    let now = new Date('2026-03-01T12:00:00.000Z');
    const local = testServer({ now: () => now });
    try {
      const call = async (headers: Record<string, string>) =>
        reply(
          await local.app.inject({ method: 'GET', url: '/platform/online/ping', headers: { ...headers } }),
        );
      const session = sessionOf((await call({ authorization: BASIC })).headers['set-cookie']);
      now = new Date(now.getTime() + 29 * 60_000);
      expect((await call({ cookie: `JSESSIONID=${session}` })).status).toBe(200);
      now = new Date(now.getTime() + 31 * 60_000);
      expect((await call({ cookie: `JSESSIONID=${session}` })).status).toBe(401);
    } finally {
      await local.close();
    }
  });
});
