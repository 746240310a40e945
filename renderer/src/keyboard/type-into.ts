/**
 * Edits a text field as a key typed there would: at the caret (replacing a selection), then an
 * `input` event of the same `inputType`, so bound values and formatters (the phone field) follow.
 */
export function insertText(field: HTMLInputElement, text: string): void {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  field.setRangeText(text, start, end);
  field.setSelectionRange(start + text.length, start + text.length);
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
}

/** Backspace: the selection, or the character before the caret; nothing at the start of the field. */
export function deleteBackward(field: HTMLInputElement): void {
  const end = field.selectionEnd ?? field.value.length;
  const start = field.selectionStart ?? end;
  if (start === end && start === 0) return;
  // A surrogate pair is one character to the cashier.
  const from = start !== end ? start : start - (isLowSurrogate(field.value, start - 1) ? 2 : 1);
  field.setRangeText('', from, end);
  field.setSelectionRange(from, from);
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'deleteContentBackward' }));
}

function isLowSurrogate(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  return at > 0 && code >= 0xdc00 && code <= 0xdfff;
}
