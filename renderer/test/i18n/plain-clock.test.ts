import { describe, expect, it } from 'vitest';
import type { Language } from '../../../common/contract/index';
import { plainAgo, plainTime, type AgoUnit } from '../../src/i18n/plain-clock';
import { Locale } from '../../src/i18n/locale.svelte';

const TAGS: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };
const LANGUAGES: Language[] = ['ru', 'en'];
const UNITS: AgoUnit[] = ['minute', 'hour', 'day'];

describe('The time and age written without Intl', () => {
  it('say every minute of a day as Intl says it in both languages', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(TAGS[language], { timeStyle: 'short' });
      for (let minute = 0; minute < 24 * 60; minute++) {
        const moment = new Date(2026, 10, 27, Math.floor(minute / 60), minute % 60, 59);
        expect(plainTime(moment.getTime())).toBe(intl.format(moment));
      }
    }
  });

  it('say 0 to 999 minutes, hours and days ago as Intl does, and leave the rest to it', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.RelativeTimeFormat(TAGS[language], { numeric: 'auto' });
      for (const unit of UNITS) {
        for (let count = 0; count <= 999; count++) {
          const plain = plainAgo(language, count, unit);
          if (plain !== undefined)
            expect(plain, `${language} ${count} ${unit}`).toBe(intl.format(-count, unit));
        }
        expect(plainAgo(language, 1_000, unit)).toBeUndefined();
        expect(plainAgo(language, -1, unit)).toBeUndefined();
      }
    }
  });

  it('leave nothing out in the locale: yesterday, the future and a bad moment still read as before', () => {
    const locale = new Locale('ru');
    expect(locale.ago(0)).toBe('в эту минуту');
    expect(locale.ago(-20_000)).toBe('в эту минуту');
    expect(locale.ago(26 * 3_600_000 * 2)).toBe('позавчера');
    expect(locale.ago(-5 * 60_000)).toBe('через 5 минут');
    locale.language = 'en';
    expect(locale.ago(3 * 60_000)).toBe('3 minutes ago');
    expect(locale.ago(50 * 3_600_000)).toBe('2 days ago');
    expect(() => locale.time('not a moment')).toThrow(RangeError);
  });
});
