import type { AccountView, Connectivity } from '../../../common/contract/index';
import type { Cents } from '../../../common/platform/money';
import type { HoldDirection } from './hold-submission.svelte';

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

/** What a debit may take now: online the available less the queue, otherwise within the offline limits. */
export function spendableNow(account: AccountView, connectivity: Connectivity | undefined): Cents {
  return connectivity === 'online' ? account.spendable.onlineCents : account.spendable.offlineCents;
}

/**
 * Not online, the most the offline limits let be paid now, when that is less than what is
 * available (the one figure screens label "within the offline limits"); otherwise undefined.
 */
export function offlineMaximum(
  account: AccountView,
  connectivity: Connectivity | undefined,
): Cents | undefined {
  const now = spendableNow(account, connectivity);
  return now < account.spendable.onlineCents ? now : undefined;
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
