/**
 * The one table of which key a reader types, for every test and fixture generator: a reader
 * sends each character as the key of a US keyboard that carries it (the scanner's own table,
 * common/scanner/keyboard-usage.ts), and the operating system's layout names that key's
 * `event.key` (OS_LAYOUTS). So a Russian layout turns ';' into 'ж' while `code` stays 'Semicolon'.
 */
import { keyForCharacter } from '../common/scanner/keyboard-usage';

/** What `event.key` the OS gives for a physical key (its `code`), per layout: [normal, shifted]. */
export type OsLayout = Record<string, [string, string]>;

function layoutFrom(rows: [string, string, string][]): OsLayout {
  return Object.fromEntries(rows.map(([code, normal, shifted]) => [code, [normal, shifted]]));
}

function lettersLayout(codes: string, letters: string): [string, string, string][] {
  return Array.from(codes).map((c, i) => {
    const letter = letters.charAt(i);
    return [`Key${c}`, letter, letter.toUpperCase()];
  });
}

const RUSSIAN = layoutFrom([
  ...lettersLayout('QWERTYUIOPASDFGHJKLZXCVBNM', 'йцукенгшщзфывапролдячсмить'),
  ['Digit1', '1', '!'],
  ['Digit2', '2', '"'],
  ['Digit3', '3', '№'],
  ['Digit4', '4', ';'],
  ['Digit5', '5', '%'],
  ['Digit6', '6', ':'],
  ['Digit7', '7', '?'],
  ['Digit8', '8', '*'],
  ['Digit9', '9', '('],
  ['Digit0', '0', ')'],
  ['Minus', '-', '_'],
  ['Equal', '=', '+'],
  ['BracketLeft', 'х', 'Х'],
  ['BracketRight', 'ъ', 'Ъ'],
  ['Backslash', '\\', '/'],
  ['Semicolon', 'ж', 'Ж'],
  ['Quote', 'э', 'Э'],
  ['Backquote', 'ё', 'Ё'],
  ['Comma', 'б', 'Б'],
  ['Period', 'ю', 'Ю'],
  ['Slash', '.', ','],
  ['Space', ' ', ' '],
]);

const FRENCH = layoutFrom([
  ...lettersLayout('QWERTYUIOPASDFGHJKLZXCVBN', 'azertyuiopqsdfghjklwxcvbn'),
  ['KeyM', ',', '?'],
  ['Semicolon', 'm', 'M'],
  ['Digit1', '&', '1'],
  ['Digit2', 'é', '2'],
  ['Digit3', '"', '3'],
  ['Digit4', "'", '4'],
  ['Digit5', '(', '5'],
  ['Digit6', '-', '6'],
  ['Digit7', 'è', '7'],
  ['Digit8', '_', '8'],
  ['Digit9', 'ç', '9'],
  ['Digit0', 'à', '0'],
  ['Minus', ')', '°'],
  ['Equal', '=', '+'],
  ['BracketLeft', 'Dead', 'Dead'],
  ['BracketRight', '$', '£'],
  ['Backslash', '*', 'µ'],
  ['Quote', 'ù', '%'],
  ['Backquote', '²', '²'],
  ['Comma', ';', '.'],
  ['Period', ':', '/'],
  ['Slash', '!', '§'],
  ['Space', ' ', ' '],
]);

const US = layoutFrom(
  [..."abcdefghijklmnopqrstuvwxyz0123456789-=[]\\;',./` "].flatMap((ch) => {
    const key = keyForCharacter(ch);
    const shifted = '~!@#$%^&*()_+{}|:"<>?'.charAt("`1234567890-=[]\\;',./".indexOf(ch));
    return key
      ? [
          [key.code, ch, /[a-z]/.test(ch) ? ch.toUpperCase() : ch === ' ' ? ' ' : shifted] as [
            string,
            string,
            string,
          ],
        ]
      : [];
  }),
);

export const OS_LAYOUTS = { us: US, ru: RUSSIAN, fr: FRENCH };

export type Layout = keyof typeof OS_LAYOUTS;

/** One key a reader presses: its physical position, what the layout reports, and Shift. */
export interface ReaderKey {
  code: string;
  key: string;
  shiftKey: boolean;
}

/** The key a reader presses for `char` (Enter and Tab by name), as `layout` reports it. */
export function readerKey(char: string, layout: Layout = 'us'): ReaderKey {
  if (char === 'Enter' || char === 'Tab') return { code: char, key: char, shiftKey: false };
  const physical = keyForCharacter(char);
  if (!physical) throw new Error(`a reader has no key for ${JSON.stringify(char)}`);
  const names = OS_LAYOUTS[layout][physical.code];
  if (!names) throw new Error(`the ${layout} layout has no ${physical.code}`);
  return { code: physical.code, key: physical.shift ? names[1] : names[0], shiftKey: physical.shift };
}

/** The keys a reader presses for `text`, then its suffix (Enter unless told). */
export function readerKeys(
  text: string,
  layout: Layout = 'us',
  suffix: 'Enter' | 'Tab' | null = 'Enter',
): ReaderKey[] {
  const keys = Array.from(text, (char) => readerKey(char, layout));
  return suffix ? [...keys, readerKey(suffix)] : keys;
}
