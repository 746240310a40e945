import { z } from 'zod';
import type { ErrorCode, ErrorDetails } from '../../common/contract/index';
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

/** A refusal with a contract code and the figures its message needs. */
type Refused<C extends ErrorCode, Figures = object> = { code: C } & Figures;
/** A refusal whose figures are its code's details on the wire. */
type WithDetails<C extends ErrorCode> = Refused<C, ErrorDetails<C>>;

/**
 * Why an offline hold was refused. Amounts in hundredths: `limitCents` the limit hit, `pendingCents`
 * what already waits under it, `amountCents` the hold asked, `availableCents` what the cached
 * balance still allows; `count` the credits that may wait at once.
 */
export type RiskRefusal =
  | WithDetails<'offlineLimitPerHold'>
  | WithDetails<'offlineLimitPerGuest'>
  | WithDetails<'offlineLimitTerminal'>
  | WithDetails<'offlineBalanceInsufficient'>
  | WithDetails<'offlineCreditQueueFull'>
  | Refused<'offlineBalanceUnknown'>
  /** The cached balance is `ageMs` old, more than `maxAgeMs` (the message rounds both to hours). */
  | Refused<'offlineBalanceStale', { ageMs: number; maxAgeMs: number }>;
export type RiskRefusalCode = RiskRefusal['code'];

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
    return exposure.creditCount + 1 > limits.creditQueueCount
      ? { code: 'offlineCreditQueueFull', count: limits.creditQueueCount }
      : undefined;
  }
  if (amountCents > limits.perHoldCents) {
    return { code: 'offlineLimitPerHold', limitCents: limits.perHoldCents, amountCents };
  }
  if (exposure.guestDebitCents + amountCents > limits.perGuestCents) {
    const pendingCents = exposure.guestDebitCents;
    return { code: 'offlineLimitPerGuest', limitCents: limits.perGuestCents, pendingCents, amountCents };
  }
  if (exposure.terminalDebitCents + amountCents > limits.terminalCents) {
    const pendingCents = exposure.terminalDebitCents;
    return { code: 'offlineLimitTerminal', limitCents: limits.terminalCents, pendingCents, amountCents };
  }
  const cached = input.cachedBalance;
  if (!cached) return { code: 'offlineBalanceUnknown' };
  const ageMs = input.now - cached.fetchedAt;
  if (ageMs > limits.maxBalanceAgeMs) {
    return { code: 'offlineBalanceStale', ageMs, maxAgeMs: limits.maxBalanceAgeMs };
  }
  const spendable = shareOf(cached.availableCents, limits.balanceSharePercent) - exposure.accountDebitCents;
  if (amountCents > spendable) {
    return { code: 'offlineBalanceInsufficient', availableCents: Math.max(0, spendable), amountCents };
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
