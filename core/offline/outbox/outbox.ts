import { randomUUID } from 'node:crypto';
import type { CustomerToken } from '../../../common/platform/schemas';
import type { TerminalDb } from '../db';
import { fullName } from '../../guest-name';
import type { GuestCache } from '../guest-cache';
import { toRow } from './rows';
import { OutboxAttribution } from './attribution';
import { OutboxSettlement } from './settlement';
import { OutboxStore } from './store';
import { guestExposure, guestWaiting, type GuestWaiting } from './guest-waiting';
import { GuardFigures } from './guard-figures';
import {
  WAITING_STATES,
  type EnqueueHoldInput,
  type EnqueueOptions,
  type EnqueueResult,
  type HoldCorrection,
  type OutboxEvents,
  type OutboxListFilter,
  type HoldBrief,
  type OutboxRow,
  type OutboxTotals,
  type ResolveResult,
  type ReverseResult,
} from './types';
import { checkOfflineHold, DEFAULT_RISK_LIMITS, type Exposure, type RiskLimits } from '../risk-policy';
import type { TokenHasher } from '../token-hash';
import { refusal as refuse } from './token-custody';
import { systemClock, type Clock } from '../types';

export type { AttemptFailure, ErrorNote, SettlementStore } from './settlement-store';

export interface OutboxOptions {
  clock?: Clock;
  limits?: RiskLimits;
  /** Gives the guest of a token (lane key) and the cached balance the offline limits rely on. */
  cache?: GuestCache;
  /** The terminal's own secrets of the moment (the platform password): never kept in an error note. */
  knownSecrets?: () => readonly string[];
}

/**
 * The durable hold queue as the core's commands see it: enqueue, reverse, resolve, list, totals.
 * Every method is one SQLite transaction, committed (synchronous=FULL) before it returns, and
 * emits 'outbox' with each changed row afterwards. `settlement` is the engine's side of the
 * same queue (its transitions), over the same store.
 */
export class Outbox {
  limits: RiskLimits;
  readonly settlement: OutboxSettlement;
  /** A manager's word on holds whose history shows only look-alikes (outbox-attribution.ts). */
  readonly attribution: OutboxAttribution;
  /** What the till's guards read of the queue (issue 40). */
  readonly guards: GuardFigures;
  private readonly store: OutboxStore;
  private readonly clock: Clock;

  constructor(
    db: TerminalDb,
    hasher: TokenHasher,
    private readonly options: OutboxOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.limits = options.limits ?? DEFAULT_RISK_LIMITS;
    this.store = new OutboxStore(db, hasher, this.clock, options.knownSecrets);
    this.settlement = new OutboxSettlement(this.store);
    this.guards = new GuardFigures(db);
    this.attribution = new OutboxAttribution(this.store, this.settlement, (holdId, retry) =>
      this.resolve(holdId, 'retry', retry),
    );
  }

  on<K extends keyof OutboxEvents>(event: K, listener: (payload: OutboxEvents[K]) => void): () => void {
    return this.store.on(event, listener);
  }

  off<K extends keyof OutboxEvents>(event: K, listener: (payload: OutboxEvents[K]) => void): void {
    this.store.off(event, listener);
  }

  /** Writes a new hold (state queued), after the offline limits when `options.offline`. */
  enqueue(input: EnqueueHoldInput, options: EnqueueOptions): EnqueueResult {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new RangeError(`hold amount must be a positive number of hundredths, not ${input.amountCents}`);
    }
    const now = this.clock();
    const tokenHash = this.store.custody.hash(input.token);
    const customerGuid = input.customerGuid ?? this.options.cache?.customerGuidOf(tokenHash) ?? null;
    const guestName = input.guestName ?? (customerGuid ? this.cachedName(customerGuid) : null);
    const laneKey = `${customerGuid ? `guest:${customerGuid}` : `token:${tokenHash}`}|${input.accountGuid}`;
    const holdId = input.holdId ?? randomUUID();
    const result = this.store.db
      .transaction((): EnqueueResult => {
        if (options.offline) {
          const refusal = checkOfflineHold(
            {
              kind: input.kind,
              amountCents: input.amountCents,
              now,
              exposure: this.exposure(laneKey, customerGuid, tokenHash, input.accountGuid),
              cachedBalance: this.cachedAvailable(customerGuid, input.accountGuid),
            },
            this.limits,
          );
          if (refusal) return { ok: false, refusal };
        }
        this.store.insert({
          holdId,
          kind: input.kind,
          laneKey,
          customerGuid,
          guestName,
          cashier: input.cashier ?? null,
          token: input.token,
          tokenHash,
          accountGuid: input.accountGuid,
          amountCents: input.amountCents,
          date: new Date(now).toISOString(),
          precheck: input.precheck ?? null,
          targetHoldId: null,
          offline: options.offline,
          now,
          ...(input.placement ? { placement: input.placement } : {}),
          ...(input.control ? { control: input.control } : {}),
        });
        return { ok: true, row: this.store.mustGet(holdId) };
      })
      .immediate();
    if (result.ok) this.store.publishRow(result.row);
    return result;
  }

  /**
   * Undoes a hold: a queued one is cancelled locally, a rejected one that was certainly not applied
   * discarded; a sent, uncertain or confirmed one, or a rejected one that may have been applied
   * (needsCheck), gets a reverse row that waits behind it in its lane (the engine first settles
   * from the history whether such a hold was applied). `token` is needed only when the hold's
   * plain token is no longer kept; it must hash to the hold's token. A reversal belongs to
   * `shiftId` (the shift it is placed in), with the bill and account name of the hold it reverses,
   * and names `cashier`, the one signed in when it was made (null: none); without `cashier` it
   * names the hold's.
   */
  reverse(
    holdId: string,
    options: {
      token?: CustomerToken;
      shiftId?: number;
      correction?: HoldCorrection;
      cashier?: string | null;
    } = {},
  ): ReverseResult {
    const now = this.clock();
    const changed: string[] = [];
    const result = this.store.db
      .transaction((): ReverseResult => {
        const target = this.store.get(holdId);
        if (!target) return refuse('holdNotFound', `no hold ${holdId}`);
        if (target.kind === 'reverse')
          return refuse('holdStateConflict', 'a reversal cannot itself be reversed');
        const correct = (id: string) => {
          if (options.correction) this.setCorrection(id, options.correction);
        };
        switch (target.state) {
          case 'queued':
            correct(holdId);
            this.store.finish(holdId, 'cancelled', now);
            changed.push(holdId);
            return { ok: true, action: 'cancelled', row: this.store.mustGet(holdId) };
          case 'rejected':
            if (target.needsCheck) break;
            correct(holdId);
            this.store.finish(holdId, 'discarded', now);
            changed.push(holdId);
            return { ok: true, action: 'discarded', row: this.store.mustGet(holdId) };
          case 'cancelled':
          case 'discarded':
          case 'reversed':
            return refuse('holdStateConflict', `hold ${holdId} is already ${target.state}`);
          case 'sending':
          case 'uncertain':
          case 'confirmed':
            break;
        }
        const pending = this.store.statements.liveReversal.get(holdId);
        if (pending)
          return refuse('reversalPending', `hold ${holdId} already has reversal ${pending.hold_id}`);
        const token = this.store.custody.forRow(target, options.token);
        if (!token.ok) return token;
        const reverseId = randomUUID();
        this.store.insert({
          holdId: reverseId,
          kind: 'reverse',
          laneKey: target.laneKey,
          customerGuid: target.customerGuid,
          guestName: target.guestName,
          cashier: options.cashier === undefined ? target.cashier : options.cashier,
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
        this.store.statements.placeLike.run(options.shiftId ?? null, holdId, holdId, reverseId);
        correct(holdId);
        correct(reverseId);
        changed.push(reverseId);
        return { ok: true, action: 'queued', row: this.store.mustGet(reverseId) };
      })
      .immediate();
    this.store.publish(changed);
    this.checkpointIfWiped();
    return result;
  }

  /**
   * An online payment's try that certainly did not reach the platform, withdrawn by the core to
   * take the payment again under the offline limits: cancelled as a queued hold is, and marked
   * (migration 15) so that the shift's report counts the payment once, by the hold taken again,
   * and does not name the try a cancellation. False when it is no longer queued.
   */
  withdrawForRetake(holdId: string): boolean {
    const now = this.clock();
    const withdrawn = this.store.db
      .transaction((): boolean => {
        if (this.store.get(holdId)?.state !== 'queued') return false;
        this.store.finish(holdId, 'cancelled', now);
        this.store.statements.markRetaken.run(holdId);
        return true;
      })
      .immediate();
    if (!withdrawn) return false;
    this.store.publish([holdId]);
    this.checkpointIfWiped();
    return true;
  }

  /**
   * A manager's decision on a rejected hold: send it again (after a history check if needed) or
   * drop it. A hold that may have been applied (needsCheck) is dropped only with `force`: it may
   * be money the guest was given or charged. Neither while a reversal of the hold is unsettled.
   * A retry while the platform cannot be reached (`offline`) puts the hold back among the waiting
   * ones only within the offline limits, as a new hold would be.
   */
  resolve(
    holdId: string,
    action: 'retry' | 'discard',
    options: { token?: CustomerToken; force?: boolean; offline?: boolean; correction?: HoldCorrection } = {},
  ): ResolveResult {
    const now = this.clock();
    const s = this.store.statements;
    const result = this.store.db
      .transaction((): ResolveResult => {
        const row = this.store.get(holdId);
        if (!row) return refuse('holdNotFound', `no hold ${holdId}`);
        if (row.state !== 'rejected')
          return refuse('holdStateConflict', `hold ${holdId} is ${row.state}, not rejected`);
        const pending = s.unsettledReversal.get(holdId);
        if (pending)
          return refuse('reversalPending', `hold ${holdId} has an unsettled reversal ${pending.hold_id}`);
        if (action === 'discard') {
          if (row.needsCheck && !options.force) {
            return refuse(
              'holdOutcomeUnknown',
              `hold ${holdId} may have been applied by the platform; discard it only when sure (force)`,
            );
          }
          if (options.correction) this.setCorrection(holdId, options.correction);
          this.store.finish(holdId, 'discarded', now);
          return { ok: true, row: this.store.mustGet(holdId) };
        }
        if (options.offline && row.kind !== 'reverse') {
          const refusal = checkOfflineHold(
            {
              kind: row.kind,
              amountCents: row.amountCents,
              now,
              exposure: this.exposure(row.laneKey, row.customerGuid, row.tokenHash, row.accountGuid),
              cachedBalance: this.cachedAvailable(row.customerGuid, row.accountGuid),
            },
            this.limits,
          );
          if (refusal) return { ok: false, refusal };
        }
        if (!row.hasPlainToken) {
          const token = this.store.custody.forRow(row, options.token);
          if (!token.ok) return token;
          s.setTokenKey.run(token.token.key, holdId);
        }
        s.resolveRetry.run(now, holdId);
        return { ok: true, row: this.store.mustGet(holdId) };
      })
      .immediate();
    if (result.ok) this.store.publishRow(result.row);
    this.checkpointIfWiped();
    return result;
  }

  private setCorrection(holdId: string, { reason, note, manager }: HoldCorrection): void {
    this.store.statements.setCorrection.run(reason, note, manager, holdId);
  }

  /**
   * Once plain keys were wiped, lets the WAL pages holding them leave the disk. reverse and
   * resolve call it themselves; the engine after each drain and when it stops. Returns whether a
   * checkpoint ran to completion.
   */
  checkpointIfWiped(): boolean {
    return this.store.custody.checkpointIfWiped();
  }

  get(holdId: string): OutboxRow | undefined {
    return this.store.get(holdId);
  }

  /**
   * Every hold not settled yet (queued, sending, uncertain, rejected), newest first, with only
   * what the hold backup keeps: a thousand of them read in a tenth of the time of whole rows.
   */
  unsettledBriefs(): HoldBrief[] {
    return this.store.statements.unsettledBriefs.all().map((r) => ({
      holdId: r.hold_id,
      state: r.state,
      kind: r.kind,
      amountCents: r.amount_cents,
      tokenKeyMasked: r.token_key_masked,
      createdAt: r.created_at,
    }));
  }

  /** The plain token of a row that still keeps it. */
  plainToken(holdId: string): CustomerToken | undefined {
    return this.store.custody.plainToken(holdId);
  }

  /**
   * Rows newest first, optionally of some states only; every row when no limit is given. Pages
   * by `before` (the `seq` of the last row of the previous page: steady while rows are added) or
   * by `offset`. A page is found through the primary key, or the (state, seq) index when filtered
   * (several states: SQLite merges their ranges below the cursor in a sorter bounded by the page,
   * so a page costs about the same however many rows there are).
   */
  list(filter: OutboxListFilter = {}): OutboxRow[] {
    const states = filter.states ?? [];
    // The guest's holds as guest-holds.ts names them: also those its cards took before it was known.
    const guest = filter.customerGuid === undefined ? [] : [{ guest: filter.customerGuid, token: null }];
    return this.store.statements
      .list(states.length, guest.length > 0, { limit: filter.limit, offset: filter.offset })
      .all(...states, ...guest, filter.before ?? Number.MAX_SAFE_INTEGER)
      .map(toRow);
  }

  totals(now = this.clock()): OutboxTotals {
    const s = this.store.statements;
    const waiting = s.waitingTotals.get() ?? { n: 0, debit: 0, credit: 0, credits: 0, reverses: 0 };
    const oldest = s.oldestWaiting.get();
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
      rejectedCount: s.countInState.get('rejected')?.n ?? 0,
      uncertainCount: s.countInState.get('uncertain')?.n ?? 0,
    };
  }

  /** On start: every row left `sending` by a crash becomes `uncertain`. Returns how many. */
  recoverAfterCrash(): number {
    const now = this.clock();
    const s = this.store.statements;
    const ids = this.store.db
      .transaction(() => {
        const sending = s.sendingIds.all();
        s.interruptSending.run(now);
        return sending.map((r) => r.hold_id);
      })
      .immediate();
    this.store.publish(ids);
    return ids.length;
  }

  /**
   * A copied or restored data folder (identity.ts): any waiting hold may have been sent by the
   * terminal this folder came from. Queued and sending rows become uncertain (the engine checks
   * the history before it sends anything), rejected ones get needsCheck (a retry goes through
   * the history too; a discard needs force). Returns the rows changed.
   */
  quarantine(message: string): string[] {
    const now = this.clock();
    const s = this.store.statements;
    const ids = this.store.db
      .transaction(() => {
        const unsettled = s.unsettledIds.all().map((r) => r.hold_id);
        s.quarantineWaiting.run(message, now);
        s.quarantineRejected.run(now);
        return unsettled;
      })
      .immediate();
    this.store.publish(ids);
    return ids;
  }

  /** A guest's waiting holds by account and its offline room on each ('': no known guest; guest-waiting.ts). */
  waitingOf(customerGuid: string): GuestWaiting {
    const { statements } = this.store;
    return guestWaiting(
      { statements, cache: this.options.cache, limits: this.limits, now: this.clock() },
      customerGuid,
    );
  }

  /** A known guest's counts every hold of its own and of its cards (guest-waiting.ts); else the token's. */
  private exposure(
    laneKey: string,
    customerGuid: string | null,
    tokenHash: string,
    accountGuid: string,
  ): Exposure {
    const s = this.store.statements;
    if (customerGuid) return guestExposure(s, customerGuid, tokenHash).exposure(accountGuid);
    const cents = (row: { cents: number } | undefined) => row?.cents ?? 0;
    return {
      accountDebitCents: cents(s.debitsOfLane.get(laneKey)),
      guestDebitCents: cents(s.debitsOfToken.get(tokenHash)),
      ...this.terminalExposure(),
    };
  }

  private terminalExposure(): Pick<Exposure, 'terminalDebitCents' | 'creditCount'> {
    const waiting = this.store.statements.waitingTotals.get();
    return { terminalDebitCents: waiting?.debit ?? 0, creditCount: waiting?.credits ?? 0 };
  }

  private cachedName(customerGuid: string): string | null {
    const cached = this.options.cache?.byGuid(customerGuid);
    return (cached && fullName(cached.customer)) || null;
  }

  private cachedAvailable(customerGuid: string | null, accountGuid: string) {
    if (!customerGuid) return undefined;
    const cached = this.options.cache?.accountBalance(customerGuid, accountGuid);
    return cached && { availableCents: cached.value.available, fetchedAt: cached.fetchedAt };
  }
}

export { WAITING_STATES };
