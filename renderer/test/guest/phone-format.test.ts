import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatPhoneAsTyped } from '../../src/guest/phone-format';

/** What the field shows after each key when `text` is typed one character at a time. */
function typed(text: string): string[] {
  const shown: string[] = [];
  let value = '';
  for (const character of text) {
    value = formatPhoneAsTyped(value + character);
    shown.push(value);
  }
  return shown;
}

describe('formatPhoneAsTyped', () => {
  it('groups a +7 number as it is typed, a separator only before a digit that follows it', () => {
    expect(typed('+79161234567')).toEqual([
      '+',
      '+7',
      '+7 (9',
      '+7 (91',
      '+7 (916',
      '+7 (916) 1',
      '+7 (916) 12',
      '+7 (916) 123',
      '+7 (916) 123-4',
      '+7 (916) 123-45',
      '+7 (916) 123-45-6',
      '+7 (916) 123-45-67',
    ]);
  });

  it('groups a number with the trunk prefix 8, and a bare national mobile number', () => {
    expect(formatPhoneAsTyped('89161234567')).toBe('8 (916) 123-45-67');
    expect(formatPhoneAsTyped('8 916 123 45 67')).toBe('8 (916) 123-45-67');
    expect(formatPhoneAsTyped('9161234567')).toBe('(916) 123-45-67');
  });

  it('is idempotent, and deleting the last digit leaves no dangling separator', () => {
    for (const text of ['+7 (916) 123-45-67', '8 (916) 1', '(916) 123-4']) {
      expect(formatPhoneAsTyped(text)).toBe(text);
    }
    expect(formatPhoneAsTyped('+7 (916) ')).toBe('+7 (916');
    expect(formatPhoneAsTyped('8 (916) 123-')).toBe('8 (916) 123');
  });

  it('leaves card numbers, PINs, foreign numbers and other text exactly as typed', () => {
    for (const text of [
      '0001234567',
      '4821',
      '2000000012345',
      '+44 20 7946 0018',
      'QRG-7F3A',
      ';0001234567?',
    ]) {
      expect(formatPhoneAsTyped(text)).toBe(text);
    }
  });

  it('appends digits past a number’s length to the last group instead of reshuffling', () => {
    expect(formatPhoneAsTyped('891612345670')).toBe('8 (916) 123-45-670');
  });
});

describe('caretAfterDigits', () => {
  it('puts the caret after as many digits as were before it', () => {
    expect(caretAfterDigits('+7 (916) 123', 4)).toBe('+7 (916'.length);
    expect(caretAfterDigits('+7 (916) 123', 5)).toBe('+7 (916) 1'.length);
    expect(caretAfterDigits('+7 (916) 123', 0)).toBe(0);
  });
});
