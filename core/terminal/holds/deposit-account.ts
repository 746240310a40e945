import { accountKind } from '../guests/account-kind';
import type { CoreContext } from '../context';

/**
 * Whether the guest's account of this type is a deposit, as the saved guest's account type
 * names it. The UI offers no payment or award on a deposit; this keeps a hold sent by hand from
 * moving money as bonuses. A guest the terminal has not saved counts as no deposit: the
 * platform's own answer decides then.
 */
export function isDepositAccount(
  ctx: Pick<CoreContext, 'cache'>,
  customerGuid: string | undefined,
  accountGuid: string,
): boolean {
  if (customerGuid === undefined) return false;
  const account = ctx.cache
    .byGuid(customerGuid)
    ?.guest.accounts.find((candidate) => candidate.accountType.accountGuid === accountGuid);
  return account !== undefined && accountKind(account.accountType) === 'deposit';
}
