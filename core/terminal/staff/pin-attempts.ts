/** Wrong PINs in a row before entry locks, and the first lock's length (each next one doubles). */
export const LOCK_AFTER = 5;
export const FIRST_LOCK_MS = 60_000;
/** The wait after the 1st..4th wrong PIN in a row: a typo costs nothing, guessing grows slow. */
const DELAYS_MS = [0, 1_000, 2_000, 4_000];

export type AttemptGate = { open: true } | { open: false; waitMs: number; locked: boolean };

/**
 * Wrong PINs at this terminal, whoever typed them: a growing delay, then a lockout of a minute
 * after 5 in a row; after that each wrong PIN locks again for twice as long, until a right PIN. In memory: a restart
 * (which needs the OS session) starts over.
 */
export class PinAttempts {
  private failures = 0;
  private locks = 0;
  private blockedUntil = 0;
  private lockedNow = false;

  constructor(private readonly now: () => number) {}

  gate(): AttemptGate {
    const waitMs = this.blockedUntil - this.now();
    return waitMs > 0 ? { open: false, waitMs, locked: this.lockedNow } : { open: true };
  }

  /** Counts a wrong PIN; answers how long the next try must wait and whether it is a lockout. */
  failed(): { waitMs: number; locked: boolean } {
    this.failures += 1;
    let waitMs: number;
    // After a lockout, until a right PIN, every wrong one locks again, for twice as long.
    if (this.failures >= LOCK_AFTER || this.locks > 0) {
      waitMs = FIRST_LOCK_MS * 2 ** this.locks;
      this.locks += 1;
      this.failures = 0;
      this.lockedNow = true;
    } else {
      waitMs = DELAYS_MS[this.failures - 1] ?? 0;
      this.lockedNow = false;
    }
    this.blockedUntil = this.now() + waitMs;
    return { waitMs, locked: this.lockedNow };
  }

  succeeded(): void {
    this.failures = 0;
    this.locks = 0;
    this.blockedUntil = 0;
    this.lockedNow = false;
  }

  lockedUntil(): number | null {
    return this.lockedNow && this.blockedUntil > this.now() ? this.blockedUntil : null;
  }
}
