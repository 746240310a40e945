import { describe, expect, it } from 'vitest';
import {
  canonicalText,
  centsOf,
  decimalText,
  keyOf,
  parseAmount,
  press,
  toContractAmount,
  type AmountKey,
} from '../../src/money/amount';

function typeKeys(keys: string): string {
  return [...keys].reduce((text, key) => press(text, keyOf(key)!), '');
}

describe('parseAmount', () => {
  it.each([
    ['150', 15_000],
    ['150,5', 15_050],
    ['150.05', 15_005],
    ['0,01', 1],
    [',5', 50],
    ['12.', 1_200],
    ['1 234,50', 123_450],
    ['1\u00a0234,50', 123_450],
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
    ['1e3', 'notANumber'],
    [',', 'notANumber'],
    ['1.234', 'tooManyDecimals'],
    ['0,00', 'zero'],
    ['1000000000', 'tooLarge'],
  ] as const)('refuses %j (%s)', (text, problem) => {
    expect(parseAmount(text)).toEqual({ ok: false, problem });
  });

  it('is exact where a double is not: 0.1 + 0.2 and 1.005', () => {
    const a = parseAmount('0,1');
    const b = parseAmount('0,2');
    expect(a.ok && b.ok && a.cents + b.cents).toBe(30);
    expect(parseAmount('1,005')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(parseAmount('4.35')).toEqual({ ok: true, cents: 435 }); // 4.35 * 100 = 434.99999999999994
  });
});

describe('the keypad', () => {
  it('takes digits and either separator, at most two decimals', () => {
    expect(typeKeys('150,5')).toBe('150.5');
    expect(typeKeys('150.55')).toBe('150.55');
    expect(typeKeys('150,555')).toBe('150.55');
    expect(typeKeys('1,2.3')).toBe('1.23');
  });

  it('starts a bare separator with 0 and drops leading zeros', () => {
    expect(typeKeys(',5')).toBe('0.5');
    expect(typeKeys('0007')).toBe('7');
    expect(typeKeys('0,07')).toBe('0.07');
  });

  it('stops at nine integer digits', () => {
    expect(typeKeys('12345678901')).toBe('123456789');
    expect(typeKeys('123456789,99')).toBe('123456789.99');
  });

  it('deletes the last character and clears', () => {
    const backspace: AmountKey = { kind: 'backspace' };
    expect(press('150.5', backspace)).toBe('150.');
    expect(press('150.', backspace)).toBe('150');
    expect(press('', backspace)).toBe('');
    expect(press('150.5', { kind: 'clear' })).toBe('');
    expect(keyOf('Delete')).toEqual({ kind: 'clear' });
    expect(keyOf('Backspace')).toEqual({ kind: 'backspace' });
    expect(keyOf('a')).toBeUndefined();
    expect(keyOf('F2')).toBeUndefined();
  });

  it('reads pasted amounts into its own text', () => {
    expect(canonicalText('1 234,50')).toBe('1234.50');
    expect(canonicalText('150')).toBe('150');
    expect(canonicalText('')).toBe('');
    expect(canonicalText('1,234')).toBeUndefined();
    expect(canonicalText('abc')).toBeUndefined();
  });
});

describe('crossing the contract', () => {
  it('turns hundredths into the decimal text and number only at the end', () => {
    expect(decimalText(123_456)).toBe('1234.56');
    expect(decimalText(5)).toBe('0.05');
    expect(decimalText(-150)).toBe('-1.50');
    expect(toContractAmount(435)).toBe(4.35);
    expect(toContractAmount(99_999_999_999)).toBe(999_999_999.99);
    expect(() => decimalText(1.5)).toThrow(RangeError);
  });

  it('reads the core’s amounts back into hundredths', () => {
    expect(centsOf(1000)).toBe(100_000);
    expect(centsOf(4.35)).toBe(435);
    expect(centsOf(0.07)).toBe(7);
    expect(centsOf(1250.5)).toBe(125_050);
    expect(centsOf(-2.5)).toBe(-250);
    expect(() => centsOf(Number.NaN)).toThrow(RangeError);
  });
});
