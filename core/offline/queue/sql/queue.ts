import type { Statement } from 'better-sqlite3';
import type { TerminalDb } from '../../db';
import type { QueueDbRow } from '../rows';
import type { HoldState } from '../types';
import { WAITING_SQL, UNSETTLED_SQL, type HoldIdRow } from './shapes';

// The queue lives in the SQLite table `outbox` (migration 2): the code says queue (issue 44), the
// table, its columns and its indexes keep the names the cashiers' databases have. The SQL says outbox.

/** The whole queue: its totals, the crash recovery of rows left sending, the quarantine of a copied folder. */
export interface QueueStatements {
  /** The waiting holds of the whole terminal: how many, their debit and credit sums, credits, reversals. */
  readonly waitingTotals: Statement<
    [],
    { n: number; debit: number; credit: number; credits: number; reverses: number }
  >;
  readonly oldestWaiting: Statement<[], { hold_id: string; created_at: number }>;
  readonly countInState: Statement<[state: HoldState], { n: number }>;
  readonly sendingIds: Statement<[], HoldIdRow>;
  readonly interruptSending: Statement<[now: number], void>;
  /** Quarantine (identity.ts): every row that may still be sent, and what it becomes. */
  readonly unsettledIds: Statement<[], HoldIdRow>;
  /** Every unsettled row, newest first, as the hold backup keeps it: the folder check at start. */
  readonly unsettledBriefs: Statement<
    [],
    Pick<QueueDbRow, 'hold_id' | 'state' | 'kind' | 'amount_cents' | 'token_key_masked' | 'created_at'>
  >;
  readonly quarantineWaiting: Statement<[message: string, now: number], void>;
  readonly quarantineRejected: Statement<[now: number], void>;
}

export function queueStatements(db: TerminalDb): QueueStatements {
  return {
    waitingTotals: db.prepare(
      `SELECT COUNT(*) AS n,
         COALESCE(SUM(CASE kind WHEN 'debit' THEN amount_cents END), 0) AS debit,
         COALESCE(SUM(CASE kind WHEN 'credit' THEN amount_cents END), 0) AS credit,
         COUNT(CASE kind WHEN 'credit' THEN 1 END) AS credits,
         COUNT(CASE kind WHEN 'reverse' THEN 1 END) AS reverses
       FROM outbox WHERE state IN ${WAITING_SQL}`,
    ),
    oldestWaiting: db.prepare(
      `SELECT hold_id, created_at FROM outbox WHERE state IN ${WAITING_SQL} ORDER BY seq LIMIT 1`,
    ),
    countInState: db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE state = ?'),
    sendingIds: db.prepare(`SELECT hold_id FROM outbox WHERE state = 'sending'`),
    interruptSending: db.prepare(
      `UPDATE outbox SET state = 'uncertain', needs_check = 1, last_error_code = 'interrupted',
         last_error_message = 'the terminal stopped while the hold was being sent', updated_at = ?
       WHERE state = 'sending'`,
    ),
    unsettledIds: db.prepare(`SELECT hold_id FROM outbox WHERE state IN ${UNSETTLED_SQL}`),
    unsettledBriefs: db.prepare(
      `SELECT hold_id, state, kind, amount_cents, token_key_masked, created_at FROM outbox
       WHERE state IN ${UNSETTLED_SQL} ORDER BY seq DESC`,
    ),
    quarantineWaiting: db.prepare(
      `UPDATE outbox SET state = 'uncertain', needs_check = 1, last_error_code = 'quarantined',
         last_error_message = ?, next_attempt_at = NULL, updated_at = ?
       WHERE state IN ('queued', 'sending')`,
    ),
    quarantineRejected: db.prepare(
      `UPDATE outbox SET needs_check = 1, updated_at = ? WHERE state = 'rejected' AND needs_check = 0`,
    ),
  };
}
