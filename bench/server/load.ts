import { connect, type Socket } from 'node:net';

export interface LoadResult {
  requests: number;
  /** Answers other than 2xx. */
  errors: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

export interface LoadOptions {
  url: string;
  /** Builds each request body (called once per request). */
  body: () => string;
  headers: Record<string, string>;
  connections: number;
  durationMs: number;
  warmupMs: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive connection that sends a POST, reads the whole answer (Content-Length framed),
 * and resolves with its status. Raw sockets: node's http client costs more CPU per request
 * than the servers measured, and on two cores it would share the machine with them.
 */
class Connection {
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: ((status: number) => void) | undefined;
  private failed: ((error: Error) => void) | undefined;

  private constructor(private readonly socket: Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', (error) => this.failed?.(error));
    socket.on('close', () => this.failed?.(new Error('connection closed by the server')));
  }

  static open(host: string, port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, host, () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }

  send(request: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
      this.socket.write(request);
    });
  }

  close(): void {
    this.failed = undefined;
    this.socket.destroy();
  }

  private onData(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const end = this.buffered.indexOf(HEADER_END);
    if (end < 0) return;
    const head = this.buffered.toString('latin1', 0, end);
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? NaN);
    if (Number.isNaN(length)) {
      this.failed?.(new Error(`answer without Content-Length: ${head.slice(0, 200)}`));
      return;
    }
    const total = end + HEADER_END.length + length;
    if (this.buffered.length < total) return;
    this.buffered = this.buffered.subarray(total);
    const status = Number(head.slice(9, 12));
    const done = this.waiting;
    this.waiting = undefined;
    done?.(status);
  }
}

/** POSTs over `connections` keep-alive connections, each waiting for its answer before the next. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const target = new URL(options.url);
  const head = Object.entries({ host: target.host, connection: 'keep-alive', ...options.headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const request = (body: string) =>
    `POST ${target.pathname} HTTP/1.1\r\n${head}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

  const latencies: number[] = [];
  let errors = 0;
  let measuring = false;
  let stop = false;
  const connections = await Promise.all(
    Array.from({ length: options.connections }, () => Connection.open(target.hostname, Number(target.port))),
  );

  const worker = async (connection: Connection) => {
    while (!stop) {
      const text = request(options.body());
      const started = process.hrtime.bigint();
      const status = await connection.send(text);
      if (measuring) {
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (status < 200 || status >= 300) errors++;
      }
    }
  };
  const workers = connections.map(worker);
  await new Promise((r) => setTimeout(r, options.warmupMs));
  measuring = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, options.durationMs));
  measuring = false;
  const elapsed = performance.now() - started;
  stop = true;
  await Promise.all(workers);
  for (const c of connections) c.close();

  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    errors,
    rps: (latencies.length / elapsed) * 1000,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
  };
}
