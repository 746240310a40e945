import { digitsOf, isPhoneText } from '../phone/phone-format';
import type { PhoneRules } from '../phone/phone-rules';

/** Shorter searches are not sent: one letter matches half the guests. */
export const MIN_SEARCH_LENGTH = 2;

/**
 * What is sent for what the cashier typed. The platform matches a search made of digits (and
 * `+ ( ) -`, spaces) against the digits of telephone numbers, which it keeps with the country
 * code: `8 916 12` as typed would find nothing, so a leading trunk prefix is dropped (`91612`,
 * which `79161234567` contains). Too short a number (`89`) could be any digits and is sent as is.
 */
export function searchTextOf(typed: string, rules: PhoneRules): string {
  const text = typed.trim();
  if (!isPhoneText(text)) return text;
  const digits = digitsOf(text);
  if (digits.length < MIN_SEARCH_LENGTH) return text;
  const { trunkPrefix } = rules;
  const trunk = !text.startsWith('+') && trunkPrefix !== '' && digits.startsWith(trunkPrefix);
  return trunk && digits.length >= 4 ? digits.slice(trunkPrefix.length) : digits;
}
