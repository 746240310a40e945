/** The on-screen keyboard's alphabets: Russian ЙЦУКЕН (ё at the end of the last row) and Latin QWERTY. */
export const KEYBOARD_LAYOUTS = ['ru', 'en'] as const;
export type KeyboardLayout = (typeof KEYBOARD_LAYOUTS)[number];

/** What a key does: types a character, or one of the keyboard's own actions. */
export type KeyAction =
  | { kind: 'char'; char: string }
  | { kind: 'space' }
  | { kind: 'backspace' }
  | { kind: 'shift' }
  | { kind: 'layout' }
  | { kind: 'hide' };

const DIGITS = '1234567890';

const LETTER_ROWS: Record<KeyboardLayout, readonly string[]> = {
  ru: ['йцукенгшщзхъ', 'фывапролджэ', 'ячсмитьбюё'],
  en: ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'],
};

/** Characters names hold besides letters: "Салтыков-Щедрин", "O'Brien". */
export const PUNCTUATION = ['-', "'"] as const;

/** The rows of characters of a layout, digits first; Shift gives capitals. */
export function characterRows(layout: KeyboardLayout, shift: boolean): string[][] {
  return [DIGITS, ...LETTER_ROWS[layout]].map((row) =>
    [...row].map((char) => (shift ? char.toLocaleUpperCase(layout) : char)),
  );
}

export function otherLayout(layout: KeyboardLayout): KeyboardLayout {
  switch (layout) {
    case 'ru':
      return 'en';
    case 'en':
      return 'ru';
  }
}
