/** Something the platform answered, kept for offline answers. */
export interface Cached<T> {
  value: T;
  /** When the platform answered with it (ms since the epoch). */
  fetchedAt: number;
}
