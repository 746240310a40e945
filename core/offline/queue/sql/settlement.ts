import type { Statement } from 'better-sqlite3';
import type { TerminalDb } from '../../db';
import type { QueueDbRow } from '../rows';
import { WAITING_SQL, type Id, type Note } from './shapes';

/** The settlement engine's side: lane heads and floors, transactions matched, one transition per outcome. */
export interface SettlementStatements {
  readonly laneHeads: Statement<[], QueueDbRow>;
  readonly laneHead: Statement<[laneKey: string], QueueDbRow>;
  readonly laneFloor: Statement<
    [laneKey: string, holdId: string, firstSentAt: number],
    { floor: number | null }
  >;
  readonly txMatched: Statement<[transactionId: number], { one: 1 }>;
  readonly holdOfTx: Statement<[transactionId: number], QueueDbRow>;
  readonly matchedElsewhere: Statement<
    [transactionId: number, holdId: string],
    { hold_id: string; confirmed_by: 'answer' | 'history' | null }
  >;
  readonly markSending: Statement<
    [firstSentAt: number, lastSentAt: number, now: number, holdId: string],
    void
  >;
  readonly unmatch: Statement<[message: string, now: number, holdId: string], void>;
  readonly unreverseTargetOf: Statement<[now: number, reversalId: string], void>;
  readonly confirm: Statement<
    [
      bonusTransactionId: number,
      matchedTxId: number,
      confirmedBy: 'answer' | 'history',
      ...Note,
      ledger: number | null,
      available: number | null,
      debitHold: number | null,
      creditHold: number | null,
      settledAt: number,
      now: number,
      holdId: string,
    ],
    void
  >;
  readonly markReversed: Statement<[now: number, holdId: string], void>;
  readonly confirmWithoutTransaction: Statement<
    [...Note, settledAt: number, now: number, holdId: string],
    void
  >;
  readonly reject: Statement<[...Note, now: number, holdId: string], void>;
  readonly uncertain: Statement<[...Note, refused: number, now: number, holdId: string], void>;
  readonly requeue: Statement<
    [
      needsCheck: number,
      ...Note,
      refusals: number,
      nextAttemptAt: number | null,
      now: number,
      holdId: string,
    ],
    void
  >;
  readonly clearNeedsCheck: Statement<Id, void>;
  readonly noteError: Statement<
    [...Note, nextAttemptAt: number | null, refused: number, now: number, holdId: string],
    void
  >;
}

export function settlementStatements(db: TerminalDb): SettlementStatements {
  return {
    laneHeads: db.prepare(
      `SELECT o.* FROM outbox o WHERE o.state IN ${WAITING_SQL} AND o.seq =
         (SELECT MIN(i.seq) FROM outbox i WHERE i.lane_key = o.lane_key AND i.state IN ${WAITING_SQL})
       ORDER BY o.seq`,
    ),
    laneHead: db.prepare(
      `SELECT * FROM outbox WHERE lane_key = ? AND state IN ${WAITING_SQL} ORDER BY seq LIMIT 1`,
    ),
    laneFloor: db.prepare(
      `SELECT MAX(matched_tx_id) AS floor FROM outbox
       WHERE lane_key = ? AND hold_id <> ? AND matched_tx_id IS NOT NULL AND settled_at <= ?`,
    ),
    txMatched: db.prepare('SELECT 1 AS one FROM outbox WHERE matched_tx_id = ?'),
    holdOfTx: db.prepare('SELECT * FROM outbox WHERE matched_tx_id = ?'),
    matchedElsewhere: db.prepare(
      'SELECT hold_id, confirmed_by FROM outbox WHERE matched_tx_id = ? AND hold_id <> ?',
    ),
    markSending: db.prepare(
      `UPDATE outbox SET state = 'sending', attempts = attempts + 1, first_sent_at = COALESCE(first_sent_at, ?),
         last_sent_at = ?, next_attempt_at = NULL, updated_at = ? WHERE hold_id = ?`,
    ),
    unmatch: db.prepare(
      `UPDATE outbox SET state = 'rejected', needs_check = 1, matched_tx_id = NULL, bonus_transaction_id = NULL,
         confirmed_by = NULL, settled_at = NULL, last_error_code = 'matchConflict',
         last_error_message = ?, updated_at = ? WHERE hold_id = ?`,
    ),
    unreverseTargetOf: db.prepare(
      `UPDATE outbox SET state = 'confirmed', updated_at = ? WHERE state = 'reversed' AND hold_id =
         (SELECT target_hold_id FROM outbox WHERE hold_id = ?)`,
    ),
    confirm: db.prepare(
      `UPDATE outbox SET state = 'confirmed', token_key = NULL, bonus_transaction_id = ?, matched_tx_id = ?,
         confirmed_by = ?, needs_check = 0, last_error_code = ?, last_error_message = ?,
         balance_ledger_cents = ?, balance_available_cents = ?, balance_debit_hold_cents = ?,
         balance_credit_hold_cents = ?, next_attempt_at = NULL, settled_at = ?, updated_at = ? WHERE hold_id = ?`,
    ),
    markReversed: db.prepare(
      `UPDATE outbox SET state = 'reversed', updated_at = ? WHERE hold_id = ? AND state = 'confirmed'`,
    ),
    confirmWithoutTransaction: db.prepare(
      `UPDATE outbox SET state = 'confirmed', token_key = NULL, confirmed_by = 'answer', needs_check = 0,
         last_error_code = ?, last_error_message = ?, next_attempt_at = NULL, settled_at = ?, updated_at = ?
       WHERE hold_id = ?`,
    ),
    reject: db.prepare(
      `UPDATE outbox SET state = 'rejected', last_error_code = ?, last_error_message = ?, next_attempt_at = NULL,
         updated_at = ? WHERE hold_id = ?`,
    ),
    uncertain: db.prepare(
      `UPDATE outbox SET state = 'uncertain', needs_check = 1, last_error_code = ?, last_error_message = ?,
         refusals = CASE WHEN ? THEN refusals + 1 ELSE 0 END, next_attempt_at = NULL, updated_at = ?
       WHERE hold_id = ?`,
    ),
    requeue: db.prepare(
      `UPDATE outbox SET state = 'queued', needs_check = ?, last_error_code = ?, last_error_message = ?,
         refusals = ?, next_attempt_at = ?, updated_at = ? WHERE hold_id = ?`,
    ),
    clearNeedsCheck: db.prepare('UPDATE outbox SET needs_check = 0 WHERE hold_id = ?'),
    noteError: db.prepare(
      `UPDATE outbox SET last_error_code = ?, last_error_message = ?, next_attempt_at = ?,
         refusals = CASE WHEN ? THEN refusals + 1 ELSE 0 END, updated_at = ? WHERE hold_id = ?`,
    ),
  };
}
