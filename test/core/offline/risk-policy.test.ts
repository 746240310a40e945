import { describe, expect, it } from 'vitest';
import {
  checkOfflineHold,
  DEFAULT_RISK_LIMITS,
  RiskLimitsSchema,
  type Exposure,
} from '../../../core/offline';

const NOW = 1_000_000_000;
const none: Exposure = { accountDebitCents: 0, guestDebitCents: 0, terminalDebitCents: 0, creditCount: 0 };
const fresh = { availableCents: 1_000_000, fetchedAt: NOW };
const debit = (
  amountCents: number,
  exposure: Partial<Exposure> = {},
  cachedBalance: typeof fresh | null = fresh,
) =>
  checkOfflineHold(
    {
      kind: 'debit',
      amountCents,
      now: NOW,
      exposure: { ...none, ...exposure },
      cachedBalance: cachedBalance ?? undefined,
    },
    DEFAULT_RISK_LIMITS,
  );

describe('offline limits', () => {
  it('has the documented defaults and rejects nonsense', () => {
    expect(DEFAULT_RISK_LIMITS).toEqual({
      perHoldCents: 100_000,
      perGuestCents: 200_000,
      terminalCents: 2_000_000,
      maxBalanceAgeMs: 4 * 3_600_000,
      creditQueueCount: 500,
      balanceSharePercent: 50,
    });
    expect(RiskLimitsSchema.safeParse({ balanceSharePercent: 0 }).success).toBe(false);
    expect(RiskLimitsSchema.safeParse({ balanceSharePercent: 101 }).success).toBe(false);
    expect(RiskLimitsSchema.safeParse({ balanceSharePercent: 33.3 }).success).toBe(false);
    expect(RiskLimitsSchema.safeParse({ perHoldCents: -1 }).success).toBe(false);
    expect(RiskLimitsSchema.safeParse({ perHoldCents: 10.5 }).success).toBe(false);
    expect(RiskLimitsSchema.parse({ perHoldCents: 5 }).perHoldCents).toBe(5);
  });

  it('per hold: 1 000.00 passes, 1 000.01 does not', () => {
    expect(debit(100_000)).toBeUndefined();
    expect(debit(100_001)).toEqual({
      code: 'offlineLimitPerHold',
      limitCents: 100_000,
      amountCents: 100_001,
    });
  });

  it('per guest: counts what the guest already has waiting', () => {
    expect(debit(50_000, { guestDebitCents: 150_000 })).toBeUndefined();
    expect(debit(50_001, { guestDebitCents: 150_000 })).toEqual({
      code: 'offlineLimitPerGuest',
      limitCents: 200_000,
      pendingCents: 150_000,
      amountCents: 50_001,
    });
  });

  it('terminal: counts every waiting debit', () => {
    expect(debit(10_000, { terminalDebitCents: 1_990_000 })).toBeUndefined();
    expect(debit(10_001, { terminalDebitCents: 1_990_000 })?.code).toBe('offlineLimitTerminal');
  });

  it('needs a cached balance at most 4 hours old', () => {
    expect(debit(100, {}, null)?.code).toBe('offlineBalanceUnknown');
    expect(debit(100, {}, { availableCents: 1000, fetchedAt: NOW - 4 * 3_600_000 })).toBeUndefined();
    expect(debit(100, {}, { availableCents: 1000, fetchedAt: NOW - 4 * 3_600_000 - 1 })).toEqual({
      code: 'offlineBalanceStale',
      maxAgeMs: 4 * 3_600_000,
      ageMs: 4 * 3_600_000 + 1,
    });
  });

  it('never above half the cached available balance less what is queued on that account', () => {
    const cached = { availableCents: 20_000, fetchedAt: NOW };
    expect(debit(4_000, { accountDebitCents: 6_000 }, cached)).toBeUndefined();
    expect(debit(4_001, { accountDebitCents: 6_000 }, cached)).toEqual({
      code: 'offlineBalanceInsufficient',
      availableCents: 4_000,
      amountCents: 4_001,
    });
    expect(debit(1, { accountDebitCents: 12_000 }, cached)).toEqual({
      code: 'offlineBalanceInsufficient',
      availableCents: 0,
      amountCents: 1,
    });
  });

  it('credit holds queue up to a count, whatever their amount', () => {
    const credit = (creditCount: number) =>
      checkOfflineHold(
        { kind: 'credit', amountCents: 10_000_000, now: NOW, exposure: { ...none, creditCount } },
        DEFAULT_RISK_LIMITS,
      );
    expect(credit(499)).toBeUndefined();
    expect(credit(500)).toEqual({ code: 'offlineCreditQueueFull', count: 500 });
  });

  it('the share is configurable and rounds down to whole hundredths', () => {
    const cached = { availableCents: 999, fetchedAt: NOW };
    const withShare = (balanceSharePercent: number, amountCents: number) =>
      checkOfflineHold(
        { kind: 'debit', amountCents, now: NOW, exposure: none, cachedBalance: cached },
        { ...DEFAULT_RISK_LIMITS, balanceSharePercent },
      );
    // 50 % of 9.99 is 4.995: 4.99 may go, 5.00 may not.
    expect(withShare(50, 499)).toBeUndefined();
    expect(withShare(50, 500)).toEqual({
      code: 'offlineBalanceInsufficient',
      availableCents: 499,
      amountCents: 500,
    });
    expect(withShare(100, 999)).toBeUndefined();
    expect(withShare(100, 1_000)?.code).toBe('offlineBalanceInsufficient');
    expect(withShare(30, 299)).toBeUndefined();
    expect(withShare(30, 300)?.code).toBe('offlineBalanceInsufficient');
  });

  it('a negative cached balance allows nothing', () => {
    expect(debit(1, {}, { availableCents: -500, fetchedAt: NOW })).toEqual({
      code: 'offlineBalanceInsufficient',
      availableCents: 0,
      amountCents: 1,
    });
  });
});
