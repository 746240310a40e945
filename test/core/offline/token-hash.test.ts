import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkpointWal,
  GuestCache,
  INSTALL_SECRET_FILE,
  loadOrCreateInstallSecret,
  openTerminalDb,
  HoldQueue,
  TokenHasher,
} from '../../../core/offline';
import { customerInCents } from '../../../core/platform/in-cents';
import type { CrmCustomer } from '../../../common/platform/schemas';
import { databaseBytes } from '../../support/disk-bytes';
import { tempDir } from '../../support/fake-platform';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir()));
afterEach(() => cleanup());

const secretA = Buffer.alloc(32, 1);
const secretB = Buffer.alloc(32, 2);

describe('TokenHasher', () => {
  it('hashes type and key with the secret; the entry does not matter', () => {
    const hasher = new TokenHasher(secretA);
    const stripe = hasher.hash({ type: 'card', key: '4276000011112222' });
    expect(stripe).toMatch(/^[0-9a-f]{64}$/);
    expect(hasher.hash({ type: 'card', key: '4276000011112222' })).toBe(stripe);
    expect(hasher.hash({ type: 'qrGuest', key: '4276000011112222' })).not.toBe(stripe);
    expect(hasher.hash({ type: 'card', key: '4276000011112223' })).not.toBe(stripe);
    expect(new TokenHasher(secretB).hash({ type: 'card', key: '4276000011112222' })).not.toBe(stripe);
  });

  it('normalises phone keys as the platform stores them', () => {
    const hasher = new TokenHasher(secretA);
    expect(hasher.hash({ type: 'phone', key: '+7 (916) 123-45-67' })).toBe(
      hasher.hash({ type: 'phone', key: '79161234567' }),
    );
    expect(hasher.hash({ type: 'card', key: ' 123456789 ' })).toBe(
      hasher.hash({ type: 'card', key: '123456789' }),
    );
  });

  it('hashes many tokens, one after another and again, as a new hasher does', () => {
    const hasher = new TokenHasher(secretA);
    const tokens = Array.from({ length: 600 }, (_, i) => ({
      type: 'card',
      key: String(4276000000000000 + i),
    }));
    const first = tokens.map((t) => hasher.hash(t));
    expect(new Set(first).size).toBe(tokens.length);
    expect(tokens.map((t) => hasher.hash(t))).toEqual(first);
    expect(tokens.map((t) => new TokenHasher(secretA).hash(t))).toEqual(first);
    expect(hasher.hash({ type: 'card', key: ` ${tokens[599]!.key} ` })).toBe(first[599]);
  });

  it('refuses a short secret', () => {
    expect(() => new TokenHasher(Buffer.alloc(8))).toThrow(/16 bytes/);
  });
});

describe('install secret', () => {
  it('is created once as a 0600 file of 32 bytes and read back on the next start', () => {
    const first = loadOrCreateInstallSecret(dir);
    const file = join(dir, INSTALL_SECRET_FILE);
    expect(first).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateInstallSecret(dir).equals(first)).toBe(true);
    expect(loadOrCreateInstallSecret(tempDir().dir).equals(first)).toBe(false);
  });
});

describe('no plain key at rest', () => {
  it('the database files never contain a cached guest key, nor a hold key once settled', () => {
    const file = join(dir, 'terminal.db');
    const db = openTerminalDb(file);
    const hasher = new TokenHasher(loadOrCreateInstallSecret(dir));
    const cache = new GuestCache(db, hasher);
    const queue = new HoldQueue(db, hasher, { cache });
    const cardKey = '4276555566667777';
    const holdKey = '9988776655443322';
    const guest: CrmCustomer = {
      firstName: 'Anna',
      lastName: 'Ivanova',
      customerGuid: 'g-1',
      tokens: [{ type: 'card', entry: 'trackCode', key: cardKey }],
      accounts: [],
    };
    cache.putGuest(customerInCents(guest), { via: { type: 'card', key: cardKey } });
    const hold = queue.enqueue(
      {
        kind: 'credit',
        token: { type: 'card', entry: 'trackCode', key: holdKey },
        accountGuid: 'a',
        amountCents: 500,
      },
      { offline: false },
    );
    if (!hold.ok) throw new Error('refused');
    const bytes = () => databaseBytes(file);
    expect(bytes()).not.toContain(cardKey);
    // While it waits, the hold keeps its key: the only plain key at rest.
    expect(bytes()).toContain(holdKey);
    queue.settlement.markSending(hold.row.holdId);
    queue.settlement.markConfirmed(hold.row.holdId, {
      source: 'answer',
      bonusTransactionId: 1,
      balanceAfter: null,
    });
    checkpointWal(db);
    expect(bytes()).not.toContain(holdKey);
    expect(bytes()).not.toContain(cardKey);
    expect(cache.lookup({ type: 'card', key: cardKey })?.guest.tokens[0]?.key).toBe('…7777');
    db.close();
  });
});
