import { describe, expect, it } from 'vitest';
import { DisplayScreenSchema } from '../../../common/contract/index';
import type { BillPlan } from '../../src/bill/bill-form.svelte';
import { displayScreenOf } from '../../src/display-feed/display-screen';
import { accountFigures } from '../../src/holds/account-figures';
import { account, guest } from '../holds/fixtures';

const BONUS = account({ name: 'Бонусные баллы' });
const IVAN = guest([BONUS]);
const plan: BillPlan = {
  billCents: 123_450,
  number: '4711',
  pay: { account: BONUS, cents: 61_725, before: 100_000, after: 38_275 },
  award: { account: BONUS, cents: 3_086, before: 125_050, after: 128_136 },
  moneyCents: 61_725,
};
const balance = (availableCents: number) => ({
  ledgerCents: availableCents,
  availableCents,
  debitHoldCents: 0,
  creditHoldCents: 0,
});

describe("the guest display's screen, derived from the cashier's", () => {
  it('is idle without a guest, the guest without a bill, the bill while it is made', () => {
    expect(displayScreenOf(undefined, undefined)).toEqual({ kind: 'idle' });
    expect(displayScreenOf(IVAN, undefined)).toMatchObject({ kind: 'guest', firstName: IVAN.firstName });
    expect(displayScreenOf(IVAN, { plan, outcome: undefined })).toMatchObject({
      kind: 'bill',
      payCents: 61_725,
      awardCents: 3_086,
      leftToPayCents: 61_725,
    });
  });

  it('is the new balance once both holds are done, "will be credited" while one waits', () => {
    const done = { kind: 'done', balance: balance(41_361) } as const;
    expect(displayScreenOf(IVAN, { plan, outcome: { kind: 'sent', pay: done, award: done } })).toMatchObject({
      kind: 'done',
      balanceCents: 41_361,
    });
    const queued = displayScreenOf(IVAN, {
      plan,
      outcome: { kind: 'sent', pay: { kind: 'queued' }, award: { kind: 'queued' } },
    });
    expect(queued).toMatchObject({ kind: 'done', balanceCents: null, payWaits: true, awardWaits: true });
    const awardBehind = displayScreenOf(IVAN, {
      plan,
      outcome: { kind: 'sent', pay: done, award: { kind: 'waiting' } },
    });
    expect(awardBehind).toMatchObject({
      kind: 'done',
      balanceCents: null,
      payWaits: false,
      awardWaits: true,
    });
    expect(DisplayScreenSchema.safeParse(awardBehind).success).toBe(true);
  });

  it('stays on the bill when a hold is refused or its outcome unknown: the cashier is told, not the guest', () => {
    for (const outcome of [
      { kind: 'whole', outcome: { kind: 'refused' } },
      { kind: 'sent', pay: { kind: 'refused' }, awardNotSent: true },
      { kind: 'sent', pay: { kind: 'done' }, award: { kind: 'unknown' } },
      { kind: 'sent', pay: { kind: 'offlineLimit', error: { code: 'offlineLimitPerHold' } } },
    ] as never[]) {
      const shown = displayScreenOf(IVAN, { plan, outcome });
      expect(shown.kind).toBe('bill');
      expect(DisplayScreenSchema.safeParse(shown).success).toBe(true);
    }
  });

  it("shows what is available as the cashier's screen does: the platform's less what waits in the queue", () => {
    // 1 000,00 available at the platform, 116,37 paid offline and waiting: 883,63 to spend.
    const queued = account({
      name: 'Бонусные баллы',
      pending: { debitCents: 11_637, creditCents: 0, count: 1 },
    });
    const cashier = accountFigures(queued, 'offline').availableCents;
    expect(cashier).toBe(88_363);
    const ivan = guest([queued]);
    expect(displayScreenOf(ivan, undefined)).toMatchObject({
      kind: 'guest',
      accounts: [{ name: 'Бонусные баллы', balanceCents: cashier }],
    });
    const paying = { ...plan, pay: { ...plan.pay!, account: queued }, award: undefined };
    expect(displayScreenOf(ivan, { plan: paying, outcome: undefined })).toMatchObject({
      kind: 'bill',
      account: { balanceCents: cashier },
    });
  });
});
