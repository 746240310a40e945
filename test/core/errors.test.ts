import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ErrorValueSchema } from '../../common/contract/index';
import { errorValue } from '../../core/terminal/errors';

const sampleParams = {
  field: 'amount',
  problem: 'bad',
  command: 'x.y',
  limit: 100_000,
  amount: 150_050,
  pending: 20_000,
  available: 5_000,
  ageHours: 30,
  maxHours: 24,
  count: 500,
  state: 'confirmed',
  reason: 'olderCopy',
  holds: 3,
  what: 'amount',
};

describe('error catalogue', () => {
  it.each(ERROR_CODES)('%s has a Russian and an English text', (code) => {
    const value = (errorValue as (c: string, p: object) => unknown)(code, sampleParams);
    const parsed = ErrorValueSchema.parse(value);
    expect(parsed.code).toBe(code);
    expect(parsed.message.ru).toMatch(/[а-яё]/i);
    expect(parsed.message.en).toMatch(/^[\x20-\x7e’]+$/);
    expect(parsed.message.ru).not.toBe(parsed.message.en);
  });

  it('names the limit and the amount in a cashier-readable form', () => {
    const value = errorValue('offlineLimitPerHold', { limit: 100_000, amount: 150_050 });
    // Each language with its own decimal separator, as the UI writes money (ru: no-break space groups).
    expect(value.message.ru).toContain('1\u00a0000,00');
    expect(value.message.ru).toContain('1\u00a0500,50');
    expect(value.message.en).toContain('1,500.50');
    expect(value.message.ru).not.toMatch(/\d\.\d\d/);
    expect(value.message.en).not.toMatch(/\d,\d\d\b(?!\d)/);
    expect(value.details).toEqual({ limitCents: 100_000, amountCents: 150_050 });
  });
});
