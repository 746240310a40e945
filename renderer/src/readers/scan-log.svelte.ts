import type { ScanEvent } from '../../../common/contract/index';
import type { BurstTiming, ScanRouter } from '../scan/scan-router.svelte';

/** One scan seen in test mode: what the terminal made of it, masked; never a card number. */
export interface ScanLogEntry {
  id: number;
  /** When it arrived (ms since the epoch). */
  at: number;
  scan: ScanEvent;
  burst?: BurstTiming;
}

const KEEP = 50;

/** The readers' check's test mode: while on, every scan is listed here and nobody is looked up. */
export class ScanLog {
  entries = $state<ScanLogEntry[]>([]);
  #stop: (() => void) | undefined = undefined;
  on = $state(false);
  #next = 0;

  constructor(private readonly scans: ScanRouter) {}

  start(): void {
    if (this.#stop) return;
    this.#stop = this.scans.observe((scan, burst) => {
      const entry = { id: ++this.#next, at: Date.now(), scan, ...(burst ? { burst } : {}) };
      this.entries = [entry, ...this.entries].slice(0, KEEP);
    });
    this.on = true;
  }

  stop(): void {
    this.#stop?.();
    this.#stop = undefined;
    this.on = false;
  }
}
