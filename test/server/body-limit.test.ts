import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { LINGER_MS } from '../../server/http/lingering-close';
import { collect, openSocket, parseAnswer, rawExchange, rawRequest } from '../support/raw-http';
import { BASIC, IVANOV_CARD } from '../support/server-app';
import { listenForTests } from '../support/listening-app';

/** A body over the 1 MiB limit, sent while the server answers 413: the answer must arrive. */

const served = listenForTests();

const BODY_BYTES = 2 * 1024 * 1024;
const PIECE = Buffer.alloc(64 * 1024, 'a');

function head(chunked: boolean): string {
  return (
    'POST /platform/online/bonuses/customerInfo HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
    `Authorization: ${BASIC}\r\nContent-Type: application/json\r\n` +
    (chunked ? 'Transfer-Encoding: chunked\r\n\r\n' : `Content-Length: ${BODY_BYTES}\r\n\r\n`)
  );
}

function write(socket: Socket, data: string | Buffer): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed || !socket.writable) return resolve();
    if (socket.write(data)) resolve();
    else socket.once('drain', resolve).once('close', resolve);
  });
}

/** Streams a 2 MiB body in 64 KiB pieces, `gapMs` apart (0: as fast as the socket drains). */
async function streamBody(socket: Socket, chunked: boolean, gapMs: number): Promise<void> {
  for (let sent = 0; sent < BODY_BYTES && !socket.destroyed; sent += PIECE.length) {
    const piece = chunked ? Buffer.concat([Buffer.from('10000\r\n'), PIECE, Buffer.from('\r\n')]) : PIECE;
    await write(socket, piece);
    if (gapMs > 0) await sleep(gapMs);
  }
  if (chunked) await write(socket, '0\r\n\r\n');
}

describe('a body over the limit', () => {
  it.each([
    ['Content-Length, sent as fast as possible', false, 0],
    ['chunked, sent as fast as possible', true, 0],
    ['Content-Length, sent slowly', false, 3],
    ['chunked, sent slowly', true, 3],
  ])('%s: gets its 413 JSON answer while still sending', async (_label, chunked, gapMs) => {
    const socket = await openSocket(served.port, true);
    const received = collect(socket, 20_000);
    // Like urllib3 and most clients: the whole request is written before the answer is read.
    socket.pause();
    await write(socket, head(chunked));
    await streamBody(socket, chunked, gapMs);
    socket.end();
    socket.resume();
    const { raw, error } = await received;
    const answer = parseAnswer(raw);
    expect(answer?.statusLine, `connection ended with ${error ?? 'close'}`).toBe(
      'HTTP/1.1 413 Payload Too Large',
    );
    expect(answer?.headers['connection']).toBe('close');
    expect(answer?.headers['set-cookie']).toMatch(/^JSESSIONID=[0-9A-F]{32}; Path=\/; HttpOnly$/);
    expect(JSON.parse(answer?.body ?? '')).toEqual({
      errorCode: 'payloadTooLarge',
      errorDescription: 'request body is larger than 1 MiB',
    });
  });

  it('closes a connection whose client ends its side at once, and one that keeps sending after LINGER_MS', async () => {
    const quick = await openSocket(served.port, true);
    const quickDone = collect(quick);
    await write(quick, head(false));
    await write(quick, PIECE);
    // The client stops sending and half-closes: the server needs to wait no longer.
    let started = Date.now();
    quick.end();
    expect(parseAnswer((await quickDone).raw)?.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(LINGER_MS);

    const endless = await openSocket(served.port, true);
    const endlessDone = collect(endless, LINGER_MS * 4);
    await write(endless, head(true));
    started = Date.now();
    let open = true;
    void endlessDone.then(() => (open = false));
    while (open && Date.now() - started < LINGER_MS * 3) {
      await write(endless, Buffer.concat([Buffer.from('10000\r\n'), PIECE, Buffer.from('\r\n')]));
      await sleep(20);
    }
    const { raw } = await endlessDone;
    expect(parseAnswer(raw)?.status).toBe(413);
    const lasted = Date.now() - started;
    expect(lasted).toBeGreaterThanOrEqual(LINGER_MS - 100);
    expect(lasted).toBeLessThan(LINGER_MS + 1500);
  });

  it('leaves the server answering afterwards', async () => {
    const answer = await rawExchange(
      served.port,
      rawRequest('POST', '/platform/online/bonuses/customerInfo', {
        headers: { authorization: BASIC },
        body: JSON.stringify(IVANOV_CARD),
      }),
    );
    expect(answer.status).toBe(200);
  });
});
