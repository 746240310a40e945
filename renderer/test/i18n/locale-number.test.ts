import { describe, expect, it } from 'vitest';
import { Locale } from '../../src/i18n/locale.svelte';

const TAGS = { ru: 'ru-RU', en: 'en-GB' } as const;

describe('Locale.number', () => {
  it('writes whole numbers as Intl does in both languages, without Intl', () => {
    const values = Array.from({ length: 16 }, (_, power) => 10 ** power).flatMap((tens) => [
      tens - 1,
      tens,
      tens * 7 + 3,
      -tens,
    ]);
    for (const language of ['ru', 'en'] as const) {
      const locale = new Locale(language);
      const intl = new Intl.NumberFormat(TAGS[language]);
      for (const value of [0, ...values]) expect(locale.number(value)).toBe(intl.format(value));
    }
  });

  it('leaves a fraction to Intl', () => {
    expect(new Locale('ru').number(1234.5)).toBe(new Intl.NumberFormat('ru-RU').format(1234.5));
  });
});
