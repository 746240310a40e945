import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GuestCache, openTerminalDb, TokenHasher, type SavedGuest } from '../../../core/offline';
import { customerInCents } from '../../../core/platform/in-cents';
import type { CrmCustomer, OperationHistoryResponse } from '../../../common/platform/schemas';
import { databaseBytes } from '../../support/disk-bytes';
import { tempDir } from '../../support/fake-platform';

const DAY = 24 * 3_600_000;
const T0 = Date.parse('2025-03-01T12:00:00.000Z');

function setup(retentionMs?: number) {
  const db = openTerminalDb(':memory:');
  const cache = new GuestCache(db, new TokenHasher(Buffer.alloc(32, 7)), { clock: () => T0, retentionMs });
  return { db, cache };
}

/** A guest as the platform answers it (in its numbers): `saved` is the form the cache keeps. */
function platformGuest(guid: string, key: string, available = 123.45): CrmCustomer {
  return {
    firstName: 'Anna',
    lastName: 'Ivanova',
    customerGuid: guid,
    dateOfBirth: '1990-05-01T00:00:00.000Z',
    contactMethods: [{ type: 'phoneNumber', value: '+7 916 000-00-00' }],
    tokens: [{ type: 'card', entry: 'trackCode', key, expirationDate: '2030-01-01T00:00:00.000Z' }],
    accounts: [
      {
        accountBalance: { ledger: 200.1, available, debitHold: 76.65, creditHold: 0 },
        accountState: 'open',
        accountType: { accountGuid: 'bonus_account_type-1', name: 'Bonus', maxUsage: 50 },
      },
      {
        accountBalance: { ledger: 5, available: 5, debitHold: 0, creditHold: 0.01 },
        accountState: 'open',
        accountType: { accountGuid: 'bonus_account_type-2', name: 'Gift' },
      },
    ],
  };
}

const saved = (guid: string, key: string, available?: number): SavedGuest =>
  customerInCents(platformGuest(guid, key, available));

describe('GuestCache', () => {
  it('finds a guest by any of its tokens and by the scanned one, with masked keys and exact balances', () => {
    const { cache } = setup();
    const source = saved('g-1', '4276000011112222');
    cache.putGuest(source, { via: { type: 'card', key: '7777000011119999' }, now: T0 - 5_000 });

    const found = cache.lookup({ type: 'card', key: '4276000011112222' });
    expect(found?.fetchedAt).toBe(T0 - 5_000);
    const { contactMethods: _notStored, ...shown } = source;
    expect(found?.guest).toEqual({
      ...shown,
      tokens: [{ ...source.tokens[0], key: '…2222' }],
    });
    expect(cache.lookup({ type: 'card', key: '7777000011119999' })?.guest.customerGuid).toBe('g-1');
    expect(cache.lookup({ type: 'card', key: '4276000011113333' })).toBeUndefined();
    expect(cache.lookup({ type: 'qrGuest', key: '4276000011112222' })).toBeUndefined();
  });

  it('keeps balances in hundredths and hands them back as they are kept', () => {
    const { db, cache } = setup();
    cache.putGuest(saved('g-1', '4276000011112222', 0.3));
    expect(
      db.prepare('SELECT available_cents, debit_hold_cents FROM guest_accounts ORDER BY position').all(),
    ).toEqual([
      { available_cents: 30, debit_hold_cents: 7665 },
      { available_cents: 500, debit_hold_cents: 0 },
    ]);
    expect(cache.accountBalance('g-1', 'bonus_account_type-1')).toEqual({
      value: { ledger: 20010, available: 30, debitHold: 7665, creditHold: 0 },
      fetchedAt: T0,
    });
    cache.updateBalance(
      'g-1',
      'bonus_account_type-1',
      { ledger: 100, available: 70, debitHold: 0, creditHold: 0 },
      T0 + 1,
    );
    expect(cache.byGuid('g-1')?.guest.accounts[0]?.balance).toEqual({
      ledger: 100,
      available: 70,
      debitHold: 0,
      creditHold: 0,
    });
    // An older answer does not overwrite a newer one.
    cache.updateBalance(
      'g-1',
      'bonus_account_type-1',
      { ledger: 900, available: 900, debitHold: 0, creditHold: 0 },
      T0,
    );
    expect(cache.accountBalance('g-1', 'bonus_account_type-1')?.value.available).toBe(70);
  });

  it('replaces a guest on refresh: tokens no longer listed stop finding it', () => {
    const { cache } = setup();
    cache.putGuest(saved('g-1', '4276000011112222'));
    cache.putGuest(saved('g-1', '4276000011115555'), { now: T0 + 10 });
    expect(cache.lookup({ type: 'card', key: '4276000011112222' })).toBeUndefined();
    expect(cache.lookup({ type: 'card', key: '4276000011115555' })?.fetchedAt).toBe(T0 + 10);
  });

  it('keeps history per account and refreshes the cached balance from it', () => {
    const { cache } = setup();
    cache.putGuest(saved('g-1', '4276000011112222'));
    const history: OperationHistoryResponse = {
      account: {
        accountBalance: { ledger: 300, available: 250, debitHold: 50, creditHold: 0 },
        accountState: 'open',
        accountType: { accountGuid: 'bonus_account_type-1', name: 'Bonus' },
      },
      transactions: [
        {
          id: 9,
          regTime: '2025-03-01T11:00:00.000Z',
          type: 'CREDIT',
          amount: 10,
          ledger: 300,
          available: 250,
        },
      ],
    };
    cache.putHistory('g-1', 'bonus_account_type-1', history, T0 + 100);
    expect(cache.history('g-1', 'bonus_account_type-1')).toEqual({ value: history, fetchedAt: T0 + 100 });
    expect(cache.history('g-1', 'bonus_account_type-2')).toBeUndefined();
    expect(cache.accountBalance('g-1', 'bonus_account_type-1')).toEqual({
      value: { ledger: 30000, available: 25000, debitHold: 5000, creditHold: 0 },
      fetchedAt: T0 + 100,
    });
  });

  it('purges guests not seen for the retention period, with their tokens, accounts and history', () => {
    const { db, cache } = setup(30 * DAY);
    cache.putGuest(saved('old', '1111000011112222'), { now: T0 - 31 * DAY });
    cache.putGuest(saved('seen', '2222000011112222'), { now: T0 - 31 * DAY });
    cache.putGuest(saved('edge', '3333000011112222'), { now: T0 - 30 * DAY });
    cache.putHistory('old', 'bonus_account_type-1', {
      account: platformGuest('old', 'x').accounts[0]!,
      transactions: [],
    });
    // A lookup counts as seeing the guest.
    cache.lookup({ type: 'card', key: '2222000011112222' }, T0 - DAY);

    expect(cache.purge(T0)).toEqual({ guests: 1 });
    expect(cache.byGuid('old')).toBeUndefined();
    expect(cache.byGuid('seen')).toBeDefined();
    expect(cache.byGuid('edge')).toBeDefined();
    const count = (table: string) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE customer_guid = 'old'`).get() as { n: number }).n;
    expect([count('guest_tokens'), count('guest_accounts'), count('account_history')]).toEqual([0, 0, 0]);
  });

  it('notes a lookup as the guest seen, at most once an hour', () => {
    const { db, cache } = setup();
    cache.putGuest(saved('g', '4444000011112222'), { now: T0 });
    const seenAt = () =>
      (db.prepare(`SELECT last_seen_at AS at FROM guests WHERE customer_guid = 'g'`).get() as { at: number })
        .at;
    const card = { type: 'card' as const, key: '4444000011112222' };
    expect(cache.lookup(card, T0 + 3_600_000)?.guest.customerGuid).toBe('g');
    expect(seenAt()).toBe(T0);
    expect(cache.lookup(card, T0 + 3_600_001)).toEqual(cache.byGuid('g'));
    expect(seenAt()).toBe(T0 + 3_600_001);
    expect(
      cache.lookup({ type: 'card' as const, key: '4444000011113333' }, T0 + 2 * 3_600_000),
    ).toBeUndefined();
    expect(seenAt()).toBe(T0 + 3_600_001);
  });

  it('keeps no contact methods: a phone number on disk would be the phone token key', () => {
    const { dir, cleanup } = tempDir();
    const file = join(dir, 'terminal.db');
    const db = openTerminalDb(file);
    try {
      const cache = new GuestCache(db, new TokenHasher(Buffer.alloc(32, 7)), { clock: () => T0 });
      const phone = { type: 'phone', entry: 'manual', key: '79161234567' } as const;
      cache.putGuest({
        ...saved('g-1', '4276000011112222'),
        contactMethods: [{ type: 'phoneNumber', value: '+7 916 123-45-67' }],
        tokens: [phone],
      });
      const disk = databaseBytes(file);
      expect(disk).toContain('Ivanova'); // the row is there, in a file we can read
      for (const digits of ['1234567', '123-45-67', '123 45 67']) expect(disk).not.toContain(digits);
      const found = cache.lookup(phone)?.guest;
      expect(found?.tokens).toEqual([{ ...phone, key: '…4567' }]);
      expect(found).not.toHaveProperty('contactMethods');
    } finally {
      db.close();
      cleanup();
    }
  });
  it('does not write an unchanged guest again within a minute, and writes any change at once', () => {
    const { db, cache } = setup();
    const commits = () => (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
    const via = { via: { type: 'card', key: '4276000011112222' } } as const;
    cache.putGuest(saved('g-1', '4276000011112222'), { ...via, now: T0 });
    const afterFirst = commits();

    // The swipe's background refresh answers the same guest: nothing is written, the copy's time stays.
    cache.putGuest(saved('g-1', '4276000011112222'), { ...via, now: T0 + 30_000 });
    expect(commits()).toBe(afterFirst);
    expect(cache.byGuid('g-1')?.fetchedAt).toBe(T0);

    // A changed balance is written at once.
    cache.putGuest(saved('g-1', '4276000011112222', 100), { ...via, now: T0 + 31_000 });
    expect(cache.byGuid('g-1')?.fetchedAt).toBe(T0 + 31_000);
    expect(cache.accountBalance('g-1', 'bonus_account_type-1')?.value.available).toBe(10_000);

    // The same again after a minute: written, so the copy's age stays within a minute of the truth.
    cache.putGuest(saved('g-1', '4276000011112222', 100), { ...via, now: T0 + 91_000 });
    expect(cache.byGuid('g-1')?.fetchedAt).toBe(T0 + 91_000);

    // Another path changed the balance since: the platform's same answer is written over it.
    cache.updateBalance(
      'g-1',
      'bonus_account_type-1',
      { ledger: 1, available: 1, debitHold: 0, creditHold: 0 },
      T0 + 92_000,
    );
    cache.putGuest(saved('g-1', '4276000011112222', 100), { ...via, now: T0 + 93_000 });
    expect(cache.accountBalance('g-1', 'bonus_account_type-1')?.value.available).toBe(10_000);

    // Deleted since (purged, or a wiped folder): written again.
    db.prepare('DELETE FROM guests').run();
    cache.putGuest(saved('g-1', '4276000011112222', 100), { ...via, now: T0 + 94_000 });
    expect(cache.byGuid('g-1')?.fetchedAt).toBe(T0 + 94_000);
  });
});
