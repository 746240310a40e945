import { describe, expect, it } from 'vitest';
import { withBlockedFlag, type BlockedFlagSource } from '../../../../core/terminal/guests/guest-blocked';
import { mayPlaceHold } from '../../../../core/terminal/holds/hold-allowance';
import type { CrmCustomer } from '../../../../common/platform/schemas';

const guest = (extra: object = {}): CrmCustomer => ({
  customerGuid: 'g1',
  firstName: 'Мария',
  lastName: 'Ёлкина',
  tokens: [],
  accounts: [],
  ...extra,
});

/** A context whose platform answers the object read with `read` (or fails) and whose cache holds `cached`. */
function context(read: () => Promise<object>, cached?: CrmCustomer): BlockedFlagSource {
  return {
    live: read,
    cache: { byGuid: () => (cached ? { guest: cached } : undefined) },
  };
}

describe('mayPlaceHold', () => {
  it('denies a blocked guest and allows the others', () => {
    expect(mayPlaceHold({ blocked: true })).toEqual({ allowed: false, denial: 'guestBlocked' });
    expect(mayPlaceHold({ blocked: false })).toEqual({ allowed: true });
  });
});

describe('withBlockedFlag', () => {
  it("keeps the answer's own flag without asking further", async () => {
    const ctx = context(() => Promise.reject(new Error('must not be asked')));
    expect((await withBlockedFlag(ctx, guest({ blocked: false }))).blocked).toBe(false);
  });

  it("takes the crm.customer object's flag over the cache's", async () => {
    const ctx = context(
      () => Promise.resolve({ id: 1, className: 'C', blocked: true }),
      guest({ blocked: false }),
    );
    expect((await withBlockedFlag(ctx, guest())).blocked).toBe(true);
  });

  it('falls back on the cached flag when the object cannot be read', async () => {
    const ctx = context(() => Promise.reject(new Error('moduleNotFound')), guest({ blocked: true }));
    expect((await withBlockedFlag(ctx, guest())).blocked).toBe(true);
  });

  it('leaves the flag unknown when neither the object nor the cache has it', async () => {
    const ctx = context(() => Promise.resolve({ id: 1, className: 'C', blocked: 'yes' }));
    expect((await withBlockedFlag(ctx, guest())).blocked).toBeUndefined();
  });
});
