import { createHash, timingSafeEqual } from 'node:crypto';

export interface Credentials {
  user: string;
  password: string;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * Checks `Authorization: Basic ...` against one user. Both sides are hashed so that
 * timingSafeEqual compares buffers of equal length whatever was sent.
 */
export function basicAuthChecker(expected: Credentials): (header: string | undefined) => boolean {
  const expectedDigest = digest(`${expected.user}:${expected.password}`);
  return (header) => {
    if (header === undefined) return false;
    const match = /^Basic\s+([A-Za-z0-9+/=]{1,1024})\s*$/i.exec(header);
    if (!match?.[1]) return false;
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    if (!decoded.includes(':')) return false;
    return timingSafeEqual(digest(decoded), expectedDigest);
  };
}
