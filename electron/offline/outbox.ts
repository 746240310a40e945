import type { CustomerToken } from '../platform/schemas';
import type { TerminalDb } from './db';
import { TypedEmitter } from './emitter';
import type { GuestCache } from './guest-cache';
import type {
  EnqueueHoldInput,
  EnqueueOptions,
  EnqueueResult,
  HoldState,
  OutboxEvents,
  OutboxRow,
  OutboxTotals,
  ResolveResult,
  ReverseResult,
  Settlement,
} from './outbox-types';
import { DEFAULT_OFFLINE_LIMITS, type OfflineLimits } from './risk-policy';
import type { TokenHasher } from './token-hash';
import { systemClock, type Clock } from './types';

export interface OutboxOptions {
  clock?: Clock;
  limits?: OfflineLimits;
  /** Gives the guest of a token (lane key) and the cached balance the offline limits rely on. */
  cache?: GuestCache;
}

/**
 * The durable hold queue. Every method is one SQLite transaction, committed (synchronous=FULL)
 * before it returns, and emits 'outbox' with the changed row afterwards.
 */
export class Outbox extends TypedEmitter<OutboxEvents> {
  private readonly clock: Clock;
  limits: OfflineLimits;

  constructor(
    private readonly db: TerminalDb,
    private readonly hasher: TokenHasher,
    private readonly options: OutboxOptions = {},
  ) {
    super();
    this.clock = options.clock ?? systemClock;
    this.limits = options.limits ?? DEFAULT_OFFLINE_LIMITS;
  }

  /** Writes a new hold (state queued) after the offline limits when `options.offline`. */
  enqueue(_input: EnqueueHoldInput, _options: EnqueueOptions): EnqueueResult {
    void this.db;
    void this.hasher;
    void this.clock;
    void this.options;
    throw new Error('not implemented');
  }

  /**
   * Undoes a hold: a queued one is cancelled locally, a rejected one discarded; a sent, uncertain
   * or confirmed one gets a reverse row that waits behind it in its lane. `token` is needed only
   * when the hold's plain token is no longer kept; it must hash to the hold's token.
   */
  reverse(_holdId: string, _options: { token?: CustomerToken } = {}): ReverseResult {
    throw new Error('not implemented');
  }

  /** A manager's decision on a rejected hold: send it again (after a history check if needed) or drop it. */
  resolve(
    _holdId: string,
    _action: 'retry' | 'discard',
    _options: { token?: CustomerToken } = {},
  ): ResolveResult {
    throw new Error('not implemented');
  }

  get(_holdId: string): OutboxRow | undefined {
    throw new Error('not implemented');
  }

  /** Rows newest first, optionally of some states only. */
  list(_filter: { states?: readonly HoldState[]; limit?: number } = {}): OutboxRow[] {
    throw new Error('not implemented');
  }

  totals(_now?: number): OutboxTotals {
    throw new Error('not implemented');
  }

  /** On start: every row left `sending` by a crash becomes `uncertain`. Returns how many. */
  recoverAfterCrash(): number {
    throw new Error('not implemented');
  }

  // --- used by the SyncEngine ---

  /** The first waiting row (queued, sending, uncertain) of every lane, in creation order. */
  laneHeads(): OutboxRow[] {
    throw new Error('not implemented');
  }

  laneHead(_laneKey: string): OutboxRow | undefined {
    throw new Error('not implemented');
  }

  /** The plain token of a waiting row (undefined once wiped). */
  plainToken(_holdId: string): CustomerToken | undefined {
    throw new Error('not implemented');
  }

  /** Highest transaction id matched to a settled row of the lane: transactions of later holds are above it. */
  laneTransactionFloor(_laneKey: string): number {
    throw new Error('not implemented');
  }

  /** Transaction ids already matched to some hold. */
  isTransactionMatched(_transactionId: number): boolean {
    throw new Error('not implemented');
  }

  markSending(_holdId: string, _now?: number): OutboxRow {
    throw new Error('not implemented');
  }

  /** The platform applied it: confirmed with its transaction, plain token wiped; a reverse row marks its target reversed. */
  markConfirmed(_holdId: string, _settlement: Settlement, _now?: number): OutboxRow {
    throw new Error('not implemented');
  }

  markRejected(_holdId: string, _error: { code: string; message: string }, _now?: number): OutboxRow {
    throw new Error('not implemented');
  }

  markUncertain(_holdId: string, _error: { code: string; message: string }, _now?: number): OutboxRow {
    throw new Error('not implemented');
  }

  /** Back to queued: the attempt certainly did not apply, or the history proved it absent. */
  markRequeued(
    _holdId: string,
    _details: { nextAttemptAt: number | null; error?: { code: string; message: string }; checked?: boolean },
    _now?: number,
  ): OutboxRow {
    throw new Error('not implemented');
  }

  /** A reverse row whose target turned out not applied: nothing to reverse. */
  markReverseMoot(_holdId: string, _now?: number): OutboxRow {
    throw new Error('not implemented');
  }

  /** Records an error on a row without changing its state (e.g. the history check failed). */
  noteError(
    _holdId: string,
    _error: { code: string; message: string },
    _nextAttemptAt: number | null,
    _now?: number,
  ): OutboxRow {
    throw new Error('not implemented');
  }
}
