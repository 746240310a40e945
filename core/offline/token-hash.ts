import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeTokenKey } from '../../common/platform/token-key';

export const INSTALL_SECRET_FILE = 'token-hash.secret';
const SECRET_BYTES = 32;
/** Cards swiped lately, a few guests answered, a search's phone grams: more than enough. */
const RECENT_HASHES = 256;

/**
 * Keyed hash of a customer token: HMAC-SHA256 over `type|key`. The entry (trackCode, barCode...)
 * is left out because it says how the key was read, not whose it is: the same card read by
 * stripe or by barcode is the same guest, and the platform resolves a token by type and key.
 * The key is normalised as the platform stores it (trimmed; phone keys without a leading '+',
 * spaces, brackets and dashes), so `+7 (916) 123-45-67` and `79161234567` hash alike.
 */
export class TokenHasher {
  private readonly secret: Buffer;
  /**
   * The latest hashes by `type|key`, oldest first: a swipe hashes its card at every lookup, and an
   * HMAC's first run after an idle moment is slow enough to show in a swipe (issue 27). Memory only, as
   * the tokens behind the core's references are.
   */
  private readonly recent = new Map<string, string>();

  constructor(secret: Buffer) {
    if (secret.length < 16) throw new Error('token hash secret must be at least 16 bytes');
    this.secret = Buffer.from(secret);
  }

  hash(token: { type: string; key: string }): string {
    const text = `${token.type}|${normalizeTokenKey(token.type, token.key)}`;
    let hash = this.recent.get(text);
    if (hash === undefined) {
      hash = createHmac('sha256', this.secret).update(text, 'utf8').digest('hex');
      const oldest = this.recent.size >= RECENT_HASHES ? this.recent.keys().next() : undefined;
      if (oldest && !oldest.done) this.recent.delete(oldest.value);
      this.recent.set(text, hash);
    }
    return hash;
  }
}

/**
 * The per-install secret: 32 random bytes in a 0600 file in the data folder, created on first
 * start. It lives outside the database so that a copied database file alone cannot be attacked
 * by hashing candidate card numbers.
 */
export function loadOrCreateInstallSecret(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, INSTALL_SECRET_FILE);
  try {
    const existing = readFileSync(file);
    if (existing.length !== SECRET_BYTES) {
      throw new Error(`${file} is damaged (${existing.length} bytes instead of ${SECRET_BYTES})`);
    }
    chmodSync(file, 0o600);
    return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(SECRET_BYTES);
  // 'wx': never overwrite a secret another process wrote in between; losing it orphans the cache.
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateInstallSecret(dataDir);
    throw error;
  }
  chmodSync(file, 0o600);
  return secret;
}
