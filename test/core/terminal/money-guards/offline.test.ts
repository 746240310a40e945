import { beforeEach, describe, expect, it } from 'vitest';
import type { HoldResult } from '../../../../common/contract/index';
import { proxiedDemoCoreForEachTest } from '../../../support/core-rig';
import { allowGoodwill, swipedRef } from '../../../support/money-guards';
import { IVANOV_CARD } from '../../../support/server-app';
import { lookUpValue } from '../../../support/command-value';
import { until } from '../../../support/until';
import { BONUS, PIN, guardRig } from './guard-rig';

const rig = proxiedDemoCoreForEachTest('core-offline-guards-', {
  requestTimeoutMs: 300,
  pingInitialMs: 50,
  pingMaxMs: 100,
});
const core = () => rig.core;
const { call, value, refusal, grantFor } = guardRig(core);
const IVANOV_GUID = 'customer_put-180725100130889x';
const PETROVA_PIN = { type: 'pin', entry: 'manual', key: '4821' } as const;

let card: { ref: string };
beforeEach(async () => {
  await value('staff.createFirstManager', { name: 'Анна', pin: PIN });
  await lookUpValue(core(), { token: IVANOV_CARD });
  card = await swipedRef(core());
  await rig.proxy.down();
  await until(async () => {
    await call('company.info');
    return core().status().connectivity === 'offline';
  });
});

describe('offline, the guards still hold (issue 40)', () => {
  it('a payment by a typed card number cannot be proven by the guest: only a manager, and it queues', async () => {
    const typed = { token: { ...IVANOV_CARD, entry: 'manual' }, accountGuid: BONUS, amountCents: 1_000 };
    expect(await refusal('hold.debit', { ...typed, guestProof: PETROVA_PIN })).toEqual({
      code: 'guestProofRequired',
      details: { byGuest: false },
    });
    const grant = await grantFor('hold.debit', IVANOV_GUID, 1_000);
    const queued = await value<HoldResult>('hold.debit', { ...typed, grant });
    expect(queued.state).toBe('queued');
    expect(core().queue.get(queued.holdId)?.control?.presence).toBe('manager');
    // The card swiped pays offline with nothing more, within the offline limits.
    expect((await value<HoldResult>('hold.debit', { ...typed, token: card })).state).toBe('queued');
  });

  it('the goodwill allowance counts awards queued offline', async () => {
    await allowGoodwill(core(), 5_000);
    const award = { token: card, accountGuid: BONUS, amountCents: 3_000 };
    expect((await value<HoldResult>('hold.credit', award)).state).toBe('queued');
    expect(await refusal('hold.credit', award)).toMatchObject({
      code: 'goodwillOverAllowance',
      details: { pendingCents: 3_000 },
    });
  });
});
