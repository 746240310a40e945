import { maskKey } from '../../platform/token-key';

/**
 * Runs of 8 or more digits, single spaces or dashes allowed between them: card numbers, loyalty
 * card numbers and phone numbers as a platform's description may echo them.
 */
const DIGIT_RUN = /\d(?:[ -]?\d){7,}/g;
/** Standalone runs of 6 or more digits (not inside an identifier such as a UUID). */
const LONG_NUMBER = /(?<![\w-])\d{6,}(?![\w-])/g;
/** Shorter secrets would mask ordinary words of the text. */
const MIN_SECRET_LENGTH = 3;

const lastFour = (run: string) => '…' + run.replace(/\D/g, '').slice(-4);

/** What must never be stored with a hold: the hold's token key and the terminal's own secrets. */
export interface NoteSecrets {
  tokenKey?: string | undefined;
  /** The platform password and the like: removed whole wherever they appear. */
  known?: readonly string[];
}

/**
 * An error text as it may be stored with a hold. The platform's descriptions may echo the
 * request, the terminal's password or other cards: known secrets are removed, the hold's own key
 * becomes its mask and any card-number-like run its last four digits.
 */
export function maskErrorText(text: string, secrets: NoteSecrets = {}): string {
  let masked = text;
  for (const secret of secrets.known ?? []) {
    if (secret.length >= MIN_SECRET_LENGTH) masked = masked.split(secret).join('[secret]');
  }
  const key = secrets.tokenKey;
  if (key && key.length >= 4) masked = masked.split(key).join(maskKey(key));
  return masked.replace(DIGIT_RUN, lastFour);
}

/** What is kept of an error text once its hold is settled: no standalone run of six or more digits either. */
export function maskSettledErrorText(text: string, secrets: NoteSecrets = {}): string {
  return maskErrorText(text, secrets).replace(LONG_NUMBER, lastFour);
}
