import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../common/contract/index';
import { dictionary, type Dictionary, type Strings } from '../src/i18n/dictionary';
import { Locale } from '../src/i18n/locale.svelte';

const all = import.meta.glob<Record<string, Dictionary<Strings>>>('../src/i18n/dictionaries/*.ts', {
  eager: true,
});

describe('dictionaries', () => {
  it('a Russian half that lacks a key, or takes other arguments, does not compile', () => {
    // @ts-expect-error -- `ru` lacks `b` (svelte-check fails the build if this stops being an error)
    const missing = dictionary({ en: { a: 'A', b: 'B' }, ru: { a: 'А' } });
    // @ts-expect-error -- `ru.count` takes a string where `en.count` takes a number
    const wrongArgs = dictionary({ en: { count: (n: number) => `${n}` }, ru: { count: (n: string) => n } });
    expect(missing.en.b).toBe('B');
    expect(wrongArgs.en.count(2)).toBe('2');
  });

  it('every area has every entry in both languages, none empty, and the same kind in each', () => {
    const areas = Object.entries(all).flatMap(([file, module]) =>
      Object.entries(module).map(([name, dict]) => [`${file}:${name}`, dict] as const),
    );
    expect(areas.length).toBeGreaterThan(3);
    for (const [area, dict] of areas) {
      const keys = Object.keys(dict.en).sort();
      for (const language of LANGUAGES) {
        expect(Object.keys(dict[language]).sort(), `${area} ${language}`).toEqual(keys);
        for (const key of keys) {
          const entry = dict[language][key];
          expect(typeof entry, `${area} ${language}.${key}`).toBe(typeof dict.en[key]);
          if (typeof entry === 'string') expect(entry.trim(), `${area} ${language}.${key}`).not.toBe('');
        }
      }
    }
  });
});

/** Every text of one language: the strings, and what each function says of placeholder figures. */
function textsOf(language: (typeof LANGUAGES)[number]): { where: string; text: string }[] {
  return Object.entries(all).flatMap(([file, module]) =>
    Object.entries(module).flatMap(([name, dict]) =>
      Object.entries(dict[language]).map(([key, entry]) => ({
        where: `${file}:${name}.${key}`,
        text:
          typeof entry === 'string'
            ? entry
            : (entry as (...args: string[]) => string)(...Array<string>(entry.length).fill('1')),
      })),
    ),
  );
}

describe('the words', () => {
  it('say guest, never customer, in both languages (docs/glossary.md)', () => {
    const texts = LANGUAGES.flatMap(textsOf);
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter(({ text }) => /customer|покупател|клиент/i.test(text))).toEqual([]);
  });

  it('in English say refused for what the loyalty server turned down, never rejected', () => {
    expect(textsOf('en').filter(({ text }) => /reject/i.test(text))).toEqual([]);
  });

  it('in English hold no Russian letters or Russian typography («», №)', () => {
    expect(textsOf('en').filter(({ text }) => /[А-Яа-яЁё«»№]/.test(text))).toEqual([]);
  });
});

describe('Locale', () => {
  it('formats money (integer hundredths) the Russian way and the English way', () => {
    const locale = new Locale('ru');
    expect(locale.money(123_450).replace(/\s/g, ' ')).toBe('1 234,50');
    locale.language = 'en';
    expect(locale.money(123_450)).toBe('1,234.50');
    expect(locale.signedMoney(-2000)).toBe('−20.00');
    expect(locale.signedMoney(2000)).toBe('+20.00');
  });

  it('says how long ago in words', () => {
    const locale = new Locale('en');
    expect(locale.ago(5 * 60_000)).toBe('5 minutes ago');
    expect(locale.ago(3 * 3_600_000)).toBe('3 hours ago');
    locale.language = 'ru';
    expect(locale.ago(5 * 60_000)).toBe('5 минут назад');
  });
});
