/**
 * A token key's one normal form and its one mask, for the platform server, the terminal's
 * cache and queue, and the scanner alike. Browser-safe: the renderer's wedge imports it too.
 */

/**
 * The stored form of a token key (trimmed). Phone keys are digits with the country code: a
 * leading '+' and the usual separators are dropped, so `+7 (916) 123-45-67` and `79161234567`
 * are one key.
 */
export function normalizeTokenKey(type: string, key: string): string {
  const trimmed = key.trim();
  return type === 'phone' ? trimmed.replace(/^\+/, '').replace(/[\s()-]/g, '') : trimmed;
}

/** Texts shorter than this show none of their characters: a PIN's last four would be most of it. */
const MIN_LENGTH_SHOWN = 8;
const SHOWN = 4;
// eslint-disable-next-line no-control-regex -- control characters are exactly what must not be displayed
const NON_PRINTABLE = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * What logs, messages, the database and the screen may show of a token key or of scanned data:
 * `4276123412341234` -> `…1234`. A text shorter than eight characters keeps nothing (`…`), an
 * empty one stays empty; control characters in the tail show as U+FFFD.
 */
export function maskKey(text: string): string {
  if (text.length === 0) return '';
  const chars = Array.from(text);
  if (chars.length < MIN_LENGTH_SHOWN) return '…';
  return '…' + chars.slice(-SHOWN).join('').replace(NON_PRINTABLE, '\uFFFD');
}
