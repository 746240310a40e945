import { unreadableAccountsOf } from '../../../common/platform/schemas';
import type { CoreContext } from '../context';

/**
 * Whether the guest's last customerInfo answer sent this account unreadable (left out of the
 * saved guest's accounts, issue 16 §2). The UI does not show such an account; this keeps a hold
 * sent by hand from moving money on figures nobody could read. A guest the terminal has not saved
 * counts as readable: the platform's own answer decides then.
 */
export function isUnreadableAccount(
  ctx: Pick<CoreContext, 'cache'>,
  customerGuid: string | undefined,
  accountGuid: string,
): boolean {
  if (customerGuid === undefined) return false;
  const saved = ctx.cache.byGuid(customerGuid)?.guest;
  if (!saved || saved.accounts.some((account) => account.accountType.accountGuid === accountGuid))
    return false;
  return unreadableAccountsOf(saved).some((account) => account.accountGuid === accountGuid);
}
