import type { TypedToken } from '../../../common/contract/index';

/** Spaces, hyphens and brackets people (or the phone formatting) put between a number's digits. */
const SEPARATORS = /[\s().-]/g;
const CARD_KEY = /^[0-9A-Za-z]{4,512}$/;

/**
 * What the cashier typed, when the core found it neither a telephone number nor a PIN: a card
 * number, looked up as typed (the renderer had it already; it is cleared from the field once sent).
 * Undefined when it cannot be a card number either (a `+` number, letters and signs, too short).
 */
export function typedCard(text: string): TypedToken | undefined {
  const trimmed = text.trim();
  if (trimmed.startsWith('+')) return undefined;
  const key = trimmed.replace(SEPARATORS, '');
  return CARD_KEY.test(key) ? { type: 'card', entry: 'manual', key } : undefined;
}
