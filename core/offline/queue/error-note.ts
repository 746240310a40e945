import { redact } from '../../redact';
import { maskKey } from '../../../common/platform/token-key';

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
 * An error text as it may be stored with a hold. The platform's descriptions name the token
 * involved and may echo the request, the terminal's password or other cards: known secrets are
 * removed whole, then the text goes through the log's redaction (card and phone numbers to their
 * last four digits, track data, credentials, opaque references), so the queue keeps no more of a
 * card than the log does; last, what is left of the hold's own key (a key of letters) becomes its mask.
 */
export function maskErrorText(text: string, secrets: NoteSecrets = {}): string {
  let masked = text;
  for (const secret of secrets.known ?? []) {
    if (secret.length >= MIN_SECRET_LENGTH) masked = masked.split(secret).join('[secret]');
  }
  // Redacted before the key is masked: a key inside track data must not hide the track from the rules.
  masked = redact(masked);
  const key = secrets.tokenKey;
  return key && key.length >= 4 ? masked.split(key).join(maskKey(key)) : masked;
}

/** What is kept of an error text once its hold is settled: no standalone run of six or more digits either. */
export function maskSettledErrorText(text: string, secrets: NoteSecrets = {}): string {
  return maskErrorText(text, secrets).replace(LONG_NUMBER, lastFour);
}
