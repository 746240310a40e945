/**
 * Money crosses the wire as JSON numbers with at most two decimals; inside the program it is
 * an integer count of hundredths (kopecks). These two functions are the only crossing points.
 */
export type Cents = number;

/** Largest amount we accept: keeps every sum of amounts exact in a double. */
export const MAX_CENTS = 1e13;

/** Hundredths of `amount`, or undefined when it is not finite or has more than two decimals. */
export function toCents(amount: number): Cents | undefined {
  if (!Number.isFinite(amount)) return undefined;
  const scaled = Math.round(amount * 100);
  // Accept only what a decimal with two places would print as: 0.1 + 0.2 style noise is refused.
  if (Math.abs(scaled / 100 - amount) > 1e-9 * Math.max(1, Math.abs(amount))) return undefined;
  if (Math.abs(scaled) > MAX_CENTS) return undefined;
  return scaled === 0 ? 0 : scaled;
}

/** The JSON number for a count of hundredths. */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** `1234` -> `"12.34"`, for messages and logs. */
export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
