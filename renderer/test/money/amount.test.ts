import { describe, expect, it } from 'vitest';
import { canonicalText, keyOf, press, type AmountKey } from '../../src/money/amount';

function typeKeys(keys: string): string {
  return [...keys].reduce((text, key) => press(text, keyOf(key)!), '');
}

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
    expect(canonicalText('1,000.50')).toBe('1000.50');
  });
});
