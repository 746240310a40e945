import { decimalText, type Cents } from '../../../electron/platform/money';

/** The contract's number for hundredths (only when sending). */
export function toContractAmount(cents: Cents): number {
  return Number(decimalText(cents));
}

/**
 * Hundredths of an amount the core sent (a JSON number with at most two decimals). `toFixed(2)`
 * prints such a number exactly, so the digits are read back without arithmetic on the double.
 */
export function centsOf(amount: number): Cents {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
  const negative = amount < 0;
  const [integer = '0', fraction = '00'] = Math.abs(amount).toFixed(2).split('.');
  const cents = Number(integer) * 100 + Number(fraction);
  return negative ? -cents : cents;
}
