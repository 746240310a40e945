/**
 * How often guests may check in on the display: one at a time, at most `perWindow` tries in
 * `windowMs`. A display anyone can touch must not become a way to test phone numbers in bulk.
 */
export class CheckInPace {
  private readonly tries: number[] = [];
  private running = false;

  constructor(
    private readonly now: () => number,
    private readonly perWindow = 5,
    private readonly windowMs = 60_000,
  ) {}

  /** Takes a try, or answers false (one runs, or too many lately); `done` ends the try taken. */
  take(): boolean {
    const since = this.now() - this.windowMs;
    while (this.tries.length > 0 && (this.tries[0] ?? 0) <= since) this.tries.shift();
    if (this.running || this.tries.length >= this.perWindow) return false;
    this.tries.push(this.now());
    this.running = true;
    return true;
  }

  done(): void {
    this.running = false;
  }
}
