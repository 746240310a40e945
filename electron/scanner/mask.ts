const MASK_PREFIX = '••••';
// eslint-disable-next-line no-control-regex -- control characters are exactly what must not be displayed
const NON_PRINTABLE = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * What logs and the UI may show of scanned data: a fixed prefix and at most the last four characters.
 * Short texts show fewer (a 4-digit PIN shows none), so nothing short is ever revealed whole.
 */
export function mask(text: string): string {
  if (text.length === 0) return '';
  const chars = Array.from(text);
  const visible = Math.min(4, Math.max(0, chars.length - 4));
  const tail = chars.slice(chars.length - visible).join('');
  return MASK_PREFIX + tail.replace(NON_PRINTABLE, '\uFFFD');
}
