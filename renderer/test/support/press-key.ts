import type { ReaderKey } from '../../../harness/reader-keys';

export type Key = Pick<ReaderKey, 'code' | 'key'> & { shiftKey?: boolean };

/**
 * A keydown as the browser sends it, with its physical `code` and the time stamp the keyboard
 * (or reader) gave it; when nothing prevents it and the target is a field, its character goes in
 * at the caret (the browser's default action).
 */
export function pressKey(target: Element, { code, key, shiftKey = false }: Key, timeStamp: number): void {
  const event = new KeyboardEvent('keydown', { code, key, shiftKey, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  target.dispatchEvent(event);
  if (!(target instanceof HTMLInputElement) || event.defaultPrevented || Array.from(key).length !== 1) return;
  const start = target.selectionStart ?? target.value.length;
  const end = target.selectionEnd ?? start;
  target.value = target.value.slice(0, start) + key + target.value.slice(end);
  target.setSelectionRange(start + 1, start + 1);
  target.dispatchEvent(new InputEvent('input', { bubbles: true, data: key, inputType: 'insertText' }));
}
