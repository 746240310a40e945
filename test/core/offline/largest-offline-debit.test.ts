import { describe, expect, it } from 'vitest';
import { checkOfflineHold, DEFAULT_RISK_LIMITS, type Exposure } from '../../../core/offline';
import { largestOfflineDebit } from '../../../core/offline/risk-policy';

const NOW = 1_000_000_000;
const HOUR_MS = 3_600_000;
const none: Exposure = { accountDebitCents: 0, guestDebitCents: 0, terminalDebitCents: 0, creditCount: 0 };

interface Case {
  name: string;
  exposure: Partial<Exposure>;
  cachedBalance?: { availableCents: number; fetchedAt: number };
  largest: number;
}

/** Each case is bound by a different limit (defaults: 1 000 per hold, 2 000 per guest, 20 000 per terminal, 50 %, 4 h). */
const CASES: Case[] = [
  {
    name: 'per hold',
    exposure: {},
    cachedBalance: { availableCents: 1_000_000, fetchedAt: NOW },
    largest: 100_000,
  },
  {
    name: 'per guest',
    exposure: { guestDebitCents: 170_000 },
    cachedBalance: { availableCents: 1_000_000, fetchedAt: NOW },
    largest: 30_000,
  },
  {
    name: 'terminal',
    exposure: { terminalDebitCents: 1_980_000 },
    cachedBalance: { availableCents: 1_000_000, fetchedAt: NOW },
    largest: 20_000,
  },
  {
    // The figures: 850,00 available offered in the dialog, 325,00 allowed by the share.
    name: 'share of the cached balance',
    exposure: { accountDebitCents: 10_000, guestDebitCents: 10_000, terminalDebitCents: 10_000 },
    cachedBalance: { availableCents: 85_001, fetchedAt: NOW - HOUR_MS },
    largest: 32_500,
  },
  { name: 'no cached balance', exposure: {}, largest: 0 },
  {
    name: 'a cached balance too old',
    exposure: {},
    cachedBalance: { availableCents: 1_000_000, fetchedAt: NOW - 4 * HOUR_MS - 1 },
    largest: 0,
  },
  {
    name: 'over the guest limit already',
    exposure: { guestDebitCents: 250_000 },
    cachedBalance: { availableCents: 1_000_000, fetchedAt: NOW },
    largest: 0,
  },
];

describe('largestOfflineDebit', () => {
  it.each(CASES)('is exactly what the limits accept: $name', ({ exposure, cachedBalance, largest }) => {
    const input = {
      now: NOW,
      exposure: { ...none, ...exposure },
      ...(cachedBalance ? { cachedBalance } : {}),
    };
    expect(largestOfflineDebit(input, DEFAULT_RISK_LIMITS)).toBe(largest);
    const check = (amountCents: number) =>
      checkOfflineHold({ kind: 'debit', amountCents, ...input }, DEFAULT_RISK_LIMITS);
    if (largest > 0) expect(check(largest)).toBeUndefined();
    expect(check(largest + 1)).toBeDefined();
  });
});
