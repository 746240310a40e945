import { describe, expect, it } from 'vitest';
import { caretAfterDigits, editPhone, formatPhone } from '../../src/phone/phone-format';
import { DEFAULT_PHONE_RULES } from '../../src/phone/phone-rules';
import { searchTextOf } from '../../src/search/search-text';

const rules = DEFAULT_PHONE_RULES;

/** Types `text` key by key at the end of the field, as the form does. */
function typeKeys(text: string): string {
  let value = '';
  for (const char of text) value = editPhone(value, value + char, value.length + 1, rules, false).value;
  return value;
}

describe('phone formatting as typed', () => {
  it('formats the country code, trunk prefix and bare national forms', () => {
    expect(typeKeys('+79161234567')).toBe('+7 (916) 123-45-67');
    expect(typeKeys('89161234567')).toBe('8 (916) 123-45-67');
    expect(typeKeys('79161234567')).toBe('+7 (916) 123-45-67');
    expect(typeKeys('9161234567')).toBe('(916) 123-45-67');
  });

  it('formats partial numbers as far as they go', () => {
    expect(typeKeys('8')).toBe('8');
    expect(typeKeys('8916')).toBe('8 (916');
    expect(typeKeys('89161')).toBe('8 (916) 1');
    expect(typeKeys('+7916123')).toBe('+7 (916) 123');
    expect(typeKeys('+79161234')).toBe('+7 (916) 123-4');
  });

  it('takes pasted text in any of the usual shapes', () => {
    expect(formatPhone('+7 916 123 45 67', rules)).toBe('+7 (916) 123-45-67');
    expect(formatPhone('8-916-123-45-67', rules)).toBe('8 (916) 123-45-67');
  });

  it('shows each key as it is typed, a separator only in front of a digit that follows it', () => {
    const shown: string[] = [];
    let value = '';
    for (const char of '+79161234567') shown.push((value = formatPhone(value + char, rules)));
    expect(shown).toEqual([
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

  it('is idempotent, and deleting the last digit leaves no dangling separator', () => {
    for (const text of ['+7 (916) 123-45-67', '8 (916) 1', '(916) 123-4']) {
      expect(formatPhone(text, rules)).toBe(text);
    }
    expect(formatPhone('+7 (916) ', rules)).toBe('+7 (916');
    expect(formatPhone('8 (916) 123-', rules)).toBe('8 (916) 123');
  });

  it('adds digits past the number’s length after it instead of reshuffling the groups', () => {
    expect(formatPhone('891612345670', rules)).toBe('8 (916) 123-45-67 0');
  });

  it('leaves text that is no phone number as typed', () => {
    expect(formatPhone('916abc', rules)).toBe('916abc');
    expect(formatPhone('20000', rules)).toBe('20000'); // a card's barcode, not a phone
    expect(formatPhone('7123', rules)).toBe('7123');
    expect(editPhone('', 'ivan', 4, rules, false)).toEqual({ value: 'ivan', caret: 4 });
  });

  it('leaves card numbers, PINs, foreign numbers and scanned text exactly as typed', () => {
    for (const text of [
      '0001234567',
      '4821',
      '2000000012346',
      '+44 20 7946 0018',
      'QRG-7F3A',
      ';0001234567?',
    ]) {
      expect(formatPhone(text, rules)).toBe(text);
    }
    // Backspace over a space the cashier typed deletes the space, not a digit.
    expect(editPhone('+44 20', '+4420', 3, rules, true)).toEqual({ value: '+4420', caret: 3 });
    expect(editPhone('+44', '+44 ', 4, rules, false)).toEqual({ value: '+44 ', caret: 4 });
  });

  it('backspace over a separator deletes the digit before it', () => {
    // `8 (916) 1|` -> backspace removes `1`; `8 (916)|` -> backspace removes `)` then `6` goes.
    const value = '8 (916) 1';
    expect(editPhone(value, '8 (916) ', 8, rules, true)).toEqual({ value: '8 (916', caret: 6 });
    expect(editPhone('8 (916', '8 (91', 5, rules, true)).toEqual({ value: '8 (91', caret: 5 });
    const afterParen = editPhone('8 (916) 1', '8 (916 1', 6, rules, true);
    expect(afterParen).toEqual({ value: '8 (911', caret: 5 });
  });

  it('keeps the caret after the same digit when a digit is typed in the middle', () => {
    // `+7 (916) 12|3-45-6` + `9` -> the digits 7916129 3456
    const edit = editPhone('+7 (916) 123-45-6', '+7 (916) 1293-45-6', 12, rules, false);
    expect(edit).toEqual({ value: '+7 (916) 129-34-56', caret: 12 });
  });

  it('puts the caret after as many digits as were before it', () => {
    expect(caretAfterDigits('+7 (916) 123', 4)).toBe('+7 (916'.length);
    expect(caretAfterDigits('+7 (916) 123', 5)).toBe('+7 (916) 1'.length);
    expect(caretAfterDigits('(916) 123', 0)).toBe(0);
  });
});

describe('search text for phone digits', () => {
  it('drops the trunk prefix, keeps the country code, and leaves names alone', () => {
    expect(searchTextOf(' 8 (916) 123 ', rules)).toBe('916123');
    expect(searchTextOf('+7 916', rules)).toBe('7916');
    expect(searchTextOf('4567', rules)).toBe('4567');
    expect(searchTextOf('89', rules)).toBe('89');
    expect(searchTextOf(' Иван Ив ', rules)).toBe('Иван Ив');
  });
});
