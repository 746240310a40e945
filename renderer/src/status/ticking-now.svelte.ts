/** The current time for "since 10 minutes" texts: ticks while started. */
export class TickingNow {
  now = $state(Date.now());

  /** Ticks every `intervalMs`; returns the stop. */
  start(intervalMs = 15_000): () => void {
    this.now = Date.now();
    const timer = setInterval(() => (this.now = Date.now()), intervalMs);
    return () => clearInterval(timer);
  }

  /** How long ago a moment was, never negative (clocks of core and page are the same machine's). */
  age(moment: string): number {
    return Math.max(0, this.now - Date.parse(moment));
  }
}
