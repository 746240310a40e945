/**
 * The platform asked about guests answered from the cache, behind the answer (issue 27): once
 * lookups have paused for `quietMs`, the latest refresh of each guest runs. Started with the
 * answer, the request, the platform's reply and the event it makes took the CPU of a 2-core till
 * while the browser carried the answer and the page built the card, and, a swipe later, while it
 * built the next guest's. A burst of swipes (a wrong card, then the right one) refreshes each
 * guest once, after the burst; and nothing waits longer than MAX_WAIT_MS.
 */
export class RefreshesBehind {
  private readonly waiting = new Map<string, () => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** When the oldest refresh still waiting was added, and the latest. */
  private firstAt: number | undefined;
  private lastAt = 0;
  private closed = false;

  constructor(private readonly quietMs: number) {}

  /**
   * `refresh` replaces one still waiting for the same guest; every lookup restarts the wait. The
   * timer is set once and set again when it finds the wait restarted: a swipe costs no timer.
   */
  add(customerGuid: string, refresh: () => void): void {
    if (this.closed) return;
    this.waiting.delete(customerGuid);
    this.waiting.set(customerGuid, refresh);
    if (this.waiting.size >= MAX_WAITING) return this.runAll();
    this.lastAt = Date.now();
    this.firstAt ??= this.lastAt;
    if (this.timer === undefined) this.wait(this.dueAt() - this.lastAt);
  }

  /** Nothing waiting runs once the core has closed. */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.waiting.clear();
  }

  private dueAt(): number {
    return Math.min(this.lastAt + this.quietMs, (this.firstAt ?? this.lastAt) + MAX_WAIT_MS);
  }

  private wait(ms: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const left = this.dueAt() - Date.now();
      if (left > 0) this.wait(left);
      else this.runAll();
    }, ms);
    this.timer.unref();
  }

  private runAll(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.firstAt = undefined;
    const refreshes = [...this.waiting.values()];
    this.waiting.clear();
    for (const refresh of refreshes) refresh();
  }
}

/** More guests than a till swipes in a burst: those waiting go at once rather than pile up. */
const MAX_WAITING = 50;
/** Lookups that never pause (a reader stuck repeating a card) still let the refreshes through. */
const MAX_WAIT_MS = 5_000;
