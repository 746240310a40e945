/** What a keypad key does to the manual-entry text. */
export type EntryKey = { kind: 'char'; char: string } | { kind: 'backspace' } | { kind: 'clear' };
