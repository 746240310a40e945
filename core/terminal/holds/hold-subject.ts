import { cachedBlocked } from '../guests/guest-blocked';
import { liveLookup, type GuestContext } from '../guests/guest-commands';
import type { HoldSubject } from './hold-allowance';
import type { HeldToken } from '../guests/token-refs';

/**
 * The guest of a hold's token as hold-allowance.ts needs it. The UI always shows the guest
 * first, so the cache knows them; a token the terminal never looked up (a command sent by hand)
 * is looked up now while the platform answers. A guest that cannot be learned (offline and not
 * cached, a lookup that fails) counts as not blocked: the hold then meets the platform's own
 * answer or the offline limits, as before.
 */
export async function holdSubjectOf(ctx: GuestContext, held: HeldToken): Promise<HoldSubject> {
  let guid = ctx.cache.lookup(held.token, ctx.now())?.guest.customerGuid;
  if (guid === undefined && ctx.connectivity.state !== 'offline') {
    guid = await liveLookup(ctx, held).then(
      (answer) => answer.guest.customerGuid,
      () => undefined,
    );
  }
  if (guid === undefined) return { blocked: false };
  return { blocked: cachedBlocked(ctx, guid) === true, customerGuid: guid };
}
