import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventBus } from '../../../core/terminal/event-bus';
import { startLoopbackHost, type LoopbackHost } from '../../../core/hosts/loopback';
import { quietLog, recordingHandlers } from '../../support/recording-handlers';
import { OUTSIDE_TEXT, staticSite } from '../../support/static-site';

/** The edges of the loopback host, spoken over raw sockets: what a careless or hostile client sends. */

let host: LoopbackHost;
let base: string;
let calls: { name: string; input: unknown }[];

beforeEach(async () => {
  let www: string;
  ({ base, www } = await staticSite('loopback-edges-'));
  await mkdir(path.join(base, 'elsewhere'));
  await writeFile(path.join(base, 'elsewhere', 'index.html'), OUTSIDE_TEXT);
  // Links out of the folder (a file, a directory) and one that stays inside it.
  await symlink(path.join(base, 'outside.txt'), path.join(www, 'leak.txt'));
  await symlink(path.join(base, 'elsewhere'), path.join(www, 'away'));
  await symlink(path.join(www, 'assets', 'app.js'), path.join(www, 'alias.js'));
  const recorded = recordingHandlers({ status: async () => ({ ok: true }) });
  calls = recorded.calls;
  host = await startLoopbackHost({
    handlers: recorded.handlers,
    events: new EventBus(),
    staticRoot: www,
    maxBodyBytes: 4096,
    discardMs: 3_000,
    log: quietLog(),
  });
});

afterEach(async () => {
  await host.close();
  await rm(base, { recursive: true, force: true });
});

interface Exchange {
  /** Everything the server sent, as text. */
  text: string;
  status: number | undefined;
  /** How the connection ended on our side: 'end' (the server closed it), or an error code. */
  ending: string;
  ms: number;
}

/**
 * Opens a socket, writes `head`, lets `write` go on writing, and collects what the server sends
 * until it closes the connection (or `closeAfterMs`, when we close it ourselves). A `paused`
 * client reads nothing until it has written everything, as simple clients do.
 */
function exchange(
  head: string,
  options: {
    write?: (socket: net.Socket, done: () => void) => void;
    paused?: boolean;
    closeAfterMs?: number;
  } = {},
): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(host.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let ending = 'end';
    if (options.paused) socket.pause();
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (ending = error.code ?? 'error'));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      resolve({
        text,
        status: status === undefined ? undefined : Number(status),
        ending,
        ms: Date.now() - started,
      });
    });
    if (options.closeAfterMs !== undefined) setTimeout(() => socket.end(), options.closeAfterMs).unref();
    socket.write(head);
    options.write?.(socket, () => socket.resume());
  });
}

const hostHeader = () => `Host: 127.0.0.1:${host.port}\r\n`;
const get = (target: string) => `GET ${target} HTTP/1.1\r\n${hostHeader()}Connection: close\r\n\r\n`;
const chunkedPost = (connection: 'keep-alive' | 'close' = 'close') =>
  `POST /rpc/status HTTP/1.1\r\n${hostHeader()}Authorization: Bearer ${host.secret}\r\n` +
  `Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: ${connection}\r\n\r\n`;

/** Writes 8 KiB chunks every 20 ms for `ms`, then the last chunk (unless `endless`). */
function slowChunks(ms: number, endless = false) {
  return (socket: net.Socket, done: () => void) => {
    const started = Date.now();
    const chunk = Buffer.alloc(8192, 'a').toString('latin1');
    const timer = setInterval(() => {
      if (socket.destroyed) return clearInterval(timer);
      if (!endless && Date.now() - started > ms) {
        clearInterval(timer);
        socket.write('0\r\n\r\n');
        done();
        return;
      }
      socket.write(`2000\r\n${chunk}\r\n`);
    }, 20);
  };
}

describe('malformed request targets', () => {
  it.each(['//', '//evil.example/rpc/status', 'http://[', 'http://%zz/', '*'])(
    '%s answers 400 invalidInput, not 500',
    async (target) => {
      const answer = await exchange(get(target));
      expect(answer.status).toBe(400);
      expect(answer.text).toContain('"code":"invalidInput"');
      expect(calls).toEqual([]);
    },
  );

  it('still answers well-formed targets, in the origin and the absolute form', async () => {
    expect((await exchange(get('/assets/app.js'))).status).toBe(200);
    expect((await exchange(get(`http://127.0.0.1:${host.port}/assets/app.js`))).status).toBe(200);
  });
});

describe('static files and symbolic links', () => {
  it('never follows a link out of the folder, file or directory', async () => {
    for (const target of ['/leak.txt', '/away/index.html', '/away/']) {
      const answer = await exchange(get(target));
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain(OUTSIDE_TEXT);
    }
  });

  it('follows a link that stays inside the folder', async () => {
    const answer = await exchange(get('/alias.js'));
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('console.log(1)');
  });
});

describe('a chunked body over the limit', () => {
  it.each(['close', 'keep-alive'] as const)(
    'is answered 413 to a client that reads only after writing everything (connection: %s)',
    async (connection) => {
      const answer = await exchange(chunkedPost(connection), {
        paused: true,
        write: slowChunks(1_500),
        closeAfterMs: 2_500,
      });
      expect(answer.status).toBe(413);
      expect(answer.text).toContain('"code":"payloadTooLarge"');
      expect(answer.ending).toBe('end');
      expect(calls).toEqual([]);
    },
  );

  it('is answered 413 when its body has been read, long before the discard time', async () => {
    let seenAt: number | undefined;
    const started = Date.now();
    const answer = await exchange(chunkedPost('keep-alive'), {
      closeAfterMs: 2_000,
      write: (socket, done) => {
        socket.once('data', () => (seenAt = Date.now() - started));
        slowChunks(500)(socket, done);
      },
    });
    expect(answer.status).toBe(413);
    expect(seenAt).toBeGreaterThanOrEqual(500);
    expect(seenAt).toBeLessThan(2_000);
  });

  it('that never ends is answered 413 at the discard time, then cut', async () => {
    let seenAt: number | undefined;
    const started = Date.now();
    const answer = await exchange(chunkedPost('keep-alive'), {
      write: (socket, done) => {
        socket.once('data', () => (seenAt = Date.now() - started));
        slowChunks(0, true)(socket, done);
      },
    });
    expect(answer.status).toBe(413);
    expect(seenAt).toBeGreaterThanOrEqual(3_000);
    expect(answer.ms).toBeLessThan(6_000);
  });

  it('leaves the host serving', async () => {
    await exchange(chunkedPost(), { paused: true, write: slowChunks(300) });
    expect((await exchange(get('/assets/app.js'))).status).toBe(200);
  });
});
