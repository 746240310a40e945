import { describe, expect, it } from 'vitest';
import type { AccountView, Connectivity } from '../../../common/contract/index';
import type { BillRule, BillRules } from '../../../common/bill/rules';
import { BillForm } from '../../src/bill/bill-form.svelte';
import type { AmountKey } from '../../src/money/amount';
import { account } from '../guest/fixtures';

const HALF_AND_FIVE: BillRule = {
  maxPayBasisPoints: 5_000,
  awardBasisPoints: 500,
  rounding: { mode: 'halfUp', step: 'cent' },
  minBillForAwardCents: 0,
};
const BONUS = account({ name: 'Бонусные баллы' }); // available 1 000,00
const GIFT = account({
  accountGuid: 'gift',
  name: 'Подарочный сертификат',
  balance: { ledgerCents: 300_000, availableCents: 300_000, debitHoldCents: 0, creditHoldCents: 0 },
});

function formFor(
  options: { rules?: BillRules; accounts?: AccountView[]; connectivity?: Connectivity } = {},
): BillForm {
  const accounts = options.accounts ?? [BONUS, GIFT];
  return new BillForm(() => ({
    payable: accounts,
    awardable: accounts,
    rules: options.rules ?? { [BONUS.accountGuid]: HALF_AND_FIVE },
    connectivity: options.connectivity ?? 'online',
  }));
}

const keysOf = (text: string): AmountKey[] =>
  [...text].map((c) => (c === ',' ? { kind: 'separator' } : { kind: 'digit', digit: c }));
function type(form: BillForm, text: string): void {
  for (const key of keysOf(text)) form.press(key);
}

describe('a bill of 1 234,50 under 50 % payable and 5 % award', () => {
  it('proposes 617,25 to pay from the account with a rule and 30,86 to award', () => {
    const form = formFor();
    expect(form.payGuid).toBe(BONUS.accountGuid);
    type(form, '1234,5');
    expect([form.pay, form.award]).toEqual(['617.25', '30.86']);
    form.focused = 'number';
    type(form, '4711');
    expect(form.plan).toEqual({
      billCents: 123_450,
      number: '4711',
      pay: { account: BONUS, cents: 61_725, before: 100_000, after: 38_275 },
      award: { account: BONUS, cents: 3_086, before: 125_050, after: 128_136 },
      moneyCents: 61_725,
    });
  });

  it('offline proposes at most what the offline limits let be paid', () => {
    const limited = { ...BONUS, spendable: { onlineCents: 100_000, offlineCents: 50_000 } };
    const form = formFor({ accounts: [limited, GIFT], connectivity: 'offline' });
    type(form, '1234,5');
    expect([form.pay, form.award]).toEqual(['500', '36.73']);
  });

  it('offline after a queued payment offers and checks the figures the core accepts, the queue taken off', () => {
    // 1 000,00 available with 116,37 queued: 883,63 available, 383,63 within the offline limits.
    const queued = {
      ...BONUS,
      pending: { debitCents: 11_637, creditCents: 0, count: 1 },
      spendable: { onlineCents: 88_363, offlineCents: 38_363 },
    };
    const form = formFor({
      accounts: [queued, GIFT],
      connectivity: 'offline',
      rules: { [BONUS.accountGuid]: { ...HALF_AND_FIVE, maxPayBasisPoints: 10_000 } },
    });
    type(form, '1000');
    expect(form.pay).toBe('383.63');
    form.focused = 'pay';
    type(form, '383,64');
    expect(form.problems.pay).toEqual({ kind: 'overOffline', limit: 38_363 });
    form.press({ kind: 'backspace' });
    type(form, '3');
    form.number = '7';
    expect(form.plan?.pay).toEqual({ account: queued, cents: 38_363, before: 88_363, after: 50_000 });
  });

  it('keeps what the cashier typed: a payment typed by hand stays when the total changes; the award follows it', () => {
    const form = formFor();
    type(form, '1000');
    expect(form.pay).toBe('500');
    form.focused = 'pay';
    form.press({ kind: 'clear' });
    type(form, '100');
    expect(form.award).toBe('45'); // 5 % of 900,00
    form.focused = 'total';
    type(form, '0');
    expect([form.total, form.pay, form.award]).toEqual(['10000', '100', '495']);
    form.focused = 'award';
    form.press({ kind: 'clear' });
    type(form, '10');
    form.focused = 'total';
    form.press({ kind: 'backspace' });
    expect([form.pay, form.award]).toEqual(['100', '10']);
  });

  it('the keypad types into the focused field: digits into the bill number, the separator not', () => {
    const form = formFor();
    type(form, '5');
    form.focused = 'number';
    type(form, '7,7');
    expect([form.total, form.number]).toEqual(['5', '77']);
  });
});

describe('what cannot be sent', () => {
  it('names each field that is missing or beyond its bound', () => {
    const form = formFor();
    expect(form.problems).toMatchObject({ total: { kind: 'required' }, number: { kind: 'required' } });
    type(form, '100');
    form.focused = 'pay';
    type(form, '500'); // the proposed 50 replaced
    expect(form.problems.pay).toEqual({ kind: 'overTotal', limit: 10_000 });
    form.press({ kind: 'clear' });
    type(form, '60');
    expect(form.problems.pay).toEqual({ kind: 'overShare', limit: 5_000 });
    form.focused = 'award';
    form.press({ kind: 'clear' });
    type(form, '3');
    expect(form.problems.award).toEqual({ kind: 'overAward', limit: 200 }); // 5 % of 40,00
    expect(form.plan).toBeUndefined();
  });

  it('without rules proposes nothing and bounds a payment by what is available', () => {
    const form = formFor({ rules: {} });
    type(form, '5000');
    expect([form.pay, form.award]).toEqual(['', '']);
    form.focused = 'pay';
    type(form, '1000,01');
    expect(form.problems.pay).toEqual({ kind: 'overAvailable', limit: 100_000 });
  });

  it('offline says when the limits, not the balance, bound the payment', () => {
    const limited = { ...BONUS, spendable: { onlineCents: 100_000, offlineCents: 50_000 } };
    const form = formFor({ rules: {}, accounts: [limited], connectivity: 'offline' });
    type(form, '5000');
    form.focused = 'pay';
    type(form, '600');
    expect(form.problems.pay).toEqual({ kind: 'overOffline', limit: 50_000 });
  });

  it('has no plan while nothing is paid or awarded', () => {
    const form = formFor({ rules: {} });
    type(form, '100');
    form.number = '1';
    expect(form.problems).toEqual({});
    expect(form.plan).toBeUndefined();
  });
});

describe('a proposed figure (issue 41)', () => {
  it('the first digit replaces it, the next ones append; Backspace edits it', () => {
    const form = formFor();
    type(form, '1000');
    expect([form.pay, form.payProposed]).toEqual(['500', true]);
    form.focused = 'pay';
    type(form, '20');
    expect([form.pay, form.payProposed]).toEqual(['20', false]);
    form.focused = 'award';
    expect(form.awardProposed).toBe(true);
    form.press({ kind: 'backspace' });
    expect([form.award, form.awardProposed]).toEqual(['4', false]);
    form.press({ kind: 'digit', digit: '5' });
    expect(form.award).toBe('45');
  });
});
