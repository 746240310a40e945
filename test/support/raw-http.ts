import { connect, type Socket } from 'node:net';

/** One HTTP answer read off a raw socket: status line parsed, header names lower-cased. */
export interface RawAnswer {
  status: number;
  statusLine: string;
  headers: Record<string, string>;
  body: string;
  /** Everything the server wrote, as received. */
  raw: string;
}

/** Parses the first answer in `raw`; undefined when no complete status line and headers arrived. */
export function parseAnswer(raw: string): RawAnswer | undefined {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...lines] = raw.slice(0, end).split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!status) return undefined;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(status[1]), statusLine, headers, body: raw.slice(end + 4), raw };
}

/**
 * Opens a connection to 127.0.0.1:port; resolves once connected. `allowHalfOpen` keeps the
 * client writing after the server's FIN, as clients that stream a body do.
 */
export function openSocket(port: number, allowHalfOpen = false): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Collects what the server sends until it closes the connection (or `timeoutMs` passes). */
export function collect(socket: Socket, timeoutMs = 5000): Promise<{ raw: string; error?: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let error: string | undefined;
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('utf8');
      resolve(error === undefined ? { raw } : { raw, error });
    });
  });
}

/**
 * Sends `bytes` exactly as given (the request should say `Connection: close`) and reads the
 * answer until the server closes. Throws when no parsable answer arrives.
 */
export async function rawExchange(port: number, bytes: string | Buffer): Promise<RawAnswer> {
  const socket = await openSocket(port);
  const done = collect(socket);
  socket.write(bytes);
  const { raw, error } = await done;
  const answer = parseAnswer(raw);
  if (!answer) throw new Error(`no HTTP answer (${error ?? 'closed'}): ${JSON.stringify(raw.slice(0, 200))}`);
  return answer;
}

/** A request as raw bytes, `Connection: close`, with a JSON body when given. */
export function rawRequest(
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): string {
  const headers: Record<string, string> = { host: '127.0.0.1', connection: 'close', ...options.headers };
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(Buffer.byteLength(options.body));
  }
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `${method} ${target} HTTP/1.1\r\n${head.join('')}\r\n${options.body ?? ''}`;
}
