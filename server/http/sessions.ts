import { randomFillSync } from 'node:crypto';

export const SESSION_COOKIE = 'JSESSIONID';

/** Random bytes drawn in blocks: one system call per 256 ids instead of one per id. */
const pool = Buffer.alloc(16 * 256);
let poolOffset = pool.length;

function randomHex16(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const id = pool.toString('hex', poolOffset, poolOffset + 16).toUpperCase();
  poolOffset += 16;
  return id;
}

/**
 * Sessions this server issued after a successful Basic authentication, kept in memory with a
 * sliding expiry. Bounded: past `maxSessions` the oldest are dropped (Map keeps insertion order).
 */
export class SessionStore {
  private readonly sessions = new Map<string, number>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs = 30 * 60_000,
    private readonly maxSessions = 50_000,
  ) {}

  /** A fresh random id that is not (yet) a session: what unauthenticated answers carry. */
  static newId(): string {
    return randomHex16();
  }

  /** Registers a new authenticated session and returns its id. */
  open(): string {
    const id = SessionStore.newId();
    this.touch(id);
    if (this.sessions.size > this.maxSessions) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
    return id;
  }

  /** True when `id` is a live session; extends its expiry. */
  accept(id: string | undefined): boolean {
    if (id === undefined) return false;
    const expires = this.sessions.get(id);
    if (expires === undefined) return false;
    if (expires <= this.now()) {
      this.sessions.delete(id);
      return false;
    }
    this.touch(id);
    return true;
  }

  private touch(id: string): void {
    this.sessions.delete(id);
    this.sessions.set(id, this.now() + this.ttlMs);
  }
}

/** The JSESSIONID value of a Cookie header, if any. */
export function sessionIdFromCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[0-9A-Za-z]{1,128}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export function sessionCookie(id: string): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly`;
}
