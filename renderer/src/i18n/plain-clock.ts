import type { Language } from '../../../common/contract/index';

/**
 * The status bar's time and "N minutes ago" at start, written without Intl: the page's first Intl
 * object costs its main thread several frames (ICU's data for the locale), and the first usable frame
 * shows only these (issue 27). They say exactly what Intl says in ru-RU and en-GB
 * (renderer/test/i18n/plain-clock.test.ts); anything else is left to Intl (`undefined`).
 */

/** `timeStyle: 'short'` in ru-RU and en-GB: 24 hours, both parts of two digits, the local time zone. */
export function plainTime(epochMs: number): string {
  const moment = new Date(epochMs);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(moment.getHours())}:${two(moment.getMinutes())}`;
}

export type AgoUnit = 'minute' | 'hour' | 'day';

const NOW: Record<Language, Record<AgoUnit, string>> = {
  en: { minute: 'this minute', hour: 'this hour', day: 'today' },
  ru: { minute: 'в эту минуту', hour: 'в этот час', day: 'сегодня' },
};
const EN_UNITS: Record<AgoUnit, readonly [one: string, other: string]> = {
  minute: ['minute', 'minutes'],
  hour: ['hour', 'hours'],
  day: ['day', 'days'],
};
/** Russian's one (1, 21, 31…), few (2-4, 22-24…) and many (5-20, 25-30…) forms. */
const RU_UNITS: Record<AgoUnit, readonly [one: string, few: string, many: string]> = {
  minute: ['минуту', 'минуты', 'минут'],
  hour: ['час', 'часа', 'часов'],
  day: ['день', 'дня', 'дней'],
};

function russianForm(count: number): 0 | 1 | 2 {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return 2;
  if (units === 1) return 0;
  if (units >= 2 && units <= 4) return 1;
  return 2;
}

/**
 * `Intl.RelativeTimeFormat(…, { numeric: 'auto' }).format(-count, unit)` for 0 to 999 in the
 * past; `undefined` for what it leaves to Intl (the future, a thousand and more, yesterday's words).
 */
export function plainAgo(language: Language, count: number, unit: AgoUnit): string | undefined {
  if (!Number.isInteger(count) || count < 0 || count > 999) return undefined;
  if (count === 0) return NOW[language][unit];
  if (unit === 'day' && count <= 2) return undefined;
  if (language === 'en') return `${count} ${EN_UNITS[unit][count === 1 ? 0 : 1]} ago`;
  return `${count} ${RU_UNITS[unit][russianForm(count)]} назад`;
}
