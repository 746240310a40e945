import { describe, expect, it } from 'vitest';
import { editPhone, formatPhone } from '../../src/newguest/phone-format';
import { DEFAULT_PHONE_RULES } from '../../src/newguest/phone-rules';
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
    expect(formatPhone('+44 20 7946 0958', rules)).toBe('+442079460958');
  });

  it('leaves text that is no phone number as typed', () => {
    expect(formatPhone('916abc', rules)).toBe('916abc');
    expect(formatPhone('20000', rules)).toBe('20000'); // a card's barcode, not a phone
    expect(formatPhone('7123', rules)).toBe('7123');
    expect(editPhone('', 'ivan', 4, rules, false)).toEqual({ value: 'ivan', caret: 4 });
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
