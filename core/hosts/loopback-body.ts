import type { IncomingMessage } from 'node:http';

export type BodyResult = { ok: true; text: string } | { ok: false; tooLarge: true };

/** Reads at most `limit` bytes; past it, stops collecting and lets the caller answer 413. */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return resolve({ ok: false, tooLarge: true });
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        resolve({ ok: false, tooLarge: true });
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve({ ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', reject);
  });
}

/** How long a refused body is read and thrown away, and how long the closing connection lingers. */
export interface DiscardTiming {
  discardMs: number;
  lingerMs: number;
}

/**
 * Refuses a request whose body was not read (413, 415, 401, 400): reads and discards the rest of
 * the body first, then calls `answer`. A client may not read before it has written everything,
 * and closing a socket with unread data makes the kernel send a reset, which throws away an
 * answer the client has not read yet (Node closes at once after answering `Connection: close`).
 * A body that does not end within `discardMs` is answered anyway and then cut the gentle way:
 * our side is closed (FIN after the answer), the rest still read for `lingerMs`, then the socket
 * is destroyed. A client that never stops sending cannot hold the connection.
 */
export async function answerAfterDiscarding(
  req: IncomingMessage,
  timing: DiscardTiming,
  answer: () => void,
): Promise<void> {
  const ended = await discard(req, timing.discardMs);
  answer();
  if (ended) return;
  const socket = req.socket;
  socket.end();
  setTimeout(() => socket.destroy(), timing.lingerMs).unref();
}

/** Reads and drops the rest of the body; true when it ended within `ms`. */
function discard(req: IncomingMessage, ms: number): Promise<boolean> {
  req.resume();
  if (req.complete || req.destroyed) return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = (ended: boolean) => {
      clearTimeout(timer);
      req.off('end', onEnd);
      req.off('close', onEnd);
      resolve(ended);
    };
    const onEnd = () => settle(true);
    const timer = setTimeout(() => settle(false), ms);
    req.once('end', onEnd);
    req.once('close', onEnd);
  });
}
