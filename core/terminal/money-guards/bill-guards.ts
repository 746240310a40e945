import type { BillInput } from '../../../common/contract/index';
import type { CoreContext } from '../context';
import { coreError } from '../errors';
import type { Waivers } from './waivers';

export type BillGuardContext = Pick<CoreContext, 'settings' | 'queue' | 'now'>;

/** The till's local midnight before `now`: a bill number is unique for the day. */
function dayStart(now: number): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/**
 * The bill itself, which the cashier types (issue 40): a number settled on this till today is not
 * settled again, and a bill above the venue's amount needs a manager.
 */
export function guardBill(ctx: BillGuardContext, bill: BillInput, waivers: Waivers): void {
  const settled = ctx.queue.guards.billSettled(bill.billNumber, dayStart(ctx.now()));
  if (settled) {
    const at = new Date(settled.createdAt).toISOString();
    waivers.need(
      'billAlreadySettled',
      coreError('billAlreadySettled', { at, by: settled.cashier ?? 'cashier' }),
    );
  }
  const limitCents = ctx.settings.value.moneyGuards.billWithoutManagerCents;
  if (bill.billCents > limitCents)
    waivers.need(
      'billNeedsManager',
      coreError('billNeedsManager', { limitCents, amountCents: bill.billCents }),
    );
}
