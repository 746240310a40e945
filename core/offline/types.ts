/** Milliseconds since the epoch; injectable so tests and benchmarks control time. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** The timer functions the engine and the monitor use; injectable for tests. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimers: Timers = {
  setTimeout: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    handle.unref?.();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};
