import type { Statement } from 'better-sqlite3';
import type { TerminalDb } from '../../db';
import { UNSETTLED_SQL, type Id, type HoldIdRow } from './shapes';

/** What the core's commands on a hold ask and change beyond its row: its reversals, a retry, a retake, a correction. */
export interface CommandStatements {
  /** A reversal of the hold that is not cancelled or discarded. */
  readonly liveReversal: Statement<Id, HoldIdRow>;
  /** A reversal of the hold that may still be sent. */
  readonly unsettledReversal: Statement<Id, HoldIdRow>;
  readonly resolveRetry: Statement<[now: number, holdId: string], void>;
  /** Marks an online try the core cancelled to take the payment again offline. */
  readonly markRetaken: Statement<Id, void>;
  readonly setCorrection: Statement<
    [reason: string, note: string | null, manager: string | null, holdId: string],
    void
  >;
}

export function commandStatements(db: TerminalDb): CommandStatements {
  return {
    liveReversal: db.prepare(
      `SELECT hold_id FROM outbox WHERE target_hold_id = ? AND state NOT IN ('cancelled', 'discarded')`,
    ),
    unsettledReversal: db.prepare(
      `SELECT hold_id FROM outbox WHERE target_hold_id = ? AND state IN ${UNSETTLED_SQL}`,
    ),
    // A hold whose earlier attempt may have applied goes through the history check first.
    resolveRetry: db.prepare(
      `UPDATE outbox SET state = CASE WHEN needs_check = 1 THEN 'uncertain' ELSE 'queued' END,
         next_attempt_at = NULL, last_error_code = NULL, last_error_message = NULL, refusals = 0, updated_at = ?
       WHERE hold_id = ?`,
    ),
    markRetaken: db.prepare('UPDATE outbox SET retaken_offline = 1 WHERE hold_id = ?'),
    setCorrection: db.prepare(
      'UPDATE outbox SET correction_reason = ?, correction_note = ?, corrected_by = ? WHERE hold_id = ?',
    ),
  };
}
