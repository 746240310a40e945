import Database from 'better-sqlite3';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseTooNewError, LATEST_VERSION, MIGRATIONS, openTerminalDb } from '../../../core/offline';
import { tempDir } from '../../support/fake-platform';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir()));
afterEach(() => cleanup());

const mode = (path: string) => statSync(path).mode & 0o777;
const columns = (db: Database.Database, table: string) =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);

describe('openTerminalDb', () => {
  it('creates a fresh database at the latest version with WAL, synchronous=FULL and foreign keys', () => {
    const db = openTerminalDb(join(dir, 'nested', 'terminal.db'));
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(columns(db, 'outbox')).toContain('matched_tx_id');
    db.close();
  });

  it('makes the database file and its -wal file 0600 even under a permissive umask, with no -shm file', () => {
    const previous = process.umask(0o000);
    try {
      const file = join(dir, 'terminal.db');
      const db = openTerminalDb(file);
      db.prepare(`INSERT INTO documents (name, json, fetched_at) VALUES ('x', '{}', 1)`).run();
      expect(mode(file)).toBe(0o600);
      expect(mode(`${file}-wal`)).toBe(0o600);
      // Held exclusively, the database keeps its WAL index in this process's memory.
      expect(existsSync(`${file}-shm`)).toBe(false);
      db.close();
    } finally {
      process.umask(previous);
    }
  });

  it('refuses a database written by a newer version, leaving it untouched', () => {
    const file = join(dir, 'terminal.db');
    const raw = new Database(file);
    raw.pragma(`user_version = ${LATEST_VERSION + 1}`);
    raw.close();
    expect(() => openTerminalDb(file)).toThrow(DatabaseTooNewError);
    expect(() => openTerminalDb(file)).toThrow(/newer than this program knows/);
    const again = new Database(file);
    expect(again.pragma('user_version', { simple: true })).toBe(LATEST_VERSION + 1);
    again.close();
  });

  it('rolls a failing migration back whole and keeps the version it had', () => {
    const file = join(dir, 'terminal.db');
    openTerminalDb(file, { migrations: MIGRATIONS.slice(0, 1) }).close();
    const broken = [
      ...MIGRATIONS.slice(0, 1),
      {
        version: 2,
        description: 'fails halfway',
        up(db: Database.Database) {
          db.exec('CREATE TABLE half (x INTEGER)');
          throw new Error('boom');
        },
      },
    ];
    expect(() => openTerminalDb(file, { migrations: broken })).toThrow('boom');
    const db = openTerminalDb(file, { migrations: MIGRATIONS.slice(0, 1) });
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE name = 'half'`).get()).toBeUndefined();
    db.close();
  });
});

describe('migrations, each from the version before it', () => {
  /** A database file at `version` (2 or later) holding one queued debit, h-1, sent `attempts` times. */
  function fileWithQueuedHold(version: number, attempts: number): string {
    const file = join(dir, 'terminal.db');
    const old = openTerminalDb(file, { migrations: MIGRATIONS.slice(0, version) });
    old
      .prepare(
        `INSERT INTO outbox (hold_id, kind, state, lane_key, token_type, token_entry, token_key, token_key_masked,
           token_hash, account_guid, amount_cents, date, attempts, created_at, updated_at)
         VALUES ('h-1', 'debit', 'queued', 'l', 'card', 'trackCode', '4276000011112222', '…2222', 'h', 'acc', 100,
           'd', ?, 1, 1)`,
      )
      .run(attempts);
    old.close();
    return file;
  }

  it('1: creates the guest cache on an empty database', () => {
    const db = openTerminalDb(':memory:', { migrations: MIGRATIONS.slice(0, 1) });
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(columns(db, 'guests')).toEqual(['customer_guid', 'customer_json', 'fetched_at', 'last_seen_at']);
    expect(columns(db, 'guest_accounts')).toContain('available_cents');
    db.close();
  });

  it('2: adds the outbox to a version-1 database and keeps its cached guests', () => {
    const file = join(dir, 'terminal.db');
    const v1 = openTerminalDb(file, { migrations: MIGRATIONS.slice(0, 1) });
    v1.prepare(`INSERT INTO guests VALUES ('g-1', '{"firstName":"Anna"}', 10, 20)`).run();
    v1.prepare(`INSERT INTO guest_tokens VALUES ('hash-1', 'g-1')`).run();
    v1.prepare(`INSERT INTO guest_accounts VALUES ('g-1', 'acc', 0, '{}', 100, 90, 10, 0, 10)`).run();
    v1.close();

    const db = openTerminalDb(file, { migrations: MIGRATIONS.slice(0, 2) });
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    expect(db.prepare('SELECT * FROM guests').all()).toEqual([
      { customer_guid: 'g-1', customer_json: '{"firstName":"Anna"}', fetched_at: 10, last_seen_at: 20 },
    ]);
    expect(db.prepare('SELECT available_cents FROM guest_accounts').get()).toEqual({ available_cents: 90 });
    expect(columns(db, 'outbox')).toEqual(expect.arrayContaining(['hold_id', 'token_key', 'matched_tx_id']));
    // matched_tx_id is unique: one platform transaction can never settle two holds.
    const insert = db.prepare(
      `INSERT INTO outbox (hold_id, kind, state, lane_key, token_type, token_entry, token_key_masked, token_hash,
         account_guid, amount_cents, date, matched_tx_id, created_at, updated_at)
       VALUES (?, 'debit', 'confirmed', 'l', 'card', 'trackCode', '…1', 'h', 'acc', 100, 'd', 7, 1, 1)`,
    );
    insert.run('a');
    expect(() => insert.run('b')).toThrow(/UNIQUE/);
    db.close();
  });

  it('3: counts refusals on a version-2 outbox, starting every existing hold at 0', () => {
    const file = fileWithQueuedHold(2, 2);

    const db = openTerminalDb(file, { migrations: MIGRATIONS.slice(0, 3) });
    expect(db.pragma('user_version', { simple: true })).toBe(3);
    expect(db.prepare('SELECT hold_id, state, attempts, token_key, refusals FROM outbox').all()).toEqual([
      { hold_id: 'h-1', state: 'queued', attempts: 2, token_key: '4276000011112222', refusals: 0 },
    ]);
    db.close();
  });

  it('4: adds an empty terminal identity to a version-3 database, its holds untouched', () => {
    const file = fileWithQueuedHold(3, 0);

    const db = openTerminalDb(file, { migrations: MIGRATIONS.slice(0, 4) });
    expect(db.pragma('user_version', { simple: true })).toBe(4);
    expect(db.prepare('SELECT * FROM terminal_identity').all()).toEqual([]);
    expect(db.prepare('SELECT hold_id, state FROM outbox').all()).toEqual([
      { hold_id: 'h-1', state: 'queued' },
    ]);
    expect(() => db.prepare(`INSERT INTO terminal_identity VALUES (2, 't', 1, 0)`).run()).toThrow(/CHECK/);
    db.close();
  });
});
