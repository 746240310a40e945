/**
 * The manual-entry field's display: a Russian telephone number is grouped as it is typed
 * (`+7 (916) 123-45-67`, `8 (916) 123-45-67`, `(916) 123-45-67`); anything else (a card number,
 * a PIN, a foreign number) stays exactly as typed. Display only: the core normalises the number
 * by its own rules (electron/scanner/phone.ts), so formatting never decides what the text is.
 *
 * Pure and idempotent; a separator is added only in front of a digit that follows it, so
 * deleting the last digit never leaves a dangling `) ` or `-`. Digits past the number's length are
 * appended to the last group, so what was typed is never reshuffled.
 */

const PHONE_TEXT = /^\+?[\d\s().-]*$/;
/** The national number's groups (10 digits) and what goes before each. */
const GROUPS: readonly { size: number; before: string }[] = [
  { size: 3, before: '(' },
  { size: 3, before: ') ' },
  { size: 2, before: '-' },
  { size: 2, before: '-' },
];

function national(digits: string): string {
  let out = '';
  let rest = digits;
  for (const [index, { size, before }] of GROUPS.entries()) {
    if (rest === '') break;
    const last = index === GROUPS.length - 1;
    const group = last ? rest : rest.slice(0, size);
    out += before + group;
    rest = last ? '' : rest.slice(size);
  }
  return out;
}

export function formatPhoneAsTyped(text: string): string {
  if (!PHONE_TEXT.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  if (digits === '') return text;
  if (text.startsWith('+')) {
    if (!digits.startsWith('7')) return text;
    return join('+7', national(digits.slice(1)));
  }
  if (digits.startsWith('8')) return join('8', national(digits.slice(1)));
  if (digits.startsWith('9')) return national(digits);
  return text;
}

function join(prefix: string, rest: string): string {
  return rest === '' ? prefix : `${prefix} ${rest}`;
}

/** Where the caret goes after formatting: after as many digits as were before it. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index]!)) seen++;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

export function digitsIn(text: string): number {
  return text.replace(/\D/g, '').length;
}
