import type { CallOptions } from '../../platform/client';
import type { ConnectivityMonitor } from '../connectivity';
import type { PlatformClock } from '../platform-clock';
import type { QueueRow } from '../queue/types';
import type { Clock, Timers } from '../types';

export interface PaceOptions {
  clock: Clock;
  timers: Timers;
  connectivity: ConnectivityMonitor | undefined;
  platformClock: PlatformClock;
  /** The time-out each call is given: none leaves the client's own default. */
  callTimeoutMs: number | undefined;
  /** The time-out in force, and the quiet period after it (at least time-out + late margin). */
  requestTimeoutMs: number;
  quietPeriodMs: number;
  retryInitialMs: number;
  retryMaxMs: number;
  /** Starts a drain: what the wake timer calls. */
  wake: () => void;
}

/**
 * The settlement engine's pace: each call's options, its outcome told to the connectivity monitor,
 * the backoff that failures in a row set, the quiet period before a history read, and the one
 * timer that wakes the drain when a lane's head is next due.
 */
export class EnginePace {
  private consecutiveFailures = 0;
  private wake: { handle: unknown; at: number } | null = null;
  private stopped = false;

  constructor(private readonly options: PaceOptions) {}

  /** Per call: the time-out, and the answer's `Date` header measuring the platform's clock. */
  callOptions(): CallOptions {
    const { clock, platformClock, callTimeoutMs } = this.options;
    const sentAt = clock();
    return {
      ...(callTimeoutMs === undefined ? {} : { timeoutMs: callTimeoutMs }),
      onAnswer: ({ date }) => platformClock.observeDate(date, sentAt, clock()),
    };
  }

  isOffline(): boolean {
    return this.options.connectivity?.state === 'offline';
  }

  succeeded(): void {
    this.consecutiveFailures = 0;
    this.options.connectivity?.reportSuccess();
  }

  failed(error: unknown): void {
    this.consecutiveFailures += 1;
    this.options.connectivity?.reportFailure(error);
  }

  backoff(): number {
    const { retryInitialMs, retryMaxMs } = this.options;
    const exponent = Math.min(this.consecutiveFailures - 1, 30);
    return Math.min(retryMaxMs, retryInitialMs * 2 ** Math.max(0, exponent));
  }

  /** When a hold whose call failed is tried again. */
  retryAt(): number {
    return this.options.clock() + this.backoff();
  }

  /** When a history read sees every attempt of `row`: the quiet period after the last one ended. */
  quietUntil(row: QueueRow): number {
    return (row.lastSentAt ?? 0) + this.options.requestTimeoutMs + this.options.quietPeriodMs;
  }

  scheduleWake(at: number): void {
    if (this.stopped) return;
    if (this.wake && this.wake.at <= at) return;
    const { clock, timers } = this.options;
    if (this.wake) timers.clearTimeout(this.wake.handle);
    const delay = Math.max(0, at - clock());
    const handle = timers.setTimeout(() => {
      this.wake = null;
      this.options.wake();
    }, delay);
    this.wake = { handle, at };
  }

  /** No wake from now on; the one scheduled is cleared. */
  stop(): void {
    this.stopped = true;
    if (this.wake) this.options.timers.clearTimeout(this.wake.handle);
    this.wake = null;
  }
}
