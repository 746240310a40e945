import type { AccountView, Connectivity } from '../../../common/contract/index';
import type { Cents } from '../../../common/platform/money';

/**
 * Every figure the cashier sees about an account, derived in one place from the core's account
 * view (issue 41): the guest's card, the account chooser, the pay and award dialogs and the bill's
 * entry and review all read these, online and offline, so they agree with each other and with
 * what the core accepts. The core computes what a debit may take (`spendable`: online the
 * available less this till's waiting debits, offline also the offline limits' room exactly as it
 * will judge the hold); nothing here computes a limit of its own.
 */
export interface AccountFigures {
  /** "Available": the platform's available less the debits waiting in this till's queue. */
  availableCents: Cents;
  /** The platform's own available, before the queue is taken off. */
  platformAvailableCents: Cents;
  /** What waits in the queue on this account: debits, credits and how many holds. */
  queued: { debitCents: Cents; creditCents: Cents; count: number };
  /** The most a payment may take now: what the core accepts without a limit's refusal. */
  maxDebitCents: Cents;
  /**
   * Not online, the offline limits' maximum when it is less than what is available (the one
   * figure labelled "within the offline limits"); undefined otherwise.
   */
  offlineMaximumCents: Cents | undefined;
}

export function accountFigures(account: AccountView, connectivity: Connectivity | undefined): AccountFigures {
  const { spendable, pending, balance } = account;
  const maxDebitCents = connectivity === 'online' ? spendable.onlineCents : spendable.offlineCents;
  return {
    availableCents: spendable.onlineCents,
    platformAvailableCents: balance.availableCents,
    queued: { debitCents: pending.debitCents, creditCents: pending.creditCents, count: pending.count },
    maxDebitCents,
    offlineMaximumCents: maxDebitCents < spendable.onlineCents ? maxDebitCents : undefined,
  };
}

/** What a debit may take now: online the available less the queue, otherwise within the offline limits. */
export function spendableNow(account: AccountView, connectivity: Connectivity | undefined): Cents {
  return accountFigures(account, connectivity).maxDebitCents;
}

/** Not online, the most the offline limits let be paid now when less than available; otherwise undefined. */
export function offlineMaximum(
  account: AccountView,
  connectivity: Connectivity | undefined,
): Cents | undefined {
  return accountFigures(account, connectivity).offlineMaximumCents;
}
