import type { PhoneRules } from './phone-rules';

/*
 * Display only, for every field where a phone number may be typed (the guest screen's manual
 * entry, the new guest's phone): the core decides what the text is (scan.submit, manual).
 */

/** What a telephone number may be typed with; anything else is not a phone and is left alone. */
const PHONE_TEXT = /^\+?[\d\s().-]*$/;

/** `(916) 123-45-67`: the groups of a ten-digit national number. */
const NATIONAL_GROUPS: readonly { before: string; size: number }[] = [
  { before: '(', size: 3 },
  { before: ') ', size: 3 },
  { before: '-', size: 2 },
  { before: '-', size: 2 },
];

export function isPhoneText(text: string): boolean {
  return PHONE_TEXT.test(text.trim());
}

export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** The national part grouped as far as it goes; other national lengths stay plain digits. */
function formatNational(digits: string, rules: PhoneRules): string {
  if (rules.nationalLength !== 10) return digits;
  let out = '';
  let rest = digits.slice(0, 10);
  for (const group of NATIONAL_GROUPS) {
    if (rest === '') break;
    out += group.before + rest.slice(0, group.size);
    rest = rest.slice(group.size);
  }
  const extra = digits.slice(10);
  return extra === '' ? out : `${out} ${extra}`;
}

/**
 * A telephone number formatted as it is typed: `+7 (916) 123-45-67` with the country code,
 * `8 (916) 123-45-67` with the trunk prefix, `(916) 123-45-67` bare. Text that is not a phone
 * number, or digits that do not start like one, come back unchanged (nothing typed is lost).
 */
export function formatPhone(text: string, rules: PhoneRules): string {
  if (!isPhoneText(text)) return text;
  const trimmed = text.trim();
  const digits = digitsOf(trimmed);
  const { countryCode, trunkPrefix } = rules;
  if (trimmed.startsWith('+')) {
    // A foreign number stays as typed: the core decides what it is.
    if (!digits.startsWith(countryCode)) return text;
    if (digits.length === countryCode.length) return `+${digits}`;
    return `+${countryCode} ${formatNational(digits.slice(countryCode.length), rules)}`;
  }
  if (digits === '') return '';
  if (trunkPrefix !== '' && digits.startsWith(trunkPrefix)) {
    const national = digits.slice(trunkPrefix.length);
    return national === '' ? trunkPrefix : `${trunkPrefix} ${formatNational(national, rules)}`;
  }
  const national = digits.slice(countryCode.length);
  if (digits.startsWith(countryCode) && national !== '' && rules.nationalPattern.test(national)) {
    return `+${countryCode} ${formatNational(national, rules)}`;
  }
  if (rules.nationalPattern.test(digits)) return formatNational(digits, rules);
  // Digits that do not start like a phone number (a card number, the first keys of a barcode
  // scan the router is about to take back out of the field) stay exactly as typed.
  return text;
}

/** Where the caret goes in `formatted` to stand after its `count`-th digit. */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return formatted.startsWith('+') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!) && ++seen === count) return i + 1;
  }
  return formatted.length;
}

export interface PhoneEdit {
  value: string;
  caret: number;
}

/**
 * The field after the cashier's edit, formatted, with the caret after the same digit as before.
 * Deleting a separator the formatting put there (`)`, `-`, a space) deletes the digit before it
 * instead, or the separator would come straight back and the caret could not get past it.
 */
export function editPhone(
  previous: string,
  typed: string,
  caret: number,
  rules: PhoneRules,
  deletingBackward: boolean,
): PhoneEdit {
  if (!isPhoneText(typed)) return { value: typed, caret };
  let text = typed;
  let digitsBefore = digitsOf(typed.slice(0, caret)).length;
  const separatorWouldReturn = formatPhone(typed, rules) !== typed;
  if (
    deletingBackward &&
    separatorWouldReturn &&
    digitsOf(previous) === digitsOf(typed) &&
    digitsBefore > 0
  ) {
    const at = caretAfterDigits(typed, digitsBefore) - 1;
    text = typed.slice(0, at) + typed.slice(at + 1);
    digitsBefore -= 1;
  }
  const value = formatPhone(text, rules);
  // Text the formatting left alone keeps its caret (a typed space stays before the caret).
  if (value === typed) return { value, caret };
  return { value, caret: caretAfterDigits(value, digitsBefore) };
}
