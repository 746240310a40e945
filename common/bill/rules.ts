/**
 * The venue's rules for a bill, per account type (issue 23): how much of a bill may be paid with
 * bonuses, how much is awarded for what is paid in money, how the award is rounded, and from
 * which bill an award is given. Manager-protected settings (settings.set); browser-safe, so the
 * renderer proposes with the same schema and arithmetic (./proposal.ts) as the core checks.
 *
 * Shares are integer basis points (hundredths of a percent: 5 % is 500), so that every figure
 * derived from a bill stays an exact integer of hundredths.
 */
import { z } from 'zod';
import { MAX_CENTS } from '../platform/money';
import { ROUNDING_MODES, ROUNDING_STEPS, WHOLE_BASIS_POINTS } from './shares';

export {
  ROUNDING_MODES,
  ROUNDING_STEPS,
  WHOLE_BASIS_POINTS,
  type RoundingMode,
  type RoundingStep,
} from './shares';

const BasisPointsSchema = z
  .number()
  .int('a share is a whole number of hundredths of a percent')
  .min(0)
  .max(WHOLE_BASIS_POINTS);

export const BillRuleSchema = z.strictObject({
  /** The largest share of a bill payable with bonuses from this account type (5000: half the bill). */
  maxPayBasisPoints: BasisPointsSchema,
  /** What is awarded to this account type, as a share of what the guest pays in money. */
  awardBasisPoints: BasisPointsSchema,
  rounding: z.strictObject({ mode: z.enum(ROUNDING_MODES), step: z.enum(ROUNDING_STEPS) }),
  /** No award for a bill below this total (0: every bill). */
  minBillForAwardCents: z.number().int().min(0).max(MAX_CENTS),
});
export type BillRule = z.infer<typeof BillRuleSchema>;

/** The rules in force, by account type (`accountGuid`); an account type without one gets no proposal. */
export const BillRulesSchema = z.record(z.string().min(1).max(200), BillRuleSchema);
export type BillRules = z.infer<typeof BillRulesSchema>;
