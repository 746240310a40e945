import { editInPlace } from '../components/shaped-input';
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
  return editInPlace(event, input, (typed, caret, deleting) =>
    editPhone(previous, typed, caret, rules, deleting),
  );
}
