import { appendFileSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOLD_BACKUP_FILE, HoldBackup, LOST_HOLDS_FILE } from '../../../core/offline/hold-backup';
import type { HoldState, QueueRow } from '../../../core/offline';
import { tempDir } from '../../support/fake-platform';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir('hold-backup-')));
afterEach(() => cleanup());

const KEY = '4276000011112222';
const row = (holdId: string, state: HoldState, amountCents = 1250): QueueRow =>
  ({
    holdId,
    kind: 'debit',
    state,
    amountCents,
    tokenKeyMasked: `…${KEY.slice(-4)}`,
    createdAt: Date.parse('2026-03-01T12:00:00Z'),
  }) as QueueRow;

/** Opens the backup against a database that holds `rows` (by id). */
function open(rows: QueueRow[]) {
  const byId = new Map(rows.map((r) => [r.holdId, r]));
  return HoldBackup.open(dir, (id) => byId.get(id));
}

describe('the hold backup', () => {
  it('names the acknowledged holds the database no longer has, once', () => {
    const { backup } = open([]);
    backup.record(row('a', 'queued'));
    backup.record(row('b', 'queued', 300));
    backup.record(row('b', 'sending', 300));
    backup.record(row('c', 'queued'));
    backup.record(row('c', 'confirmed'));
    backup.close();

    // The database lost everything: a and b were waiting, c was settled.
    const reopened = open([]);
    expect(reopened.lost.map((h) => [h.holdId, h.amountCents, h.token])).toEqual([
      ['a', 1250, '…2222'],
      ['b', 300, '…2222'],
    ]);
    reopened.backup.close();
    expect(open([]).lost).toEqual([]);
    // ...and kept for support, masked.
    const kept = readFileSync(join(dir, LOST_HOLDS_FILE), 'utf8').trim().split('\n');
    expect(kept.map((line) => (JSON.parse(line) as { holdId: string }).holdId)).toEqual(['a', 'b']);
    expect(kept.join('')).not.toContain(KEY);
  });

  it('is quiet while the database keeps the holds, and forgets those settled meanwhile', () => {
    const { backup } = open([]);
    backup.record(row('a', 'queued'));
    backup.record(row('b', 'rejected'));
    backup.close();
    const first = open([row('a', 'confirmed'), row('b', 'rejected')]);
    expect(first.lost).toEqual([]);
    expect(first.backup.openCount).toBe(1);
    first.backup.close();
    // a is gone from the backup (settled), b still waits for a manager: lost when the database is.
    expect(open([]).lost.map((h) => h.holdId)).toEqual(['b']);
  });

  it('acknowledges the waiting holds of a database it never saw', () => {
    const { backup } = open([]);
    backup.recordAll([row('a', 'queued'), row('b', 'uncertain'), row('c', 'cancelled')]);
    backup.close();
    expect(open([]).lost.map((h) => h.holdId)).toEqual(['a', 'b']);
  });

  it('skips a line torn by a crash and keeps no card number', () => {
    const { backup } = open([]);
    backup.record(row('a', 'queued'));
    backup.close();
    appendFileSync(join(dir, HOLD_BACKUP_FILE), '{"e":"ack","id":"b","k":"deb');
    const text = readFileSync(join(dir, HOLD_BACKUP_FILE), 'utf8');
    expect(text).toContain('…2222');
    expect(text).not.toContain(KEY);
    expect(open([]).lost.map((h) => h.holdId)).toEqual(['a']);
  });

  it('compacts the file at a start only when it holds more than the open holds', () => {
    const file = join(dir, HOLD_BACKUP_FILE);
    const { backup } = open([]);
    backup.record(row('a', 'queued'));
    backup.record(row('b', 'queued'));
    backup.record(row('b', 'confirmed'));
    backup.close();
    const waiting = [row('a', 'queued')];
    // b's acknowledgement and its settlement are dropped: the file is written anew (a new inode).
    const before = statSync(file).ino;
    open(waiting).backup.close();
    const compacted = readFileSync(file, 'utf8');
    expect(
      compacted
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { id: string }).id),
    ).toEqual(['a']);
    expect(statSync(file).ino).not.toBe(before);
    // Already compact: the next start leaves the file alone, the same text in the same file.
    const compactedInode = statSync(file).ino;
    const again = open(waiting);
    expect(again.lost).toEqual([]);
    expect(again.backup.openCount).toBe(1);
    again.backup.close();
    expect(statSync(file).ino).toBe(compactedInode);
    expect(readFileSync(file, 'utf8')).toBe(compacted);
    // A torn line is compacted away too.
    appendFileSync(file, '{"e":"ack","id":"c","k":"deb');
    open(waiting).backup.close();
    expect(readFileSync(file, 'utf8')).toBe(compacted);
  });
});
