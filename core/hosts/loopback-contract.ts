import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorValue } from '../../common/contract/index';
import { errorValue } from '../terminal/errors';
import { audienceOf, mayCall, mayReceive, type Audience } from './audience';
import { CommandSocket } from './command-socket';
import { checkEvent, dispatchWhenOpen, httpStatusOf } from './dispatch';
import { EventStream } from './event-stream';
import { answerAfterDiscarding, readBody } from './loopback-body';
import { COMMANDS_PATH, EVENTS_PATH, RPC_PREFIX } from '../../common/loopback-paths';
import { hostAllowed, originAllowed, presentedSecret, requestUrl } from './loopback-guard';
import type { LoopbackHostOptions } from './loopback-options';

/**
 * The contract's side of the loopback host: commands, events, the command socket and every
 * refusal. loopback.ts loads it after it listens, so that the page's files are served (and the
 * address printed) before the contract's schemas, ws and the core are compiled (issue 27).
 */
export interface ContractRoutes {
  /** Answers any request the host did not serve as a file of the page. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Answers an internal error to a request whose handling threw (or cuts it when already answering). */
  failed(res: ServerResponse): void;
  close(): void;
}

/** Where the host listens, and the two per-launch secrets. */
export interface ListeningAs {
  port: number;
  origin: string;
  secrets: { cashier: string; display: string };
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
 * Every request must name our host and carry the per-launch secret; browser requests must come
 * from our own origin. `POST /rpc/<command>` answers the command's output (200) or `{error}` with
 * a 4xx/5xx; `GET /events` streams events; `GET /commands` upgrades to the command socket
 * (command-socket.ts), checked the same way.
 */
export function contractRoutes(options: LoopbackHostOptions, listening: ListeningAs): ContractRoutes {
  const { port, origin, secrets } = listening;
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

  function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const refusal = upgradeAudience(req);
    if ('audience' in refusal) return commandSocket.accept(req, socket, head, refusal.audience);
    const text = JSON.stringify({ error: refusal.error });
    socket.end(
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\nconnection: close\r\n` +
        `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  }

  return {
    handle,
    upgrade,
    failed(res) {
      if (!res.headersSent) sendError(res, errorValue('internalError'));
      else res.destroy();
    },
    close() {
      unsubscribe();
      for (const stream of streams.keys()) stream.close();
      commandSocket.close();
    },
  };
}
