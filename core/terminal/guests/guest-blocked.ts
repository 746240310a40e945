import type { CrmCustomer, FilteredCustomer } from '../../../common/platform/schemas';
import { blockedFlagOf } from './blocked-flag';
import type { CallOptions, PlatformClient } from '../../platform/client';

/**
 * Whether a guest is blocked. filterCustomers carries `blocked`; customerInfo does not (the
 * interface lists no such field), so for a swiped guest the core reads the guest's crm.customer
 * object by its document id (`objectRid` = customerGuid, the object's `_id`). What was learned
 * is written into the cached guest, so an offline swipe and a later customerInfo answer
 * (which would otherwise replace it) keep it. docs/core.md "Blocked guests" has the decision.
 */

/** What the flag is read from: the guest's crm.customer object, else the cached guest. */
export interface BlockedFlagSource {
  live(call: (client: Pick<PlatformClient, 'get'>, options: CallOptions) => Promise<object>): Promise<object>;
  readonly cache: { byGuid(customerGuid: string): { guest: object } | undefined };
}

/** What the cache remembers of a guest's flag (undefined: never learned). */
export function cachedBlocked(
  ctx: Pick<BlockedFlagSource, 'cache'>,
  customerGuid: string,
): boolean | undefined {
  const cached = ctx.cache.byGuid(customerGuid);
  return cached ? blockedFlagOf(cached.guest) : undefined;
}

/**
 * A customerInfo answer with its `blocked` flag: its own when it carries one, else the
 * crm.customer object's, else what the cache remembers. An object that cannot be read (the
 * module refused, the network failed) does not fail the lookup: the guest is then shown with
 * the remembered flag, or as not blocked when none was ever learned.
 */
export async function withBlockedFlag<C extends CrmCustomer | FilteredCustomer>(
  ctx: BlockedFlagSource,
  guest: C,
): Promise<C> {
  if (blockedFlagOf(guest) !== undefined) return guest;
  const guid = guest.customerGuid;
  const read = await ctx
    .live((client, options) => client.get({ moduleName: 'crm.customer', objectRid: guid }, options))
    .catch(() => undefined);
  const learned = (read && blockedFlagOf(read)) ?? cachedBlocked(ctx, guid);
  return learned === undefined ? guest : { ...guest, blocked: learned };
}
