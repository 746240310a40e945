import type { HoldView } from '../../../common/contract/index';
import type { GuestCache } from '../../offline';

/** What an account is called in the journal when the guest's accounts are not known. */
const UNNAMED_TAIL = 6;

/**
 * The journal's word for a hold's account: its name as the platform gave it for the hold's guest
 * (`Бонусы`), else the end of its guid. The whole guid would be blanked by the journal's
 * redaction (a long run of letters and digits reads as an opaque secret) and say nothing.
 */
export function accountLabel(cache: Pick<GuestCache, 'byGuid'>, hold: HoldView): string {
  const cached = hold.customerGuid === undefined ? undefined : cache.byGuid(hold.customerGuid);
  const account = cached?.guest.accounts.find((a) => a.accountType.accountGuid === hold.accountGuid);
  const name = account?.accountType.name.trim();
  return name ? name : `…${hold.accountGuid.slice(-UNNAMED_TAIL)}`;
}
