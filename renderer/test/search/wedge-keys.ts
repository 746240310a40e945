import { fireEvent } from '@testing-library/svelte';
import { readerKeys, type ReaderKey } from '../../../harness/reader-keys';

/** The keys a wedge reader sends for `text` and Enter, as a Russian layout reports them. */
export function wedgeKeys(text: string): ReaderKey[] {
  return readerKeys(text, 'ru');
}

/**
 * Keys sent fast into the focused field: a key the scan router does not prevent types its
 * character at the caret, as a browser would. Answers the longest the field got.
 */
export async function typeFast(field: HTMLInputElement, keys: readonly ReaderKey[]): Promise<string> {
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
