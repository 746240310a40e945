import { z } from 'zod';
import type { Cents } from '../../common/platform/money';

const HOUR_MS = 3_600_000;

/**
 * Limits for holds taken while the platform cannot decide, as the risk policy counts them: amounts in
 * hundredths, ages in ms. The cashier sets them as the contract's OfflineLimits (hundredths, hours),
 * turned into these by core/settings.ts riskLimitsOf.
 */
export const RiskLimitsSchema = z.object({
  /** Largest single offline debit hold (default 1 000.00). */
  perHoldCents: z.number().int().nonnegative().default(100_000),
  /** Offline debit holds of one guest not yet settled, including the new one (default 2 000.00). */
  perGuestCents: z.number().int().nonnegative().default(200_000),
  /** Offline debit holds of the whole terminal not yet settled, including the new one (default 20 000.00). */
  terminalCents: z.number().int().nonnegative().default(2_000_000),
  /** Oldest cached balance an offline debit may rely on (default 4 hours). */
  maxBalanceAgeMs: z
    .number()
    .int()
    .nonnegative()
    .default(4 * HOUR_MS),
  /**
   * Share of an account's cached available balance, in percent, that this terminal's waiting
   * debits on it may reach (default 50): other terminals may be spending the same balance.
   */
  balanceSharePercent: z.number().int().min(1).max(100).default(50),
  /** Credit holds waiting to be sent, including the new one (default 500). */
  creditQueueCount: z.number().int().nonnegative().default(500),
});
export type RiskLimits = z.infer<typeof RiskLimitsSchema>;

export const DEFAULT_RISK_LIMITS: RiskLimits = RiskLimitsSchema.parse({});

export type RiskRefusalCode =
  | 'limitPerHold'
  | 'limitPerGuest'
  | 'limitTerminal'
  | 'noCachedBalance'
  | 'cachedBalanceTooOld'
  | 'insufficientCachedBalance'
  | 'limitCreditQueue';

/** Why an offline hold was refused, with the figures a message needs. */
export interface RiskRefusal {
  code: RiskRefusalCode;
  /** The limit that was hit (hundredths, milliseconds or a count, by code). */
  limit: number;
  /** What the hold would have brought the figure to (same unit as `limit`). */
  wouldBe: number;
}

/** What is waiting (queued, sending, uncertain) that the decision must count. */
export interface Exposure {
  /** Debit holds waiting on this very account (lane). */
  accountDebitCents: Cents;
  /** Debit holds waiting for this guest across accounts. */
  guestDebitCents: Cents;
  /** Debit holds waiting on the whole terminal. */
  terminalDebitCents: Cents;
  /** Credit holds waiting on the whole terminal. */
  creditCount: number;
}

export interface RiskInput {
  kind: 'debit' | 'credit';
  amountCents: Cents;
  now: number;
  exposure: Exposure;
  /** The cached available balance of the account and when it was fetched; undefined when not cached. */
  cachedBalance?: { availableCents: Cents; fetchedAt: number };
}

/**
 * Decides whether a hold may be queued while the platform cannot be asked. Pure: the caller
 * gathers the exposure in the same transaction that writes the hold.
 */
export function checkOfflineHold(input: RiskInput, limits: RiskLimits): RiskRefusal | undefined {
  const { amountCents, exposure } = input;
  if (input.kind === 'credit') {
    const count = exposure.creditCount + 1;
    return count > limits.creditQueueCount
      ? { code: 'limitCreditQueue', limit: limits.creditQueueCount, wouldBe: count }
      : undefined;
  }
  if (amountCents > limits.perHoldCents) {
    return { code: 'limitPerHold', limit: limits.perHoldCents, wouldBe: amountCents };
  }
  const guest = exposure.guestDebitCents + amountCents;
  if (guest > limits.perGuestCents)
    return { code: 'limitPerGuest', limit: limits.perGuestCents, wouldBe: guest };
  const terminal = exposure.terminalDebitCents + amountCents;
  if (terminal > limits.terminalCents) {
    return { code: 'limitTerminal', limit: limits.terminalCents, wouldBe: terminal };
  }
  const cached = input.cachedBalance;
  if (!cached) return { code: 'noCachedBalance', limit: 0, wouldBe: amountCents };
  const age = input.now - cached.fetchedAt;
  if (age > limits.maxBalanceAgeMs) {
    return { code: 'cachedBalanceTooOld', limit: limits.maxBalanceAgeMs, wouldBe: age };
  }
  const spendable = shareOf(cached.availableCents, limits.balanceSharePercent) - exposure.accountDebitCents;
  if (amountCents > spendable) {
    return { code: 'insufficientCachedBalance', limit: Math.max(0, spendable), wouldBe: amountCents };
  }
  return undefined;
}

/**
 * The largest debit `checkOfflineHold` would take now on this account (0 when none): the smallest
 * room left under every limit. The pay dialog offers it as its maximum, so a refusal by the limits
 * never surprises the cashier.
 */
export function largestOfflineDebit(
  input: Omit<RiskInput, 'kind' | 'amountCents'>,
  limits: RiskLimits,
): Cents {
  const { exposure, cachedBalance } = input;
  if (!cachedBalance || input.now - cachedBalance.fetchedAt > limits.maxBalanceAgeMs) return 0;
  const room = Math.min(
    limits.perHoldCents,
    limits.perGuestCents - exposure.guestDebitCents,
    limits.terminalCents - exposure.terminalDebitCents,
    shareOf(cachedBalance.availableCents, limits.balanceSharePercent) - exposure.accountDebitCents,
  );
  return Math.max(0, room);
}

/** `percent` % of `cents`, rounded down to whole hundredths (integers only: no floating money). */
export function shareOf(cents: Cents, percent: number): Cents {
  return Math.floor((cents * percent) / 100);
}
