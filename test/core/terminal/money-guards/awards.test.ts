import { beforeEach, describe, expect, it } from 'vitest';
import type { BillResult, HoldResult } from '../../../../common/contract/index';
import { demoCoreForEachTest } from '../../../support/core-rig';
import { allowGoodwill, swipedRef } from '../../../support/money-guards';
import { BONUS, HALF_AND_FIVE, PIN, guardRig } from './guard-rig';

const demo = demoCoreForEachTest('core-award-guards-');
const core = () => demo.core;
const { value, refusal, platformHistory, holds, grantFor } = guardRig(core);
const IVANOV_GUID = 'customer_put-180725100130889x';

let card: { ref: string };
beforeEach(async () => {
  await value('staff.createFirstManager', { name: 'Анна', pin: PIN });
  card = await swipedRef(core());
});

const bill = (billNumber: string, billCents: number, awardCents: number) => ({
  token: card,
  billCents,
  billNumber,
  award: { accountGuid: BONUS, amountCents: awardCents },
});

describe('an award without a bill (goodwill, issue 40)', () => {
  it('of 50 000,00 by a cashier with no grant moves nothing; with a grant for it, it goes and names the manager', async () => {
    const before = await platformHistory();
    const award = { token: card, accountGuid: BONUS, amountCents: 5_000_000 };
    expect(await refusal('hold.credit', award)).toMatchObject({
      code: 'goodwillOverAllowance',
      details: { limitCents: 0, pendingCents: 0, amountCents: 5_000_000 },
    });
    expect(await holds()).toEqual([]);
    expect(await platformHistory()).toBe(before);

    const grant = await grantFor('hold.credit', IVANOV_GUID, 5_000_000);
    const done = await value<HoldResult>('hold.credit', { ...award, grant });
    expect(done.state).toBe('confirmed');
    expect(await platformHistory()).toBe(before + 1);
    expect(core().queue.get(done.holdId)?.control).toEqual({
      source: 'read',
      presence: null,
      waived: ['goodwillOverAllowance'],
      grantedBy: 'Анна',
    });
    // The hold names its manager wherever it is shown (the queue, the guest's recent holds).
    expect((await holds()).find((h) => h.holdId === done.holdId)).toMatchObject({
      granted: { manager: 'Анна', guards: ['goodwillOverAllowance'] },
    });
  });

  it('within the allowance needs nothing, and the allowance counts what the cashier gave in the shift', async () => {
    await allowGoodwill(core(), 10_000);
    const award = { token: card, accountGuid: BONUS, amountCents: 6_000 };
    expect((await value<HoldResult>('hold.credit', award)).state).toBe('confirmed');
    expect(await refusal('hold.credit', award)).toMatchObject({
      code: 'goodwillOverAllowance',
      details: { limitCents: 10_000, pendingCents: 6_000, amountCents: 6_000 },
    });
    expect((await value<HoldResult>('hold.credit', { ...award, amountCents: 4_000 })).state).toBe(
      'confirmed',
    );
  });
});

describe('an award on a bill (issue 40)', () => {
  it('to an account type with no bill rule needs a manager; more than the rule allows too', async () => {
    const before = await platformHistory();
    expect((await refusal('bill.settle', bill('N-1', 10_000, 50_000))).code).toBe('awardNeedsRule');
    await core().settings.apply({ billRules: { [BONUS]: HALF_AND_FIVE } });
    expect(await refusal('bill.settle', bill('N-1', 10_000, 50_000))).toMatchObject({
      code: 'awardOverRule',
      details: { limitCents: 500, amountCents: 50_000 },
    });
    expect(await holds()).toEqual([]);
    expect(await platformHistory()).toBe(before);
    // Within the rule: nothing more.
    const within = await value<BillResult>('bill.settle', bill('N-1', 10_000, 500));
    expect(within.award?.state).toBe('confirmed');
    // Over it with the grant for this bill: through, the manager kept on the award.
    const grant = await grantFor('bill.settle', IVANOV_GUID, 20_000);
    const over = await value<BillResult>('bill.settle', { ...bill('N-2', 20_000, 5_000), grant });
    expect(core().queue.get(over.award!.holdId)?.control).toMatchObject({
      waived: ['awardOverRule'],
      grantedBy: 'Анна',
    });
  });

  it('settles a bill number once a day: a second time is refused naming when and by whom, and moves nothing', async () => {
    await core().settings.apply({ billRules: { [BONUS]: HALF_AND_FIVE } });
    await value('bill.settle', bill('A-7', 1_000_000, 50_000));
    const before = await platformHistory();
    const again = await refusal('bill.settle', bill('A-7', 1_000_000, 50_000));
    expect(again.code).toBe('billAlreadySettled');
    expect(again.details).toMatchObject({ by: 'cashier', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await platformHistory()).toBe(before);
    expect(await holds()).toHaveLength(1);
  });

  it('of a bill above billWithoutManagerCents needs a manager', async () => {
    await core().settings.apply({ billRules: { [BONUS]: HALF_AND_FIVE } });
    expect(await refusal('bill.settle', bill('B-1', 3_000_001, 100))).toMatchObject({
      code: 'billNeedsManager',
      details: { limitCents: 3_000_000, amountCents: 3_000_001 },
    });
    expect(await holds()).toEqual([]);
    expect((await value<BillResult>('bill.settle', bill('B-1', 3_000_000, 100))).award?.state).toBe(
      'confirmed',
    );
  });

  it('to one guest on more bills in a shift than the venue allows needs a manager for the next', async () => {
    await core().settings.apply({ billRules: { [BONUS]: HALF_AND_FIVE } });
    for (const n of [1, 2, 3]) await value('bill.settle', bill(`R-${n}`, 10_000, 500));
    expect(await refusal('bill.settle', bill('R-4', 10_000, 500))).toMatchObject({
      code: 'guestAwardedTooOften',
      details: { count: 3, limit: 3 },
    });
    expect(await holds()).toHaveLength(3);
    const grant = await grantFor('bill.settle', IVANOV_GUID, 10_000);
    const fourth = await value<BillResult>('bill.settle', { ...bill('R-4', 10_000, 500), grant });
    expect(core().queue.get(fourth.award!.holdId)?.control?.waived).toEqual(['guestAwardedTooOften']);
  });
});

describe('a grant (issue 40)', () => {
  it('for another command, guest or amount, a used one and a made-up one: refused, nothing moved, journalled', async () => {
    const award = { token: card, accountGuid: BONUS, amountCents: 1_000 };
    const before = await platformHistory();
    const cases: [string, () => Promise<string>][] = [
      ['command', () => grantFor('hold.debit', IVANOV_GUID, 1_000)],
      ['guest', () => grantFor('hold.credit', 'customer_put-190312154502117a', 1_000)],
      ['amount', () => grantFor('hold.credit', IVANOV_GUID, 999)],
    ];
    for (const [what, grant] of cases) {
      const code = (await refusal('hold.credit', { ...award, grant: await grant() })).code;
      expect(code, what).toBe('grantOtherAction');
    }
    const used = await grantFor('hold.credit', IVANOV_GUID, 1_000);
    await value('hold.credit', { ...award, grant: used });
    expect((await refusal('hold.credit', { ...award, grant: used })).code).toBe('grantUsed');
    // A made-up grant with a command that needs none is checked too.
    expect((await refusal('guest.lookup', { token: card, grant: 'made-up' })).code).toBe('grantUnknown');
    expect(await platformHistory()).toBe(before + 1);
    const refused = core()
      .journal.list({ kind: 'refused' })
      .entries.map((e) => e.details.code);
    expect(refused).toEqual(expect.arrayContaining(['grantOtherAction', 'grantUsed', 'grantUnknown']));
  });
});
