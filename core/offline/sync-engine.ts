import type { CallOptions } from '../platform/client';
import { balanceCents } from '../platform/in-cents';
import { fromCents } from '../../common/platform/money';
import type { CustomerToken, HoldRequest, HoldResponse } from '../../common/platform/schemas';
import type { ConnectivityMonitor } from './connectivity';
import { classifyFailure, type Failure } from './failure';
import type { GuestCache } from './guest-cache';
import { WAITING_STATES, type OutboxRow } from './outbox/types';
import type { PlatformPort } from './platform-port';
import { precheckWithReference, rowReference } from './hold-reference';
import { PlatformClock } from './platform-clock';
import { HistoryCheck, historyFailureText, lookAlikeText } from './history-check';
import type { ErrorNote, SettlementStore } from './outbox/settlement-store';
import { tuningWithDefaults, type Tuning } from './tuning';
import { systemClock, systemTimers, type Clock, type Timers } from './types';

/**
 * What the engine is given. Its time-outs, pace and choices are the terminal's Tuning (tuning.ts:
 * meanings and defaults), each under the same name and each optional here.
 */
export interface SyncEngineOptions extends Partial<
  Pick<
    Tuning,
    | 'requestTimeoutMs'
    | 'quietPeriodMs'
    | 'lateMarginMs'
    | 'soleTerminal'
    | 'precheckReference'
    | 'readFloorBeforeSend'
    | 'maxHistoryPages'
    | 'retryInitialMs'
    | 'retryMaxMs'
    | 'maxRefusals'
    | 'concurrency'
  >
> {
  /** The hold queue's settlement side (`Outbox.settlement`). */
  outbox: SettlementStore;
  platform: PlatformPort;
  /** Updated with the balance each settled hold returns. */
  cache?: GuestCache;
  /** Told of every request's outcome; its 'online' event starts a drain; nothing is sent while offline. */
  connectivity?: ConnectivityMonitor;
  clock?: Clock;
  timers?: Timers;
  /**
   * The platform's clock offset as measured (the regTime of our own confirmed transactions); one
   * is made when omitted. While it is unknown nothing is judged or proved absent by time.
   */
  platformClock?: PlatformClock;
}

type StepResult = 'next' | 'blocked';

/** Drains the outbox against the platform: one hold at a time per lane, lanes in parallel. */
export class SyncEngine {
  private readonly outbox: SettlementStore;
  private readonly platform: PlatformPort;
  private readonly clock: Clock;
  private readonly timers: Timers;
  private readonly concurrency: number;
  private readonly quietPeriodMs: number;
  private readonly requestTimeoutMs: number;
  private readonly platformClock: PlatformClock;
  private readonly history: HistoryCheck;
  private readonly tuning: Tuning;
  /** Per lane: the newest transaction id read before a first send there, and when the read began. */
  private readonly sendFloors = new Map<string, { id: number; at: number }>();
  private readonly retryInitialMs: number;
  private readonly retryMaxMs: number;
  private readonly maxRefusals: number;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private wake: { handle: unknown; at: number } | null = null;
  private consecutiveFailures = 0;
  private readonly unsubscribe: (() => void)[] = [];

  constructor(private readonly options: SyncEngineOptions) {
    this.outbox = options.outbox;
    this.platform = options.platform;
    this.clock = options.clock ?? systemClock;
    this.timers = options.timers ?? systemTimers;
    const tuning = tuningWithDefaults(options);
    this.tuning = tuning;
    this.concurrency = Math.max(1, tuning.concurrency);
    this.requestTimeoutMs = tuning.requestTimeoutMs;
    this.quietPeriodMs = Math.max(tuning.quietPeriodMs, this.requestTimeoutMs + tuning.lateMarginMs);
    this.platformClock = options.platformClock ?? new PlatformClock();
    this.retryInitialMs = tuning.retryInitialMs;
    this.retryMaxMs = tuning.retryMaxMs;
    this.maxRefusals = Math.max(1, tuning.maxRefusals);
    this.history = new HistoryCheck(
      {
        outbox: this.outbox,
        platform: this.platform,
        cache: options.cache,
        clock: this.clock,
        platformClock: this.platformClock,
        precheckReference: tuning.precheckReference,
        maxHistoryPages: tuning.maxHistoryPages,
        maxRefusals: this.maxRefusals,
      },
      {
        callOptions: () => this.callOptions(),
        succeeded: () => this.succeeded(),
        failed: (error) => this.failed(error),
        retryAt: () => this.clock() + this.backoff(),
        scheduleWake: (at) => this.scheduleWake(at),
        floorOf: (subject) => this.floorOf(subject),
      },
    );
    if (options.connectivity) {
      this.unsubscribe.push(options.connectivity.on('online', () => void this.kick()));
    }
  }

  /** Starts a drain; while one runs, further kicks make it look again once it is done. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    const run = this.run().finally(() => {
      this.draining = null;
    });
    this.draining = run;
    return run;
  }

  /** Starts a drain `ms` from now, unless one starts sooner (a kick, a timer); see kick(). */
  kickAfter(ms: number): void {
    this.scheduleWake(this.clock() + ms);
  }

  /**
   * Resolves with the row once its next attempt has concluded (it left queued/sending, or went
   * back to queued with an error), or with its current state after `timeoutMs`.
   */
  waitForAttempt(holdId: string, timeoutMs: number): Promise<OutboxRow | undefined> {
    const start = this.outbox.get(holdId);
    if (!start || !['queued', 'sending', 'uncertain'].includes(start.state)) return Promise.resolve(start);
    return new Promise((resolve) => {
      const done = (row: OutboxRow | undefined) => {
        off();
        this.timers.clearTimeout(timer);
        resolve(row);
      };
      const off = this.outbox.on('outbox', (row) => {
        if (row.holdId !== holdId || row.state === 'sending') return;
        if (row.state === 'queued' && row.updatedAt === start.updatedAt && row.attempts === start.attempts)
          return;
        done(row);
      });
      const timer = this.timers.setTimeout(() => done(this.outbox.get(holdId)), timeoutMs);
    });
  }

  /** Resolves when no drain is running. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** Stops timers and kicks; waits for the drain in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.wake) this.timers.clearTimeout(this.wake.handle);
    this.wake = null;
    for (const off of this.unsubscribe.splice(0)) off();
    await this.idle();
    this.checkpoint();
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      await this.drainOnce();
    } while (this.again && !this.stopped);
    this.checkpoint();
  }

  /** Plain keys wiped by this drain leave the WAL now, not at some later automatic checkpoint. */
  private checkpoint(): void {
    try {
      this.outbox.checkpointIfWiped();
    } catch (error) {
      console.error('offline: WAL checkpoint failed:', error);
    }
  }

  private async drainOnce(): Promise<void> {
    if (this.isOffline()) return;
    const now = this.clock();
    const lanes: string[] = [];
    for (const head of this.outbox.laneHeads()) {
      const at = this.readyAt(head);
      if (at <= now) lanes.push(head.laneKey);
      else this.scheduleWake(at);
    }
    const worker = async () => {
      for (let lane = lanes.shift(); lane !== undefined && !this.stopped; lane = lanes.shift()) {
        await this.runLane(lane);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, lanes.length) }, worker));
  }

  private async runLane(laneKey: string): Promise<void> {
    for (;;) {
      if (this.stopped || this.isOffline()) return;
      const head = this.outbox.laneHead(laneKey);
      if (!head) return;
      const at = this.readyAt(head);
      if (at > this.clock()) {
        this.scheduleWake(at);
        return;
      }
      let result: StepResult;
      try {
        result = head.state === 'uncertain' ? await this.reconcile(head) : await this.send(head);
      } catch (error) {
        // A bug or a broken database: stop this lane rather than loop; the next kick tries again.
        console.error(`offline: settling hold ${head.holdId} failed:`, error);
        return;
      }
      if (result === 'blocked') return;
    }
  }

  /** When a lane's head may be worked on: after its backoff, and for an uncertain one after the quiet period. */
  private readyAt(head: OutboxRow): number {
    if (head.state === 'sending') return Number.POSITIVE_INFINITY;
    const backoff = head.nextAttemptAt ?? 0;
    if (head.state === 'uncertain') return Math.max(backoff, this.quietUntil(head));
    return backoff;
  }

  /** When a history read sees every attempt of `row`: the quiet period after the last one ended. */
  private quietUntil(row: OutboxRow): number {
    return (row.lastSentAt ?? 0) + this.requestTimeoutMs + this.quietPeriodMs;
  }

  private async send(row: OutboxRow): Promise<StepResult> {
    let reversedTransactionId: number | undefined;
    if (row.kind === 'reverse') {
      const target = row.targetHoldId ? this.outbox.get(row.targetHoldId) : undefined;
      if (!target) throw new Error(`reversal ${row.holdId} has no hold to reverse`);
      if (target.state !== 'confirmed' || target.bonusTransactionId === null)
        return this.settleReverseTarget(row, target);
      if (target.lastErrorCode === 'adoptedLookAlike') {
        // Taken from the history without evidence: it may be another terminal's transaction.
        this.outbox.markRejected(row.holdId, {
          code: 'holdOutcomeUnknown',
          message: `hold ${target.holdId} was matched to transaction ${target.bonusTransactionId} by type, amount and time only; a manager checks it before it is reversed`,
        });
        return 'next';
      }
      reversedTransactionId = target.bonusTransactionId;
    }
    const token = this.tokenOrReject(row);
    if (!token) return 'next';
    if ((await this.readFloorBeforeSend(row, token)) === 'blocked') return 'blocked';
    // The read took time: the hold may have been cancelled meanwhile.
    if (this.outbox.get(row.holdId)?.state !== 'queued') return 'next';
    const body: HoldRequest = {
      customerToken: token,
      accountType: { accountGuid: row.accountGuid },
      amount: fromCents(row.amountCents),
      date: row.date,
      ...this.precheckOf(row),
    };
    this.outbox.markSending(row.holdId, this.clock());
    let answer: HoldResponse;
    try {
      answer = await this.call(row, body, reversedTransactionId);
    } catch (error) {
      return this.sendFailed(row, classifyFailure(error), error);
    }
    this.succeeded();
    const balanceAfter = answer.balance ? balanceCents(answer.balance) : null;
    this.outbox.markConfirmed(row.holdId, {
      source: 'answer',
      bonusTransactionId: answer.bonusTransactionId,
      balanceAfter,
    });
    if (row.customerGuid && balanceAfter)
      this.options.cache?.updateBalance(row.customerGuid, row.accountGuid, balanceAfter);
    return 'next';
  }

  /** The precheck as sent: the reference and the bill number, or the bill number alone when set so. */
  private precheckOf(row: OutboxRow): { precheck?: string } {
    if (!this.tuning.precheckReference) return row.precheck === null ? {} : { precheck: row.precheck };
    return { precheck: precheckWithReference(row.precheck, rowReference(row)) };
  }

  /**
   * A read that did not get through (network, 5xx) makes the hold wait like a failed send: nothing
   * was sent. A business refusal, or a read the platform keeps refusing, lets it go without.
   */
  private async readFloorBeforeSend(row: OutboxRow, token: CustomerToken): Promise<'go' | 'blocked'> {
    if (!this.tuning.readFloorBeforeSend || row.kind === 'reverse' || row.attempts > 0) return 'go';
    if (this.sendFloors.has(row.laneKey)) return 'go';
    const at = this.clock();
    try {
      const history = await this.platform.operationHistory(
        { customerToken: token, accountType: { accountGuid: row.accountGuid } },
        this.callOptions(),
      );
      this.succeeded();
      // 0: the account was empty (no floor; the lane's settled holds give one from now on).
      this.sendFloors.set(row.laneKey, { id: Math.max(0, ...history.transactions.map((t) => t.id)), at });
      return 'go';
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.class === 'business') {
        this.succeeded(); // the send will meet the same refusal and record it
        return 'go';
      }
      this.failed(error);
      const refused = failure.refusal !== undefined;
      if (refused && row.refusals + 1 >= this.maxRefusals) return 'go';
      if (this.outbox.get(row.holdId)?.state !== 'queued') return 'go'; // cancelled meanwhile: the caller moves on
      const next = this.clock() + this.backoff();
      this.outbox.noteError(
        row.holdId,
        { code: failure.code, message: `history read before sending failed: ${failure.message}`, refused },
        next,
      );
      this.scheduleWake(next);
      return 'blocked';
    }
  }

  /** A transaction known to precede `subject`'s first send: the lane's settled holds, or the read before sending. */
  private floorOf(subject: OutboxRow): number {
    const read = this.sendFloors.get(subject.laneKey);
    const readBefore = read && subject.firstSentAt !== null && read.at <= subject.firstSentAt ? read.id : 0;
    return Math.max(this.outbox.laneTransactionFloor(subject.holdId), readBefore);
  }

  /** The hold's plain token; without it (wiped) the hold cannot be sent or checked and is rejected. */
  private tokenOrReject(row: OutboxRow): CustomerToken | undefined {
    const token = this.outbox.plainToken(row.holdId);
    if (!token) {
      this.outbox.markRejected(row.holdId, {
        code: 'tokenMissing',
        message: 'the hold no longer has its token',
      });
    }
    return token;
  }

  private call(
    row: OutboxRow,
    body: HoldRequest,
    reversedTransactionId: number | undefined,
  ): Promise<HoldResponse> {
    const options = this.callOptions();
    if (row.kind === 'debit') return this.platform.debitHold(body, options);
    if (row.kind === 'credit') return this.platform.creditHold(body, options);
    return this.platform.reverse({ ...body, bonusTransactionId: reversedTransactionId ?? 0 }, options);
  }

  private sendFailed(row: OutboxRow, failure: Failure, error: unknown): StepResult {
    const note = { code: failure.code, message: failure.message, refused: failure.refusal !== undefined };
    if (failure.class === 'business') {
      this.succeeded();
      // `row` is as it was before this attempt: attempts > 0 means an earlier attempt went out.
      if (row.kind === 'reverse' && failure.code === 'alreadyReversed' && row.attempts > 0) {
        this.outbox.markReverseDone(row.holdId);
        return 'next';
      }
      this.outbox.markRejected(row.holdId, note);
      return 'next';
    }
    this.failed(error);
    if (failure.class === 'unknown') {
      // Counted as a refusal too (e.g. 400 without an errorCode), but only judged once the history proved it absent.
      this.scheduleWake(this.quietUntil(this.outbox.markUncertain(row.holdId, note)));
      return 'blocked';
    }
    if (failure.refusal && row.refusals + 1 >= this.maxRefusals) {
      this.outbox.markRejected(row.holdId, refusedNote(failure.refusal, row.refusals + 1, failure.message));
      return 'next';
    }
    const at = this.clock() + this.backoff();
    this.outbox.markRequeued(row.holdId, { nextAttemptAt: at, error: note });
    this.scheduleWake(at);
    return 'blocked';
  }

  /**
   * A reversal whose hold is not confirmed. Still waiting: the reversal waits. Certainly not
   * applied (cancelled, or rejected or discarded by a proper refusal): nothing to reverse. Rejected
   * although it may have been applied (needsCheck): the history decides; where it cannot, the
   * reversal is rejected (holdOutcomeUnknown) for a manager, and nothing is dropped.
   */
  private async settleReverseTarget(row: OutboxRow, target: OutboxRow): Promise<StepResult> {
    if (WAITING_STATES.includes(target.state)) return 'blocked';
    if (target.state === 'cancelled' || (!target.needsCheck && target.state !== 'reversed')) {
      this.outbox.markReverseMoot(row.holdId);
      return 'next';
    }
    const unknown = (why: string) => {
      this.outbox.markRejected(row.holdId, {
        code: 'holdOutcomeUnknown',
        message: `cannot tell whether hold ${target.holdId} was applied (${why}); a manager decides`,
      });
      return 'next' as const;
    };
    if (target.state !== 'rejected') return unknown(`it is ${target.state}`);
    const quietUntil = this.quietUntil(target);
    if (quietUntil > this.clock()) {
      this.scheduleWake(quietUntil);
      return 'blocked';
    }
    const token = this.tokenOrReject(row);
    if (!token) return 'next';
    const checked = await this.history.check(row, target, token);
    if (checked === 'blocked') return 'blocked';
    if ('failure' in checked) return unknown(historyFailureText(checked));
    const { verdict } = checked;
    if (verdict.found) {
      this.history.confirm(target, verdict.found, checked.history);
      return 'next';
    }
    if ('lookAlikes' in verdict) {
      if (!this.tuning.soleTerminal) return unknown(lookAlikeText(verdict.lookAlikes));
      // Adopted without evidence: the reversal then waits for a manager (see send).
      this.history.adoptLookAlike(target, verdict.lookAlikes, checked.history);
      return 'next';
    }
    if (!verdict.conclusive) return unknown(verdict.reason);
    this.outbox.markReverseMoot(row.holdId, { targetProvenAbsent: true });
    return 'next';
  }

  /** Settles an uncertain hold from the operation history before anything else of its lane. */
  private async reconcile(row: OutboxRow): Promise<StepResult> {
    const token = this.tokenOrReject(row);
    if (!token) return 'next';
    const checked = await this.history.check(row, row, token);
    if (checked === 'blocked') return 'blocked';
    if ('failure' in checked) {
      // Token or account gone, or the history call kept being refused: the hold cannot be
      // verified; a manager decides (needsCheck stays set).
      this.outbox.markRejected(row.holdId, {
        code: checked.refusedTimes ? 'holdOutcomeUnknown' : checked.failure.code,
        message: historyFailureText(checked),
      });
      return 'next';
    }
    const { verdict } = checked;
    if (verdict.found) {
      this.history.confirm(row, verdict.found, checked.history);
    } else if (row.kind === 'reverse' && !('conclusive' in verdict && verdict.conclusive)) {
      // Look-alikes only, or a history that does not reach back: resending a reversal is safe,
      // the platform refuses a second one of the same transaction (alreadyReversed settles it).
      this.outbox.markRequeued(row.holdId, {
        nextAttemptAt: null,
        error: {
          code: 'reversalResent',
          message: 'the history cannot tie a transaction to the reversal; sending it again',
        },
      });
    } else if ('lookAlikes' in verdict) {
      if (this.tuning.soleTerminal) this.history.adoptLookAlike(row, verdict.lookAlikes, checked.history);
      else
        this.outbox.markRejected(row.holdId, {
          code: 'ambiguousMatch',
          message: lookAlikeText(verdict.lookAlikes),
          lookAlikes: verdict.lookAlikes,
        });
    } else if (verdict.conclusive) {
      this.outbox.markRequeued(row.holdId, {
        nextAttemptAt: null,
        error: { code: 'notInHistory', message: 'the platform has no trace of the hold; sending it again' },
      });
      if (row.refusals >= this.maxRefusals) {
        // Proved not applied, and the platform keeps refusing it: a manager decides.
        // Only a 4xx other than 401 can leave the outcome unknown (401 is an AuthError: not applied).
        const last = row.lastErrorMessage ?? row.lastErrorCode ?? 'refused';
        this.outbox.markRejected(row.holdId, refusedNote('client', row.refusals, last));
      }
    } else {
      this.outbox.markRejected(row.holdId, { code: 'historyIncomplete', message: verdict.reason });
    }
    return 'next';
  }

  /** Per call: the time-out, and the answer's `Date` header measuring the platform's clock. */
  private callOptions(): CallOptions {
    const sentAt = this.clock();
    return {
      ...(this.options.requestTimeoutMs === undefined ? {} : { timeoutMs: this.options.requestTimeoutMs }),
      onAnswer: ({ date }) => this.platformClock.observeDate(date, sentAt, this.clock()),
    };
  }

  private isOffline(): boolean {
    return this.options.connectivity?.state === 'offline';
  }

  private succeeded(): void {
    this.consecutiveFailures = 0;
    this.options.connectivity?.reportSuccess();
  }

  private failed(error: unknown): void {
    this.consecutiveFailures += 1;
    this.options.connectivity?.reportFailure(error);
  }

  private backoff(): number {
    const exponent = Math.min(this.consecutiveFailures - 1, 30);
    return Math.min(this.retryMaxMs, this.retryInitialMs * 2 ** Math.max(0, exponent));
  }

  private scheduleWake(at: number): void {
    if (this.stopped) return;
    if (this.wake && this.wake.at <= at) return;
    if (this.wake) this.timers.clearTimeout(this.wake.handle);
    const delay = Math.max(0, at - this.clock());
    const handle = this.timers.setTimeout(() => {
      this.wake = null;
      void this.kick();
    }, delay);
    this.wake = { handle, at };
  }
}

function refusedNote(refusal: 'auth' | 'client', times: number, last: string): ErrorNote {
  return {
    code: refusal === 'auth' ? 'authFailed' : 'platformRefused',
    message: `the platform turned the hold away ${times} times in a row (last: ${last}); retry or discard it`,
  };
}
