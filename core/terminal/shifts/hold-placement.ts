import type { HoldPlacement } from '../../offline';
import type { CoreContext } from '../context';

/** The name the platform gave an account type: on the guest's own accounts, else on any guest saved. */
function accountNameOf(
  ctx: Pick<CoreContext, 'cache'>,
  customerGuid: string | undefined,
  accountGuid: string,
) {
  const cached = customerGuid === undefined ? undefined : ctx.cache.byGuid(customerGuid);
  const own = cached?.guest.accounts.find((a) => a.accountType.accountGuid === accountGuid);
  if (own) return own.accountType.name;
  return ctx.cache.accountTypes().find((type) => type.accountGuid === accountGuid)?.name ?? null;
}

/**
 * What the shift's report keeps of a new hold: its shift (opened now when none is: a sale is
 * never refused for paperwork), the bill's total and the account type's name as they are now.
 */
export function holdPlacement(
  ctx: Pick<CoreContext, 'cache' | 'shifts' | 'staff'>,
  hold: { customerGuid: string | undefined; accountGuid: string; billCents?: number },
): HoldPlacement {
  return {
    shiftId: ctx.shifts.forHold(ctx.staff.cashier ?? 'cashier'),
    billCents: hold.billCents ?? null,
    accountName: accountNameOf(ctx, hold.customerGuid, hold.accountGuid),
  };
}
