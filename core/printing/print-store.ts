import type { Statement } from 'better-sqlite3';
import type { PrinterState } from '../../common/contract/index';
import type { TerminalDb } from '../offline';

/** What a job prints: a guest's slip (its first print or a copy), a shift's report, a test page. */
export type PrintJobKind = 'slip' | 'copy' | 'report' | 'test' | 'consentForm';

export interface PrintJob {
  id: number;
  kind: PrintJobKind;
  subject: string;
  bytes: Uint8Array;
  attempts: number;
}

interface JobRow {
  id: number;
  kind: PrintJobKind;
  subject: string;
  bytes: Buffer;
  attempts: number;
}

/** Sent jobs are kept this long (the last slip's reprint), then purged. */
const KEEP_SENT_MS = 7 * 86_400_000;

/** The print queue in the terminal's database (migration 13): written before any try, durable. */
export class PrintStore {
  private readonly statements: {
    insert: Statement<[kind: string, subject: string, bytes: Uint8Array, createdAt: number], void>;
    oldestWaiting: Statement<[], JobRow>;
    waitingCount: Statement<[], { count: number }>;
    sent: Statement<[sentAt: number, id: number], void>;
    tried: Statement<[state: PrinterState, id: number], void>;
    lastSlip: Statement<[], { subject: string }>;
    purge: Statement<[before: number], void>;
  };

  constructor(db: TerminalDb) {
    this.statements = {
      insert: db.prepare(`INSERT INTO print_jobs (kind, subject, bytes, created_at) VALUES (?, ?, ?, ?)`),
      oldestWaiting: db.prepare(
        `SELECT id, kind, subject, bytes, attempts FROM print_jobs WHERE state = 'waiting' ORDER BY id LIMIT 1`,
      ),
      waitingCount: db.prepare(`SELECT COUNT(*) AS count FROM print_jobs WHERE state = 'waiting'`),
      sent: db.prepare(`UPDATE print_jobs SET state = 'sent', sent_at = ? WHERE id = ?`),
      tried: db.prepare(`UPDATE print_jobs SET attempts = attempts + 1, last_state = ? WHERE id = ?`),
      lastSlip: db.prepare(`SELECT subject FROM print_jobs WHERE kind = 'slip' ORDER BY id DESC LIMIT 1`),
      purge: db.prepare(`DELETE FROM print_jobs WHERE state = 'sent' AND sent_at < ?`),
    };
  }

  add(kind: PrintJobKind, subject: string, bytes: Uint8Array, now: number): void {
    this.statements.purge.run(now - KEEP_SENT_MS);
    this.statements.insert.run(kind, subject, bytes, now);
  }

  /** The job to print next: the oldest waiting, so slips come out in the order they were made. */
  next(): PrintJob | undefined {
    const row = this.statements.oldestWaiting.get();
    return row && { ...row, bytes: new Uint8Array(row.bytes) };
  }

  waiting(): number {
    return this.statements.waitingCount.get()?.count ?? 0;
  }

  markSent(id: number, now: number): void {
    this.statements.sent.run(now, id);
  }

  markTried(id: number, state: PrinterState): void {
    this.statements.tried.run(state, id);
  }

  /** The subject (its holds) of the last slip made by itself, printed or waiting. */
  lastSlip(): string | undefined {
    return this.statements.lastSlip.get()?.subject;
  }
}
