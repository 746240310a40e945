import { describe, expect, it } from 'vitest';
import {
  decimalSeparator,
  decimalText,
  formatMoney,
  formatSignedMoney,
  fromCents,
  isCents,
  MAX_CENTS,
  parseAmount,
  toCents,
} from '../../../common/platform/money';

describe('the platform’s JSON numbers', () => {
  it.each([
    [12.5, 1250],
    [0.01, 1],
    [1000, 100000],
    [0.1 + 0.2 - 0.0000000000000000555, 30],
    [19.99, 1999],
    [4.35, 435], // 4.35 * 100 = 434.99999999999994
    [-3.07, -307],
  ])('toCents(%s) = %s', (amount, cents) => expect(toCents(amount)).toBe(cents));

  it.each([0.001, 1.005, Number.NaN, Infinity, -Infinity, 1e14])('refuses %s', (amount) =>
    expect(toCents(amount)).toBeUndefined(),
  );

  it('round-trips', () => {
    expect(fromCents(toCents(1234.56)!)).toBe(1234.56);
    expect(fromCents(99_999_999_999)).toBe(999_999_999.99);
  });
});

describe('bounds', () => {
  it('takes integers within ±MAX_CENTS only', () => {
    expect(isCents(0)).toBe(true);
    expect(isCents(-MAX_CENTS)).toBe(true);
    expect(isCents(MAX_CENTS)).toBe(true);
    expect(isCents(MAX_CENTS + 1)).toBe(false);
    expect(isCents(1.5)).toBe(false);
    expect(isCents(Number.NaN)).toBe(false);
    expect(isCents('100')).toBe(false);
  });
});

describe('parseAmount', () => {
  it.each([
    ['150', 15_000],
    ['150,5', 15_050],
    ['150.05', 15_005],
    ['0,5', 50],
    ['0,01', 1],
    [',5', 50],
    ['12.', 1_200],
    ['1 000,50', 100_050],
    ['1\u00a0234,50', 123_450],
    ['1\u202f234,50', 123_450],
    ['1,000.50', 100_050],
    ['1.000,50', 100_050],
    ['1,000,000.05', 100_000_005],
    ['007', 700],
    ['999999999.99', 99_999_999_999],
  ])('reads %j as %d hundredths', (text, cents) => {
    expect(parseAmount(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['abc', 'notANumber'],
    ['1,2,3', 'notANumber'],
    ['-5', 'notANumber'],
    ['+5', 'notANumber'],
    ['1e3', 'notANumber'],
    [',', 'notANumber'],
    ['1,00.50', 'notANumber'],
    ['1.000.50,5', 'notANumber'],
    ['1,000.50.3', 'notANumber'],
    ['1,234', 'tooManyDecimals'],
    ['1.234', 'tooManyDecimals'],
    ['0,999', 'tooManyDecimals'],
    ['0,00', 'zero'],
    ['1000000000', 'tooLarge'],
    ['99999999999999999999999', 'tooLarge'],
  ] as const)('refuses %j (%s)', (text, problem) => {
    expect(parseAmount(text)).toEqual({ ok: false, problem });
  });

  it('is exact where a double is not: 0.1 + 0.2 and 1.005', () => {
    const a = parseAmount('0,1');
    const b = parseAmount('0,2');
    expect(a.ok && b.ok && a.cents + b.cents).toBe(30);
    expect(parseAmount('1,005')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(parseAmount('4.35')).toEqual({ ok: true, cents: 435 });
  });

  it('reads back what formatMoney writes, in either language', () => {
    for (const cents of [1, 50, 100_050, 123_456_789, 99_999_999_999]) {
      expect(parseAmount(formatMoney(cents, 'ru'))).toEqual({ ok: true, cents });
      expect(parseAmount(formatMoney(cents, 'en'))).toEqual({ ok: true, cents });
    }
  });
});

describe('text', () => {
  it('writes the decimal text from digits', () => {
    expect(decimalText(123_456)).toBe('1234.56');
    expect(decimalText(5)).toBe('0.05');
    expect(decimalText(-150)).toBe('-1.50');
    expect(() => decimalText(1.5)).toThrow(RangeError);
  });

  it('formats per language with one decimal separator each', () => {
    expect(formatMoney(100_000, 'ru')).toBe('1\u00a0000,00');
    expect(formatMoney(100_000, 'en')).toBe('1,000.00');
    expect(formatMoney(5, 'ru')).toBe('0,05');
    expect(formatMoney(-123_456_789, 'en')).toBe('-1,234,567.89');
    expect(formatMoney(MAX_CENTS, 'en')).toBe('100,000,000,000.00');
    expect(decimalSeparator('ru')).toBe(',');
    expect(decimalSeparator('en')).toBe('.');
  });

  it('formats as Intl does for two decimals, without dividing into a double', () => {
    // Every length of the whole part up to the largest amount, at and around each power of ten.
    const lengths = Array.from({ length: 14 }, (_, power) => 10 ** power);
    const around = lengths.flatMap((tens) => [tens - 1, tens, tens + 1, tens * 3 + 7]);
    for (const cents of [0, 7, 99, 1_234_50, 10_000_000, 987_654_321_01, MAX_CENTS, ...around]) {
      for (const [language, tag] of [
        ['ru', 'ru-RU'],
        ['en', 'en-GB'],
      ] as const) {
        const intl = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        expect(formatMoney(cents, language)).toBe(intl.format(cents / 100));
      }
    }
  });

  it('signs a history amount with a true minus', () => {
    expect(formatSignedMoney(15_000, 'ru')).toBe('+150,00');
    expect(formatSignedMoney(-15_000, 'en')).toBe('−150.00');
    expect(formatSignedMoney(0, 'en')).toBe('0.00');
  });
});
