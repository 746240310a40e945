import { editPhone } from './phone-format';
import type { PhoneRules } from './phone-rules';

/**
 * Formats a field's text after the cashier's edit (an `input` event), in place, the caret kept
 * after the same digit; returns the new text. `previous` is the text before the edit.
 */
export function formatPhoneInput(
  event: Event,
  input: HTMLInputElement,
  previous: string,
  rules: PhoneRules,
): string {
  const deleting = event instanceof InputEvent && event.inputType === 'deleteContentBackward';
  const caret = input.selectionStart ?? input.value.length;
  const edit = editPhone(previous, input.value, caret, rules, deleting);
  if (input.value !== edit.value) input.value = edit.value;
  input.setSelectionRange(edit.caret, edit.caret);
  return edit.value;
}
