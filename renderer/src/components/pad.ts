/** One pad of a keypad (components/Keypad.svelte): what it shows, what it does. */
export interface Pad<Key> {
  id: string;
  key: Key;
  text: string;
  /** The accessible name when the text is a symbol. */
  name?: string;
  /** A keyboard key that does the same, shown on the pad. */
  shortcut?: string;
  /** Across the whole row. */
  wide?: boolean;
}
