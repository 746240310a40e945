import type { Statement } from 'better-sqlite3';
import type { TerminalDb } from '../../db';
import type { QueueDbRow } from '../rows';
import type { HoldKind } from '../types';
import { type Id, type Note } from './shapes';

/** One hold's row: read, written, placed in its shift, its token, finished by a command. */
export interface RowStatements {
  readonly row: Statement<Id, QueueDbRow>;
  readonly insert: Statement<
    [
      holdId: string,
      kind: HoldKind,
      laneKey: string,
      customerGuid: string | null,
      tokenType: string,
      tokenEntry: string,
      tokenKey: string,
      tokenKeyMasked: string,
      tokenHash: string,
      accountGuid: string,
      amountCents: number,
      date: string,
      billNumber: string | null,
      targetHoldId: string | null,
      offline: number,
      createdAt: number,
      updatedAt: number,
      guestName: string | null,
      cashier: string | null,
    ],
    void
  >;
  /** A new row's shift, bill total and account name (HoldPlacement). */
  readonly place: Statement<
    [shiftId: number | null, billCents: number | null, accountName: string | null, holdId: string],
    void
  >;
  /** A new row's control columns (HoldControl). */
  readonly control: Statement<
    [source: string, presence: string | null, waived: string, grantedBy: string | null, holdId: string],
    void
  >;
  /** A reversal's bill total and account name, copied from the hold it reverses. */
  readonly placeLike: Statement<
    [shiftId: number | null, targetHoldId: string, targetHoldId: string, holdId: string],
    void
  >;
  /** The plain token of a row (key null once wiped). */
  readonly token: Statement<Id, Pick<QueueDbRow, 'token_type' | 'token_entry' | 'token_key'>>;
  readonly setTokenKey: Statement<[key: string, holdId: string], void>;
  readonly lastNote: Statement<Id, { code: string | null; message: string | null }>;
  readonly finish: Statement<
    [state: 'cancelled' | 'discarded', settledAt: number, updatedAt: number, ...Note, holdId: string],
    void
  >;
}

export function rowStatements(db: TerminalDb): RowStatements {
  return {
    row: db.prepare('SELECT * FROM outbox WHERE hold_id = ?'),
    insert: db.prepare(
      `INSERT INTO outbox (hold_id, kind, state, lane_key, customer_guid, token_type, token_entry, token_key,
         token_key_masked, token_hash, account_guid, amount_cents, date, precheck, target_hold_id, offline,
         created_at, updated_at, guest_name, cashier)
       VALUES (?, ?, 'queued', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    place: db.prepare('UPDATE outbox SET shift_id = ?, bill_cents = ?, account_name = ? WHERE hold_id = ?'),
    control: db.prepare(
      'UPDATE outbox SET token_source = ?, presence = ?, waived = ?, granted_by = ? WHERE hold_id = ?',
    ),
    placeLike: db.prepare(
      `UPDATE outbox SET shift_id = ?,
         bill_cents = (SELECT bill_cents FROM outbox WHERE hold_id = ?),
         account_name = (SELECT account_name FROM outbox WHERE hold_id = ?)
       WHERE hold_id = ?`,
    ),
    token: db.prepare('SELECT token_type, token_entry, token_key FROM outbox WHERE hold_id = ?'),
    setTokenKey: db.prepare('UPDATE outbox SET token_key = ? WHERE hold_id = ?'),
    lastNote: db.prepare(
      'SELECT last_error_code AS code, last_error_message AS message FROM outbox WHERE hold_id = ?',
    ),
    finish: db.prepare(
      `UPDATE outbox SET state = ?, token_key = NULL, next_attempt_at = NULL, settled_at = ?, updated_at = ?,
         last_error_code = ?, last_error_message = ? WHERE hold_id = ?`,
    ),
  };
}
