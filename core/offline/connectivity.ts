import { isPlatformError } from '../platform/errors';
import { TypedEmitter } from './emitter';
import { classifyFailure } from './failure';
import type { PingPort } from './platform-port';
import { systemClock, systemTimers, type Clock, type Timers } from './types';
import { tuningWithDefaults } from './tuning';

/**
 * online: the platform answers. degraded: requests fail in a way that says the platform is
 * reachable but unwell (5xx, time-out or reset after sending, a malformed answer) while ping
 * still answers. offline: nothing answers (refused, DNS, time-out before connecting, or ping
 * fails). Out of online, ping is retried with exponential backoff; offline -> online when ping
 * answers; degraded -> online when a real request succeeds or a ping answers with no failure
 * reported since the previous ping.
 */
export type ConnectivityState = 'online' | 'offline' | 'degraded';

export interface ConnectivityError {
  /** `network:refused`, `server:503`, `protocol`... */
  kind: string;
  message: string;
  at: number;
}

export interface ConnectivitySnapshot {
  state: ConnectivityState;
  since: number;
  lastError: ConnectivityError | null;
}

export interface ConnectivityEvents extends Record<string, unknown> {
  change: ConnectivitySnapshot;
  /** The platform answers again: drain the queue. */
  online: ConnectivitySnapshot;
}

export interface ConnectivityOptions {
  platform: PingPort;
  clock?: Clock;
  timers?: Timers;
  /** First ping delay after losing the platform, doubled up to pingMaxMs (Tuning's defaults: 1 s, 30 s). */
  pingInitialMs?: number;
  pingMaxMs?: number;
  /** Time-out of a ping (default 5 s). */
  pingTimeoutMs?: number;
  /**
   * While online, ping when the platform has not answered anything for this long, so an idle
   * till notices an outage before the cashier's next action (default: never).
   */
  idleCheckMs?: number;
  /**
   * Time-out of the idle ping (default pingTimeoutMs): short, so an outage is known within
   * idleCheckMs plus this. A platform that cannot answer a ping this fast is not one to rely on.
   */
  idlePingTimeoutMs?: number;
  initialState?: ConnectivityState;
}

export class ConnectivityMonitor extends TypedEmitter<ConnectivityEvents> {
  private readonly clock: Clock;
  private readonly timers: Timers;
  private readonly pingInitialMs: number;
  private readonly pingMaxMs: number;
  private current: ConnectivityState;
  private since: number;
  private lastError: ConnectivityError | null = null;
  private nextDelayMs: number;
  private pingTimer: unknown = null;
  private idleTimer: unknown = null;
  private lastAnswerAt: number;
  private pinging = false;
  private failedSincePing = false;
  private stopped = false;

  constructor(private readonly options: ConnectivityOptions) {
    super();
    this.clock = options.clock ?? systemClock;
    this.timers = options.timers ?? systemTimers;
    const defaults = tuningWithDefaults();
    this.pingInitialMs = options.pingInitialMs ?? defaults.pingInitialMs;
    this.pingMaxMs = options.pingMaxMs ?? defaults.pingMaxMs;
    this.nextDelayMs = this.pingInitialMs;
    this.current = options.initialState ?? 'online';
    this.since = this.clock();
    this.lastAnswerAt = this.since;
    if (this.current !== 'online') this.schedulePing();
    else this.scheduleIdleCheck();
  }

  get state(): ConnectivityState {
    return this.current;
  }

  snapshot(): ConnectivitySnapshot {
    return { state: this.current, since: this.since, lastError: this.lastError };
  }

  /** A real request was answered (any answer from the platform, business errors included). */
  reportSuccess(): void {
    this.lastAnswerAt = this.clock();
    this.failedSincePing = false;
    this.become('online');
  }

  /** A real request failed; the error (a PlatformError) decides between answered, degraded and offline. */
  reportFailure(error: unknown): void {
    if (!isPlatformError(error)) return;
    if (error.kind === 'business' || error.kind === 'auth' || error.kind === 'protocol') {
      // The platform answered: the line is fine even if the request was refused or the answer
      // could not be read (that is the platform's fault, told as platformInvalidAnswer).
      if (error.kind !== 'business') this.note(error);
      this.reportSuccess();
      return;
    }
    if (error.kind === 'network' && (error as { reason?: string }).reason === 'aborted') return;
    this.note(error);
    this.failedSincePing = true;
    const unreachable = error.kind === 'network' && error.outcome === 'notApplied';
    if (unreachable) this.become('offline');
    else if (this.current === 'online') this.become('degraded');
  }

  /**
   * A request the cashier waits for has had no answer for a while (the platform is slow): degraded
   * at once, not after its time-out. The answer (reportSuccess) makes it online again; a ping
   * alone does not, since the request may still hang.
   */
  reportSlow(): void {
    this.failedSincePing = true;
    if (this.current === 'online') this.become('degraded');
  }

  /** Pings now (e.g. on start) and settles the state from the answer. */
  async probe(timeoutMs = this.options.pingTimeoutMs ?? 5_000): Promise<ConnectivityState> {
    if (this.pinging) return this.current;
    this.pinging = true;
    const failedBefore = this.failedSincePing;
    this.failedSincePing = false;
    try {
      await this.options.platform.ping({ timeoutMs });
      this.lastAnswerAt = this.clock();
      if (this.current === 'offline' || (this.current === 'degraded' && !failedBefore)) this.become('online');
    } catch (error) {
      if (isPlatformError(error) && (error.kind === 'auth' || error.kind === 'business')) {
        this.become('online');
      } else {
        this.note(error);
        this.become('offline');
      }
    } finally {
      this.pinging = false;
    }
    if (this.current !== 'online') this.schedulePing();
    else this.scheduleIdleCheck();
    return this.current;
  }

  stop(): void {
    this.stopped = true;
    this.cancelPing();
    this.cancelIdleCheck();
  }

  private become(state: ConnectivityState): void {
    if (state === 'online') {
      this.cancelPing();
      this.nextDelayMs = this.pingInitialMs;
      this.scheduleIdleCheck();
    } else {
      this.cancelIdleCheck();
      this.schedulePing();
    }
    if (state === this.current) return;
    this.current = state;
    this.since = this.clock();
    const snapshot = this.snapshot();
    this.emit('change', snapshot);
    if (state === 'online') this.emit('online', snapshot);
  }

  private note(error: unknown): void {
    const failure = classifyFailure(error);
    this.lastError = { kind: failure.code, message: failure.message, at: this.clock() };
  }

  private schedulePing(): void {
    if (this.stopped || this.pingTimer !== null || this.pinging) return;
    const delay = this.nextDelayMs;
    this.nextDelayMs = Math.min(this.pingMaxMs, this.nextDelayMs * 2);
    this.pingTimer = this.timers.setTimeout(() => {
      this.pingTimer = null;
      void this.probe();
    }, delay);
  }

  /** While online: wakes when nothing was heard for idleCheckMs, and pings then. */
  private scheduleIdleCheck(): void {
    const idleMs = this.options.idleCheckMs;
    if (idleMs === undefined || this.stopped || this.idleTimer !== null) return;
    const due = Math.max(0, this.lastAnswerAt + idleMs - this.clock());
    this.idleTimer = this.timers.setTimeout(() => {
      this.idleTimer = null;
      if (this.current !== 'online') return;
      if (this.clock() - this.lastAnswerAt >= idleMs) void this.probe(this.options.idlePingTimeoutMs);
      else this.scheduleIdleCheck();
    }, due);
  }

  private cancelIdleCheck(): void {
    if (this.idleTimer !== null) this.timers.clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private cancelPing(): void {
    if (this.pingTimer !== null) this.timers.clearTimeout(this.pingTimer);
    this.pingTimer = null;
  }
}
