import type { ConnectivityMonitor } from './connectivity';
import type { GuestCache } from './guest-cache';
import type { Outbox } from './outbox';
import type { OutboxRow } from './outbox-types';
import type { PlatformPort } from './platform-port';
import { systemClock, systemTimers, type Clock, type Timers } from './types';

export interface SyncEngineOptions {
  outbox: Outbox;
  platform: PlatformPort;
  /** Updated with the balance each settled hold returns. */
  cache?: GuestCache;
  /** Told of every request's outcome; its 'online' event starts a drain. */
  connectivity?: ConnectivityMonitor;
  /** Lanes (customer + account) settled at the same time (default 4). */
  concurrency?: number;
  clock?: Clock;
  timers?: Timers;
  /**
   * An uncertain hold is checked against the history no sooner than this after its last send
   * (default 20 s, twice the client's time-out): a request still travelling must have landed first.
   */
  quietPeriodMs?: number;
  /** How far the platform's clock may be from ours when matching regTime (default 10 min). */
  clockSkewMs?: number;
  /** Backoff after a failure that certainly did not apply: initial (default 1 s), doubled to max (30 s). */
  retryInitialMs?: number;
  retryMaxMs?: number;
  /** Time-out of each platform call made by the engine; the client's default when omitted. */
  callTimeoutMs?: number;
}

/** Drains the outbox against the platform: one hold at a time per lane, lanes in parallel. */
export class SyncEngine {
  constructor(private readonly options: SyncEngineOptions) {
    void systemClock;
    void systemTimers;
  }

  /** Starts a drain; while one runs, further kicks make it look again once it is done. */
  kick(): Promise<void> {
    void this.options;
    throw new Error('not implemented');
  }

  /**
   * Resolves with the row once its next attempt has concluded (it left queued/sending, or went
   * back to queued with an error), or with its current state after `timeoutMs`.
   */
  waitForAttempt(_holdId: string, _timeoutMs: number): Promise<OutboxRow | undefined> {
    throw new Error('not implemented');
  }

  /** Resolves when no drain is running. */
  idle(): Promise<void> {
    throw new Error('not implemented');
  }

  /** Stops timers and kicks; waits for the drain in progress. */
  stop(): Promise<void> {
    throw new Error('not implemented');
  }
}

export type { Clock, Timers };
