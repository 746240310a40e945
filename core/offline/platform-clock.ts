/**
 * The platform's clock as seen from this terminal: bounds on `offset = platform time − our time`
 * (ms), narrowed by every measurement. A measurement is an interval the offset must lie in:
 *
 * - an answer's HTTP `Date` header (second precision) read between `sentAt` and `receivedAt`:
 *   the platform's time was in [date, date + 1 s) at some local moment in [sentAt, receivedAt];
 * - the `regTime` of a transaction of ours the platform confirmed: registered while our request
 *   was in flight, between our `sentAt` and the answer's arrival `answeredAt`.
 *
 * Overlapping measurements are intersected; one that does not overlap the current bounds means
 * a clock was set in between, and replaces them. Until a first measurement the offset is unknown,
 * and nothing may be decided by time.
 */
export interface OffsetBounds {
  /** The least and greatest the offset can be, ms. */
  low: number;
  high: number;
}

/** `regTime` may be rendered to the second: a transaction's time lies in [regTime, regTime + 1 s). */
export const REG_TIME_PRECISION_MS = 1_000;

export class PlatformClock {
  private bounds: OffsetBounds | null = null;

  /** The offset's bounds, or null while nothing was measured. */
  offset(): OffsetBounds | null {
    return this.bounds && { ...this.bounds };
  }

  /** An answer's `Date` header; ignored when it does not parse. */
  observeDate(header: string | undefined, sentAt: number, receivedAt: number): void {
    const date = header === undefined ? Number.NaN : Date.parse(header);
    if (!Number.isFinite(date)) return;
    this.narrow({ low: date - receivedAt, high: date + 1_000 - sentAt });
  }

  /** A transaction of ours registered while our request was in flight ([sentAt, answeredAt]). */
  observeRegTime(regTime: string, sentAt: number, answeredAt: number): void {
    const at = Date.parse(regTime);
    if (!Number.isFinite(at)) return;
    this.narrow({ low: at - answeredAt, high: at + REG_TIME_PRECISION_MS - sentAt });
  }

  /** Our time `local` on the platform's clock: the earliest and latest it can be. */
  toPlatform(local: number): OffsetBounds | null {
    return this.bounds && { low: local + this.bounds.low, high: local + this.bounds.high };
  }

  private narrow(sample: OffsetBounds): void {
    if (!(sample.low <= sample.high)) return;
    const current = this.bounds;
    if (!current || sample.high < current.low || sample.low > current.high) {
      this.bounds = sample;
      return;
    }
    this.bounds = { low: Math.max(current.low, sample.low), high: Math.min(current.high, sample.high) };
  }
}
