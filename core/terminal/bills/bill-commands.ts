import type { AccountTypeView, BillInput, BillResult, GrantableGuard } from '../../../common/contract/index';
import { payCap } from '../../../common/bill/proposal';
import { accountKind } from '../guests/account-kind';
import type { CoreContext } from '../context';
import { coreError, CoreError } from '../errors';
import { enqueueHold, prepareHold, waiversFor, type HoldContext } from '../holds/hold-commands';
import type { Admission } from '../command-handlers';
import type { HoldControl } from '../../offline';
import { guardBillAward } from '../money-guards/award-guards';
import { guardBill } from '../money-guards/bill-guards';
import { presenceFor } from '../money-guards/guest-proof';

/**
 * The most the venue's rules let through for this bill (common/bill/rules.ts), checked here
 * whatever the UI proposed: paying with bonuses never beyond the bill or the account type's
 * share of it. The award's bound is a guard a manager may waive (money-guards/award-guards.ts).
 */
function checkPayment(ctx: Pick<CoreContext, 'settings'>, bill: BillInput): void {
  const rules = ctx.settings.value.billRules;
  const payCents = bill.pay?.amountCents ?? 0;
  if (payCents > bill.billCents)
    throw coreError('billPayOverTotal', { limitCents: bill.billCents, amountCents: payCents });
  const payRule = bill.pay && rules[bill.pay.accountGuid];
  const shareCents = payRule ? payCap(bill.billCents, payRule) : undefined;
  if (shareCents !== undefined && payCents > shareCents)
    throw coreError('billPayOverShare', { limitCents: shareCents, amountCents: payCents });
}

const AWARD_GUARDS: ReadonlySet<GrantableGuard> = new Set([
  'awardOverRule',
  'awardNeedsRule',
  'guestAwardedTooOften',
]);

/** The bill's control as each of its holds keeps it: a payment keeps no award's guard, an award no proof. */
function partControl(control: HoldControl, part: 'pay' | 'award'): HoldControl {
  const waived = control.waived.filter((guard) =>
    part === 'pay' ? !AWARD_GUARDS.has(guard) : guard !== 'guestProofRequired',
  );
  return { ...control, waived, presence: part === 'pay' ? control.presence : null };
}

/**
 * One bill: the payment with bonuses first, then the award, each a hold carrying the bill's
 * number (queued like any hold when offline). Every guard (issue 40: the bill number once a day,
 * a large bill, the award's rule, a guest awarded too often, the guest there for a payment) is
 * met before anything is queued: a refusal moves nothing. A payment the platform refused leaves
 * the award unsent, for the cashier to decide again. An award the terminal refuses after the
 * payment went through (the offline limits) is answered beside the payment, which stands.
 */
export async function settleBill(
  ctx: HoldContext,
  bill: BillInput,
  admission?: Admission,
): Promise<BillResult> {
  checkPayment(ctx, bill);
  const holdInput = (part: NonNullable<BillInput['pay']>) => ({
    token: bill.token,
    accountGuid: part.accountGuid,
    amountCents: part.amountCents,
    billNumber: bill.billNumber,
  });
  const payInput = bill.pay && holdInput(bill.pay);
  const awardInput = bill.award && holdInput(bill.award);
  const payPrepared = payInput && (await prepareHold(ctx, payInput));
  const awardPrepared = awardInput && (await prepareHold(ctx, awardInput));
  const { held, customerGuid } = (payPrepared ?? awardPrepared)!;
  const waivers = waiversFor(
    ctx,
    { command: 'bill.settle', customerGuid, amountCents: bill.billCents },
    admission,
  );
  const presence = payPrepared ? await presenceFor(ctx, held, customerGuid, bill.guestProof, waivers) : null;
  // After the last await: the bill's number is checked in the same turn as its first hold is written.
  guardBill(ctx, bill, waivers);
  guardBillAward(ctx, bill, customerGuid, waivers);
  const control = waivers.settle(held.source, presence);
  const billed = { billCents: bill.billCents };
  const pay =
    payInput && payPrepared
      ? await enqueueHold(ctx, 'debit', payInput, payPrepared, partControl(control, 'pay'), billed)
      : undefined;
  if (!awardInput || !awardPrepared) return { ...(pay ? { pay } : {}) };
  if (pay?.state === 'rejected') return { pay, awardNotSent: true };
  try {
    const award = await enqueueHold(
      ctx,
      'credit',
      awardInput,
      awardPrepared,
      partControl(control, 'award'),
      billed,
    );
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
