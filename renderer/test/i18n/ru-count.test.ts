import { describe, expect, it } from 'vitest';
import { ruCount } from '../../src/i18n/ru-count';
import { staffStrings } from '../../src/i18n/dictionaries/staff';
import { venueStrings } from '../../src/i18n/dictionaries/venue';

const DIGITS = { one: 'цифра', few: 'цифры', many: 'цифр' };

describe('ruCount', () => {
  it('says a count with the form Russian takes after it', () => {
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25, 111].map((n) => ruCount(n, DIGITS))).toEqual([
      '1 цифра',
      '2 цифры',
      '4 цифры',
      '5 цифр',
      '11 цифр',
      '12 цифр',
      '21 цифра',
      '22 цифры',
      '25 цифр',
      '111 цифр',
    ]);
    expect(ruCount(1.5, DIGITS)).toBe('1.5 цифры');
  });

  it("counts a PIN's digits in good Russian, for a manager's PIN and a guest's", () => {
    expect(staffStrings.ru.pinLength(4, 4)).toBe('4 цифры');
    expect(staffStrings.ru.pinLength(6, 6)).toBe('6 цифр');
    expect(staffStrings.ru.pinLength(4, 8)).toBe('от 4 до 8 цифр');
    expect(venueStrings.ru.pinLength(4)).toBe('PIN гостя: 4 цифры');
    expect(venueStrings.ru.pinLength(5)).toBe('PIN гостя: 5 цифр');
  });
});
