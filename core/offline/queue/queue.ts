import type { CustomerToken } from '../../../common/platform/schemas';
import type { TerminalDb } from '../db';
import type { GuestCache } from '../guest-cache';
import { QueueAttribution } from './attribution';
import { QueueSettlement } from './settlement';
import { QueueStore } from './store';
import { guestWaiting, type GuestWaiting } from './guest-waiting';
import { GuardFigures } from './guard-figures';
import { HoldCommands, type ResolveOptions, type ReverseOptions } from './hold-commands';
import { listHolds, queueTotals, unsettledBriefs } from './queue-reads';
import { quarantine, recoverAfterCrash } from './recovery';
import {
  WAITING_STATES,
  type EnqueueHoldInput,
  type EnqueueOptions,
  type EnqueueResult,
  type QueueEvents,
  type QueueListFilter,
  type HoldBrief,
  type QueueRow,
  type QueueTotals,
  type ResolveResult,
  type ReverseResult,
} from './types';
import { DEFAULT_RISK_LIMITS, type RiskLimits } from '../risk-policy';
import type { TokenHasher } from '../token-hash';
import { systemClock, type Clock } from '../types';

export type { AttemptFailure, ErrorNote, SettlementStore } from './settlement-store';

export interface QueueOptions {
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
 * emits 'queue' with each changed row afterwards. `settlement` is the engine's side of the
 * same queue (its transitions), over the same store. The writes are hold-commands.ts's, the
 * lists and figures queue-reads.ts's, the start's recovery recovery.ts's.
 */
export class HoldQueue {
  limits: RiskLimits;
  readonly settlement: QueueSettlement;
  /** A manager's word on holds whose history shows only look-alikes (queue-attribution.ts). */
  readonly attribution: QueueAttribution;
  /** What the till's guards read of the queue (issue 40). */
  readonly guards: GuardFigures;
  private readonly store: QueueStore;
  private readonly commands: HoldCommands;
  private readonly clock: Clock;

  constructor(
    db: TerminalDb,
    hasher: TokenHasher,
    private readonly options: QueueOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.limits = options.limits ?? DEFAULT_RISK_LIMITS;
    this.store = new QueueStore(db, hasher, this.clock, options.knownSecrets);
    this.commands = new HoldCommands(this.store, options.cache, () => this.limits);
    this.settlement = new QueueSettlement(this.store);
    this.guards = new GuardFigures(db);
    this.attribution = new QueueAttribution(this.store, this.settlement, (holdId, retry) =>
      this.resolve(holdId, 'retry', retry),
    );
  }

  on<K extends keyof QueueEvents>(event: K, listener: (payload: QueueEvents[K]) => void): () => void {
    return this.store.on(event, listener);
  }

  off<K extends keyof QueueEvents>(event: K, listener: (payload: QueueEvents[K]) => void): void {
    this.store.off(event, listener);
  }

  /** Writes a new hold (state queued), after the offline limits when `options.offline` (HoldCommands.enqueue). */
  enqueue(input: EnqueueHoldInput, options: EnqueueOptions): EnqueueResult {
    return this.commands.enqueue(input, options);
  }

  /** Undoes a hold: cancelled, discarded, or a reversal queued behind it (HoldCommands.reverse). */
  reverse(holdId: string, options: ReverseOptions = {}): ReverseResult {
    return this.commands.reverse(holdId, options);
  }

  /** An online try withdrawn to take the payment again offline; false when no longer queued (HoldCommands). */
  withdrawForRetake(holdId: string): boolean {
    return this.commands.withdrawForRetake(holdId);
  }

  /** A manager's retry or discard of a rejected hold (HoldCommands.resolve). */
  resolve(holdId: string, action: 'retry' | 'discard', options: ResolveOptions = {}): ResolveResult {
    return this.commands.resolve(holdId, action, options);
  }

  /**
   * Once plain keys were wiped, lets the WAL pages holding them leave the disk. reverse and
   * resolve call it themselves; the engine after each drain and when it stops. Returns whether a
   * checkpoint ran to completion.
   */
  checkpointIfWiped(): boolean {
    return this.store.custody.checkpointIfWiped();
  }

  get(holdId: string): QueueRow | undefined {
    return this.store.get(holdId);
  }

  /**
   * Every hold not settled yet (queued, sending, uncertain, rejected), newest first, with only
   * what the hold backup keeps: a thousand of them read in a tenth of the time of whole rows.
   */
  unsettledBriefs(): HoldBrief[] {
    return unsettledBriefs(this.store.statements);
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
  list(filter: QueueListFilter = {}): QueueRow[] {
    return listHolds(this.store.statements, filter);
  }

  totals(now = this.clock()): QueueTotals {
    return queueTotals(this.store.statements, now);
  }

  /** On start: every row left `sending` by a crash becomes `uncertain`. Returns how many. */
  recoverAfterCrash(): number {
    return recoverAfterCrash(this.store);
  }

  /** A copied or restored data folder: every unsettled hold is checked against the history first (recovery.ts). */
  quarantine(message: string): string[] {
    return quarantine(this.store, message);
  }

  /** A guest's waiting holds by account and its offline room on each ('': no known guest; guest-waiting.ts). */
  waitingOf(customerGuid: string): GuestWaiting {
    const { statements } = this.store;
    return guestWaiting(
      { statements, cache: this.options.cache, limits: this.limits, now: this.clock() },
      customerGuid,
    );
  }
}

export { WAITING_STATES };
