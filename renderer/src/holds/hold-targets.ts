import type { AccountView, Connectivity } from '../../../common/contract/index';
import { spendableNow } from './account-figures';
import type { HoldDirection } from './hold-submission.svelte';

/** The figures live in account-figures.ts (issue 41); these two names stay for the screens that import them here. */
export { offlineMaximum, spendableNow } from './account-figures';

/** What decides whether a hold may be opened on an account of the guest on screen. */
export interface HoldContext {
  /** A guest is shown, with a card to act with, and not blocked. */
  canAct: boolean;
  connectivity: Connectivity | undefined;
}

/** A deposit is neither paid from nor awarded to as bonuses (the core refuses it too). */
export function isDeposit(account: AccountView): boolean {
  return account.kind === 'deposit';
}

export function mayOpen(direction: HoldDirection, account: AccountView, context: HoldContext): boolean {
  if (!context.canAct || isDeposit(account)) return false;
  switch (direction) {
    case 'debit':
      return spendableNow(account, context.connectivity) > 0;
    case 'credit':
      return true;
  }
}

/** The guest's accounts a shortcut (F2 pay, F3 award) can open, in the order shown. */
export function holdTargets(
  accounts: readonly AccountView[],
  direction: HoldDirection,
  context: HoldContext,
): AccountView[] {
  return accounts.filter((account) => mayOpen(direction, account, context));
}
