import type { ConnectivityMonitor, DocumentCache, GuestCache, Outbox, SyncEngine } from '../offline';
import type { CallOptions, PlatformClient } from '../platform/client';
import type { EventBus } from './event-bus';
import type { BlockedAllowances } from './staff/blocked-allowances';
import type { HoldNotices } from './hold-notices';
import type { SettingsStore } from './settings';
import type { TokenRefs } from './token-refs';
import type { PendingIndex } from './views';

/** Time-outs and pacing; the defaults suit a restaurant, tests shrink them. */
export interface Tuning {
  /** Time-out of each platform request (default 10 s). */
  requestTimeoutMs: number;
  /** How long hold commands wait for the platform's answer before answering the current state. */
  holdWaitMs: number;
  /** A hold unanswered this long turns the connectivity degraded at once (default 2 s). */
  slowAnswerMs: number;
  /** Passed to the settlement engine (see electron/offline/sync-engine.ts); engine defaults when absent. */
  quietPeriodMs?: number;
  lateMarginMs?: number;
  /** The only terminal on its guests' accounts: look-alikes in the history are adopted (engine option). */
  soleTerminal?: boolean;
  /** Send the bill number alone as precheck, without the per-hold reference (engine option). */
  noPrecheckReference?: boolean;
  retryInitialMs?: number;
  retryMaxMs?: number;
  concurrency?: number;
  /** Passed to the connectivity monitor: ping backoff while offline. */
  pingInitialMs?: number;
  pingMaxMs?: number;
  /**
   * Passed to the connectivity monitor: while online, ping after this long without any answer
   * (5 s), that ping timing out after idlePingTimeoutMs (4 s, at most the request time-out): an
   * idle till knows of an outage within about 9 s. One bodiless GET per idle 5 s is cheap.
   */
  idleCheckMs?: number;
  idlePingTimeoutMs?: number;
}

export function tuningWithDefaults(partial: Partial<Tuning> = {}): Tuning {
  const requestTimeoutMs = partial.requestTimeoutMs ?? 10_000;
  return {
    ...partial,
    requestTimeoutMs,
    holdWaitMs: partial.holdWaitMs ?? requestTimeoutMs + 2_000,
    slowAnswerMs: partial.slowAnswerMs ?? Math.min(2_000, requestTimeoutMs),
  };
}

/** What the command modules share: the offline pieces, the platform and the settings. */
export interface CoreContext {
  readonly cache: GuestCache;
  /** Company info, table scheme and catalogue as last answered. */
  readonly documents: DocumentCache;
  readonly outbox: Outbox;
  readonly engine: SyncEngine;
  readonly connectivity: ConnectivityMonitor;
  readonly settings: SettingsStore;
  readonly events: EventBus;
  /** What the cashier must see about holds whose command already answered. */
  readonly notices: HoldNotices;
  readonly tuning: Tuning;
  /** Full tokens seen this launch, behind the references the renderer holds. */
  readonly tokens: TokenRefs;
  now(): number;
  /** Calls the platform, telling the connectivity monitor how it went. */
  live<T>(call: (client: PlatformClient, options: CallOptions) => Promise<T>): Promise<T>;
  /** Holds that wait in the outbox, per guest and account. */
  pending(): PendingIndex;
  /** Managers' one-time allowances of a hold for a blocked guest. */
  readonly allowances: BlockedAllowances;
}
