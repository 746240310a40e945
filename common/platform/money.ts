/**
 * The program's one money module, for the core, the server and the renderer alike (so it imports
 * nothing that a browser lacks). Inside the program, and across the contract, money is an integer
 * count of hundredths (kopecks), `Cents`. It becomes something else only at the edges:
 * - the platform's JSON numbers (at most two decimals): `toCents` / `fromCents`, used by the
 *   platform client and the platform server alone;
 * - text a cashier types or pastes: `parseAmount`, digit by digit, never through a double;
 * - text a cashier reads: `formatMoney` in the UI's language, `decimalText` for logs and files.
 */
import type { Language } from '../language';

/** Integer hundredths (kopecks). */
export type Cents = number;

/** Largest amount we accept: keeps every sum of amounts exact in a double. */
export const MAX_CENTS = 1e13;

/** A typed amount has at most 999 999 999.99: far below MAX_CENTS, so every sum stays exact. */
export const MAX_INTEGER_DIGITS = 9;
const DECIMALS = 2;

/** An integer count of hundredths within ±MAX_CENTS. */
export function isCents(value: unknown): value is Cents {
  return Number.isSafeInteger(value) && Math.abs(value as number) <= MAX_CENTS;
}

// ---------------------------------------------------------------------------------------------
// The platform's JSON numbers

/** Hundredths of `amount`, or undefined when it is not finite, too large or has more than two decimals. */
export function toCents(amount: number): Cents | undefined {
  if (!Number.isFinite(amount)) return undefined;
  const scaled = Math.round(amount * 100);
  // Accept only what a decimal with two places would print as: 0.1 + 0.2 style noise is refused.
  if (Math.abs(scaled / 100 - amount) > 1e-9 * Math.max(1, Math.abs(amount))) return undefined;
  if (Math.abs(scaled) > MAX_CENTS) return undefined;
  return scaled === 0 ? 0 : scaled;
}

/** The JSON number for a count of hundredths (the double nearest to its decimal text). */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

// ---------------------------------------------------------------------------------------------
// Text

/** `123456` -> `"1234.56"`: the decimal text of hundredths, built from digits (logs, files, the keypad). */
export function decimalText(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a count of hundredths: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(DECIMALS + 1, '0');
  return `${sign}${digits.slice(0, -DECIMALS)}.${digits.slice(-DECIMALS)}`;
}

export type AmountProblem = 'empty' | 'notANumber' | 'tooManyDecimals' | 'tooLarge' | 'zero';
export type ParsedAmount = { ok: true; cents: Cents } | { ok: false; problem: AmountProblem };

/**
 * Hundredths of a typed or pasted amount of money to move or to allow (always positive):
 * `1234,5`, `1 234.50`, `0,05`, also as either language writes it with groups (`1,000.50`,
 * `1.000,50`). Spaces (the no-break spaces of a formatted amount too) group thousands; a lone ','
 * or '.' marks the decimals; when both appear, the last one does and the other must group
 * thousands. No sign, no exponent.
 */
export function parseAmount(text: string): ParsedAmount {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return { ok: false, problem: 'empty' };
  const mixed = compact.includes(',') && compact.includes('.');
  const ungrouped = mixed ? ungroup(compact) : compact;
  if (ungrouped === undefined) return { ok: false, problem: 'notANumber' };
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(ungrouped);
  if (!match) return { ok: false, problem: 'notANumber' };
  const integer = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (integer === '' && fraction === '') return { ok: false, problem: 'notANumber' };
  if (fraction.length > DECIMALS) return { ok: false, problem: 'tooManyDecimals' };
  const digits = integer.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_INTEGER_DIGITS) return { ok: false, problem: 'tooLarge' };
  const cents = Number(digits || '0') * 100 + Number(fraction.padEnd(DECIMALS, '0'));
  if (cents === 0) return { ok: false, problem: 'zero' };
  return { ok: true, cents };
}

/**
 * `1,000,000.5` (or `1.000.000,5`) without its group marks, or undefined when they do not group
 * by three: the last mark is the decimal one, the other groups.
 */
function ungroup(text: string): string | undefined {
  const decimalAt = text.search(/[.,][^.,]*$/);
  const groupMark = text[decimalAt] === ',' ? '.' : ',';
  const [head = '', ...groups] = text.slice(0, decimalAt).split(groupMark);
  const grouped = /^\d{1,3}$/.test(head) && groups.every((group) => /^\d{3}$/.test(group));
  return grouped ? head + groups.join('') + text.slice(decimalAt) : undefined;
}

const DECIMAL_SEPARATOR: Record<Language, string> = { ru: ',', en: '.' };
/**
 * Thousands as Intl groups them for ru-RU (a no-break space) and en-GB (a comma), written here:
 * the page's first Intl.NumberFormat loads ICU's data and slowed its start (the queue's sum,
 * issue 27), and
 * the core and the page then group alike whatever ICU each has.
 */
const GROUP_SEPARATOR: Record<Language, string> = { ru: '\u00a0', en: ',' };

/** Digits grouped by thousands as Intl groups them in the language: `1 234 567` / `1,234,567`. */
export function groupThousands(digits: string, language: Language): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[language]);
}

/** The decimal separator of a language: one per language, on screen and in the core's messages. */
export function decimalSeparator(language: Language): string {
  return DECIMAL_SEPARATOR[language];
}

/**
 * Hundredths as a cashier reads them in a language: `1 000,00` (no-break space) / `1,000.00`,
 * grouped as Intl groups them; the hundredths are never divided into a float.
 */
export function formatMoney(cents: Cents, language: Language): string {
  const text = decimalText(cents);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? text.slice(1) : text).split('.');
  const grouped = groupThousands(whole, language);
  return `${negative ? '-' : ''}${grouped}${DECIMAL_SEPARATOR[language]}${fraction}`;
}

/** Signed for a history: `+150,00` / `−150,00` (a true minus sign); zero without a sign. */
export function formatSignedMoney(cents: Cents, language: Language): string {
  const text = formatMoney(Math.abs(cents), language);
  if (cents > 0) return `+${text}`;
  if (cents < 0) return `−${text}`;
  return text;
}
