/**
 * The amount keypad: a canonical text (`1234.5`: digits, at most one '.', at most two decimals)
 * that a key at a time changes; what the cashier sees uses the UI language's separator. Reading
 * and writing money is the one money module's (common/platform/money.ts).
 */
import { decimalText, MAX_INTEGER_DIGITS, parseAmount } from '../../../common/platform/money';

/** The keys of the amount keypad (on screen and on the keyboard). */
export type AmountKey =
  { kind: 'digit'; digit: string } | { kind: 'separator' } | { kind: 'backspace' } | { kind: 'clear' };

const DECIMALS = 2;

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

/** The canonical keypad text of a pasted amount, or undefined when it is not one. */
export function canonicalText(text: string): string | undefined {
  const parsed = parseAmount(text);
  if (!parsed.ok) return parsed.problem === 'empty' ? '' : undefined;
  return decimalText(parsed.cents).replace(/\.00$/, '');
}

/** The keypad text as the cashier reads it: the language's decimal separator. */
export function displayText(text: string, separator: string): string {
  return text.replace('.', separator);
}
