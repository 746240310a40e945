import type { BillRule, RoundingMode, RoundingStep } from '../../../common/bill/rules';
import { ROUNDING_MODES, ROUNDING_STEPS } from '../../../common/bill/rules';
import { decimalText, parseAmount } from '../../../common/platform/money';
import { displayText } from '../money/amount';
import { parsePercent, percentText } from './percent';

/** An account type's rule as a manager types it: shares in percent, the minimum bill as an amount. */
export interface RuleTexts {
  maxPay: string;
  award: string;
  rounding: RoundingChoice;
  minBill: string;
}

/** One choice of the rounding select: a step and a way. */
export type RoundingChoice = `${RoundingStep}-${RoundingMode}`;
export const ROUNDING_CHOICES: RoundingChoice[] = ROUNDING_STEPS.flatMap((step) =>
  ROUNDING_MODES.map((mode): RoundingChoice => `${step}-${mode}`),
);

export type RuleField = 'maxPay' | 'award' | 'minBill';
/** What the texts mean: a rule, no rule (both shares empty), or the fields that are not readable. */
export type ReadRule =
  { kind: 'rule'; rule: BillRule } | { kind: 'none' } | { kind: 'invalid'; fields: RuleField[] };

const EMPTY: RuleTexts = { maxPay: '', award: '', rounding: 'cent-halfUp', minBill: '' };

export function ruleTexts(rule: BillRule | undefined, separator: string): RuleTexts {
  if (!rule) return { ...EMPTY };
  const bare = (basisPoints: number) => percentText(basisPoints, separator).replace(' %', '');
  return {
    maxPay: bare(rule.maxPayBasisPoints),
    award: bare(rule.awardBasisPoints),
    rounding: `${rule.rounding.step}-${rule.rounding.mode}`,
    minBill:
      rule.minBillForAwardCents > 0 ? displayText(decimalText(rule.minBillForAwardCents), separator) : '',
  };
}

/** The rule the texts give; an empty share reads as 0 %, both empty as no rule at all. */
export function readRule(texts: RuleTexts): ReadRule {
  if (texts.maxPay.trim() === '' && texts.award.trim() === '') return { kind: 'none' };
  const share = (text: string) => (text.trim() === '' ? 0 : parsePercent(text));
  const maxPay = share(texts.maxPay);
  const award = share(texts.award);
  const minBill = texts.minBill.trim() === '' ? { ok: true as const, cents: 0 } : parseAmount(texts.minBill);
  const fields: RuleField[] = [
    ...(maxPay === undefined ? (['maxPay'] as const) : []),
    ...(award === undefined ? (['award'] as const) : []),
    ...(!minBill.ok ? (['minBill'] as const) : []),
  ];
  if (maxPay === undefined || award === undefined || !minBill.ok) return { kind: 'invalid', fields };
  const [step, mode] = texts.rounding.split('-') as [RoundingStep, RoundingMode];
  return {
    kind: 'rule',
    rule: {
      maxPayBasisPoints: maxPay,
      awardBasisPoints: award,
      rounding: { mode, step },
      minBillForAwardCents: minBill.cents,
    },
  };
}
