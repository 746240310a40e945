import http, { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { ErrorValue } from '../../common/contract/index';
import type { CommandHandlers } from '../terminal/command-handlers';
import { errorValue } from '../terminal/errors';
import type { EventBus } from '../terminal/event-bus';
import { audienceOf, mayCall, mayReceive, type Audience } from './audience';
import { CommandSocket } from './command-socket';
import { checkEvent, dispatchWhenOpen, httpStatusOf, type DispatchLog } from './dispatch';
import { EventStream } from './event-stream';
import { answerAfterDiscarding, readBody } from './loopback-body';
import { COMMANDS_PATH, EVENTS_PATH, RPC_PREFIX } from '../../common/loopback-paths';
import { hostAllowed, newSecret, originAllowed, presentedSecret, requestUrl } from './loopback-guard';
import { PageLoad } from './page-load';
import { serveStatic } from './static-files';

export interface LoopbackHostOptions {
  /**
   * The core's handlers, or their promise: then the host listens and serves the page's files
   * while the core still opens, and commands wait for it (core/cli/core.ts, issue 27).
   */
  handlers: CommandHandlers | Promise<CommandHandlers>;
  events: Pick<EventBus, 'subscribe'>;
  /** 0 (the default) takes a free port. */
  port?: number;
  /** Defaults to 32 fresh random bytes. */
  secret?: string;
  /** The guest display's secret (its read commands and event only); 32 fresh random bytes by default. */
  displaySecret?: string;
  /** Folder of the built renderer, served on GET of any other path (the next issue fills it). */
  staticRoot?: string;
  maxBodyBytes?: number;
  /** How long the rest of a refused body is read and thrown away before the connection is cut (5 s). */
  discardMs?: number;
  heartbeatMs?: number;
  log?: DispatchLog;
}

export interface LoopbackHost {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  secret: string;
  /** What the CLI prints: the UI's address with the secret in the fragment (never sent to a server). */
  launchUrl: string;
  displaySecret: string;
  /** The guest display's page with its own secret in the fragment. */
  displayUrl: string;
  /** Resolves once a page has fetched its files (page-load.ts), or after `maxMs` without one. */
  pageLoaded(maxMs: number): Promise<void>;
  close(): Promise<void>;
}

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    ...extra,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

function sendError(res: ServerResponse, error: ErrorValue, status = httpStatusOf(error)): void {
  sendJson(res, status, { error });
}

/**
 * The contract over HTTP on 127.0.0.1 only. Every request must name our host and carry the
 * per-launch secret; browser requests must come from our own origin. `POST /rpc/<command>`
 * answers the command's output (200) or `{error}` with a 4xx/5xx; `GET /events` streams events;
 * `GET /commands` upgrades to the command socket (command-socket.ts), checked the same way.
 */
export function startLoopbackHost(options: LoopbackHostOptions): Promise<LoopbackHost> {
  const secret = options.secret ?? newSecret();
  const displaySecret = options.displaySecret ?? newSecret();
  const secrets = { cashier: secret, display: displaySecret };
  const maxBodyBytes = options.maxBodyBytes ?? 256 * 1024;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const discardMs = options.discardMs ?? 5_000;
  const discardTiming = { discardMs, lingerMs: Math.min(1_000, discardMs) };
  /** Answers an error to a request whose body was not read, once that body is read and dropped. */
  const refuse = (req: IncomingMessage, res: ServerResponse, error: ErrorValue, status?: number) =>
    answerAfterDiscarding(req, discardTiming, () => sendError(res, error, status));
  const log = options.log ?? console;
  const streams = new Map<EventStream, Audience>();
  const commandSocket = new CommandSocket(options.handlers, maxBodyBytes, log);
  const pageLoad = new PageLoad();
  let port = 0;
  let origin = '';

  const unsubscribe = options.events.subscribe((name, payload) => {
    if (streams.size === 0) return;
    const checked = checkEvent(name, payload, log);
    if (checked === undefined) return;
    for (const [stream, audience] of streams) if (mayReceive(audience, name)) stream.send(name, checked);
  });

  async function handleRpc(
    req: IncomingMessage,
    res: ServerResponse,
    command: string,
    audience: Audience,
  ): Promise<void> {
    if (req.method !== 'POST') {
      return answerAfterDiscarding(req, discardTiming, () =>
        sendJson(res, 405, { error: errorValue('notFound') }, { allow: 'POST' }),
      );
    }
    const type = String(req.headers['content-type'] ?? 'application/json')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    if (type !== 'application/json') {
      return refuse(
        req,
        res,
        errorValue('invalidInput', { field: 'body', problem: 'must be application/json' }),
        415,
      );
    }
    const body = await readBody(req, maxBodyBytes);
    if (!body.ok) return refuse(req, res, errorValue('payloadTooLarge'), 413);
    let input: unknown;
    if (body.text.trim() === '') input = undefined;
    else {
      try {
        input = JSON.parse(body.text);
      } catch {
        return sendError(res, errorValue('invalidInput', { field: 'body', problem: 'not valid JSON' }));
      }
    }
    const result = mayCall(audience, command)
      ? await dispatchWhenOpen(options.handlers, command, input, log)
      : { ok: false as const, error: errorValue('unauthorized') };
    if (result.ok) sendJson(res, 200, result.value);
    else sendError(res, result.error);
  }

  function handleEvents(req: IncomingMessage, res: ServerResponse, audience: Audience): void {
    if (req.method !== 'GET') {
      void answerAfterDiscarding(req, discardTiming, () =>
        sendJson(res, 405, { error: errorValue('notFound') }, { allow: 'GET' }),
      );
      return;
    }
    const stream = new EventStream(res, heartbeatMs, () => streams.delete(stream));
    streams.set(stream, audience);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!hostAllowed(req, port) || !originAllowed(req, origin))
      return refuse(req, res, errorValue('forbiddenOrigin'), 403);
    const url = requestUrl(req.url, origin);
    if (url === undefined) {
      return refuse(
        req,
        res,
        errorValue('invalidInput', { field: 'target', problem: 'not a valid request target' }),
        400,
      );
    }
    const isRpc = url.pathname.startsWith(RPC_PREFIX);
    const isEvents = url.pathname === EVENTS_PATH;

    if (isRpc || isEvents) {
      const audience = audienceOf(secrets, presentedSecret(req, url, isEvents));
      if (audience === undefined) return refuse(req, res, errorValue('unauthorized'), 401);
      if (isEvents) return handleEvents(req, res, audience);
      return handleRpc(req, res, url.pathname.slice(RPC_PREFIX.length), audience);
    }

    if (options.staticRoot && (req.method === 'GET' || req.method === 'HEAD')) {
      const file = pageLoad.serving(url.pathname);
      res.once('close', () => file.finished());
      if (await serveStatic(options.staticRoot, url.pathname, res)) return;
    }
    return refuse(req, res, errorValue('notFound'), 404);
  }

  /** An upgrade to the command socket, or why not (the same checks as a request's). */
  function upgradeAudience(
    req: IncomingMessage,
  ): { audience: Audience } | { status: number; error: ErrorValue } {
    if (!hostAllowed(req, port) || !originAllowed(req, origin))
      return { status: 403, error: errorValue('forbiddenOrigin') };
    const url = requestUrl(req.url, origin);
    if (url?.pathname !== COMMANDS_PATH) return { status: 404, error: errorValue('notFound') };
    const audience = audienceOf(secrets, presentedSecret(req, url, true));
    if (audience === undefined) return { status: 401, error: errorValue('unauthorized') };
    return { audience };
  }

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    // A client that resets the connection mid-handshake is its own problem, not a crash of ours.
    socket.on('error', () => socket.destroy());
    const refusal = upgradeAudience(req);
    if ('audience' in refusal) return commandSocket.accept(req, socket, head, refusal.audience);
    const text = JSON.stringify({ error: refusal.error });
    socket.end(
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\nconnection: close\r\n` +
        `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      log.error('loopback: request failed');
      if (!res.headersSent) sendError(res, errorValue('internalError'));
      else res.destroy();
    });
  });
  server.on('upgrade', handleUpgrade);
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      port = (server.address() as AddressInfo).port;
      origin = `http://127.0.0.1:${port}`;
      resolve({
        origin,
        port,
        secret,
        launchUrl: `${origin}/#secret=${secret}`,
        displaySecret,
        displayUrl: `${origin}/display.html#secret=${displaySecret}`,
        pageLoaded: (maxMs) => pageLoad.within(maxMs),
        close: () =>
          new Promise<void>((done) => {
            unsubscribe();
            for (const stream of streams.keys()) stream.close();
            commandSocket.close();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
