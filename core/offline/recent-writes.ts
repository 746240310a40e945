import { createHash } from 'node:crypto';

/**
 * What was last written under each key, as a digest, and when: lets a store skip writing the same
 * thing again within a short window. A cache that is refreshed at every swipe would otherwise
 * commit (and sync to disk) an unchanged guest each time. Kept in memory for this launch only,
 * bounded (the oldest key goes first).
 */
export class RecentWrites {
  private readonly last = new Map<string, { digest: string; at: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly capacity = 1_000,
  ) {}

  /**
   * Whether writing what has `digest` (digestOf) under `key` now would repeat the last write: the
   * same digest, written less than the window ago, and still what the store holds (`storedAt`, the
   * time the store has for it, read only when the rest holds, is the time of that write; a row
   * deleted or written by another path since is not).
   */
  repeats(key: string, digest: string, now: number, storedAt: () => number | undefined): boolean {
    const last = this.last.get(key);
    return (
      last !== undefined && now - last.at < this.windowMs && last.digest === digest && storedAt() === last.at
    );
  }

  wrote(key: string, digest: string, at: number): void {
    this.last.delete(key);
    this.last.set(key, { digest, at });
    if (this.last.size > this.capacity) this.last.delete(this.last.keys().next().value!);
  }

  /** Another path changed what is stored under `key`: its next write is written. */
  forget(key: string): void {
    this.last.delete(key);
  }
}

/** What RecentWrites keeps of a written text: its digest, computed once per write. */
export function digestOf(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}
