import { toCents, type Cents } from '../../common/platform/money';
import { toThousandths, type Thousandths } from './quantity';

/**
 * The sums of an invoice line and of a whole invoice, in integer hundredths. Prices include VAT
 * (the Russian practice): the VAT of a line is taken out of its total, rounded half up.
 * The fixture bounds (price <= 1e6, quantity <= 1e4, <= 1000 lines) keep every product below
 * 2^53, so no step here loses a kopeck.
 */
export interface LineSums {
  quantity: Thousandths;
  price: Cents;
  total: Cents;
  vat: Cents;
  withoutVat: Cents;
  /** Price per unit without VAT. */
  costPrice: Cents;
}

export interface InvoiceSums {
  total: Cents;
  vat: Cents;
  withoutVat: Cents;
  quantity: Thousandths;
}

/** numerator / denominator rounded half up, both non-negative integers. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

function exact<T>(value: T | undefined, what: string): T {
  if (value === undefined)
    throw new Error(`${what} is not exact (the fixture schema should have refused it)`);
  return value;
}

export function lineSums(line: { quantity: number; price: number; vatPercent: number }): LineSums {
  const quantity = exact(toThousandths(line.quantity), 'quantity');
  const price = exact(toCents(line.price), 'price');
  const total = divideRounded(price * quantity, 1000);
  const vat = divideRounded(total * line.vatPercent, 100 + line.vatPercent);
  const withoutVat = total - vat;
  return { quantity, price, total, vat, withoutVat, costPrice: divideRounded(withoutVat * 1000, quantity) };
}

export function invoiceSums(lines: readonly LineSums[]): InvoiceSums {
  const sums = { total: 0, vat: 0, withoutVat: 0, quantity: 0 };
  for (const line of lines) {
    sums.total += line.total;
    sums.vat += line.vat;
    sums.withoutVat += line.withoutVat;
    sums.quantity += line.quantity;
  }
  return sums;
}
