import { randomUUID } from 'node:crypto';
import type { CustomerToken } from '../platform/schemas';
import { checkpointWal, type TerminalDb } from './db';
import { TypedEmitter } from './emitter';
import { maskErrorText, maskSettledErrorText } from './error-note';
import type { GuestCache } from './guest-cache';
import {
  WAITING_STATES,
  type EnqueueHoldInput,
  type EnqueueOptions,
  type EnqueueResult,
  type HoldKind,
  type HoldState,
  type OutboxEvents,
  type OutboxListFilter,
  type OutboxRefusal,
  type OutboxRow,
  type OutboxTotals,
  type ResolveResult,
  type ReverseResult,
  type Settlement,
} from './outbox-types';
import { checkOfflineHold, DEFAULT_OFFLINE_LIMITS, type Exposure, type OfflineLimits } from './risk-policy';
import { maskKey, type TokenHasher } from './token-hash';
import { systemClock, type Clock } from './types';

export interface OutboxOptions {
  clock?: Clock;
  limits?: OfflineLimits;
  /** Gives the guest of a token (lane key) and the cached balance the offline limits rely on. */
  cache?: GuestCache;
}

interface DbRow {
  seq: number;
  hold_id: string;
  kind: HoldKind;
  state: HoldState;
  lane_key: string;
  customer_guid: string | null;
  token_type: string;
  token_entry: string;
  token_key: string | null;
  token_key_masked: string;
  token_hash: string;
  account_guid: string;
  amount_cents: number;
  date: string;
  precheck: string | null;
  target_hold_id: string | null;
  offline: number;
  attempts: number;
  refusals: number;
  needs_check: number;
  last_error_code: string | null;
  last_error_message: string | null;
  bonus_transaction_id: number | null;
  matched_tx_id: number | null;
  confirmed_by: 'answer' | 'history' | null;
  balance_ledger_cents: number | null;
  balance_available_cents: number | null;
  balance_debit_hold_cents: number | null;
  balance_credit_hold_cents: number | null;
  created_at: number;
  updated_at: number;
  first_sent_at: number | null;
  last_sent_at: number | null;
  next_attempt_at: number | null;
  settled_at: number | null;
}

export interface ErrorNote {
  code: string;
  message: string;
}

/** A failed attempt; `refused`: turned away without an answer (401, other 4xx), counted in `refusals`. */
export interface AttemptFailure extends ErrorNote {
  refused?: boolean;
}

const WAITING_SQL = `('queued', 'sending', 'uncertain')`;
/** States of a reverse row that may still be sent (a rejected one, on a manager's retry). */
const UNSETTLED_SQL = `('queued', 'sending', 'uncertain', 'rejected')`;
/** Tokens of settled holds kept in memory only, so that `hold.reverse {holdId}` needs no rescan. */
const RECENT_TOKENS = 1_000;

/**
 * The durable hold queue. Every method is one SQLite transaction, committed (synchronous=FULL)
 * before it returns, and emits 'outbox' with each changed row afterwards.
 */
export class Outbox extends TypedEmitter<OutboxEvents> {
  private readonly clock: Clock;
  limits: OfflineLimits;
  private readonly recentTokens = new Map<string, CustomerToken>();
  /** A plain key was wiped since the last checkpoint: the WAL may still hold it. */
  private wipedSinceCheckpoint = false;

  constructor(
    private readonly db: TerminalDb,
    private readonly hasher: TokenHasher,
    private readonly options: OutboxOptions = {},
  ) {
    super();
    this.clock = options.clock ?? systemClock;
    this.limits = options.limits ?? DEFAULT_OFFLINE_LIMITS;
  }

  /** Writes a new hold (state queued), after the offline limits when `options.offline`. */
  enqueue(input: EnqueueHoldInput, options: EnqueueOptions): EnqueueResult {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new RangeError(`hold amount must be a positive number of hundredths, not ${input.amountCents}`);
    }
    const now = this.clock();
    const tokenHash = this.hasher.hash(input.token);
    const customerGuid = input.customerGuid ?? this.options.cache?.customerGuidOf(tokenHash) ?? null;
    const laneKey = `${customerGuid ? `guest:${customerGuid}` : `token:${tokenHash}`}|${input.accountGuid}`;
    const holdId = input.holdId ?? randomUUID();
    const result = this.db
      .transaction((): EnqueueResult => {
        if (options.offline) {
          const refusal = checkOfflineHold(
            {
              kind: input.kind,
              amountCents: input.amountCents,
              now,
              exposure: this.exposure(laneKey, customerGuid, tokenHash),
              cachedBalance: this.cachedAvailable(customerGuid, input.accountGuid),
            },
            this.limits,
          );
          if (refusal) return { ok: false, refusal };
        }
        this.insert({
          holdId,
          kind: input.kind,
          laneKey,
          customerGuid,
          token: input.token,
          tokenHash,
          accountGuid: input.accountGuid,
          amountCents: input.amountCents,
          date: new Date(now).toISOString(),
          precheck: input.precheck ?? null,
          targetHoldId: null,
          offline: options.offline,
          now,
        });
        return { ok: true, row: this.mustGet(holdId) };
      })
      .immediate();
    if (result.ok) this.emit('outbox', result.row);
    return result;
  }

  /**
   * Undoes a hold: a queued one is cancelled locally, a rejected one that was certainly not applied
   * discarded; a sent, uncertain or confirmed one, or a rejected one that may have been applied
   * (needsCheck), gets a reverse row that waits behind it in its lane (the engine first settles
   * from the history whether such a hold was applied). `token` is needed only when the hold's
   * plain token is no longer kept; it must hash to the hold's token.
   */
  reverse(holdId: string, options: { token?: CustomerToken } = {}): ReverseResult {
    const now = this.clock();
    const changed: string[] = [];
    const result = this.db
      .transaction((): ReverseResult => {
        const target = this.get(holdId);
        if (!target) return refuse('holdNotFound', `no hold ${holdId}`);
        if (target.kind === 'reverse') return refuse('notReversible', 'a reversal cannot itself be reversed');
        switch (target.state) {
          case 'queued':
            this.finish(holdId, 'cancelled', now);
            changed.push(holdId);
            return { ok: true, action: 'cancelled', row: this.mustGet(holdId) };
          case 'rejected':
            if (target.needsCheck) break;
            this.finish(holdId, 'discarded', now);
            changed.push(holdId);
            return { ok: true, action: 'discarded', row: this.mustGet(holdId) };
          case 'cancelled':
          case 'discarded':
          case 'reversed':
            return refuse('notReversible', `hold ${holdId} is already ${target.state}`);
          case 'sending':
          case 'uncertain':
          case 'confirmed':
            break;
        }
        const pending = this.db
          .prepare(
            `SELECT hold_id FROM outbox WHERE target_hold_id = ? AND state NOT IN ('cancelled', 'discarded')`,
          )
          .get(holdId) as { hold_id: string } | undefined;
        if (pending)
          return refuse('reversePending', `hold ${holdId} already has reversal ${pending.hold_id}`);
        const token = this.tokenFor(target, options.token);
        if (!token.ok) return token;
        const reverseId = randomUUID();
        this.insert({
          holdId: reverseId,
          kind: 'reverse',
          laneKey: target.laneKey,
          customerGuid: target.customerGuid,
          token: token.token,
          tokenHash: target.tokenHash,
          accountGuid: target.accountGuid,
          amountCents: target.amountCents,
          // The reverse body is the hold's body plus its transaction id: same date and precheck.
          date: target.date,
          precheck: target.precheck,
          targetHoldId: holdId,
          offline: false,
          now,
        });
        changed.push(reverseId);
        return { ok: true, action: 'queued', row: this.mustGet(reverseId) };
      })
      .immediate();
    this.emitRows(changed);
    this.checkpointIfWiped();
    return result;
  }

  /**
   * A manager's decision on a rejected hold: send it again (after a history check if needed) or
   * drop it. A hold that may have been applied (needsCheck) is dropped only with `force`: it may
   * be money the guest was given or charged. Neither while a reversal of the hold is unsettled.
   */
  resolve(
    holdId: string,
    action: 'retry' | 'discard',
    options: { token?: CustomerToken; force?: boolean } = {},
  ): ResolveResult {
    const now = this.clock();
    const result = this.db
      .transaction((): ResolveResult => {
        const row = this.get(holdId);
        if (!row) return refuse('holdNotFound', `no hold ${holdId}`);
        if (row.state !== 'rejected')
          return refuse('notRejected', `hold ${holdId} is ${row.state}, not rejected`);
        const pending = this.db
          .prepare(`SELECT hold_id FROM outbox WHERE target_hold_id = ? AND state IN ${UNSETTLED_SQL}`)
          .get(holdId) as { hold_id: string } | undefined;
        if (pending)
          return refuse('reversePending', `hold ${holdId} has an unsettled reversal ${pending.hold_id}`);
        if (action === 'discard') {
          if (row.needsCheck && !options.force) {
            return refuse(
              'holdOutcomeUnknown',
              `hold ${holdId} may have been applied by the platform; discard it only when sure (force)`,
            );
          }
          this.finish(holdId, 'discarded', now);
          return { ok: true, row: this.mustGet(holdId) };
        }
        if (!row.hasPlainToken) {
          const token = this.tokenFor(row, options.token);
          if (!token.ok) return token;
          this.db.prepare('UPDATE outbox SET token_key = ? WHERE hold_id = ?').run(token.token.key, holdId);
        }
        // A hold whose earlier attempt may have applied goes through the history check first.
        this.db
          .prepare(
            `UPDATE outbox SET state = CASE WHEN needs_check = 1 THEN 'uncertain' ELSE 'queued' END,
               next_attempt_at = NULL, last_error_code = NULL, last_error_message = NULL, refusals = 0, updated_at = ?
             WHERE hold_id = ?`,
          )
          .run(now, holdId);
        return { ok: true, row: this.mustGet(holdId) };
      })
      .immediate();
    if (result.ok) this.emit('outbox', result.row);
    this.checkpointIfWiped();
    return result;
  }

  /**
   * Once plain keys were wiped, copies the WAL into the database and truncates it, so the old
   * pages holding the keys leave the disk (secure_delete zeroes them in the database file).
   * reverse and resolve call it themselves; the engine after each drain and when it stops.
   * Returns whether a checkpoint ran to completion.
   */
  checkpointIfWiped(): boolean {
    if (!this.wipedSinceCheckpoint) return false;
    const done = checkpointWal(this.db);
    if (done) this.wipedSinceCheckpoint = false;
    return done;
  }

  get(holdId: string): OutboxRow | undefined {
    const row = this.db.prepare('SELECT * FROM outbox WHERE hold_id = ?').get(holdId) as DbRow | undefined;
    return row && toRow(row);
  }

  /**
   * Rows newest first, optionally of some states only; every row when no limit is given. Pages
   * by `before` (the `seq` of the last row of the previous page: steady while rows are added) or
   * by `offset`. A page is found through the primary key, or the (state, seq) index when filtered
   * (several states: SQLite merges their ranges below the cursor in a sorter bounded by the page;
   * about 1 ms a page at 50 000 rows).
   */
  list(filter: OutboxListFilter = {}): OutboxRow[] {
    const states = filter.states ?? [];
    const inStates = states.length ? `state IN (${states.map(() => '?').join(', ')}) AND` : '';
    const rows = this.db
      .prepare(`SELECT * FROM outbox WHERE ${inStates} seq < ? ORDER BY seq DESC LIMIT ? OFFSET ?`)
      .all(
        ...states,
        filter.before ?? Number.MAX_SAFE_INTEGER,
        filter.limit ?? -1,
        filter.offset ?? 0,
      ) as DbRow[];
    return rows.map(toRow);
  }

  totals(now = this.clock()): OutboxTotals {
    const waiting = this.db
      .prepare(
        `SELECT COUNT(*) AS n,
           COALESCE(SUM(CASE kind WHEN 'debit' THEN amount_cents END), 0) AS debit,
           COALESCE(SUM(CASE kind WHEN 'credit' THEN amount_cents END), 0) AS credit,
           COUNT(CASE kind WHEN 'reverse' THEN 1 END) AS reverses
         FROM outbox WHERE state IN ${WAITING_SQL}`,
      )
      .get() as { n: number; debit: number; credit: number; reverses: number };
    const oldest = this.db
      .prepare(`SELECT hold_id, created_at FROM outbox WHERE state IN ${WAITING_SQL} ORDER BY seq LIMIT 1`)
      .get() as { hold_id: string; created_at: number } | undefined;
    const count = (state: HoldState) =>
      (this.db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE state = ?').get(state) as { n: number }).n;
    return {
      waitingCount: waiting.n,
      debitCents: waiting.debit,
      creditCents: waiting.credit,
      reverseCount: waiting.reverses,
      oldestWaiting: oldest
        ? {
            holdId: oldest.hold_id,
            createdAt: oldest.created_at,
            ageMs: Math.max(0, now - oldest.created_at),
          }
        : null,
      rejectedCount: count('rejected'),
      uncertainCount: count('uncertain'),
    };
  }

  /** On start: every row left `sending` by a crash becomes `uncertain`. Returns how many. */
  recoverAfterCrash(): number {
    const now = this.clock();
    const ids = this.db
      .transaction(() => {
        const sending = this.db.prepare(`SELECT hold_id FROM outbox WHERE state = 'sending'`).all() as {
          hold_id: string;
        }[];
        this.db
          .prepare(
            `UPDATE outbox SET state = 'uncertain', needs_check = 1, last_error_code = 'interrupted',
               last_error_message = 'the terminal stopped while the hold was being sent', updated_at = ?
             WHERE state = 'sending'`,
          )
          .run(now);
        return sending.map((r) => r.hold_id);
      })
      .immediate();
    this.emitRows(ids);
    return ids.length;
  }

  // --- used by the SyncEngine ---

  /** The first waiting row (queued, sending, uncertain) of every lane, in creation order. */
  laneHeads(): OutboxRow[] {
    const rows = this.db
      .prepare(
        `SELECT o.* FROM outbox o WHERE o.state IN ${WAITING_SQL} AND o.seq =
           (SELECT MIN(i.seq) FROM outbox i WHERE i.lane_key = o.lane_key AND i.state IN ${WAITING_SQL})
         ORDER BY o.seq`,
      )
      .all() as DbRow[];
    return rows.map(toRow);
  }

  laneHead(laneKey: string): OutboxRow | undefined {
    const row = this.db
      .prepare(`SELECT * FROM outbox WHERE lane_key = ? AND state IN ${WAITING_SQL} ORDER BY seq LIMIT 1`)
      .get(laneKey) as DbRow | undefined;
    return row && toRow(row);
  }

  /** The plain token of a row that still keeps it. */
  plainToken(holdId: string): CustomerToken | undefined {
    const row = this.db
      .prepare('SELECT token_type, token_entry, token_key FROM outbox WHERE hold_id = ?')
      .get(holdId) as Pick<DbRow, 'token_type' | 'token_entry' | 'token_key'> | undefined;
    if (!row?.token_key) return undefined;
    return { type: row.token_type, entry: row.token_entry, key: row.token_key } as CustomerToken;
  }

  /**
   * The highest transaction id matched to another hold of the lane that was settled before
   * `holdId` was first sent. Ids grow with time (history is newest first by id), so a
   * transaction of `holdId` lies above it.
   */
  laneTransactionFloor(holdId: string): number {
    const row = this.mustGet(holdId);
    if (row.firstSentAt === null) return 0;
    const floor = this.db
      .prepare(
        `SELECT MAX(matched_tx_id) AS floor FROM outbox
         WHERE lane_key = ? AND hold_id <> ? AND matched_tx_id IS NOT NULL AND settled_at <= ?`,
      )
      .get(row.laneKey, holdId, row.firstSentAt) as { floor: number | null };
    return floor.floor ?? 0;
  }

  /** Whether a platform transaction is already matched to some hold. */
  isTransactionMatched(transactionId: number): boolean {
    return this.db.prepare('SELECT 1 FROM outbox WHERE matched_tx_id = ?').get(transactionId) !== undefined;
  }

  markSending(holdId: string, now = this.clock()): OutboxRow {
    return this.transition(holdId, ['queued'], () =>
      this.db
        .prepare(
          `UPDATE outbox SET state = 'sending', attempts = attempts + 1, first_sent_at = COALESCE(first_sent_at, ?),
             last_sent_at = ?, next_attempt_at = NULL, updated_at = ? WHERE hold_id = ?`,
        )
        .run(now, now, now, holdId),
    );
  }

  /**
   * The platform applied it: confirmed with its transaction, plain token wiped; a reverse row
   * marks its target reversed. A transaction already matched from the history to another hold
   * goes to this one when the platform's own answer names it; that other hold goes back to
   * `rejected` (matchConflict) for a manager, since its own transaction is still unknown.
   */
  markConfirmed(holdId: string, settlement: Settlement, now = this.clock()): OutboxRow {
    const changed: string[] = [holdId];
    const tx = settlement.bonusTransactionId;
    // A rejected hold that may have been applied is confirmed when the history shows it (before a reversal).
    const from: HoldState[] =
      settlement.source === 'history' ? ['uncertain', 'rejected'] : ['sending', 'uncertain'];
    const row = this.transition(holdId, from, (current) => {
      if (current.state === 'rejected' && !current.needsCheck)
        throw new Error(`hold ${holdId} was rejected by the platform; it cannot have been applied`);
      const other = this.db
        .prepare('SELECT hold_id, confirmed_by FROM outbox WHERE matched_tx_id = ? AND hold_id <> ?')
        .get(tx, holdId) as { hold_id: string; confirmed_by: string } | undefined;
      if (other) {
        if (settlement.source === 'history' || other.confirmed_by === 'answer') {
          throw new Error(`transaction ${tx} is already matched to hold ${other.hold_id}`);
        }
        this.db
          .prepare(
            `UPDATE outbox SET state = 'rejected', needs_check = 1, matched_tx_id = NULL, bonus_transaction_id = NULL,
               confirmed_by = NULL, settled_at = NULL, last_error_code = 'matchConflict',
               last_error_message = ?, updated_at = ? WHERE hold_id = ?`,
          )
          .run(`transaction ${tx} matched from the history belongs to hold ${holdId}`, now, other.hold_id);
        // If that other hold was a reversal, its target is no longer known to be reversed.
        this.db
          .prepare(
            `UPDATE outbox SET state = 'confirmed', updated_at = ? WHERE state = 'reversed' AND hold_id =
               (SELECT target_hold_id FROM outbox WHERE hold_id = ?)`,
          )
          .run(now, other.hold_id);
        changed.push(other.hold_id);
      }
      const b = settlement.balanceAfter;
      this.wipedSinceCheckpoint = true;
      this.db
        .prepare(
          `UPDATE outbox SET state = 'confirmed', token_key = NULL, bonus_transaction_id = ?, matched_tx_id = ?,
             confirmed_by = ?, needs_check = 0, last_error_code = NULL, last_error_message = NULL,
             balance_ledger_cents = ?, balance_available_cents = ?, balance_debit_hold_cents = ?,
             balance_credit_hold_cents = ?, next_attempt_at = NULL, settled_at = ?, updated_at = ? WHERE hold_id = ?`,
        )
        .run(
          tx,
          tx,
          settlement.source,
          b?.ledger ?? null,
          b?.available ?? null,
          b?.debitHold ?? null,
          b?.creditHold ?? null,
          now,
          now,
          holdId,
        );
      if (current.kind === 'reverse' && current.targetHoldId) {
        this.db
          .prepare(
            `UPDATE outbox SET state = 'reversed', updated_at = ? WHERE hold_id = ? AND state = 'confirmed'`,
          )
          .run(now, current.targetHoldId);
        changed.push(current.targetHoldId);
      }
    });
    const token = this.plainTokenBefore;
    if (token && row.kind !== 'reverse') this.rememberToken(holdId, token);
    this.emitRows(changed.slice(1));
    return row;
  }

  markRejected(holdId: string, error: ErrorNote, now = this.clock()): OutboxRow {
    return this.transition(holdId, ['queued', 'sending', 'uncertain'], () => {
      const note = this.maskedNote(holdId, error);
      this.db
        .prepare(
          `UPDATE outbox SET state = 'rejected', last_error_code = ?, last_error_message = ?, next_attempt_at = NULL,
             updated_at = ? WHERE hold_id = ?`,
        )
        .run(note.code, note.message, now, holdId);
    });
  }

  markUncertain(holdId: string, error: AttemptFailure, now = this.clock()): OutboxRow {
    return this.transition(holdId, ['sending'], () => {
      const note = this.maskedNote(holdId, error);
      this.db
        .prepare(
          `UPDATE outbox SET state = 'uncertain', needs_check = 1, last_error_code = ?, last_error_message = ?,
             refusals = CASE WHEN ? THEN refusals + 1 ELSE 0 END, next_attempt_at = NULL, updated_at = ?
           WHERE hold_id = ?`,
        )
        .run(note.code, note.message, Number(error.refused ?? false), now, holdId);
    });
  }

  /**
   * Back to queued: the attempt certainly did not reach the platform (from `sending`; `refused`
   * counts it in `refusals`, anything else starts the count again), or the history proved that no
   * attempt applied (from `uncertain`, which clears needsCheck and keeps the count).
   */
  markRequeued(
    holdId: string,
    details: { nextAttemptAt: number | null; error?: AttemptFailure },
    now = this.clock(),
  ): OutboxRow {
    return this.transition(holdId, ['sending', 'uncertain'], (current) => {
      const note = details.error && this.maskedNote(holdId, details.error);
      let refusals = current.refusals;
      if (current.state === 'sending') refusals = details.error?.refused ? refusals + 1 : 0;
      this.db
        .prepare(
          `UPDATE outbox SET state = 'queued', needs_check = ?, last_error_code = ?, last_error_message = ?,
             refusals = ?, next_attempt_at = ?, updated_at = ? WHERE hold_id = ?`,
        )
        .run(
          current.state === 'uncertain' ? 0 : Number(current.needsCheck),
          note?.code ?? null,
          note?.message ?? null,
          refusals,
          details.nextAttemptAt,
          now,
          holdId,
        );
    });
  }

  /**
   * A reverse row whose target was certainly not applied: nothing to reverse; the reversal is
   * cancelled and a rejected target discarded. A target that may have been applied (needsCheck)
   * counts only when the caller has just proved it absent from the history (`targetProvenAbsent`).
   */
  markReverseMoot(
    holdId: string,
    options: { targetProvenAbsent?: boolean } = {},
    now = this.clock(),
  ): OutboxRow {
    const changed: string[] = [];
    const row = this.transition(holdId, ['queued'], (current) => {
      if (current.kind !== 'reverse' || !current.targetHoldId)
        throw new Error(`hold ${holdId} is not a reversal`);
      const target = this.mustGet(current.targetHoldId);
      const notApplied =
        target.state === 'cancelled' ||
        (['rejected', 'discarded'].includes(target.state) &&
          (!target.needsCheck || options.targetProvenAbsent));
      if (!notApplied) throw new Error(`hold ${target.holdId} is ${target.state} and may have been applied`);
      this.finish(holdId, 'cancelled', now, {
        code: 'targetNotApplied',
        message: 'the hold was never applied',
      });
      if (target.state === 'rejected' || target.needsCheck) {
        this.db.prepare('UPDATE outbox SET needs_check = 0 WHERE hold_id = ?').run(target.holdId);
        if (target.state === 'rejected') this.finish(target.holdId, 'discarded', now);
        changed.push(target.holdId);
      }
    });
    this.emitRows(changed);
    return row;
  }

  /**
   * Records a failed call on a waiting row without changing its state (the history check failed):
   * `refused` counts it in `refusals`, anything else starts the count again.
   */
  noteError(
    holdId: string,
    error: AttemptFailure,
    nextAttemptAt: number | null,
    now = this.clock(),
  ): OutboxRow {
    return this.transition(holdId, ['queued', 'uncertain'], () => {
      const note = this.maskedNote(holdId, error);
      this.db
        .prepare(
          `UPDATE outbox SET last_error_code = ?, last_error_message = ?, next_attempt_at = ?,
             refusals = CASE WHEN ? THEN refusals + 1 ELSE 0 END, updated_at = ? WHERE hold_id = ?`,
        )
        .run(note.code, note.message, nextAttemptAt, Number(error.refused ?? false), now, holdId);
    });
  }

  // --- internals ---

  /** Set by `transition` for markConfirmed: the token as it was before the update wiped it. */
  private plainTokenBefore: CustomerToken | undefined;

  private transition(
    holdId: string,
    from: readonly HoldState[],
    update: (current: OutboxRow) => void,
  ): OutboxRow {
    const row = this.db
      .transaction(() => {
        const current = this.get(holdId);
        if (!current) throw new Error(`no hold ${holdId}`);
        if (!from.includes(current.state)) {
          throw new Error(`hold ${holdId} is ${current.state}, expected ${from.join(' or ')}`);
        }
        this.plainTokenBefore = this.plainToken(holdId);
        update(current);
        return this.mustGet(holdId);
      })
      .immediate();
    this.emit('outbox', row);
    return row;
  }

  /**
   * A terminal local state: the plain token is wiped, and the error note (the given one, else the
   * last) keeps no run of digits that could be part of a card number.
   */
  private finish(holdId: string, state: 'cancelled' | 'discarded', now: number, error?: ErrorNote): void {
    this.wipedSinceCheckpoint = true;
    const last = this.db
      .prepare('SELECT last_error_code AS code, last_error_message AS message FROM outbox WHERE hold_id = ?')
      .get(holdId) as { code: string | null; message: string | null } | undefined;
    const key = this.knownToken(holdId)?.key;
    const code = error?.code ?? last?.code ?? null;
    const message = error?.message ?? last?.message ?? null;
    this.db
      .prepare(
        `UPDATE outbox SET state = ?, token_key = NULL, next_attempt_at = NULL, settled_at = ?, updated_at = ?,
           last_error_code = ?, last_error_message = ? WHERE hold_id = ?`,
      )
      .run(
        state,
        now,
        now,
        code === null ? null : maskSettledErrorText(code, key),
        message === null ? null : maskSettledErrorText(message, key),
        holdId,
      );
  }

  /** An error note as it may be stored: the hold's key and card numbers in it masked. */
  private maskedNote(holdId: string, error: ErrorNote): ErrorNote {
    const key = this.knownToken(holdId)?.key;
    return { code: maskErrorText(error.code, key), message: maskErrorText(error.message, key) };
  }

  private knownToken(holdId: string): CustomerToken | undefined {
    return this.plainToken(holdId) ?? this.recentTokens.get(holdId);
  }

  private insert(values: {
    holdId: string;
    kind: HoldKind;
    laneKey: string;
    customerGuid: string | null;
    token: CustomerToken;
    tokenHash: string;
    accountGuid: string;
    amountCents: number;
    date: string;
    precheck: string | null;
    targetHoldId: string | null;
    offline: boolean;
    now: number;
  }): void {
    this.db
      .prepare(
        `INSERT INTO outbox (hold_id, kind, state, lane_key, customer_guid, token_type, token_entry, token_key,
           token_key_masked, token_hash, account_guid, amount_cents, date, precheck, target_hold_id, offline,
           created_at, updated_at)
         VALUES (?, ?, 'queued', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        values.holdId,
        values.kind,
        values.laneKey,
        values.customerGuid,
        values.token.type,
        values.token.entry,
        values.token.key,
        maskKey(values.token.key),
        values.tokenHash,
        values.accountGuid,
        values.amountCents,
        values.date,
        values.precheck,
        values.targetHoldId,
        Number(values.offline),
        values.now,
        values.now,
      );
  }

  private exposure(laneKey: string, customerGuid: string | null, tokenHash: string): Exposure {
    const debits = (where: string, ...params: unknown[]) =>
      (
        this.db
          .prepare(
            `SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM outbox
             WHERE kind = 'debit' AND state IN ${WAITING_SQL} ${where}`,
          )
          .get(...params) as { cents: number }
      ).cents;
    const creditCount = (
      this.db
        .prepare(`SELECT COUNT(*) AS n FROM outbox WHERE kind = 'credit' AND state IN ${WAITING_SQL}`)
        .get() as {
        n: number;
      }
    ).n;
    return {
      accountDebitCents: debits('AND lane_key = ?', laneKey),
      guestDebitCents: customerGuid
        ? debits('AND (customer_guid = ? OR token_hash = ?)', customerGuid, tokenHash)
        : debits('AND token_hash = ?', tokenHash),
      terminalDebitCents: debits(''),
      creditCount,
    };
  }

  private cachedAvailable(customerGuid: string | null, accountGuid: string) {
    if (!customerGuid) return undefined;
    const cached = this.options.cache?.accountBalance(customerGuid, accountGuid);
    return cached && { availableCents: cached.value.available, fetchedAt: cached.fetchedAt };
  }

  private tokenFor(
    row: OutboxRow,
    given: CustomerToken | undefined,
  ): { ok: true; token: CustomerToken } | { ok: false; error: OutboxRefusal } {
    const kept = this.knownToken(row.holdId);
    if (kept) return { ok: true, token: kept };
    if (!given) {
      return refuse(
        'tokenRequired',
        `scan the guest's card again: hold ${row.holdId} no longer keeps its token`,
      );
    }
    if (this.hasher.hash(given) !== row.tokenHash) {
      return refuse('tokenMismatch', `the token scanned is not the one hold ${row.holdId} was taken with`);
    }
    return { ok: true, token: given };
  }

  private rememberToken(holdId: string, token: CustomerToken): void {
    this.recentTokens.set(holdId, token);
    if (this.recentTokens.size > RECENT_TOKENS) {
      const oldest = this.recentTokens.keys().next().value;
      if (oldest !== undefined) this.recentTokens.delete(oldest);
    }
  }

  private mustGet(holdId: string): OutboxRow {
    const row = this.get(holdId);
    if (!row) throw new Error(`no hold ${holdId}`);
    return row;
  }

  private emitRows(holdIds: readonly string[]): void {
    for (const id of holdIds) {
      const row = this.get(id);
      if (row) this.emit('outbox', row);
    }
  }
}

function refuse(code: OutboxRefusal['code'], message: string): { ok: false; error: OutboxRefusal } {
  return { ok: false, error: { code, message } };
}

function toRow(r: DbRow): OutboxRow {
  const hasBalance = r.balance_ledger_cents !== null;
  return {
    holdId: r.hold_id,
    seq: r.seq,
    kind: r.kind,
    state: r.state,
    laneKey: r.lane_key,
    customerGuid: r.customer_guid,
    tokenType: r.token_type,
    tokenEntry: r.token_entry,
    tokenKeyMasked: r.token_key_masked,
    tokenHash: r.token_hash,
    hasPlainToken: r.token_key !== null,
    accountGuid: r.account_guid,
    amountCents: r.amount_cents,
    date: r.date,
    precheck: r.precheck,
    targetHoldId: r.target_hold_id,
    offline: r.offline === 1,
    attempts: r.attempts,
    refusals: r.refusals,
    needsCheck: r.needs_check === 1,
    lastErrorCode: r.last_error_code,
    lastErrorMessage: r.last_error_message,
    bonusTransactionId: r.bonus_transaction_id,
    balanceAfter: hasBalance
      ? {
          ledger: r.balance_ledger_cents ?? 0,
          available: r.balance_available_cents ?? 0,
          debitHold: r.balance_debit_hold_cents ?? 0,
          creditHold: r.balance_credit_hold_cents ?? 0,
        }
      : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    firstSentAt: r.first_sent_at,
    lastSentAt: r.last_sent_at,
    nextAttemptAt: r.next_attempt_at,
    settledAt: r.settled_at,
    confirmedBy: r.confirmed_by,
  };
}

export { WAITING_STATES };
