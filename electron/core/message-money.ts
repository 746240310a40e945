import type { Language } from '../contract';
import type { Cents } from '../platform/money';

const TAGS: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };
const WHOLE = Object.fromEntries(
  Object.entries(TAGS).map(([language, tag]) => [
    language,
    new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
  ]),
) as Record<Language, Intl.NumberFormat>;
const DECIMAL: Record<Language, string> = { ru: ',', en: '.' };

/**
 * An amount of hundredths in a message of the core, written as the UI writes money in that
 * language ("1 000,00" / "1,000.00", renderer/src/i18n/locale.svelte.ts): one decimal separator
 * per language on screen. Integers only: the hundredths are never divided into a float.
 */
export function messageMoney(cents: Cents, language: Language): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = WHOLE[language].format(Math.floor(abs / 100));
  return `${sign}${whole}${DECIMAL[language]}${String(abs % 100).padStart(2, '0')}`;
}
