import { describe, expect, it } from 'vitest';
import {
  checkOfflineHold,
  DEFAULT_OFFLINE_LIMITS,
  OfflineLimitsSchema,
  type Exposure,
} from '../../electron/offline';

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
    DEFAULT_OFFLINE_LIMITS,
  );

describe('offline limits', () => {
  it('has the documented defaults and rejects nonsense', () => {
    expect(DEFAULT_OFFLINE_LIMITS).toEqual({
      perHoldCents: 100_000,
      perGuestCents: 200_000,
      terminalCents: 2_000_000,
      maxBalanceAgeMs: 24 * 3_600_000,
      creditQueueCount: 500,
    });
    expect(OfflineLimitsSchema.safeParse({ perHoldCents: -1 }).success).toBe(false);
    expect(OfflineLimitsSchema.safeParse({ perHoldCents: 10.5 }).success).toBe(false);
    expect(OfflineLimitsSchema.parse({ perHoldCents: 5 }).perHoldCents).toBe(5);
  });

  it('per hold: 1 000.00 passes, 1 000.01 does not', () => {
    expect(debit(100_000)).toBeUndefined();
    expect(debit(100_001)).toEqual({ code: 'limitPerHold', limit: 100_000, wouldBe: 100_001 });
  });

  it('per guest: counts what the guest already has waiting', () => {
    expect(debit(50_000, { guestDebitCents: 150_000 })).toBeUndefined();
    expect(debit(50_001, { guestDebitCents: 150_000 })).toEqual({
      code: 'limitPerGuest',
      limit: 200_000,
      wouldBe: 200_001,
    });
  });

  it('terminal: counts every waiting debit', () => {
    expect(debit(10_000, { terminalDebitCents: 1_990_000 })).toBeUndefined();
    expect(debit(10_001, { terminalDebitCents: 1_990_000 })?.code).toBe('limitTerminal');
  });

  it('needs a cached balance at most 24 hours old', () => {
    expect(debit(100, {}, null)?.code).toBe('noCachedBalance');
    expect(debit(100, {}, { availableCents: 1000, fetchedAt: NOW - 24 * 3_600_000 })).toBeUndefined();
    expect(debit(100, {}, { availableCents: 1000, fetchedAt: NOW - 24 * 3_600_000 - 1 })).toEqual({
      code: 'cachedBalanceTooOld',
      limit: 24 * 3_600_000,
      wouldBe: 24 * 3_600_000 + 1,
    });
  });

  it('never above the cached available balance less what is queued on that account', () => {
    const cached = { availableCents: 10_000, fetchedAt: NOW };
    expect(debit(4_000, { accountDebitCents: 6_000 }, cached)).toBeUndefined();
    expect(debit(4_001, { accountDebitCents: 6_000 }, cached)).toEqual({
      code: 'insufficientCachedBalance',
      limit: 4_000,
      wouldBe: 4_001,
    });
    expect(debit(1, { accountDebitCents: 12_000 }, cached)).toEqual({
      code: 'insufficientCachedBalance',
      limit: 0,
      wouldBe: 1,
    });
  });

  it('credit holds queue up to a count, whatever their amount', () => {
    const credit = (creditCount: number) =>
      checkOfflineHold(
        { kind: 'credit', amountCents: 10_000_000, now: NOW, exposure: { ...none, creditCount } },
        DEFAULT_OFFLINE_LIMITS,
      );
    expect(credit(499)).toBeUndefined();
    expect(credit(500)).toEqual({ code: 'limitCreditQueue', limit: 500, wouldBe: 501 });
  });
});
