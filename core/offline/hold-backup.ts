import {
  closeSync,
  fdatasyncSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
  type PathLike,
} from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { HoldBrief, HoldKind, HoldState, QueueRow } from './queue/types';

/**
 * The backup's file. Named `holds.journal` by earlier versions and kept so: a backup written by
 * an older version is read as it is, and an older version can still read this one.
 */
export const HOLD_BACKUP_FILE = 'holds.journal';
/** The holds reported lost, kept after the report (one JSON line each, with when it was made; name kept as above). */
export const LOST_HOLDS_FILE = 'holds-lost.journal';

/** States a hold never leaves: the backup forgets it there. `rejected` still waits for a manager. */
const FINAL_STATES: ReadonlySet<HoldState> = new Set(['confirmed', 'cancelled', 'discarded', 'reversed']);

/** What the backup keeps of a hold: enough for a manager to find it, never the card number. */
export interface BackedUpHold {
  holdId: string;
  kind: HoldKind;
  amountCents: number;
  /** The token masked as the queue shows it (`…4567`). */
  token: string;
  createdAt: number;
}

const EntrySchema = z.discriminatedUnion('e', [
  z.object({
    e: z.literal('ack'),
    id: z.string(),
    k: z.enum(['debit', 'credit', 'reverse']),
    a: z.number().int(),
    t: z.string(),
    at: z.number(),
  }),
  z.object({ e: z.literal('done'), id: z.string() }),
]);
type Entry = z.infer<typeof EntrySchema>;

/**
 * The crash backup of unsettled holds: an append-only file beside the database, outside it, of the holds the terminal acknowledged
 * (written to the queue, so the cashier was told they are taken) until each is settled. It
 * survives what the database may not: a file emptied or replaced, a WAL lost after a crash. At
 * start `open` compares it with the queue and answers the holds the database no longer has
 * (reported once, and kept in holds-lost.journal; the backup is then rewritten with only the
 * holds still open). Each line is JSON;
 * an acknowledgement is flushed to disk (fsync) before the cashier is answered; a torn last line
 * (a crash mid-write) is skipped.
 */
export class HoldBackup {
  private fd: number;

  private constructor(
    private readonly file: string,
    private readonly openHolds: Map<string, BackedUpHold>,
  ) {
    this.fd = openSync(file, 'a', 0o600);
  }

  /**
   * Reads the backup in `dataDir`, finds the open holds that `find` (the queue) no longer has,
   * notes them as reported, and compacts the file. Holds the database settled while the backup
   * missed it (a crash between the two writes) are closed.
   */
  static open(
    dataDir: string,
    find: (holdId: string) => Pick<QueueRow, 'state'> | undefined,
  ): { backup: HoldBackup; lost: BackedUpHold[] } {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const file = path.join(dataDir, HOLD_BACKUP_FILE);
    const text = readText(file);
    const open = replay(parseLines(text));
    const lost: BackedUpHold[] = [];
    for (const [holdId, hold] of open) {
      const row = find(holdId);
      if (!row) lost.push(hold);
      if (!row || FINAL_STATES.has(row.state)) open.delete(holdId);
    }
    // Kept before the backup forgets them: the status tells one run, this file tells support.
    if (lost.length > 0) keepLost(path.join(dataDir, LOST_HOLDS_FILE), lost);
    // A file that already holds just the open holds is left as it is: no write, no flush at
    // every start (with many holds waiting, the fsync is a visible part of the start).
    const compacted = linesOf([...open.values()].map(ackEntry));
    if (compacted !== text) rewrite(file, compacted);
    return { backup: new HoldBackup(file, open), lost };
  }

  /** Acknowledges every hold not yet in the backup (a database of an earlier version), one flush. */
  recordAll(rows: readonly HoldBrief[]): void {
    const added = rows.filter((row) => !FINAL_STATES.has(row.state) && !this.openHolds.has(row.holdId));
    for (const row of added) this.acknowledge(row, false);
    if (added.length > 0 && this.fd >= 0) fdatasyncSync(this.fd);
  }

  /** Told of every queue change: a new waiting hold is acknowledged, a settled one closed. */
  record(row: QueueRow): void {
    const known = this.openHolds.has(row.holdId);
    if (FINAL_STATES.has(row.state)) {
      if (!known) return;
      // Not flushed: a 'done' lost in a crash only makes the next start look the hold up again.
      this.append({ e: 'done', id: row.holdId }, false);
      this.openHolds.delete(row.holdId);
      return;
    }
    if (!known) this.acknowledge(row, true);
  }

  private acknowledge(row: HoldBrief, flush: boolean): void {
    const hold: BackedUpHold = {
      holdId: row.holdId,
      kind: row.kind,
      amountCents: row.amountCents,
      token: row.tokenKeyMasked,
      createdAt: row.createdAt,
    };
    this.append(ackEntry(hold), flush);
    this.openHolds.set(row.holdId, hold);
  }

  /** Holds acknowledged and not yet settled. */
  get openCount(): number {
    return this.openHolds.size;
  }

  close(): void {
    if (this.fd < 0) return;
    closeSync(this.fd);
    this.fd = -1;
  }

  private append(entry: Entry, flush: boolean): void {
    if (this.fd < 0) return;
    writeSync(this.fd, `${JSON.stringify(entry)}\n`);
    if (flush) fdatasyncSync(this.fd);
  }
}

function ackEntry(hold: BackedUpHold): Entry {
  return { e: 'ack', id: hold.holdId, k: hold.kind, a: hold.amountCents, t: hold.token, at: hold.createdAt };
}

/** The file's text; a missing file reads as empty. */
function readText(file: PathLike): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

function linesOf(entries: readonly Entry[]): string {
  return entries.map((entry) => `${JSON.stringify(entry)}\n`).join('');
}

function parseLines(text: string): Entry[] {
  const entries: Entry[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const parsed = EntrySchema.safeParse(JSON.parse(line));
      if (parsed.success) entries.push(parsed.data);
    } catch {
      // A line torn by a crash mid-write: its hold was not acknowledged yet.
    }
  }
  return entries;
}

/** The holds acknowledged and not settled, in order. */
function replay(entries: readonly Entry[]): Map<string, BackedUpHold> {
  const open = new Map<string, BackedUpHold>();
  for (const entry of entries) {
    switch (entry.e) {
      case 'ack':
        open.set(entry.id, {
          holdId: entry.id,
          kind: entry.k,
          amountCents: entry.a,
          token: entry.t,
          createdAt: entry.at,
        });
        break;
      case 'done':
        open.delete(entry.id);
        break;
    }
  }
  return open;
}

function keepLost(file: string, lost: readonly BackedUpHold[]): void {
  const reportedAt = new Date().toISOString();
  const fd = openSync(file, 'a', 0o600);
  try {
    writeSync(fd, lost.map((hold) => `${JSON.stringify({ ...hold, reportedAt })}\n`).join(''));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Replaces the file with `text`, atomically and durably (temporary file, fsync, rename). */
function rewrite(file: string, text: string): void {
  const temporary = `${file}.tmp`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  const dir = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}
