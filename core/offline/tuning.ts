/**
 * Every time-out, pace and settlement choice of the terminal, with its default: the core's hold
 * commands, the settlement engine (sync-engine.ts) and the connectivity monitor take their values
 * from here, under the same names. The defaults suit a restaurant; tests shrink them, the core's
 * command line sets them (core/cli/core.ts).
 */
export interface Tuning {
  /** Time-out of each platform request (default 10 s). */
  requestTimeoutMs: number;
  /** How long hold commands wait for the platform's answer before answering the current state (time-out + 2 s). */
  holdWaitMs: number;
  /** A hold unanswered this long turns the connectivity degraded at once (2 s, at most the time-out). */
  slowAnswerMs: number;
  /**
   * An uncertain hold is checked against the history no sooner than this after its last attempt
   * ended; never shorter than the time-out plus `lateMarginMs`, which is what the default 0 gives.
   */
  quietPeriodMs: number;
  /** How much later than its time-out a request may still land (default: the time-out itself). */
  lateMarginMs: number;
  /** The only terminal on its guests' accounts: look-alikes in the history are adopted (default false). */
  soleTerminal: boolean;
  /** Send the per-hold reference at the start of `precheck` (default true); off: the bill number alone. */
  precheckReference: boolean;
  /** Read a lane's newest transaction before its first send, to prove a lost hold absent (default true). */
  readFloorBeforeSend: boolean;
  /** Older pages of the history read at the most for one check (default 10). */
  maxHistoryPages: number;
  /** Backoff after a failure that certainly did not apply: initial (1 s), doubled up to the max (30 s). */
  retryInitialMs: number;
  retryMaxMs: number;
  /** Attempts in a row the platform may turn a hold away without an answer before a manager decides (default 8). */
  maxRefusals: number;
  /** Lanes (guest + account) settled at the same time (default 4). */
  concurrency: number;
  /** First ping after losing the platform (1 s), doubled up to the max (30 s). */
  pingInitialMs: number;
  pingMaxMs: number;
  /**
   * While online, ping after this long without any answer (5 s), that ping timing out after
   * idlePingTimeoutMs (4 s, at most the request time-out): an idle till knows of an outage within
   * about 9 s. One bodiless GET per idle 5 s is cheap.
   */
  idleCheckMs: number;
  idlePingTimeoutMs: number;
  /**
   * Holds left waiting by an earlier run start going out this long after the core opens (2 s),
   * so that sending them does not slow the cashier's first screen (issue 27: 1 000 of them took
   * most of the core's CPU while the page loaded). Anything that wants a drain sooner still has
   * it at once: a hold placed, a retry, the platform coming back after an outage.
   */
  startDrainDelayMs: number;
  /**
   * The embedded platform starts this long after the core opens (100 ms): the host's first
   * commands are answered first, and its start (about 0.2 s of the core's thread: Fastify and
   * its routes) comes after them (issue 27). Platform calls wait for it meanwhile.
   */
  embeddedStartDelayMs: number;
  /**
   * A guest answered from the cache is asked of the platform once lookups have paused this long
   * (250 ms; core/terminal/guests/refreshes-behind.ts): not while the page builds the card, nor while a
   * second swipe right after builds the next one (issue 27).
   */
  refreshBehindDelayMs: number;
}

/**
 * The defaults, and those that follow from the request time-out, filled in where `partial` has
 * none. Only Tuning's own fields are read: a component's whole options object may be passed.
 */
export function tuningWithDefaults(partial: Partial<Tuning> = {}): Tuning {
  const requestTimeoutMs = partial.requestTimeoutMs ?? 10_000;
  const defaults: Tuning = {
    requestTimeoutMs,
    holdWaitMs: requestTimeoutMs + 2_000,
    slowAnswerMs: Math.min(2_000, requestTimeoutMs),
    quietPeriodMs: 0,
    lateMarginMs: requestTimeoutMs,
    soleTerminal: false,
    precheckReference: true,
    readFloorBeforeSend: true,
    maxHistoryPages: 10,
    retryInitialMs: 1_000,
    retryMaxMs: 30_000,
    maxRefusals: 8,
    concurrency: 4,
    pingInitialMs: 1_000,
    pingMaxMs: 30_000,
    idleCheckMs: 5_000,
    idlePingTimeoutMs: Math.min(4_000, requestTimeoutMs),
    startDrainDelayMs: 2_000,
    embeddedStartDelayMs: 100,
    refreshBehindDelayMs: 250,
  };
  const given = (Object.keys(defaults) as (keyof Tuning)[]).filter((key) => partial[key] !== undefined);
  return { ...defaults, ...Object.fromEntries(given.map((key) => [key, partial[key]])) };
}
