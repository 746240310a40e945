/**
 * What must never reach the log file: card numbers and track data, passwords, secrets, bearer
 * and basic credentials, the loopback secret in a URL fragment, user:password in a URL, and
 * opaque references. Each rule replaces the value and keeps enough context to debug.
 */
type Rule = { pattern: RegExp; replace: (match: string, ...groups: string[]) => string };

/** Kept whole before the rules run: hold ids and timestamps are what a support engineer needs. */
const KEEP =
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?/gi;

const RULES: readonly Rule[] = [
  // Magnetic stripe track 1 (%B...?) and track 2 (;...=...?), and a card key that is a whole
  // track 2 without its sentinels (the vendor's form, `66666600000011=2012`).
  { pattern: /%[A-Z]?\d[^?\n]*\??/g, replace: () => '[track data]' },
  { pattern: /;\d{6,}=[^?\s]*\??/g, replace: () => '[track data]' },
  { pattern: /(?<![\w=])\d{6,}=[^?\s"',;&}]*/g, replace: () => '[track data]' },
  // A value after a keyword: password=..., "secret": "...", token: ..., Authorization: Bearer ...
  {
    pattern:
      /\b(pass(?:word)?|passwd|pwd|secret|token|key|credentials?|authorization)(["']?\s*[:=]\s*)("(?:[^"\\]|\\.)*"|'[^']*'|(?:(?:Bearer|Basic)\s+)?[^\s"',;&}]+)/gi,
    replace: (_match, name: string, separator: string) => `${name}${separator}[redacted]`,
  },
  {
    pattern: /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g,
    replace: (_match, scheme: string) => `${scheme} [redacted]`,
  },
  // user:password@host in a URL.
  {
    pattern: /(\b[a-z][a-z0-9+.-]*:\/\/)[^/\s@]+@/gi,
    replace: (_match, scheme: string) => `${scheme}[redacted]@`,
  },
  // Opaque secrets and references: long base64url runs with a digit and a letter in them.
  {
    pattern:
      /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,}(?![A-Za-z0-9_-])/g,
    replace: () => '[redacted]',
  },
  // Card numbers, phone numbers, barcodes: 8 or more digits, grouped or not; the last 4 stay.
  { pattern: /\+?\d(?:[ -]?\d){7,}/g, replace: (match) => `…${match.replace(/\D/g, '').slice(-4)}` },
];

/** Marks a kept value while the rules run; removed from the input first, so it cannot be forged. */
const MARK = '\u0000';
// eslint-disable-next-line no-control-regex -- the marker is a NUL on purpose
const MARKED = /\u0000(\d+)\u0000/g;

export function redact(text: string): string {
  const kept: string[] = [];
  let out = text.replaceAll(MARK, '').replace(KEEP, (match) => `${MARK}${kept.push(match) - 1}${MARK}`);
  for (const { pattern, replace } of RULES) out = out.replace(pattern, replace as (m: string) => string);
  return out.replace(MARKED, (_match, index: string) => kept[Number(index)] ?? '');
}
