import type { guestStrings } from '../i18n/dictionaries/guest';

type Words = (typeof guestStrings)['en'];

/** What kind of token no guest has: the refusal says it in the token's own words. */
export type TokenKind = 'card' | 'qr' | 'phone' | 'other';

/** The platform's token types (docs/glossary.md "Token") by kind; a PIN or a type added later is `other`. */
export function tokenKindOf(type: string): TokenKind {
  switch (type) {
    case 'card':
      return 'card';
    case 'qrGuest':
      return 'qr';
    case 'phone':
      return 'phone';
    default:
      return 'other';
  }
}

/**
 * Why there is no guest when the platform knows no one with the token: the core has one code
 * (`tokenNotFound`) and one message for every token, so the screen words it by the token's kind.
 */
export function notFoundWords(s: Words, kind: TokenKind): string {
  switch (kind) {
    case 'card':
      return s.notFoundCard;
    case 'qr':
      return s.notFoundQr;
    case 'phone':
      return s.notFoundPhone;
    case 'other':
      return s.notFoundOther;
  }
}
