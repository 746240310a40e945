import type { Language, Message } from '../../../common/contract/index';
import {
  decimalSeparator,
  formatMoney,
  formatSignedMoney,
  groupThousands,
  type Cents,
} from '../../../common/platform/money';
import type { Dictionary, Strings } from './dictionary';
import { plainAgo, plainTime, type AgoUnit } from './plain-clock';
import { contextPiece } from '../context-piece';

const TAGS: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };

/**
 * The UI's language and everything formatted in it. Numbers and dates go through Intl,
 * money through the one money module (`1 234,50` in Russian). Time is shown in the terminal's own time zone.
 */
export class Locale {
  language = $state<Language>('ru');

  readonly #number = $derived(new Intl.NumberFormat(TAGS[this.language]));
  readonly #dateTime = $derived(
    new Intl.DateTimeFormat(TAGS[this.language], { dateStyle: 'short', timeStyle: 'short' }),
  );
  readonly #preciseDateTime = $derived(
    new Intl.DateTimeFormat(TAGS[this.language], { dateStyle: 'short', timeStyle: 'medium' }),
  );
  readonly #time = $derived(new Intl.DateTimeFormat(TAGS[this.language], { timeStyle: 'short' }));
  readonly #relative = $derived(new Intl.RelativeTimeFormat(TAGS[this.language], { numeric: 'auto' }));

  constructor(language: Language = 'ru') {
    this.language = language;
  }

  /** This language's half of a dictionary: `const s = $derived(locale.t(guestStrings))`. */
  t<T extends Strings>(dictionary: Dictionary<T>): T {
    return dictionary[this.language];
  }

  /** A message the core sent in both languages (error values, warnings). */
  message(message: Message): string {
    return message[this.language];
  }

  /** The decimal separator of the UI's language (`,` in Russian), for amounts typed in a field. */
  get decimalSeparator(): string {
    return decimalSeparator(this.language);
  }

  /** An amount as it crossed the contract: integer hundredths. */
  money(cents: Cents): string {
    return formatMoney(cents, this.language);
  }

  /** Signed: `+150,00` / `−150,00`. */
  signedMoney(cents: Cents): string {
    return formatSignedMoney(cents, this.language);
  }

  /** A count as Intl writes it; whole numbers are grouped without Intl (its first use loads ICU's data). */
  number(value: number): string {
    if (!Number.isSafeInteger(value)) return this.#number.format(value);
    const grouped = groupThousands(String(Math.abs(value)), this.language);
    return value < 0 ? `-${grouped}` : grouped;
  }

  dateTime(moment: string | Date): string {
    return this.#dateTime.format(typeof moment === 'string' ? Date.parse(moment) : moment);
  }

  /** With the seconds: for times that must be told apart within a minute. */
  preciseDateTime(moment: string | Date): string {
    return this.#preciseDateTime.format(typeof moment === 'string' ? Date.parse(moment) : moment);
  }

  time(moment: string | Date): string {
    const at = typeof moment === 'string' ? Date.parse(moment) : moment.getTime();
    return Number.isNaN(at) ? this.#time.format(at) : plainTime(at);
  }

  /** "5 minutes ago" for an age in milliseconds. */
  ago(ageMs: number): string {
    const minutes = Math.round(ageMs / 60_000);
    if (minutes < 60) return this.#ago(minutes, 'minute');
    const hours = Math.round(minutes / 60);
    if (hours < 48) return this.#ago(hours, 'hour');
    return this.#ago(Math.round(hours / 24), 'day');
  }

  #ago(count: number, unit: AgoUnit): string {
    // Math.round of a small negative age is -0, which plainAgo would not take for 0.
    return plainAgo(this.language, count + 0, unit) ?? this.#relative.format(-count, unit);
  }
}

/** The UI's language, for every component that writes words, figures or times. */
export const [useLocale, localeEntry] = contextPiece<Locale>('locale');
