import { describe, expect, it } from 'vitest';
import type { CommandName, HoldResult, HoldView } from '../../../../common/contract/index';
import { commandValue, lookUpValue } from '../../../support/command-value';
import { proxiedDemoCoreForEachTest } from '../../../support/core-rig';
import { isHoldRequest } from '../../../../harness/fault-proxy';
import { IVANOV_CARD, PETROVA_TRACK } from '../../../support/server-app';
import { until } from '../../../support/until';

const BONUS = 'bonus_account_type-1';

const rig = proxiedDemoCoreForEachTest('core-list-card-before-', {
  requestTimeoutMs: 300,
  quietPeriodMs: 800,
  pingInitialMs: 50,
  pingMaxMs: 200,
});
const value = <T>(name: CommandName, input: unknown = {}) => commandValue<T>(rig.core, name, input);
const idsOf = (holds: readonly HoldView[]) => holds.map((hold) => hold.holdId);

describe("queue.list of a guest: the holds the guest's card took before the guest was known", () => {
  it('lists them with the guest’s own, as the card’s waiting count counts them, and after they are sent', async () => {
    await rig.proxy.down();
    await until(async () => {
      await value('company.info').catch(() => undefined);
      return rig.core.status().connectivity === 'offline';
    }, 10_000);
    // Neither card was ever read: their guests are not known, the awards wait in the cards' lanes.
    const early = await value<HoldResult>('hold.credit', {
      token: IVANOV_CARD,
      accountGuid: BONUS,
      amountCents: 750,
    });
    const other = await value<HoldResult>('hold.credit', {
      token: PETROVA_TRACK,
      accountGuid: BONUS,
      amountCents: 300,
    });
    const guestOf = async (hold: HoldResult) =>
      (await value<{ holds: HoldView[] }>('queue.list')).holds.find((h) => h.holdId === hold.holdId)
        ?.customerGuid;
    expect([early.state, await guestOf(early), await guestOf(other)]).toEqual([
      'queued',
      undefined,
      undefined,
    ]);

    // The platform back, but every hold sent answered with an error page: the holds keep waiting.
    rig.proxy.random({ seed: 41, rates: { html500: 1 }, match: isHoldRequest });
    await rig.proxy.up();
    await until(() => rig.core.status().connectivity === 'online', 10_000);
    // Ivanov's card read: his guest is saved with it.
    const { guest } = await lookUpValue<{ guest: { customerGuid: string } }>(rig.core, {
      token: IVANOV_CARD,
    });
    const guid = guest.customerGuid;
    const own = await value<HoldResult>('hold.credit', {
      token: IVANOV_CARD,
      accountGuid: BONUS,
      amountCents: 120,
    });
    expect(await guestOf(own)).toBe(guid);

    const waiting = await value<{ holds: HoldView[] }>('queue.list', {
      customerGuid: guid,
      states: ['queued', 'sending', 'uncertain'],
    });
    expect(idsOf(waiting.holds).filter((id) => id !== own.holdId)).toEqual([early.holdId]);
    // The card's waiting count reads the same holds.
    expect(rig.core.queue.waitingOf(guid).accounts.get(BONUS)?.count).toBe(waiting.holds.length);

    rig.proxy.random(undefined);
    await until(() => rig.core.status().queue.count === 0, 10_000);
    const all = await value<{ holds: HoldView[] }>('queue.list', { customerGuid: guid });
    expect(idsOf(all.holds)).toEqual([own.holdId, early.holdId]);
    expect(all.holds.map((hold) => hold.state)).toEqual(['confirmed', 'confirmed']);
    const page = await value<{ holds: HoldView[]; nextCursor?: number }>('queue.list', {
      customerGuid: guid,
      limit: 1,
    });
    const next = await value<{ holds: HoldView[] }>('queue.list', {
      customerGuid: guid,
      limit: 1,
      cursor: page.nextCursor,
    });
    expect(idsOf([...page.holds, ...next.holds])).toEqual([own.holdId, early.holdId]);
  });
});
