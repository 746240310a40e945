import type {
  AccountView,
  BalanceView,
  Guest,
  TokenView,
  TransactionView,
} from '../../../common/contract/index';
import { birthdayOf } from '../../../common/guest/birthday';
import {
  isUnreadable,
  type ReturnedToken,
  type TransactionToShow,
  unreadableAccountsOf,
} from '../../../common/platform/schemas';
import { platformCents, type AccountInCents, type BalanceCents } from '../../platform/in-cents';
import type { PendingIndex } from '../holds/pending-index';
import { accountKind } from './account-kind';
import { blockedFlagOf } from './blocked-flag';

export function balanceView(balance: BalanceCents): BalanceView {
  return {
    ledgerCents: balance.ledger,
    availableCents: balance.available,
    debitHoldCents: balance.debitHold,
    creditHoldCents: balance.creditHold,
  };
}

export function accountView(
  customerGuid: string,
  account: AccountInCents,
  pending: PendingIndex,
): AccountView {
  return {
    accountGuid: account.accountType.accountGuid,
    name: account.accountType.name,
    kind: accountKind(account.accountType),
    state: account.accountState,
    balance: balanceView(account.balance),
    pending: pending.of(customerGuid, account.accountType.accountGuid),
    spendable: pending.spendable(customerGuid, account.accountType.accountGuid, account.balance.available),
  };
}

/** How one of a guest's tokens is shown: masked, with the reference the UI acts on it by (if any). */
export type ShowToken = (token: ReturnedToken) => { masked: string; ref?: string | undefined };

function tokenView(token: ReturnedToken, show: ShowToken, now: number): TokenView {
  const expiry = token.expirationDate ? Date.parse(token.expirationDate) : NaN;
  const { masked, ref } = show(token);
  return {
    type: token.type,
    entry: token.entry,
    masked,
    ...(ref !== undefined ? { ref } : {}),
    expired: Number.isFinite(expiry) && expiry < now,
  };
}

interface GuestLike {
  customerGuid: string;
  firstName: string;
  lastName: string;
  middleName?: string | undefined;
  /** ISO text (customerInfo) or epoch milliseconds (filterCustomers). */
  dateOfBirth?: string | number | undefined;
  tokens: ReturnedToken[];
  accounts: AccountInCents[];
}

export function guestView(guest: GuestLike, pending: PendingIndex, show: ShowToken, now: number): Guest {
  return {
    customerGuid: guest.customerGuid,
    firstName: guest.firstName,
    lastName: guest.lastName,
    ...(guest.middleName ? { middleName: guest.middleName } : {}),
    ...birthdayField(guest.dateOfBirth),
    ...(blockedFlagOf(guest) === true ? { blocked: true } : {}),
    tokens: guest.tokens.filter((t) => typeof t.key === 'string').map((t) => tokenView(t, show, now)),
    accounts: guest.accounts.map((a) => accountView(guest.customerGuid, a, pending)),
    ...unreadableCount(guest),
  };
}

function birthdayField(dateOfBirth: unknown): { birthday?: string } {
  const birthday = birthdayOf(dateOfBirth);
  return birthday === undefined ? {} : { birthday };
}

function unreadableCount(guest: object): { unreadableAccounts?: number } {
  const count = unreadableAccountsOf(guest).length;
  return count > 0 ? { unreadableAccounts: count } : {};
}

/** A row the platform sent unreadable keeps its place, with zero figures the screen does not show. */
export function transactionView(tx: TransactionToShow): TransactionView {
  if (isUnreadable(tx)) {
    return {
      id: tx.id ?? 0,
      regTime: '',
      type: '',
      amountCents: 0,
      ledgerCents: 0,
      availableCents: 0,
      unreadable: true,
    };
  }
  return {
    id: tx.id,
    regTime: tx.regTime,
    type: tx.type,
    amountCents: platformCents(tx.amount),
    ledgerCents: platformCents(tx.ledger),
    availableCents: platformCents(tx.available),
  };
}
