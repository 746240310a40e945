import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { TerminalDb } from './db';
import { systemClock, type Clock } from './types';
import type { IdentityMismatch } from '../../common/contract/index';

/**
 * What this machine keeps about the terminal of one data folder, outside that folder (a per-user
 * config file; encrypted with the OS keychain in the Electron host). A copy of the folder on
 * another machine, or in another folder, finds no record; a backup restored over the folder finds
 * a record of a later generation.
 */
export interface MachineRecordStore {
  /** The stored text, or undefined when there is none (or it cannot be read on this machine). */
  read(): Promise<string | undefined>;
  write(text: string): Promise<void>;
}

/** Why a data folder is not the one this machine last ran here: the contract's list, as the warning names it. */
export type { IdentityMismatch } from '../../common/contract/index';

export type IdentityVerdict =
  /** A new database, or one of a version without identity: it gets one now. */
  | { kind: 'created' }
  | { kind: 'same' }
  /** The folder gets a new identity; its waiting holds must be checked before anything is sent. */
  | { kind: 'mismatch'; reason: IdentityMismatch };

const RecordSchema = z.object({ terminalId: z.string().min(1), generation: z.number().int().min(1) });
type IdentityRecord = z.infer<typeof RecordSchema>;

/** How soon after a hold changes the generation moves on (a backup taken before then is detected). */
const ADVANCE_DELAY_MS = 1_000;

/**
 * The terminal's identity: an id and a generation, kept in the database and in the machine's
 * record; they must match at every start. The generation moves on at every start and shortly
 * after the queue changes, in the database first: a crash between the two writes leaves the
 * database one ahead, which still counts as the same terminal.
 */
export class TerminalIdentity {
  private timer: NodeJS.Timeout | undefined;
  private advancing: Promise<void> = Promise.resolve();
  private stopped = false;

  private constructor(
    private readonly db: TerminalDb,
    private readonly machine: MachineRecordStore,
    private readonly clock: Clock,
    private current: IdentityRecord,
  ) {}

  /**
   * Compares the database with the machine's record, gives the folder a new identity when they
   * differ, and moves the generation on. The caller quarantines the queue on a mismatch.
   */
  static async open(
    db: TerminalDb,
    machine: MachineRecordStore,
    clock: Clock = systemClock,
  ): Promise<{ identity: TerminalIdentity; verdict: IdentityVerdict }> {
    const stored = readStored(db);
    // A record that cannot be read counts as none: the folder is then quarantined, never trusted.
    const record = parseRecord(await machine.read().catch(() => undefined));
    const verdict = judge(stored, record);
    const base: IdentityRecord =
      stored && verdict.kind === 'same' ? stored : { terminalId: randomUUID(), generation: 0 };
    const identity = new TerminalIdentity(db, machine, clock, base);
    // A record that cannot be written only costs a quarantine at the next start.
    await identity.advance().catch(() => undefined);
    return { identity, verdict };
  }

  get terminalId(): string {
    return this.current.terminalId;
  }

  get generation(): number {
    return this.current.generation;
  }

  /** Moves the generation on soon (after a hold changed): a backup taken before is then older. */
  touch(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.advance().catch(() => undefined);
    }, ADVANCE_DELAY_MS);
    this.timer.unref();
  }

  /** Moves the generation on now: the database first, then the machine's record. */
  advance(): Promise<void> {
    this.advancing = this.advancing
      .catch(() => undefined)
      .then(async () => {
        const next = { ...this.current, generation: this.current.generation + 1 };
        writeStored(this.db, next, this.clock());
        this.current = next;
        await this.machine.write(JSON.stringify(next));
      });
    return this.advancing;
  }

  /** Stops the timer and writes a pending change (the database is still open). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
      await this.advance().catch(() => undefined);
    }
    await this.advancing.catch(() => undefined);
  }
}

function judge(stored: IdentityRecord | undefined, record: IdentityRecord | undefined): IdentityVerdict {
  if (!stored) return record ? { kind: 'mismatch', reason: 'databaseReplaced' } : { kind: 'created' };
  if (!record) return { kind: 'mismatch', reason: 'notFromThisMachine' };
  if (record.terminalId !== stored.terminalId) return { kind: 'mismatch', reason: 'otherTerminal' };
  // One ahead: the database was written and the record was not (a crash in between).
  const gap = stored.generation - record.generation;
  if (gap === 0 || gap === 1) return { kind: 'same' };
  return { kind: 'mismatch', reason: 'olderCopy' };
}

function parseRecord(text: string | undefined): IdentityRecord | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = RecordSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function readStored(db: TerminalDb): IdentityRecord | undefined {
  const row = db.prepare('SELECT terminal_id, generation FROM terminal_identity WHERE id = 1').get() as
    { terminal_id: string; generation: number } | undefined;
  return row && { terminalId: row.terminal_id, generation: row.generation };
}

function writeStored(db: TerminalDb, identity: IdentityRecord, now: number): void {
  db.prepare(
    `INSERT INTO terminal_identity (id, terminal_id, generation, created_at) VALUES (1, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET terminal_id = excluded.terminal_id, generation = excluded.generation`,
  ).run(identity.terminalId, identity.generation, now);
}
