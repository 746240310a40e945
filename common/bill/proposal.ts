/**
 * What the terminal proposes for a bill, and the most the core lets through: integer arithmetic
 * on hundredths (BigInt for the products, so a bill of any typed size stays exact).
 */
import type { Cents } from '../platform/money';
import { WHOLE_BASIS_POINTS, type BillRule, type RoundingMode, type RoundingStep } from './rules';

const WHOLE = BigInt(WHOLE_BASIS_POINTS);

function stepCents(step: RoundingStep): bigint {
  switch (step) {
    case 'cent':
      return 1n;
    case 'whole':
      return 100n;
  }
}

/** numerator / denominator (both positive) rounded to a whole number the given way. */
function divide(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  switch (mode) {
    case 'down':
      return quotient;
    case 'up':
      return quotient + 1n;
    case 'halfUp':
      return remainder * 2n >= denominator ? quotient + 1n : quotient;
  }
}

/** The most of `billCents` the rule lets a guest pay with bonuses (always rounded down to a hundredth). */
export function payCap(billCents: Cents, rule: BillRule): Cents {
  return Number((BigInt(billCents) * BigInt(rule.maxPayBasisPoints)) / WHOLE);
}

/**
 * The award for a bill of which `moneyCents` is paid in money: the rule's share of it, rounded
 * as the rule says; nothing below the rule's minimum bill.
 */
export function awardFor(billCents: Cents, moneyCents: Cents, rule: BillRule): Cents {
  if (billCents < rule.minBillForAwardCents || moneyCents <= 0) return 0;
  const step = stepCents(rule.rounding.step);
  const steps = divide(BigInt(moneyCents) * BigInt(rule.awardBasisPoints), WHOLE * step, rule.rounding.mode);
  return Number(steps * step);
}

export interface BillProposal {
  /** What to pay with bonuses: the least of the rule's share, what the account may spend now. */
  payCents: Cents;
  /** What to award for the rest, paid in money. */
  awardCents: Cents;
}

/**
 * The proposal for a bill: pay with bonuses the least of the bill's payable share and what the
 * paying account may spend now (`spendableCents`: online the available less the queue, otherwise
 * within the offline limits); award the award account's share of what is left to pay in money.
 * Without a rule for an account, nothing is proposed for it (0).
 */
export function proposeBill(
  billCents: Cents,
  pay: { rule: BillRule | undefined; spendableCents: Cents } | undefined,
  awardRule: BillRule | undefined,
): BillProposal {
  const payCents =
    pay?.rule === undefined ? 0 : Math.max(0, Math.min(payCap(billCents, pay.rule), pay.spendableCents));
  const awardCents = awardRule === undefined ? 0 : awardFor(billCents, billCents - payCents, awardRule);
  return { payCents, awardCents };
}
