import type { Statement } from 'better-sqlite3';
import type { TerminalDb } from '../db';
import { TAKEN_FOR_GUEST, takenByCardsBefore } from './guest-holds';
import type { OutboxDbRow } from './rows';
import type { HoldKind, HoldState } from './types';

const WAITING_SQL = `('queued', 'sending', 'uncertain')`;
/** States of a reverse row that may still be sent (a rejected one, on a manager's retry). */
const UNSETTLED_SQL = `('queued', 'sending', 'uncertain', 'rejected')`;
const DEBITS_WAITING = `SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM outbox
  WHERE kind = 'debit' AND state IN ${WAITING_SQL}`;

type Id = [holdId: string];
type HoldIdRow = { hold_id: string };
type Cents = { cents: number };
type Note = [code: string | null, message: string | null];
/** Waiting holds of one kind summed: their amount and how many. */
type WaitingSum = { kind: 'debit' | 'credit'; cents: number; n: number };

/** Every statement of the outbox, prepared and typed once per database. */
export class OutboxStatements {
  readonly row: Statement<Id, OutboxDbRow>;
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
      precheck: string | null,
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
  readonly token: Statement<Id, Pick<OutboxDbRow, 'token_type' | 'token_entry' | 'token_key'>>;
  readonly setTokenKey: Statement<[key: string, holdId: string], void>;
  readonly lastNote: Statement<Id, { code: string | null; message: string | null }>;
  /** A reversal of the hold that is not cancelled or discarded. */
  readonly liveReversal: Statement<Id, HoldIdRow>;
  /** A reversal of the hold that may still be sent. */
  readonly unsettledReversal: Statement<Id, HoldIdRow>;
  readonly finish: Statement<
    [state: 'cancelled' | 'discarded', settledAt: number, updatedAt: number, ...Note, holdId: string],
    void
  >;
  readonly resolveRetry: Statement<[now: number, holdId: string], void>;
  /** Marks an online try the core cancelled to take the payment again offline. */
  readonly markRetaken: Statement<Id, void>;
  readonly setCorrection: Statement<
    [reason: string, note: string | null, manager: string | null, holdId: string],
    void
  >;

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
    Pick<OutboxDbRow, 'hold_id' | 'state' | 'kind' | 'amount_cents' | 'token_key_masked' | 'created_at'>
  >;
  readonly quarantineWaiting: Statement<[message: string, now: number], void>;
  readonly quarantineRejected: Statement<[now: number], void>;

  readonly laneHeads: Statement<[], OutboxDbRow>;
  readonly laneHead: Statement<[laneKey: string], OutboxDbRow>;
  readonly laneFloor: Statement<
    [laneKey: string, holdId: string, firstSentAt: number],
    { floor: number | null }
  >;
  readonly txMatched: Statement<[transactionId: number], { one: 1 }>;
  readonly holdOfTx: Statement<[transactionId: number], OutboxDbRow>;
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

  readonly debitsOfLane: Statement<[laneKey: string], Cents>;
  readonly debitsOfToken: Statement<[tokenHash: string], Cents>;
  /**
   * A guest's waiting debits and credits by account and lane (found by the lanes' prefix, in the
   * index of waiting rows), then the terminal's by kind (lane and account null).
   */
  readonly waitingOfGuest: Statement<
    [{ guest: string; from: string; below: string }],
    WaitingSum & { lane_key: string | null; account_guid: string | null }
  >;
  /**
   * The waiting debits and credits taken by a card before its guest was known (a `token:` lane),
   * by account and lane, for each of the guest's saved tokens and `token` (found by the lanes'
   * prefix in the index of waiting rows).
   */
  readonly waitingOfGuestTokens: Statement<
    [{ guest: string; token: string | null }],
    WaitingSum & { lane_key: string; account_guid: string }
  >;
  /** The waiting debits and credits of holds taken for no known guest, by account. */
  readonly waitingWithoutGuest: Statement<[], WaitingSum & { account_guid: string }>;

  /** `list` statements by the number of states filtered on (0: all), whether by guest, and the page. */
  private readonly lists = new Map<string, Statement<unknown[], OutboxDbRow>>();

  constructor(private readonly db: TerminalDb) {
    this.row = db.prepare('SELECT * FROM outbox WHERE hold_id = ?');
    this.insert = db.prepare(
      `INSERT INTO outbox (hold_id, kind, state, lane_key, customer_guid, token_type, token_entry, token_key,
         token_key_masked, token_hash, account_guid, amount_cents, date, precheck, target_hold_id, offline,
         created_at, updated_at, guest_name, cashier)
       VALUES (?, ?, 'queued', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.place = db.prepare(
      'UPDATE outbox SET shift_id = ?, bill_cents = ?, account_name = ? WHERE hold_id = ?',
    );
    this.control = db.prepare(
      'UPDATE outbox SET token_source = ?, presence = ?, waived = ?, granted_by = ? WHERE hold_id = ?',
    );
    this.placeLike = db.prepare(
      `UPDATE outbox SET shift_id = ?,
         bill_cents = (SELECT bill_cents FROM outbox WHERE hold_id = ?),
         account_name = (SELECT account_name FROM outbox WHERE hold_id = ?)
       WHERE hold_id = ?`,
    );
    this.token = db.prepare('SELECT token_type, token_entry, token_key FROM outbox WHERE hold_id = ?');
    this.setTokenKey = db.prepare('UPDATE outbox SET token_key = ? WHERE hold_id = ?');
    this.lastNote = db.prepare(
      'SELECT last_error_code AS code, last_error_message AS message FROM outbox WHERE hold_id = ?',
    );
    this.liveReversal = db.prepare(
      `SELECT hold_id FROM outbox WHERE target_hold_id = ? AND state NOT IN ('cancelled', 'discarded')`,
    );
    this.unsettledReversal = db.prepare(
      `SELECT hold_id FROM outbox WHERE target_hold_id = ? AND state IN ${UNSETTLED_SQL}`,
    );
    this.finish = db.prepare(
      `UPDATE outbox SET state = ?, token_key = NULL, next_attempt_at = NULL, settled_at = ?, updated_at = ?,
         last_error_code = ?, last_error_message = ? WHERE hold_id = ?`,
    );
    this.markRetaken = db.prepare('UPDATE outbox SET retaken_offline = 1 WHERE hold_id = ?');
    this.setCorrection = db.prepare(
      'UPDATE outbox SET correction_reason = ?, correction_note = ?, corrected_by = ? WHERE hold_id = ?',
    );
    // A hold whose earlier attempt may have applied goes through the history check first.
    this.resolveRetry = db.prepare(
      `UPDATE outbox SET state = CASE WHEN needs_check = 1 THEN 'uncertain' ELSE 'queued' END,
         next_attempt_at = NULL, last_error_code = NULL, last_error_message = NULL, refusals = 0, updated_at = ?
       WHERE hold_id = ?`,
    );

    this.waitingTotals = db.prepare(
      `SELECT COUNT(*) AS n,
         COALESCE(SUM(CASE kind WHEN 'debit' THEN amount_cents END), 0) AS debit,
         COALESCE(SUM(CASE kind WHEN 'credit' THEN amount_cents END), 0) AS credit,
         COUNT(CASE kind WHEN 'credit' THEN 1 END) AS credits,
         COUNT(CASE kind WHEN 'reverse' THEN 1 END) AS reverses
       FROM outbox WHERE state IN ${WAITING_SQL}`,
    );
    this.oldestWaiting = db.prepare(
      `SELECT hold_id, created_at FROM outbox WHERE state IN ${WAITING_SQL} ORDER BY seq LIMIT 1`,
    );
    this.countInState = db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE state = ?');
    this.sendingIds = db.prepare(`SELECT hold_id FROM outbox WHERE state = 'sending'`);
    this.interruptSending = db.prepare(
      `UPDATE outbox SET state = 'uncertain', needs_check = 1, last_error_code = 'interrupted',
         last_error_message = 'the terminal stopped while the hold was being sent', updated_at = ?
       WHERE state = 'sending'`,
    );
    this.unsettledIds = db.prepare(`SELECT hold_id FROM outbox WHERE state IN ${UNSETTLED_SQL}`);
    this.unsettledBriefs = db.prepare(
      `SELECT hold_id, state, kind, amount_cents, token_key_masked, created_at FROM outbox
       WHERE state IN ${UNSETTLED_SQL} ORDER BY seq DESC`,
    );
    this.quarantineWaiting = db.prepare(
      `UPDATE outbox SET state = 'uncertain', needs_check = 1, last_error_code = 'quarantined',
         last_error_message = ?, next_attempt_at = NULL, updated_at = ?
       WHERE state IN ('queued', 'sending')`,
    );
    this.quarantineRejected = db.prepare(
      `UPDATE outbox SET needs_check = 1, updated_at = ? WHERE state = 'rejected' AND needs_check = 0`,
    );

    this.laneHeads = db.prepare(
      `SELECT o.* FROM outbox o WHERE o.state IN ${WAITING_SQL} AND o.seq =
         (SELECT MIN(i.seq) FROM outbox i WHERE i.lane_key = o.lane_key AND i.state IN ${WAITING_SQL})
       ORDER BY o.seq`,
    );
    this.laneHead = db.prepare(
      `SELECT * FROM outbox WHERE lane_key = ? AND state IN ${WAITING_SQL} ORDER BY seq LIMIT 1`,
    );
    this.laneFloor = db.prepare(
      `SELECT MAX(matched_tx_id) AS floor FROM outbox
       WHERE lane_key = ? AND hold_id <> ? AND matched_tx_id IS NOT NULL AND settled_at <= ?`,
    );
    this.txMatched = db.prepare('SELECT 1 AS one FROM outbox WHERE matched_tx_id = ?');
    this.holdOfTx = db.prepare('SELECT * FROM outbox WHERE matched_tx_id = ?');
    this.matchedElsewhere = db.prepare(
      'SELECT hold_id, confirmed_by FROM outbox WHERE matched_tx_id = ? AND hold_id <> ?',
    );
    this.markSending = db.prepare(
      `UPDATE outbox SET state = 'sending', attempts = attempts + 1, first_sent_at = COALESCE(first_sent_at, ?),
         last_sent_at = ?, next_attempt_at = NULL, updated_at = ? WHERE hold_id = ?`,
    );
    this.unmatch = db.prepare(
      `UPDATE outbox SET state = 'rejected', needs_check = 1, matched_tx_id = NULL, bonus_transaction_id = NULL,
         confirmed_by = NULL, settled_at = NULL, last_error_code = 'matchConflict',
         last_error_message = ?, updated_at = ? WHERE hold_id = ?`,
    );
    this.unreverseTargetOf = db.prepare(
      `UPDATE outbox SET state = 'confirmed', updated_at = ? WHERE state = 'reversed' AND hold_id =
         (SELECT target_hold_id FROM outbox WHERE hold_id = ?)`,
    );
    this.confirm = db.prepare(
      `UPDATE outbox SET state = 'confirmed', token_key = NULL, bonus_transaction_id = ?, matched_tx_id = ?,
         confirmed_by = ?, needs_check = 0, last_error_code = ?, last_error_message = ?,
         balance_ledger_cents = ?, balance_available_cents = ?, balance_debit_hold_cents = ?,
         balance_credit_hold_cents = ?, next_attempt_at = NULL, settled_at = ?, updated_at = ? WHERE hold_id = ?`,
    );
    this.markReversed = db.prepare(
      `UPDATE outbox SET state = 'reversed', updated_at = ? WHERE hold_id = ? AND state = 'confirmed'`,
    );
    this.confirmWithoutTransaction = db.prepare(
      `UPDATE outbox SET state = 'confirmed', token_key = NULL, confirmed_by = 'answer', needs_check = 0,
         last_error_code = ?, last_error_message = ?, next_attempt_at = NULL, settled_at = ?, updated_at = ?
       WHERE hold_id = ?`,
    );
    this.reject = db.prepare(
      `UPDATE outbox SET state = 'rejected', last_error_code = ?, last_error_message = ?, next_attempt_at = NULL,
         updated_at = ? WHERE hold_id = ?`,
    );
    this.uncertain = db.prepare(
      `UPDATE outbox SET state = 'uncertain', needs_check = 1, last_error_code = ?, last_error_message = ?,
         refusals = CASE WHEN ? THEN refusals + 1 ELSE 0 END, next_attempt_at = NULL, updated_at = ?
       WHERE hold_id = ?`,
    );
    this.requeue = db.prepare(
      `UPDATE outbox SET state = 'queued', needs_check = ?, last_error_code = ?, last_error_message = ?,
         refusals = ?, next_attempt_at = ?, updated_at = ? WHERE hold_id = ?`,
    );
    this.clearNeedsCheck = db.prepare('UPDATE outbox SET needs_check = 0 WHERE hold_id = ?');
    this.noteError = db.prepare(
      `UPDATE outbox SET last_error_code = ?, last_error_message = ?, next_attempt_at = ?,
         refusals = CASE WHEN ? THEN refusals + 1 ELSE 0 END, updated_at = ? WHERE hold_id = ?`,
    );

    this.debitsOfLane = db.prepare(`${DEBITS_WAITING} AND lane_key = ?`);
    this.debitsOfToken = db.prepare(`${DEBITS_WAITING} AND token_hash = ?`);
    // Without INDEXED BY SQLite reads the guest's whole history through outbox_customer.
    this.waitingOfGuest = db.prepare(
      `SELECT account_guid, lane_key, kind, SUM(amount_cents) AS cents, COUNT(*) AS n
         FROM outbox o INDEXED BY outbox_waiting_lane
         WHERE state IN ${WAITING_SQL} AND kind <> 'reverse' AND lane_key >= @from AND lane_key < @below
           AND ${TAKEN_FOR_GUEST}
         GROUP BY account_guid, lane_key, kind
       UNION ALL
       SELECT NULL, NULL, kind, SUM(amount_cents), COUNT(*) FROM outbox
         WHERE state IN ${WAITING_SQL} AND kind <> 'reverse' GROUP BY kind`,
    );
    // guest_tokens is the guest cache's (same database): the tokens it knows of the guest.
    this.waitingOfGuestTokens = db.prepare(
      `SELECT o.account_guid, o.lane_key, o.kind, SUM(o.amount_cents) AS cents, COUNT(*) AS n
         FROM ${takenByCardsBefore('outbox_waiting_lane')}
         WHERE o.state IN ${WAITING_SQL} AND o.kind <> 'reverse'
         GROUP BY o.account_guid, o.lane_key, o.kind`,
    );
    this.waitingWithoutGuest = db.prepare(
      `SELECT account_guid, kind, SUM(amount_cents) AS cents, COUNT(*) AS n FROM outbox
       WHERE state IN ${WAITING_SQL} AND kind <> 'reverse' AND customer_guid IS NULL GROUP BY account_guid, kind`,
    );
  }

  /**
   * Rows newest first below a `seq` (tries taken again offline left out: they moved nothing), of
   * `stateCount` states (none: all), of one guest or all, at
   * most `limit` rows after `offset`. Parameters: the states, `{ guest, token }` when `byGuest`
   * (the guest's holds as guest-holds.ts names them), then the
   * cursor. The limit and offset are written into the text, not bound: SQLite (built with STAT4)
   * compiles a statement again at every run whose LIMIT is bound, which showed in a swipe's card
   * at every list (issue 27).
   */
  list(stateCount: number, byGuest: boolean, page: OutboxPage = {}): Statement<unknown[], OutboxDbRow> {
    const limit = wholeOrNone(page.limit);
    const offset = wholeOrNone(page.offset);
    const key = `${stateCount}:${byGuest}:${limit}:${offset}`;
    let statement = this.lists.get(key);
    if (!statement) {
      const inStates = stateCount ? `state IN (${Array(stateCount).fill('?').join(', ')}) AND` : '';
      const ofGuest = byGuest
        ? `(${TAKEN_FOR_GUEST} OR o.seq IN (SELECT o.seq FROM ${takenByCardsBefore('outbox_token_lane')})) AND`
        : '';
      const paged =
        limit === undefined && offset === undefined ? '' : `LIMIT ${limit ?? -1} OFFSET ${offset ?? 0}`;
      // A few page sizes are used; a caller varying them endlessly would not grow this without end.
      if (this.lists.size >= MAX_LIST_STATEMENTS) this.lists.clear();
      statement = this.db.prepare(
        `SELECT * FROM outbox o
         WHERE ${inStates} ${ofGuest} retaken_offline = 0 AND seq < ? ORDER BY seq DESC ${paged}`,
      );
      this.lists.set(key, statement);
    }
    return statement;
  }
}

/** A page of `list`: at most `limit` rows after the first `offset`. */
export interface OutboxPage {
  limit?: number;
  offset?: number;
}

const MAX_LIST_STATEMENTS = 32;

/** A page bound as SQL text: only a whole number, never anything else. */
function wholeOrNone(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a page bound: ${value}`);
  return value;
}
