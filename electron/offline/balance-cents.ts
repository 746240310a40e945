import { fromCents, toCents } from '../platform/money';
import type { Balance } from '../platform/schemas';
import type { BalanceCents } from './types';

/** A balance in hundredths; a platform number with more than two decimals is rounded, never refused. */
export function balanceToCents(balance: Balance | BalanceCents, alreadyCents = false): BalanceCents {
  const cents = (n: number) => (alreadyCents ? n : (toCents(n) ?? Math.round(n * 100)));
  return {
    ledger: cents(balance.ledger),
    available: cents(balance.available),
    debitHold: cents(balance.debitHold),
    creditHold: cents(balance.creditHold),
  };
}

export function balanceFromCents(balance: BalanceCents): Balance {
  return {
    ledger: fromCents(balance.ledger),
    available: fromCents(balance.available),
    debitHold: fromCents(balance.debitHold),
    creditHold: fromCents(balance.creditHold),
  };
}
