import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/** The HTTP plumbing of the fault proxy (fault-proxy.ts): forwarding, and the HTML error page. */

const HTML_500 =
  '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head>' +
  '<body><h1>Internal Server Error</h1><p>The server encountered an internal error.</p></body></html>';

export interface Upstream {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

export function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** The headers a proxy passes on: all but the hop-by-hop ones. */
export function endToEndHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_HEADERS.has(name) && value !== undefined) kept[name] = value;
  }
  return kept;
}

export function answerHtml500(res: ServerResponse): void {
  res.writeHead(500, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(HTML_500),
  });
  res.end(HTML_500);
}

/** Sends `req` with `body` on to `target`; the whole answer. */
export function forwardRequest(
  req: IncomingMessage,
  body: Buffer,
  target: URL,
  agent: http.Agent,
): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    const headers = endToEndHeaders(req.headers);
    headers['content-length'] = body.length;
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers, agent },
      (answer) => {
        readAll(answer).then(
          (buffer) => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: buffer }),
          reject,
        );
      },
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}
