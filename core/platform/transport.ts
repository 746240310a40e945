import http from 'node:http';
import https from 'node:https';
import { NetworkError, type NetworkFailure } from './errors';

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: URL;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  signal?: AbortSignal;
  maxResponseBytes: number;
}

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Errors that prove the request never left this machine or never reached a listening server. */
const NOT_SENT_CODES: Record<string, NetworkFailure> = {
  ECONNREFUSED: 'refused',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  ENETUNREACH: 'refused',
  EHOSTUNREACH: 'refused',
  EADDRNOTAVAIL: 'refused',
};

const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

/**
 * One HTTP exchange over node:http, tracking how far the request got. A failure before the
 * socket connected is `notApplied`; from the first byte written on, the platform may have seen
 * the request, so the outcome is `unknown`.
 */
export function sendHttp(request: HttpRequest): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const isHttps = request.url.protocol === 'https:';
    let requestWritten = false;
    let settled = false;
    const fail = (reason: NetworkFailure, detail: string, cause?: unknown) => {
      if (settled) return;
      settled = true;
      cleanup();
      const outcome = requestWritten ? 'unknown' : 'notApplied';
      reject(new NetworkError(reason, outcome, detail, { cause }));
    };

    const req = (isHttps ? https : http).request(request.url, {
      method: request.method,
      headers: request.headers,
      agent: isHttps ? agents.https : agents.http,
    });

    // One signal for both ends of a call: the per-request time-out and the caller's cancel. The
    // time-out is a timer cleared with the answer: AbortSignal.timeout cannot be, and fired for
    // every call answered long before (an abort event and its DOMException, issue 27: at
    // random moments, a swipe's among them).
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), request.timeoutMs);
    timer.unref();
    const signal = request.signal ? AbortSignal.any([timeout.signal, request.signal]) : timeout.signal;
    const onAbort = () => {
      if (timeout.signal.aborted) fail('timeout', `no answer within ${request.timeoutMs} ms`);
      else fail('aborted', 'the call was cancelled');
      req.destroy();
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const cleanup = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    };
    if (signal.aborted) {
      onAbort();
      return;
    }

    req.on('socket', (socket) => {
      // A kept-alive socket is already connected: writing starts at once.
      if (!socket.connecting) requestWritten = true;
      else socket.once('connect', () => (requestWritten = true));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? '';
      const notSent = NOT_SENT_CODES[code];
      if (notSent && !requestWritten) fail(notSent, code, error);
      else fail(code === 'ECONNRESET' || code === 'EPIPE' ? 'reset' : 'other', code || error.message, error);
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > request.maxResponseBytes) {
          fail('other', `answer larger than ${request.maxResponseBytes} bytes`);
          req.destroy();
          return;
        }
        chunks.push(chunk);
      });
      res.on('error', (error) => fail('reset', 'connection lost while reading the answer', error));
      res.on('aborted', () => fail('reset', 'connection lost while reading the answer'));
      res.on('end', () => {
        if (settled) return;
        if (!res.complete) return fail('reset', 'answer cut short');
        settled = true;
        cleanup();
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    req.end(request.body);
  });
}
