import type { AccountTypeView, BillInput, BillResult } from '../../common/contract/index';
import { awardFor, payCap } from '../../common/bill/proposal';
import { accountKind } from './account-kind';
import type { CoreContext } from './context';
import { coreError, CoreError } from './errors';
import { placeHold, type HoldContext } from './hold-commands';

/**
 * The most the venue's rules let through for this bill (common/bill/rules.ts), checked here
 * whatever the UI proposed: paying with bonuses never beyond the bill or the account type's
 * share of it, awarding never beyond the rule's share of what is paid in money. An account type
 * without a rule is bounded by the bill alone (a typed amount works as without a bill).
 */
function checkAgainstRules(ctx: Pick<CoreContext, 'settings'>, bill: BillInput): void {
  const rules = ctx.settings.value.billRules;
  const payCents = bill.pay?.amountCents ?? 0;
  if (payCents > bill.billCents)
    throw coreError('billPayOverTotal', { limitCents: bill.billCents, amountCents: payCents });
  const payRule = bill.pay && rules[bill.pay.accountGuid];
  const shareCents = payRule ? payCap(bill.billCents, payRule) : undefined;
  if (shareCents !== undefined && payCents > shareCents)
    throw coreError('billPayOverShare', { limitCents: shareCents, amountCents: payCents });
  const awardRule = bill.award && rules[bill.award.accountGuid];
  if (bill.award && awardRule) {
    const limit = awardFor(bill.billCents, bill.billCents - payCents, awardRule);
    if (bill.award.amountCents > limit)
      throw coreError('billAwardOverRule', { limitCents: limit, amountCents: bill.award.amountCents });
  }
}

/**
 * One bill: the payment with bonuses first, then the award, each a hold carrying the bill's
 * number (queued like any hold when offline). A payment the terminal refuses (a limit, a blocked
 * guest) fails the whole bill before anything is queued; one the platform refused leaves the
 * award unsent, for the cashier to decide again. An award the terminal refuses after the payment
 * went through is answered beside the payment, which stands.
 */
export async function settleBill(ctx: HoldContext, bill: BillInput): Promise<BillResult> {
  checkAgainstRules(ctx, bill);
  const billed = { billCents: bill.billCents };
  const hold = (part: NonNullable<BillInput['pay']>) => ({
    token: bill.token,
    accountGuid: part.accountGuid,
    amountCents: part.amountCents,
    precheck: bill.precheck,
  });
  const pay = bill.pay ? await placeHold(ctx, 'debit', hold(bill.pay), billed) : undefined;
  if (!bill.award) return { ...(pay ? { pay } : {}) };
  if (pay?.state === 'rejected') return { pay, awardNotSent: true };
  try {
    const award = await placeHold(ctx, 'credit', hold(bill.award), billed);
    return { ...(pay ? { pay } : {}), award };
  } catch (error) {
    if (!pay || !(error instanceof CoreError)) throw error;
    return { pay, awardError: error.value };
  }
}

/** The account types on the guests the terminal has saved, for the rules' settings. */
export function accountTypes(ctx: Pick<CoreContext, 'cache'>): AccountTypeView[] {
  return ctx.cache.accountTypes().map((type) => ({
    accountGuid: type.accountGuid,
    name: type.name,
    kind: accountKind(type),
    ...(type.maxUsage !== undefined ? { maxUsage: type.maxUsage } : {}),
  }));
}
