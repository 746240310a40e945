/** Kinds of `<input>` that hold text the keyboard can edit at the caret (the selection API). */
const TEXT_TYPES = new Set(['text', 'search', 'url', 'tel', 'password']);

/** Fields for digits only: they have a keypad of their own (PIN, amount, card number) or ask. */
const DIGITS_ONLY = new Set(['numeric', 'decimal', 'tel', 'none']);

/**
 * Which fields the on-screen keyboard types into, decided here once for every screen: any
 * editable field that takes letters (a name, a search, an address, a user, a password), and a
 * digits-only field without a keypad of its own that asks with `data-touch-keyboard` (a phone,
 * the table map's date and time, the journal's day). Not inside a modal dialog: the keyboard
 * lies under its backdrop, and each dialog brings its own keypad (PIN, amount and bill number).
 */
export function takesTouchKeyboard(element: Element | null): element is HTMLInputElement {
  if (!(element instanceof HTMLInputElement) || element.disabled || element.readOnly) return false;
  if (!TEXT_TYPES.has(element.type) || element.closest('[aria-modal="true"]')) return false;
  if (element.hasAttribute('data-touch-keyboard')) return true;
  return element.type !== 'tel' && !DIGITS_ONLY.has(element.getAttribute('inputmode') ?? '');
}
