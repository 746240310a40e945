import type { ClassifyRules } from '../../common/scanner/rules';

type PhoneRules = ClassifyRules['manual']['phone'];

const PHONE_TEXT = /^\+?[\d\s().-]+$/;
const E164_DIGITS = { min: 7, max: 15 };

/**
 * A telephone number as the platform keys it: bare digits with the country code.
 * `+7 (916) 123-45-67`, `8 916 123 45 67`, `79161234567` and `9161234567` all give `79161234567`
 * with the default (Russian) rules. Undefined when the text is not a telephone number.
 */
export function normalisePhone(text: string, rules: PhoneRules): string | undefined {
  if (!PHONE_TEXT.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) {
    return digits.length >= E164_DIGITS.min && digits.length <= E164_DIGITS.max ? digits : undefined;
  }
  const { countryCode, trunkPrefix, nationalLength, nationalPattern } = rules;
  if (digits.length === countryCode.length + nationalLength && digits.startsWith(countryCode)) return digits;
  if (trunkPrefix !== '' && digits.length === nationalLength + 1 && digits.startsWith(trunkPrefix)) {
    return countryCode + digits.slice(1);
  }
  if (digits.length === nationalLength && nationalPattern.test(digits)) return countryCode + digits;
  return undefined;
}
