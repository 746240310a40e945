import type { BillInput } from '../../../common/contract/index';
import { awardFor } from '../../../common/bill/proposal';
import type { CoreContext } from '../context';
import { coreError } from '../errors';
import type { Waivers } from './waivers';

export type AwardContext = Pick<CoreContext, 'settings' | 'queue' | 'shifts' | 'staff'>;

/**
 * An award without a bill (hold.credit, a goodwill award): within the cashier's allowance for
 * the shift, counting every award of theirs still standing, queued and offline ones too.
 */
export function guardGoodwill(ctx: AwardContext, amountCents: number, waivers: Waivers): void {
  const limitCents = ctx.settings.value.moneyGuards.goodwillPerShiftCents;
  const shift = ctx.shifts.current();
  const pendingCents = shift ? ctx.queue.guards.goodwillGiven(shift.id, ctx.staff.cashier ?? null) : 0;
  if (pendingCents + amountCents > limitCents)
    waivers.need(
      'goodwillOverAllowance',
      coreError('goodwillOverAllowance', { limitCents, pendingCents, amountCents }),
    );
}

/**
 * An award on a bill: by the venue's rule for the account type (none: a manager's), and not to a
 * guest already awarded on as many bills in the shift as the venue allows (a cashier's own card
 * swiped on guests' bills).
 */
export function guardBillAward(
  ctx: AwardContext,
  bill: BillInput,
  customerGuid: string | undefined,
  waivers: Waivers,
): void {
  const award = bill.award;
  if (!award) return;
  const rule = ctx.settings.value.billRules[award.accountGuid];
  if (!rule) waivers.need('awardNeedsRule', coreError('awardNeedsRule'));
  else {
    const limitCents = awardFor(bill.billCents, bill.billCents - (bill.pay?.amountCents ?? 0), rule);
    if (award.amountCents > limitCents)
      waivers.need(
        'awardOverRule',
        coreError('awardOverRule', { limitCents, amountCents: award.amountCents }),
      );
  }
  const limit = ctx.settings.value.moneyGuards.awardsPerGuestPerShift;
  const shift = ctx.shifts.current();
  if (!shift || customerGuid === undefined) return;
  const count = ctx.queue.guards.billsAwarded(shift.id, customerGuid);
  if (count >= limit)
    waivers.need('guestAwardedTooOften', coreError('guestAwardedTooOften', { count, limit }));
}
