import { maskKey } from './token-hash';

/** Runs of 12 or more digits, single spaces or dashes allowed between them: card numbers as written. */
const CARD_NUMBER = /\d(?:[ -]?\d){11,}/g;
/** Standalone runs of 6 or more digits (not inside an identifier such as a UUID). */
const LONG_NUMBER = /(?<![\w-])\d{6,}(?![\w-])/g;

const lastFour = (run: string) => '…' + run.replace(/\D/g, '').slice(-4);

/**
 * An error text as it may be stored with a hold. The platform's descriptions may name the token
 * or the card number: the hold's own key (when known) and any card-number-like run are masked.
 */
export function maskErrorText(text: string, tokenKey?: string): string {
  const masked = tokenKey && tokenKey.length >= 4 ? text.split(tokenKey).join(maskKey(tokenKey)) : text;
  return masked.replace(CARD_NUMBER, lastFour);
}

/** What is kept of an error text once its hold is settled: no standalone run of six or more digits either. */
export function maskSettledErrorText(text: string, tokenKey?: string): string {
  return maskErrorText(text, tokenKey).replace(LONG_NUMBER, lastFour);
}
