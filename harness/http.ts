import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP exchange with full control of the headers (fetch forbids Host, and sets Origin its own way). */
export function rawRequest(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    chunks?: Buffer[];
  } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (options.chunks) {
      for (const chunk of options.chunks) req.write(chunk);
      req.end();
    } else req.end(options.body);
  });
}

/** Calls a command on a loopback host the way the UI does. */
export async function rpc(
  origin: string,
  secret: string,
  command: string,
  input: unknown = {},
  timeoutMs = 15_000,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${origin}/rpc/${command}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: res.status, body: await res.json() };
}

/** Reads Server-Sent Events from `url` until `stop` returns true for the events seen so far. */
export function readEvents(
  url: string,
  headers: Record<string, string>,
  stop: (events: { event: string; data: string }[], comments: string[]) => boolean,
  timeoutMs = 5_000,
): Promise<{ status: number; events: { event: string; data: string }[]; comments: string[] }> {
  return new Promise((resolve, reject) => {
    const events: { event: string; data: string }[] = [];
    const comments: string[] = [];
    const req = http.get(url, { headers }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return resolve({ status: res.statusCode ?? 0, events, comments });
      }
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (data) events.push({ event, data });
        }
        if (stop(events, comments)) {
          clearTimeout(timer);
          req.destroy();
          resolve({ status: 200, events, comments });
        }
      });
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`events: timed out with ${events.length} events`));
    }, timeoutMs);
    req.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}
