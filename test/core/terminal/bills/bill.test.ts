import { beforeEach, describe, expect, it } from 'vitest';
import type { BillRule } from '../../../../common/bill/rules';
import type { AccountTypeView, BillResult, CommandName, HoldView } from '../../../../common/contract/index';
import { dispatch } from '../../../../core/hosts/dispatch';
import { PlatformClient } from '../../../../core/platform/client';
import { commandValue, coreOnline, lookUpValue } from '../../../support/command-value';
import { proxiedDemoCoreForEachTest } from '../../../support/core-rig';
import { quietLog } from '../../../support/recording-handlers';
import { IVANOV_CARD } from '../../../support/server-app';
import { until } from '../../../support/until';

const BONUS = 'bonus_account_type-1';
const GIFT = 'bonus_account_type-2';
const HALF_AND_FIVE: BillRule = {
  maxPayBasisPoints: 5_000,
  awardBasisPoints: 500,
  rounding: { mode: 'halfUp', step: 'cent' },
  minBillForAwardCents: 0,
};

const rig = proxiedDemoCoreForEachTest('core-bill-', {
  requestTimeoutMs: 300,
  pingInitialMs: 50,
  pingMaxMs: 100,
});
const core = () => rig.core;

const call = (name: CommandName, input: unknown = {}) => dispatch(core().handlers, name, input, quietLog());
const value = <T>(name: CommandName, input: unknown = {}) => commandValue<T>(core(), name, input);

/** The platform's own history of Ivanov's account, not through the proxy: the ground truth. */
async function platformHistory(accountGuid: string) {
  const client = new PlatformClient({ baseUrl: rig.server.baseUrl, user: 'demo', password: 'demo' });
  const history = await client.operationHistory({
    customerToken: IVANOV_CARD,
    accountType: { accountGuid },
  });
  return history.transactions.map((t) => ({ id: t.id, type: t.type, amount: t.amount }));
}

/** What the platform's history gained since `before` (read with platformHistory), by type and amount. */
async function addedSince(accountGuid: string, before: { id: number }[]) {
  const known = new Set(before.map((t) => t.id));
  return (await platformHistory(accountGuid))
    .filter((t) => !known.has(t.id))
    .map(({ type, amount }) => ({ type, amount }))
    .sort((a, b) => a.type.localeCompare(b.type));
}

const bill = (change: Record<string, unknown> = {}) => ({
  token: IVANOV_CARD,
  billCents: 123_450,
  billNumber: '4711',
  pay: { accountGuid: BONUS, amountCents: 61_725 },
  award: { accountGuid: BONUS, amountCents: 3_086 },
  ...change,
});

beforeEach(async () => {
  await value('settings.set', { billRules: { [BONUS]: HALF_AND_FIVE } });
  // Each test starts from a core that reached the platform: with the 300 ms time-out a loaded
  // machine's start-up probe can be late, and a bill settled then is taken as an offline one.
  await coreOnline(core());
});

describe('a bill of 1 234,50 under 50 % payable and 5 % award', () => {
  it('settles online as two holds with the bill number: 617,25 paid, 30,86 awarded', async () => {
    const before = await platformHistory(BONUS);
    const result = await value<BillResult>('bill.settle', bill());
    expect(result.pay).toMatchObject({ state: 'confirmed' });
    expect(result.award).toMatchObject({ state: 'confirmed' });
    const { holds } = await value<{ holds: HoldView[] }>('queue.list');
    expect(holds.map((h) => [h.kind, h.amountCents, h.billNumber]).sort()).toEqual([
      ['credit', 3_086, '4711'],
      ['debit', 61_725, '4711'],
    ]);
    expect(await addedSince(BONUS, before)).toEqual([
      { type: 'CREDIT', amount: 30.86 },
      { type: 'DEBIT_HOLD', amount: 617.25 },
    ]);
  });

  it('refuses more than the rule lets be paid or awarded, and queues nothing', async () => {
    const overShare = await call('bill.settle', bill({ pay: { accountGuid: BONUS, amountCents: 61_726 } }));
    expect(overShare).toMatchObject({
      ok: false,
      error: { code: 'billPayOverShare', details: { limitCents: 61_725, amountCents: 61_726 } },
    });
    // Less paid with bonuses: more paid in money, so a larger award is due, but never beyond it.
    const overAward = await call(
      'bill.settle',
      bill({
        pay: { accountGuid: BONUS, amountCents: 10_000 },
        award: { accountGuid: BONUS, amountCents: 5_674 },
      }),
    );
    expect(overAward).toMatchObject({
      ok: false,
      error: { code: 'awardOverRule', details: { limitCents: 5_673 } },
    });
    const overTotal = await call(
      'bill.settle',
      bill({ billCents: 1_000, pay: { accountGuid: GIFT, amountCents: 1_001 }, award: undefined }),
    );
    expect(overTotal).toMatchObject({ ok: false, error: { code: 'billPayOverTotal' } });
    expect((await value<{ holds: HoldView[] }>('queue.list')).holds).toEqual([]);
  });

  it('takes a typed amount on an account type without a rule, bounded by the bill alone', async () => {
    const result = await value<BillResult>(
      'bill.settle',
      bill({ pay: { accountGuid: GIFT, amountCents: 123_450 }, award: undefined }),
    );
    expect(result.pay).toMatchObject({ state: 'confirmed' });
    expect(result.award).toBeUndefined();
  });

  it('leaves the award unsent when the platform refuses the payment', async () => {
    // Another till spends Ivanov's balance on the platform itself.
    const client = new PlatformClient({ baseUrl: rig.server.baseUrl, user: 'demo', password: 'demo' });
    await client.debitHold({ customerToken: IVANOV_CARD, accountType: { accountGuid: BONUS }, amount: 950 });
    const result = await value<BillResult>('bill.settle', bill());
    expect(result.pay).toMatchObject({ state: 'rejected', reason: { code: 'insufficientFunds' } });
    expect(result).toMatchObject({ awardNotSent: true });
    expect(result.award).toBeUndefined();
    const { holds } = await value<{ holds: HoldView[] }>('queue.list');
    expect(holds.map((h) => h.kind)).toEqual(['debit']);
  });

  it('queues both holds during an outage and settles each once when the platform returns', async () => {
    await lookUpValue(core(), { token: IVANOV_CARD }); // saved for the offline limits
    await rig.proxy.down();
    await until(async () => {
      await call('company.info');
      return core().status().connectivity === 'offline';
    });
    // Offline the balance share (50 % of the saved 1 000,00) bounds the payment: 500,00, award 5 % of 734,50.
    const result = await value<BillResult>(
      'bill.settle',
      bill({
        pay: { accountGuid: BONUS, amountCents: 50_000 },
        award: { accountGuid: BONUS, amountCents: 3_673 },
      }),
    );
    expect(result.pay).toMatchObject({ state: 'queued' });
    expect(result.award).toMatchObject({ state: 'queued' });
    const before = await platformHistory(BONUS);
    await rig.proxy.up();
    await until(async () =>
      (await value<{ holds: HoldView[] }>('queue.list')).holds.every((h) => h.state === 'confirmed'),
    );
    expect(await addedSince(BONUS, before)).toEqual([
      { type: 'CREDIT', amount: 36.73 },
      { type: 'DEBIT_HOLD', amount: 500 },
    ]);
  });
});

describe('the account types for the rules', () => {
  it('lists each type seen on a saved guest once, with maxUsage as the platform gave it', async () => {
    expect((await value<{ accountTypes: AccountTypeView[] }>('accountTypes.list')).accountTypes).toEqual([]);
    await lookUpValue(core(), { token: IVANOV_CARD });
    await lookUpValue(core(), { token: { type: 'card', entry: 'barCode', key: '4600000000015' } });
    const { accountTypes } = await value<{ accountTypes: AccountTypeView[] }>('accountTypes.list');
    expect(accountTypes).toEqual([
      { accountGuid: BONUS, name: 'Бонусные баллы', kind: 'bonus', maxUsage: 50 },
      { accountGuid: GIFT, name: 'Подарочный сертификат', kind: 'bonus', maxUsage: 100 },
      { accountGuid: 'bonus_account_type-3', name: 'Депозит', kind: 'deposit', maxUsage: 100 },
    ]);
  });

  it('keeps the rules in the settings, removes one set to null, and refuses a malformed one', async () => {
    const view = await value<{ billRules: Record<string, BillRule> }>('settings.get');
    expect(view.billRules).toEqual({ [BONUS]: HALF_AND_FIVE });
    const bad = await call('settings.set', {
      billRules: { [GIFT]: { ...HALF_AND_FIVE, awardBasisPoints: 10_001 } },
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalidInput' } });
    const removed = await value<{ billRules: Record<string, BillRule> }>('settings.set', {
      billRules: { [BONUS]: null },
    });
    expect(removed.billRules).toEqual({});
  });
});
