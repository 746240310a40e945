import type { ConnectivityMonitor } from './connectivity';
import type { GuestCache } from './guest-cache';
import { HistoryCheck } from './sync/history-check';
import type { QueueRow } from './queue/types';
import type { SettlementStore } from './queue/settlement-store';
import type { PlatformPort } from './platform-port';
import { PlatformClock } from './platform-clock';
import { EnginePace } from './sync/pace';
import { SendStep } from './sync/send';
import { SettleStep } from './sync/settle';
import type { StepResult } from './sync/step';
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
  /** The hold queue's settlement side (`HoldQueue.settlement`). */
  queue: SettlementStore;
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

/**
 * Drains the queue against the platform: one hold at a time per lane, lanes in parallel. The
 * drain loop is here; its steps are sync/: the send step (send.ts), the settle step from the
 * history (settle.ts, reading it through history-check.ts) and the pace of retries and wakes
 * (pace.ts).
 */
export class SyncEngine {
  private readonly queue: SettlementStore;
  private readonly clock: Clock;
  private readonly timers: Timers;
  private readonly concurrency: number;
  private readonly pace: EnginePace;
  private readonly sendStep: SendStep;
  private readonly settleStep: SettleStep;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly unsubscribe: (() => void)[] = [];

  constructor(options: SyncEngineOptions) {
    this.queue = options.queue;
    this.clock = options.clock ?? systemClock;
    this.timers = options.timers ?? systemTimers;
    const tuning = tuningWithDefaults(options);
    this.concurrency = Math.max(1, tuning.concurrency);
    const requestTimeoutMs = tuning.requestTimeoutMs;
    const platformClock = options.platformClock ?? new PlatformClock();
    const maxRefusals = Math.max(1, tuning.maxRefusals);
    const pace = new EnginePace({
      clock: this.clock,
      timers: this.timers,
      connectivity: options.connectivity,
      platformClock,
      callTimeoutMs: options.requestTimeoutMs,
      requestTimeoutMs,
      quietPeriodMs: Math.max(tuning.quietPeriodMs, requestTimeoutMs + tuning.lateMarginMs),
      retryInitialMs: tuning.retryInitialMs,
      retryMaxMs: tuning.retryMaxMs,
      wake: () => void this.kick(),
    });
    this.pace = pace;
    const history = new HistoryCheck(
      {
        queue: this.queue,
        platform: options.platform,
        cache: options.cache,
        clock: this.clock,
        platformClock,
        precheckReference: tuning.precheckReference,
        maxHistoryPages: tuning.maxHistoryPages,
        maxRefusals,
      },
      {
        callOptions: () => pace.callOptions(),
        succeeded: () => pace.succeeded(),
        failed: (error) => pace.failed(error),
        retryAt: () => pace.retryAt(),
        scheduleWake: (at) => pace.scheduleWake(at),
        floorOf: (subject) => this.sendStep.floorOf(subject),
      },
    );
    const context = {
      queue: this.queue,
      platform: options.platform,
      cache: options.cache,
      clock: this.clock,
      tuning,
      maxRefusals,
      pace,
    };
    this.settleStep = new SettleStep(context, history);
    this.sendStep = new SendStep(context, this.settleStep);
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
    this.pace.scheduleWake(this.clock() + ms);
  }

  /**
   * Resolves with the row once its next attempt has concluded (it left queued/sending, or went
   * back to queued with an error), or with its current state after `timeoutMs`.
   */
  waitForAttempt(holdId: string, timeoutMs: number): Promise<QueueRow | undefined> {
    const start = this.queue.get(holdId);
    if (!start || !['queued', 'sending', 'uncertain'].includes(start.state)) return Promise.resolve(start);
    return new Promise((resolve) => {
      const done = (row: QueueRow | undefined) => {
        off();
        this.timers.clearTimeout(timer);
        resolve(row);
      };
      const off = this.queue.on('queue', (row) => {
        if (row.holdId !== holdId || row.state === 'sending') return;
        if (row.state === 'queued' && row.updatedAt === start.updatedAt && row.attempts === start.attempts)
          return;
        done(row);
      });
      const timer = this.timers.setTimeout(() => done(this.queue.get(holdId)), timeoutMs);
    });
  }

  /** Resolves when no drain is running. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** Stops timers and kicks; waits for the drain in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.pace.stop();
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
      this.queue.checkpointIfWiped();
    } catch (error) {
      console.error('offline: WAL checkpoint failed:', error);
    }
  }

  private async drainOnce(): Promise<void> {
    if (this.pace.isOffline()) return;
    const now = this.clock();
    const lanes: string[] = [];
    for (const head of this.queue.laneHeads()) {
      const at = this.readyAt(head);
      if (at <= now) lanes.push(head.laneKey);
      else this.pace.scheduleWake(at);
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
      if (this.stopped || this.pace.isOffline()) return;
      const head = this.queue.laneHead(laneKey);
      if (!head) return;
      const at = this.readyAt(head);
      if (at > this.clock()) {
        this.pace.scheduleWake(at);
        return;
      }
      let result: StepResult;
      try {
        result =
          head.state === 'uncertain' ? await this.settleStep.reconcile(head) : await this.sendStep.send(head);
      } catch (error) {
        // A bug or a broken database: stop this lane rather than loop; the next kick tries again.
        console.error(`offline: settling hold ${head.holdId} failed:`, error);
        return;
      }
      if (result === 'blocked') return;
    }
  }

  /** When a lane's head may be worked on: after its backoff, and for an uncertain one after the quiet period. */
  private readyAt(head: QueueRow): number {
    if (head.state === 'sending') return Number.POSITIVE_INFINITY;
    const backoff = head.nextAttemptAt ?? 0;
    if (head.state === 'uncertain') return Math.max(backoff, this.pace.quietUntil(head));
    return backoff;
  }
}
