import type { AmountKey } from './amount';

/** A bill's number has at most this many characters (the contract's billNumber). */
export const BILL_NUMBER_MAX = 200;

/**
 * The bill number after one key of the amount keypad: digits are appended, Backspace takes the
 * last character, Clear empties it; the decimal separator is no part of a number.
 */
export function pressNumber(text: string, key: AmountKey): string {
  switch (key.kind) {
    case 'clear':
      return '';
    case 'backspace':
      return text.slice(0, -1);
    case 'separator':
      return text;
    case 'digit':
      return text.length >= BILL_NUMBER_MAX ? text : text + key.digit;
  }
}
