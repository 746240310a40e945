/**
 * Amounts a cashier types, as integer hundredths, without floating point: the text is read digit
 * by digit, and a count of hundredths becomes the contract's number only through its decimal
 * text. The keypad keeps a canonical text (`1234.5`: digits, at most one '.', at most two
 * decimals); what the cashier sees uses the UI language's separator.
 */

/** Integer hundredths (kopecks). */
export type Cents = number;

/** The keys of the amount keypad (on screen and on the keyboard). */
export type AmountKey =
  { kind: 'digit'; digit: string } | { kind: 'separator' } | { kind: 'backspace' } | { kind: 'clear' };

/** At most 999 999 999.99: far below the contract's largest amount, so every sum stays exact. */
export const MAX_INTEGER_DIGITS = 9;
const DECIMALS = 2;

export type AmountProblem = 'empty' | 'notANumber' | 'tooManyDecimals' | 'tooLarge' | 'zero';
export type ParsedAmount = { ok: true; cents: Cents } | { ok: false; problem: AmountProblem };

/** The keypad's key for a keyboard key, or undefined for keys the amount does not take. */
export function keyOf(key: string): AmountKey | undefined {
  if (/^[0-9]$/.test(key)) return { kind: 'digit', digit: key };
  if (key === ',' || key === '.') return { kind: 'separator' };
  if (key === 'Backspace') return { kind: 'backspace' };
  if (key === 'Delete') return { kind: 'clear' };
  return undefined;
}

/**
 * The canonical text after one key. A key that would break the amount (a third decimal, a
 * second separator, a tenth integer digit) leaves the text as it was.
 */
export function press(text: string, key: AmountKey): string {
  switch (key.kind) {
    case 'clear':
      return '';
    case 'backspace':
      return text.slice(0, -1);
    case 'separator':
      if (text.includes('.')) return text;
      return text === '' ? '0.' : `${text}.`;
    case 'digit': {
      const [integer = '', fraction] = text.split('.');
      if (fraction !== undefined) return fraction.length >= DECIMALS ? text : text + key.digit;
      if (integer === '0') return key.digit; // no leading zeros
      if (integer.length >= MAX_INTEGER_DIGITS) return text;
      return text + key.digit;
    }
  }
}

/**
 * Hundredths of a typed or pasted amount: `1234,5`, `1 234.50`, `0.05`. Spaces (also the
 * no-break spaces of a formatted amount) are thousands separators; ',' and '.' both mark the
 * decimals.
 */
export function parseAmount(text: string): ParsedAmount {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return { ok: false, problem: 'empty' };
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(compact);
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

/** The canonical keypad text of a pasted amount, or undefined when it is not one. */
export function canonicalText(text: string): string | undefined {
  const parsed = parseAmount(text);
  if (!parsed.ok) return parsed.problem === 'empty' ? '' : undefined;
  return decimalText(parsed.cents).replace(/\.00$/, '');
}

/** `123456` -> `"1234.56"`: the decimal text of hundredths, built from digits. */
export function decimalText(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a count of hundredths: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(DECIMALS + 1, '0');
  return `${sign}${digits.slice(0, -DECIMALS)}.${digits.slice(-DECIMALS)}`;
}

/** The contract's number for hundredths (only when sending). */
export function toContractAmount(cents: Cents): number {
  return Number(decimalText(cents));
}

/**
 * Hundredths of an amount the core sent (a JSON number with at most two decimals). `toFixed(2)`
 * prints such a number exactly, so the digits are read back without arithmetic on the double.
 */
export function centsOf(amount: number): Cents {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
  const negative = amount < 0;
  const [integer = '0', fraction = '00'] = Math.abs(amount).toFixed(DECIMALS).split('.');
  const cents = Number(integer) * 100 + Number(fraction);
  return negative ? -cents : cents;
}

/** The keypad text as the cashier reads it: the language's decimal separator. */
export function displayText(text: string, separator: string): string {
  return text.replace('.', separator);
}
