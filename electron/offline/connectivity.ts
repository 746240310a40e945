import { TypedEmitter } from './emitter';
import type { PingPort } from './platform-port';
import { systemClock, systemTimers, type Clock, type Timers } from './types';

/**
 * online: the last request was answered. degraded: requests fail in a way that says the
 * platform is reachable but unwell (5xx, time-out or reset after sending, a malformed answer)
 * while ping still answers. offline: nothing answers (refused, DNS, time-out before connecting,
 * or ping fails); ping is retried with exponential backoff until it answers.
 */
export type ConnectivityState = 'online' | 'offline' | 'degraded';

export interface ConnectivityError {
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
  /** First ping delay after losing the platform (default 1 s), doubled up to maxDelayMs (default 30 s). */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Time-out of a ping (default 5 s). */
  pingTimeoutMs?: number;
  initialState?: ConnectivityState;
}

export class ConnectivityMonitor extends TypedEmitter<ConnectivityEvents> {
  constructor(private readonly options: ConnectivityOptions) {
    super();
    void systemClock;
    void systemTimers;
  }

  get state(): ConnectivityState {
    void this.options;
    throw new Error('not implemented');
  }

  snapshot(): ConnectivitySnapshot {
    throw new Error('not implemented');
  }

  /** A real request was answered (any answer from the platform, business errors included). */
  reportSuccess(): void {
    throw new Error('not implemented');
  }

  /** A real request failed; the error (a PlatformError) decides offline or degraded. */
  reportFailure(_error: unknown): void {
    throw new Error('not implemented');
  }

  /** Pings now (e.g. on start) and settles the state from the answer. */
  probe(): Promise<ConnectivityState> {
    throw new Error('not implemented');
  }

  stop(): void {
    throw new Error('not implemented');
  }
}
