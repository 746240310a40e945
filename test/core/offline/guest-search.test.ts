import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import {
  GuestCache,
  MIGRATIONS,
  migrate,
  openTerminalDb,
  TokenHasher,
  type CachedGuest,
  type SavedGuest,
} from '../../../core/offline';
import { customerInCents } from '../../../core/platform/in-cents';
import { databaseBytes } from '../../support/disk-bytes';
import { tempDir } from '../../support/fake-platform';

const T0 = Date.parse('2025-03-01T12:00:00.000Z');
const DAY = 24 * 3_600_000;

function guest(
  guid: string,
  names: [string, string, string?],
  phone?: string,
  card = `77${guid}`,
): SavedGuest {
  const [lastName, firstName, middleName] = names;
  return customerInCents({
    lastName,
    firstName,
    ...(middleName ? { middleName } : {}),
    customerGuid: guid,
    tokens: [
      { type: 'card', entry: 'trackCode', key: card },
      ...(phone ? [{ type: 'phone', entry: 'manual', key: phone }] : []),
    ],
    accounts: [],
  });
}

function setup(file = ':memory:') {
  let now = T0;
  const db = openTerminalDb(file);
  const cache = new GuestCache(db, new TokenHasher(Buffer.alloc(32, 7)), {
    clock: () => now,
    retentionMs: 30 * DAY,
  });
  cache.putGuest(guest('g1', ['Ёлкина', 'Анна', 'Петровна'], '79161234567'));
  cache.putGuest(guest('g2', ['Иванов', 'Иван', 'Иванович'], '79031112233'));
  cache.putGuest(guest('g3', ['Елкин', 'Пётр']));
  cache.putGuest({
    ...guest('g4', ["O'Brien", 'Mary']),
    contactMethods: [{ type: 'phoneNumber', value: '+7 (926) 555-44-33' }],
  });
  return { db, cache, later: (ms: number) => (now += ms) };
}

const names = (found: CachedGuest[]) => found.map((g) => g.guest.lastName);

describe('GuestCache.search: the saved guests, as the platform searches', () => {
  it('finds any part of the surname, name or patronymic, е as ё and any case, ordered by name', () => {
    const { cache } = setup();
    expect(names(cache.search('елк', 20))).toEqual(['Елкин', 'Ёлкина']);
    expect(names(cache.search('ЁЛК', 20))).toEqual(['Елкин', 'Ёлкина']);
    expect(names(cache.search('петр', 20))).toEqual(['Елкин', 'Ёлкина']); // Пётр, Петровна
    expect(names(cache.search('Ив', 20))).toEqual(['Иванов']); // two letters: the scan
    expect(names(cache.search('ванович', 20))).toEqual(['Иванов']);
    expect(names(cache.search('иванов иван', 20))).toEqual(['Иванов']); // across parts, as the platform
    expect(names(cache.search("o'bri", 20))).toEqual(["O'Brien"]);
    expect(cache.search('Сидоров', 20)).toEqual([]);
    expect(cache.search('"; DROP TABLE guests; --', 20)).toEqual([]); // a quote in the text is text
    expect(names(cache.search('елк', 1))).toEqual(['Елкин']);
  });

  it('finds any run of three or more digits of a phone (tokens and telephone contacts), never a run across phones', () => {
    const { cache } = setup();
    expect(names(cache.search('916123', 20))).toEqual(['Ёлкина']);
    expect(names(cache.search('4567', 20))).toEqual(['Ёлкина']);
    expect(names(cache.search('79161234567', 20))).toEqual(['Ёлкина']);
    expect(names(cache.search('+7 (903) 111', 20))).toEqual(['Иванов']);
    expect(names(cache.search('5554433', 20))).toEqual(["O'Brien"]);
    expect(names(cache.search('916', 20))).toEqual(['Ёлкина']);
    expect(cache.search('9161234568', 20)).toEqual([]); // every run is there but the last, which is not
    expect(cache.search('1234 567', 20).length).toBe(1);
    expect(cache.search('67790', 20)).toEqual([]); // the end of one phone and the start of another
    expect(cache.search('12', 20)).toEqual([]); // two digits name no phone (and no name)
  });

  it('follows the guest as saved again: a new name and phone replace the old', () => {
    const { cache } = setup();
    cache.putGuest(guest('g1', ['Смирнова', 'Анна'], '79990001122'));
    expect(cache.search('елкина', 20)).toEqual([]);
    expect(cache.search('916123', 20)).toEqual([]);
    expect(names(cache.search('смирн', 20))).toEqual(['Смирнова']);
    expect(names(cache.search('9990001', 20))).toEqual(['Смирнова']);
  });

  it('forgets purged guests', () => {
    const { cache, later } = setup();
    later(31 * DAY);
    cache.putGuest(guest('g2', ['Иванов', 'Иван'], '79031112233'));
    expect(cache.purge().guests).toBe(3);
    expect(cache.search('елк', 20)).toEqual([]);
    expect(cache.search('916123', 20)).toEqual([]);
    expect(names(cache.search('903111', 20))).toEqual(['Иванов']);
  });

  it('keeps no phone number or card number in plain text on disk', () => {
    const { dir, cleanup } = tempDir();
    try {
      const file = join(dir, 'terminal.db');
      const { db, cache } = setup(file);
      expect(names(cache.search('9161234567', 20))).toEqual(['Ёлкина']);
      db.pragma('wal_checkpoint(TRUNCATE)');
      const disk = databaseBytes(file);
      // The index is there (names are not secret: the cache keeps them anyway).
      expect(Buffer.from(disk, 'latin1').includes(Buffer.from('елкина анна петровна'))).toBe(true);
      for (const secret of ['79161234567', '9161234', '1234567', '79031112233', '5554433', '77g1'])
        expect(disk).not.toContain(secret);
      db.close();
    } finally {
      cleanup();
    }
  });

  it('never indexes a card number: cards in the vendor form (whole track 2) are not found by their digits nor on disk', () => {
    const { dir, cleanup } = tempDir();
    try {
      const file = join(dir, 'terminal.db');
      const { db, cache } = setup(file);
      const vendorCard = '66666600000011=2012';
      cache.putGuest(guest('g5', ['Петрова', 'Анна'], '79265550011', vendorCard));
      cache.putGuest(guest('g6', ['Сидоров', 'Пётр'], undefined, '0008880008'));
      expect(names(cache.search('петрова', 20))).toEqual(['Петрова']);
      expect(names(cache.search('5550011', 20))).toEqual(['Петрова']); // her phone is found
      for (const digits of ['666666', '00000011', '2012', '0008880008', '888000'])
        expect(cache.search(digits, 20)).toEqual([]);
      db.pragma('wal_checkpoint(TRUNCATE)');
      const disk = databaseBytes(file);
      for (const secret of [vendorCard, '66666600000011', '0008880008', '79265550011', '5550011'])
        expect(disk).not.toContain(secret);
      db.close();
    } finally {
      cleanup();
    }
  });

  it('indexes the names of guests saved before the index existed (migration 6)', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 5));
    db.prepare(
      'INSERT INTO guests (customer_guid, customer_json, fetched_at, last_seen_at) VALUES (?, ?, ?, ?)',
    ).run('old', JSON.stringify({ lastName: 'Ёжиков', firstName: 'Фёдор', tokens: [] }), T0, T0);
    migrate(db, MIGRATIONS);
    const cache = new GuestCache(db, new TokenHasher(Buffer.alloc(32, 7)), { clock: () => T0 });
    expect(names(cache.search('ежик', 20))).toEqual(['Ёжиков']);
    expect(names(cache.search('федор', 20))).toEqual(['Ёжиков']);
  });
});
