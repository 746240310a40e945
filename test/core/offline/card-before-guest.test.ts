import { describe, expect, it } from 'vitest';
import { GuestCache, openTerminalDb, HoldQueue, TokenHasher } from '../../../core/offline';
import { PendingIndex } from '../../../core/terminal/holds/pending-index';
import type { CustomerToken } from '../../../common/platform/schemas';
import { openAccount, savedGuest } from '../../support/bonus-guest';
import { ManualTime } from '../../support/fake-platform';

/**
 * Issue 41: a hold queued by a card whose guest the cache did not know yet waits in that card's
 * lane. Once the guest is known (saved with that card), the guest's offline room counts it: the
 * maximum the account view offers subtracts it, and `enqueue` takes that maximum and no more.
 */

const BONUS = 'bonus_account_type-1';
const GIFT = 'bonus_account_type-2';
const cardOf = (key: string): CustomerToken => ({ type: 'card', entry: 'trackCode', key });
const FIRST_CARD = cardOf('4276000011112222');
const SECOND_CARD = cardOf('4276000077778888');

/** Bonus 3 000,00 and gift 1 500,00 available, with the cards given. */
const guest = (cards: CustomerToken[]) =>
  savedGuest('g-1', 'Guest', cards, [openAccount(BONUS, 3_000), openAccount(GIFT, 1_500)]);

function setup() {
  const time = new ManualTime();
  const db = openTerminalDb(':memory:');
  const hasher = new TokenHasher(Buffer.alloc(32, 5));
  const cache = new GuestCache(db, hasher, { clock: time.clock });
  const queue = new HoldQueue(db, hasher, { cache, clock: time.clock });
  /** A hold taken while the platform answered (no offline limits), by the card alone. */
  const byCard = (token: CustomerToken, accountGuid: string, amountCents: number) => {
    const taken = queue.enqueue({ kind: 'debit', token, accountGuid, amountCents }, { offline: false });
    if (!taken.ok) throw new Error(taken.refusal.code);
    return taken.row;
  };
  /** What the account view offers offline: read as a guest's card is built (PendingIndex). */
  const offered = (accountGuid: string) =>
    new PendingIndex((guid) => queue.waitingOf(guid)).spendable('g-1', accountGuid, 1_000_000).offlineCents;
  const offline = (token: CustomerToken, accountGuid: string, amountCents: number) =>
    queue.enqueue({ kind: 'debit', token, accountGuid, amountCents }, { offline: true });
  return { cache, queue, byCard, offered, offline };
}

describe('a hold queued by a card before its guest was known', () => {
  it('counts in the guest’s offline room once the guest is saved with that card', () => {
    const { cache, queue, byCard, offered, offline } = setup();
    const early = byCard(FIRST_CARD, BONUS, 40_000);
    expect([early.customerGuid, early.laneKey.startsWith('token:')]).toEqual([null, true]);

    cache.putGuest(guest([FIRST_CARD]));
    // Half of 3 000,00 is 1 500,00, less the 400,00 waiting; 1 000,00 a hold is less still.
    expect(queue.waitingOf('g-1').accounts.get(BONUS)).toEqual({
      debitCents: 40_000,
      creditCents: 0,
      count: 1,
    });
    // The guest may have 2 000,00 waiting: 1 600,00 is left after the card's 400,00.
    queue.limits = { ...queue.limits, perHoldCents: 200_000 };
    expect(offered(BONUS)).toBe(150_000 - 40_000);
    expect(offered(GIFT)).toBe(75_000);
    expect(offline(FIRST_CARD, BONUS, 110_001)).toMatchObject({
      ok: false,
      refusal: { code: 'offlineBalanceInsufficient' },
    });
    expect(offline(FIRST_CARD, BONUS, 110_000)).toMatchObject({ ok: true });
    expect(offered(BONUS)).toBe(0);
  });

  it('counts the holds of any of the guest’s cards in the guest’s limit, when paid with another card', () => {
    const { cache, byCard, offered, offline } = setup();
    byCard(SECOND_CARD, GIFT, 150_000);
    cache.putGuest(guest([FIRST_CARD, SECOND_CARD]));
    // 2 000,00 a guest less the second card's 1 500,00 waiting leaves 500,00 on every account.
    expect(offered(BONUS)).toBe(50_000);
    expect(offered(GIFT)).toBe(0);
    expect(offline(FIRST_CARD, BONUS, 50_001)).toMatchObject({
      ok: false,
      refusal: { code: 'offlineLimitPerGuest' },
    });
    expect(offline(FIRST_CARD, BONUS, 50_000)).toMatchObject({ ok: true });
  });
});
