import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_DETAILS, ErrorValueSchema, type ErrorCode } from '../../../common/contract/index';
import { errorValue } from '../../../core/terminal/errors';

/** A value for every field of any code's details. */
const SAMPLE_FIGURES: Record<string, string | number> = {
  field: 'amount',
  problem: 'bad',
  command: 'x.y',
  limitCents: 100_000,
  amountCents: 150_050,
  pendingCents: 20_000,
  availableCents: 5_000,
  ageHours: 30,
  maxHours: 24,
  count: 500,
  state: 'confirmed',
  reason: 'olderCopy',
  holds: 3,
  min: 4,
  max: 8,
  waitSeconds: 2,
  what: 'amount',
  queued: 1,
  unknown: 2,
  refused: 3,
  shift: 4,
  openedAt: '2026-11-26 09:12',
};

/** `holds` is a count in terminalQuarantined and the lost holds' description here. */
const SAMPLE_BY_CODE: Partial<Record<ErrorCode, Record<string, string | number | boolean>>> = {
  holdsMayBeLost: { count: 1, holds: 'h-1 debit 10.00' },
  guestAwardedTooOften: { count: 3, limit: 3 },
  billAlreadySettled: { at: '2026-12-03T11:05:00.000Z', by: 'Anna' },
  guestProofRequired: { byGuest: true },
};

/** The sample details of a code: exactly the fields its schema names, or none. */
function sampleDetails(code: ErrorCode): Record<string, string | number | boolean> | undefined {
  if (!(code in ERROR_DETAILS)) return undefined;
  if (SAMPLE_BY_CODE[code]) return SAMPLE_BY_CODE[code];
  const fields = Object.keys(ERROR_DETAILS[code as keyof typeof ERROR_DETAILS].shape);
  return Object.fromEntries(fields.map((field) => [field, SAMPLE_FIGURES[field]!]));
}

const message = { ru: 'текст', en: 'text' };

describe('error catalogue', () => {
  it.each(ERROR_CODES)(
    '%s has a Russian and an English text, and its details as the contract types them',
    (code) => {
      const details = sampleDetails(code);
      const value = (errorValue as (c: string, p?: object) => unknown)(code, details);
      const parsed = ErrorValueSchema.parse(value);
      expect(parsed).toEqual(value);
      expect(parsed.code).toBe(code);
      expect(parsed.details).toEqual(details);
      expect(parsed.message.ru).toMatch(/[а-яё]/i);
      expect(parsed.message.en).toMatch(/^[\x20-\x7e’]+$/);
      expect(parsed.message.ru).not.toBe(parsed.message.en);
    },
  );

  it('names the limit and the amount in a cashier-readable form', () => {
    const value = errorValue('offlineLimitPerHold', { limitCents: 100_000, amountCents: 150_050 });
    // Each language with its own decimal separator, as the UI writes money (ru: no-break space groups).
    expect(value.message.ru).toContain('1\u00a0000,00');
    expect(value.message.ru).toContain('1\u00a0500,50');
    expect(value.message.en).toContain('1,500.50');
    expect(value.message.ru).not.toMatch(/\d\.\d\d/);
    expect(value.message.en).not.toMatch(/\d,\d\d\b(?!\d)/);
    expect(value.details).toEqual({ limitCents: 100_000, amountCents: 150_050 });
  });

  it.each([
    ['a figure under an old name', 'offlineLimitPerHold', { limit: 100_000, amount: 150_050 }],
    ['a figure missing', 'offlineLimitPerGuest', { limitCents: 100_000, amountCents: 150_050 }],
    ['a fraction of a hundredth', 'offlineLimitPerHold', { limitCents: 100_000.5, amountCents: 150_050 }],
    ['text where an amount goes', 'billPayOverTotal', { limitCents: '1000', amountCents: 150_050 }],
    ["another code's details", 'holdStateConflict', { field: 'amount', problem: 'bad' }],
    ['a state that is none', 'holdStateConflict', { state: 'lost' }],
    ['a reason that is none', 'terminalQuarantined', { reason: 'moved', holds: 3 }],
    ['details on a code that has none', 'notFound', { field: 'amount' }],
    ['no details on a code that has them', 'invalidInput', undefined],
  ] as const)('refuses %s', (_case, code, details) => {
    expect(ErrorValueSchema.safeParse({ code, message, details }).success).toBe(false);
  });

  it('takes each code with its own details', () => {
    expect(ErrorValueSchema.safeParse({ code: 'notFound', message }).success).toBe(true);
    const conflict = { code: 'holdStateConflict', message, details: { state: 'confirmed' } };
    expect(ErrorValueSchema.parse(conflict)).toEqual(conflict);
  });

  it('names when a shift left open began in the cashier’s words, not as an ISO date', () => {
    const details = { shift: 4, openedAt: '2026-11-26 09:12' };
    const warning = errorValue('shiftOpenSinceEarlierDay', details);
    expect(warning.message.ru).toContain('открыта 26.11.2026 в 09:12');
    expect(warning.message.en).toContain('opened 26/11/2026 at 09:12');
    expect(errorValue('shiftOpenBeforeRestart', details).message.ru).not.toContain('2026-11-26');
  });
});
