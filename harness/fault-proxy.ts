import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { seededRandom } from '../server/fixture/seeded-random';
import { withAbsurdBalances } from './absurd-balances';
import { answerHtml500, endToEndHeaders, forwardRequest, readAll, type Upstream } from './proxy-http';

/**
 * What the proxy does to one request:
 * - `pass`: forward and answer faithfully;
 * - `dropRequest`: close the client's socket without forwarding (the platform never sees it);
 * - `dropAnswer`: forward, wait for the platform's whole answer, then close the client's socket;
 * - `delay`: hold the request `delayMs` before forwarding (past the client's time-out: the
 *   platform applies it after the client gave up);
 * - `resetMidAnswer`: forward, send the head and half the body, then destroy the socket;
 * - `html500`: answer 500 with an HTML page without forwarding;
 * - `html500AfterApply`: forward, then replace the platform's answer with the HTML 500;
 * - `absurdBalancesAfterApply`: forward, then answer with every balance figure set to 1e308.
 */
export const FAULTS = [
  'dropRequest',
  'dropAnswer',
  'delay',
  'resetMidAnswer',
  'html500',
  'html500AfterApply',
  'absurdBalancesAfterApply',
] as const;
export type Fault = (typeof FAULTS)[number];
export type Action = Fault | 'pass';

export interface ProxiedRequest {
  method: string;
  path: string;
}

/** A debitHold or creditHold call: the requests a fault on holds should hit. */
export const isHoldRequest = (r: ProxiedRequest): boolean => /\/(debitHold|creditHold)$/.test(r.path);
/** A debitHold call. */
export const isDebitRequest = (r: ProxiedRequest): boolean => r.path.endsWith('/debitHold');

export interface FaultProxyOptions {
  /** The platform's origin, e.g. http://127.0.0.1:8787 */
  target: string;
  /** How long `delay` holds a request (default 600 ms). */
  delayMs?: number;
}

export interface RandomFaults {
  seed: number;
  /** Probability of each fault per matching request; the rest pass. */
  rates: Partial<Record<Fault, number>>;
  match?: (request: ProxiedRequest) => boolean;
}

/**
 * A fault-injecting HTTP proxy in front of the platform. Faults are chosen per request: queued
 * one-shot faults first (`next`), then the seeded random mode (`random`), else pass. `down()`
 * stops listening (the client gets "connection refused") until `up()`.
 */
export class FaultProxy {
  /** Requests seen per action, for assertions that a fault really happened. */
  readonly applied: Record<Action, number> = {
    pass: 0,
    dropRequest: 0,
    dropAnswer: 0,
    delay: 0,
    resetMidAnswer: 0,
    html500: 0,
    html500AfterApply: 0,
    absurdBalancesAfterApply: 0,
  };
  readonly log: { request: ProxiedRequest; action: Action }[] = [];
  private readonly queued: { fault: Fault; match: (r: ProxiedRequest) => boolean; delayMs?: number }[] = [];
  private randomMode:
    { next: () => number; rates: RandomFaults['rates']; match: (r: ProxiedRequest) => boolean } | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly agent = new http.Agent({ keepAlive: true });
  private readonly delayMs: number;
  private readonly pendingTimers = new Set<NodeJS.Timeout>();
  private server: http.Server;
  private listening = false;

  private constructor(
    private readonly target: URL,
    delayMs: number,
    public port: number,
  ) {
    this.delayMs = delayMs;
    this.server = this.createServer();
  }

  static async start(options: FaultProxyOptions): Promise<FaultProxy> {
    const proxy = new FaultProxy(new URL(options.target), options.delayMs ?? 600, 0);
    await proxy.up();
    return proxy;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * The next request matching `match` (default: any) gets `fault`; queue several by calling again.
   * `delayMs` overrides the proxy's delay for this one (`delay`: how long it is held before it is
   * forwarded, e.g. a request applied 2.2 time-outs after it was sent).
   */
  next(
    fault: Fault,
    match: (request: ProxiedRequest) => boolean = () => true,
    options: { delayMs?: number } = {},
  ): void {
    this.queued.push({ fault, match, delayMs: options.delayMs });
  }

  random(options: RandomFaults | undefined): void {
    this.randomMode = options && {
      next: seededRandom(options.seed),
      rates: options.rates,
      match: options.match ?? (() => true),
    };
  }

  /** No more faults: every request passes (one-shot faults not yet used are dropped). */
  clear(): void {
    this.queued.length = 0;
    this.randomMode = undefined;
  }

  /** Stops listening and cuts every connection: the platform is unreachable (connection refused). */
  async down(): Promise<void> {
    if (!this.listening) return;
    this.listening = false;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
    this.server = this.createServer();
  }

  /** Listens again on the same port. */
  up(): Promise<void> {
    if (this.listening) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => {
        this.server.off('error', reject);
        this.port = (this.server.address() as AddressInfo).port;
        this.listening = true;
        resolve();
      });
    });
  }

  async close(): Promise<void> {
    this.clear();
    for (const timer of this.pendingTimers) clearTimeout(timer);
    await this.down();
    this.agent.destroy();
  }

  private createServer(): http.Server {
    const server = http.createServer((req, res) => {
      this.handle(req, res).catch(() => res.destroy());
    });
    server.keepAliveTimeout = 30_000;
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    return server;
  }

  private choose(request: ProxiedRequest): { action: Action; delayMs?: number } {
    const index = this.queued.findIndex((q) => q.match(request));
    if (index >= 0) {
      const { fault, delayMs } = this.queued.splice(index, 1)[0]!;
      return { action: fault, delayMs };
    }
    const random = this.randomMode;
    if (random && random.match(request)) {
      let roll = random.next();
      for (const fault of FAULTS) {
        const rate = random.rates[fault] ?? 0;
        if (roll < rate) return { action: fault };
        roll -= rate;
      }
    }
    return { action: 'pass' };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readAll(req);
    const request = { method: req.method ?? 'GET', path: req.url ?? '/' };
    const { action, delayMs = this.delayMs } = this.choose(request);
    this.applied[action] += 1;
    this.log.push({ request, action });

    switch (action) {
      case 'dropRequest':
        req.socket.destroy();
        return;
      case 'html500':
        return answerHtml500(res);
      case 'delay':
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            this.pendingTimers.delete(timer);
            resolve();
          }, delayMs);
          this.pendingTimers.add(timer);
        });
        break;
      default:
        break;
    }

    const upstream = await this.forward(req, body).catch(() => undefined);
    if (!upstream) return void req.socket.destroy();
    switch (action) {
      case 'dropAnswer':
        req.socket.destroy();
        return;
      case 'html500AfterApply':
        return answerHtml500(res);
      case 'absurdBalancesAfterApply': {
        const absurd = withAbsurdBalances(upstream.body);
        res.writeHead(upstream.status, {
          ...endToEndHeaders(upstream.headers),
          'content-length': absurd.length,
        });
        res.end(absurd);
        return;
      }
      case 'resetMidAnswer': {
        res.writeHead(upstream.status, {
          ...endToEndHeaders(upstream.headers),
          'content-length': upstream.body.length,
        });
        const half = upstream.body.subarray(0, Math.max(1, Math.floor(upstream.body.length / 2)));
        res.write(half, () => req.socket.destroy());
        return;
      }
      default:
        // `delay` also ends here: the client has usually given up and closed by now.
        if (res.destroyed || req.socket.destroyed) return;
        res.writeHead(upstream.status, {
          ...endToEndHeaders(upstream.headers),
          'content-length': upstream.body.length,
        });
        res.end(upstream.body);
    }
  }
  private forward(req: IncomingMessage, body: Buffer): Promise<Upstream> {
    return forwardRequest(req, body, this.target, this.agent);
  }
}
