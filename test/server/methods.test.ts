import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  collect,
  openSocket,
  parseAnswer,
  rawExchange,
  rawRequest,
  type RawAnswer,
} from '../support/raw-http';
import { BASIC } from '../support/server-app';
import { listenForTests } from '../support/listening-app';

/** Methods without a route, CONNECT among them, over raw sockets: always a JSON answer. */

const served = listenForTests();

const COOKIE = /^JSESSIONID=[0-9A-F]{32}; Path=\/; HttpOnly$/;

function expectJsonError(answer: RawAnswer, status: number, errorCode: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/i);
  expect(answer.headers['set-cookie']).toMatch(COOKIE);
  expect(JSON.parse(answer.body)).toMatchObject({ errorCode });
}

/** Methods Node's parser knows but no route of the platform takes, and some of their targets. */
const ROUTELESS: [string, string][] = [
  ['CONNECT', '127.0.0.1:443'],
  ['CONNECT', '/platform/online/ping'],
  ['CONNECT', 'http://127.0.0.1/platform/online/bonuses/customerInfo'],
  ['CONNECT', '*'],
  ['PROPFIND', '/platform/online/ping'],
  ['SEARCH', '/platform/online/bonuses/filterCustomers'],
  ['PATCH', '/platform/online/bonuses/customerInfo'],
  ['PUT', '/platform/online/api/list'],
  ['DELETE', '/platform/online/api/get'],
  ['OPTIONS', '/platform/online/ping'],
  ['TRACE', '/platform/online/ping'],
  ['M-SEARCH', '/platform/online/ping'],
];

describe('methods without a route', () => {
  it.each(ROUTELESS)('%s %s: 401 without credentials', async (method, target) => {
    const answer = await rawExchange(served.port, rawRequest(method, target));
    expectJsonError(answer, 401, 'unauthorized');
    expect(answer.headers['www-authenticate']).toBe('Basic realm="platform"');
  });

  it.each(ROUTELESS)('%s %s: 404 notFound with credentials', async (method, target) => {
    const answer = await rawExchange(
      served.port,
      rawRequest(method, target, { headers: { authorization: BASIC } }),
    );
    expectJsonError(answer, 404, 'notFound');
    expect(JSON.parse(answer.body).errorDescription).toContain(`no route ${method} `);
  });

  it.each(['FOO', 'BREW', 'get'])(
    '%s (a method the HTTP parser does not know) is a malformed request, with or without credentials',
    async (method) => {
      for (const headers of [{}, { authorization: BASIC }] as Record<string, string>[]) {
        const answer = await rawExchange(
          served.port,
          rawRequest(method, '/platform/online/ping', { headers }),
        );
        expectJsonError(answer, 400, 'invalidRequest');
        expect(JSON.parse(answer.body).errorDescription).toBe('malformed HTTP request');
      }
    },
  );

  it.each([
    ['pipelined behind it', 0],
    ['sent after its answer', 50],
  ])('CONNECT on a keep-alive connection, %s: both answered, then closed', async (_label, gapMs) => {
    const socket = await openSocket(served.port);
    const received = collect(socket);
    socket.write(`GET /platform/online/ping HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${BASIC}\r\n\r\n`);
    if (gapMs > 0) await sleep(gapMs);
    socket.write(`CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${BASIC}\r\n\r\nxyz`);
    const { raw } = await received;
    expect(parseAnswer(raw)?.status).toBe(200);
    const second = parseAnswer(raw.slice(raw.indexOf('HTTP/1.1', 1)))!;
    expectJsonError(second, 404, 'notFound');
    expect(second.headers['connection']).toBe('close');
  });

  it('the server keeps answering after CONNECT requests', async () => {
    await rawExchange(served.port, rawRequest('CONNECT', '127.0.0.1:443'));
    const answer = await rawExchange(
      served.port,
      rawRequest('GET', '/platform/online/ping', { headers: { authorization: BASIC } }),
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
  });
});
