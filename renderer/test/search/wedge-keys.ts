import { fireEvent } from '@testing-library/svelte';

export interface Key {
  code: string;
  key: string;
  shiftKey?: boolean;
}

/** What a Russian layout types on the keys a track-2 swipe uses (`key`); digits are the same. */
const RU: Record<string, Key> = {
  ';': { code: 'Semicolon', key: 'ж' },
  '?': { code: 'Slash', key: ',', shiftKey: true },
};

/** The keys a wedge reader sends for `text` (digits, `;`, `?`) and Enter, as a Russian layout reports them. */
export function wedgeKeys(text: string): Key[] {
  const keys = text.split('').map((char) => RU[char] ?? { code: `Digit${char}`, key: char });
  return [...keys, { code: 'Enter', key: 'Enter' }];
}

/**
 * Keys sent fast into the focused field: a key the scan router does not prevent types its
 * character at the caret, as a browser would. Answers the longest the field got.
 */
export async function typeFast(field: HTMLInputElement, keys: readonly Key[]): Promise<string> {
  let longest = field.value;
  for (const key of keys) {
    const allowed = await fireEvent.keyDown(field, { ...key, bubbles: true });
    if (allowed && key.key.length === 1) {
      const at = field.selectionStart ?? field.value.length;
      field.value = field.value.slice(0, at) + key.key + field.value.slice(at);
      field.setSelectionRange(at + 1, at + 1);
      await fireEvent.input(field, { inputType: 'insertText', data: key.key });
      if (field.value.length > longest.length) longest = field.value;
    }
  }
  return longest;
}
