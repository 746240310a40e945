import type { AccountView, DisplayAccount, DisplayScreen, Guest } from '../../../common/contract/index';
import type { BillOutcome } from '../bill/bill-outcome';
import type { BillPlan } from '../bill/bill-form.svelte';
import type { HoldOutcome } from '../holds/hold-outcome';
import { accountFigures } from '../holds/account-figures';

/** The bill on the cashier's screen: the plan being entered or reviewed, and what became of it once sent. */
export interface BillOnScreen {
  plan: BillPlan | undefined;
  outcome: BillOutcome | undefined;
}

/** How a confirmed bill reads to the guest: settled, waiting (will be credited), or not to be told. */
type Settled = 'applied' | 'waiting' | 'notForTheGuest';

function settledOf(outcome: HoldOutcome | undefined): Settled {
  switch (outcome?.kind) {
    case undefined:
    case 'done':
      return 'applied';
    case 'queued':
    case 'waiting':
    case 'sending':
      return 'waiting';
    case 'unknown':
    case 'refused':
    case 'offlineLimit':
    case 'closed':
      return 'notForTheGuest';
  }
}

/** An account as the guest reads it: what is available, the very figure the cashier's screen shows. */
const shownAccount = (account: AccountView): DisplayAccount => ({
  name: account.name.slice(0, 100),
  balanceCents: accountFigures(account, undefined).availableCents,
});

function guestScreen(guest: Guest): DisplayScreen {
  return {
    kind: 'guest',
    firstName: guest.firstName.slice(0, 100),
    accounts: guest.accounts
      .filter((account) => account.kind !== 'deposit')
      .slice(0, 8)
      .map(shownAccount),
  };
}

function billScreen(guest: Guest, plan: BillPlan): DisplayScreen {
  const account = plan.pay?.account ?? plan.award?.account;
  return {
    kind: 'bill',
    firstName: guest.firstName.slice(0, 100),
    billCents: plan.billCents,
    payCents: plan.pay?.cents ?? 0,
    awardCents: plan.award?.cents ?? 0,
    leftToPayCents: plan.moneyCents,
    account: account ? shownAccount(account) : null,
  };
}

/**
 * What the guest may see of the cashier's screen. Derived from it, never told separately, so it
 * cannot say more than the display's schema: a refused or unknown hold leaves the guest on the bill
 * (the cashier is told, not the guest), a waiting one reads "waits to be sent", never "offline",
 * and only what the platform confirmed reads as done ("paid", "awarded").
 */
export function displayScreenOf(guest: Guest | undefined, bill: BillOnScreen | undefined): DisplayScreen {
  if (!guest) return { kind: 'idle' };
  const plan = bill?.plan;
  if (!plan) return guestScreen(guest);
  const outcome = bill.outcome;
  if (!outcome) return billScreen(guest, plan);
  if (outcome.kind === 'whole' || outcome.awardNotSent || outcome.awardError) return billScreen(guest, plan);
  const pay = settledOf(outcome.pay);
  const award = settledOf(outcome.award);
  const parts = [pay, award];
  if (parts.includes('notForTheGuest')) return billScreen(guest, plan);
  const last = plan.award ? outcome.award : outcome.pay;
  const balance = last?.kind === 'done' ? last.balance?.availableCents : undefined;
  return {
    kind: 'done',
    firstName: guest.firstName.slice(0, 100),
    accountName: (plan.award ?? plan.pay)?.account.name.slice(0, 100) ?? '',
    payCents: plan.pay?.cents ?? 0,
    awardCents: plan.award?.cents ?? 0,
    balanceCents: parts.includes('waiting') || balance === undefined ? null : balance,
    payWaits: plan.pay !== undefined && pay === 'waiting',
    awardWaits: plan.award !== undefined && award === 'waiting',
  };
}
