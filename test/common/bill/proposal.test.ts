import { describe, expect, it } from 'vitest';
import { awardFor, payCap, proposeBill } from '../../../common/bill/proposal';
import { BillRuleSchema, type BillRule } from '../../../common/bill/rules';

/** 50 % of a bill payable with bonuses, 5 % of the rest awarded, to the kopeck, half up. */
const HALF_AND_FIVE: BillRule = {
  maxPayBasisPoints: 5_000,
  awardBasisPoints: 500,
  rounding: { mode: 'halfUp', step: 'cent' },
  minBillForAwardCents: 0,
};
const rule = (change: Partial<BillRule>): BillRule => ({ ...HALF_AND_FIVE, ...change });

describe('a bill of 1 234,50 under 50 % payable and 5 % award', () => {
  it('proposes half the bill when the balance allows, and 5 % of the rest', () => {
    expect(proposeBill(123_450, { rule: HALF_AND_FIVE, spendableCents: 100_000 }, HALF_AND_FIVE)).toEqual({
      payCents: 61_725,
      awardCents: 3_086, // 5 % of 617,25 = 30,8625
    });
  });

  it('proposes no more than the account may spend now (offline: within the limits)', () => {
    expect(proposeBill(123_450, { rule: HALF_AND_FIVE, spendableCents: 50_000 }, HALF_AND_FIVE)).toEqual({
      payCents: 50_000,
      awardCents: 3_673, // 5 % of 734,50 = 36,725
    });
  });

  it('proposes nothing to pay from an account with nothing to spend, and the award on the whole bill', () => {
    expect(proposeBill(123_450, { rule: HALF_AND_FIVE, spendableCents: 0 }, HALF_AND_FIVE)).toEqual({
      payCents: 0,
      awardCents: 6_173, // 61,725
    });
  });

  it('proposes nothing for an account type without a rule', () => {
    expect(proposeBill(123_450, { rule: undefined, spendableCents: 100_000 }, undefined)).toEqual({
      payCents: 0,
      awardCents: 0,
    });
    expect(proposeBill(123_450, undefined, HALF_AND_FIVE).awardCents).toBe(6_173);
  });
});

describe('the award', () => {
  it('is rounded as the venue says', () => {
    const award = (mode: BillRule['rounding']['mode'], step: BillRule['rounding']['step']) =>
      awardFor(123_450, 61_725, rule({ rounding: { mode, step } }));
    expect(award('down', 'cent')).toBe(3_086);
    expect(award('halfUp', 'cent')).toBe(3_086);
    expect(award('up', 'cent')).toBe(3_087);
    expect(award('down', 'whole')).toBe(3_000);
    expect(award('halfUp', 'whole')).toBe(3_100);
    expect(award('up', 'whole')).toBe(3_100);
    // An exact share is never moved by the rounding.
    expect(awardFor(100_000, 100_000, rule({ rounding: { mode: 'up', step: 'whole' } }))).toBe(5_000);
  });

  it('rounds a half up only from the half on', () => {
    // 5 % of 0,50 = 0,025 -> 0,03; of 0,49 = 0,0245 -> 0,02
    expect(awardFor(50, 50, HALF_AND_FIVE)).toBe(3);
    expect(awardFor(49, 49, HALF_AND_FIVE)).toBe(2);
  });

  it('is nothing below the minimum bill, and nothing when all is paid with bonuses', () => {
    const minimum = rule({ minBillForAwardCents: 50_000 });
    expect(awardFor(49_999, 49_999, minimum)).toBe(0);
    expect(awardFor(50_000, 50_000, minimum)).toBe(2_500);
    expect(awardFor(10_000, 0, HALF_AND_FIVE)).toBe(0);
  });

  it('stays exact for the largest bill that can be typed', () => {
    const largest = 99_999_999_999;
    expect(payCap(largest, HALF_AND_FIVE)).toBe(49_999_999_999);
    expect(awardFor(largest, largest, rule({ awardBasisPoints: 9_999 }))).toBe(99_989_999_999); // .0001 -> halfUp
  });
});

describe('the rule', () => {
  it('takes shares in whole basis points from 0 to 100 %', () => {
    expect(BillRuleSchema.safeParse(rule({ maxPayBasisPoints: 10_001 })).success).toBe(false);
    expect(BillRuleSchema.safeParse(rule({ awardBasisPoints: 2.5 })).success).toBe(false);
    expect(BillRuleSchema.safeParse(rule({ minBillForAwardCents: -1 })).success).toBe(false);
    expect(BillRuleSchema.safeParse({ ...HALF_AND_FIVE, extra: 1 }).success).toBe(false);
    expect(BillRuleSchema.parse(HALF_AND_FIVE)).toEqual(HALF_AND_FIVE);
  });
});
