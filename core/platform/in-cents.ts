/**
 * The platform's money as the program keeps it: integer hundredths, converted once, where an
 * answer enters the core (a live lookup, a search, a balance, a hold's answer). From there on,
 * through the cache, the queue and the contract, nothing converts a balance again.
 */
import { toCents, type Cents } from '../../common/platform/money';
import type { Account, Balance } from '../../common/platform/schemas';

/** A balance in hundredths. */
export interface BalanceCents {
  ledger: Cents;
  available: Cents;
  debitHold: Cents;
  creditHold: Cents;
}

/** `T` without `K`, keeping its named fields beside an index signature (which `Omit` would not). */
type Without<T, K extends PropertyKey> = { [P in keyof T as P extends K ? never : P]: T[P] };

/** An account with its balance in hundredths in place of the platform's numbers. */
export type AccountInCents = Without<Account, 'accountBalance'> & { balance: BalanceCents };

/** A customer of the platform's (customerInfo, filterCustomers) with its accounts in hundredths. */
export type InCents<C extends { accounts: Account[] }> = Without<C, 'accounts'> & {
  accounts: AccountInCents[];
};

/**
 * Hundredths of a platform number that PlatformAmountSchema let through (finite, within
 * ±MAX_CENTS): more than two decimals (float noise) is rounded to the nearest hundredth, never
 * refused (and never to -0, which a screen would print as "-0,00").
 */
export function platformCents(n: number): Cents {
  return toCents(n) ?? (Math.round(n * 100) || 0);
}

export function balanceCents(balance: Balance): BalanceCents {
  return {
    ledger: platformCents(balance.ledger),
    available: platformCents(balance.available),
    debitHold: platformCents(balance.debitHold),
    creditHold: platformCents(balance.creditHold),
  };
}

export function accountInCents({ accountBalance, ...account }: Account): AccountInCents {
  return { ...account, balance: balanceCents(accountBalance) };
}

export function customerInCents<C extends { accounts: Account[] }>({ accounts, ...customer }: C): InCents<C> {
  // The spread keeps every other field; TypeScript cannot see that a rest of C is Without<C, 'accounts'>.
  return { ...customer, accounts: accounts.map(accountInCents) } as unknown as InCents<C>;
}
