/**
 * Quantities (kilograms, litres, pieces) cross the wire as JSON numbers with at most three
 * decimals; sums of them are taken in integer thousandths, like money in hundredths.
 */
export type Thousandths = number;

const MAX_THOUSANDTHS = 1e13;

/** Thousandths of `quantity`, or undefined when it is not finite or has more than three decimals. */
export function toThousandths(quantity: number): Thousandths | undefined {
  if (!Number.isFinite(quantity)) return undefined;
  const scaled = Math.round(quantity * 1000);
  if (Math.abs(scaled / 1000 - quantity) > 1e-9 * Math.max(1, Math.abs(quantity))) return undefined;
  if (Math.abs(scaled) > MAX_THOUSANDTHS) return undefined;
  return scaled === 0 ? 0 : scaled;
}

export function fromThousandths(thousandths: Thousandths): number {
  return thousandths / 1000;
}
