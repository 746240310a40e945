import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** 32 random bytes per launch, URL-safe so it fits in `#secret=` and `?secret=`. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Constant-time comparison; hashing first makes the lengths equal. */
export function secretMatches(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}

/** The secret from `Authorization: Bearer <secret>`, or (EventSource cannot set headers) `?secret=`. */
export function presentedSecret(req: IncomingMessage, url: URL, allowQuery: boolean): string | undefined {
  const header = req.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header);
    return match?.[1] ?? '';
  }
  return allowQuery ? (url.searchParams.get('secret') ?? undefined) : undefined;
}

/**
 * Browsers send Origin on every cross-origin request and on same-origin POSTs: only our own
 * origin is let through. No Origin at all means a non-browser client (curl, tests, the CLI),
 * which still needs the secret.
 */
export function originAllowed(req: IncomingMessage, ownOrigin: string): boolean {
  const origin = req.headers.origin;
  return origin === undefined || origin === ownOrigin;
}

/** Host must name the loopback address we listen on: a DNS-rebinding page sends its own name. */
export function hostAllowed(req: IncomingMessage, port: number): boolean {
  const host = req.headers.host;
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/**
 * The request target as a URL on our own origin, or undefined when it is not one a client of
 * ours sends: the origin form (`/path?query`, not `//...`, which URL parsing reads as another
 * host), or the absolute form of an http address. `//`, `http://[` or `http://%zz/` are the
 * client's mistake (400), never an exception of ours (500).
 */
export function requestUrl(target: string | undefined, ownOrigin: string): URL | undefined {
  if (target === undefined) return undefined;
  if (target.startsWith('/') && !target.startsWith('//')) {
    return URL.canParse(target, ownOrigin) ? new URL(target, ownOrigin) : undefined;
  }
  if (!/^http:\/\//i.test(target) || !URL.canParse(target)) return undefined;
  const absolute = new URL(target);
  return new URL(`${absolute.pathname}${absolute.search}`, ownOrigin);
}
