import type { CustomerToken } from '../../electron/platform/schemas';

/**
 * The stored form of a token key. Phone keys are digits with the country code: a leading '+'
 * and the usual separators are dropped, so `+7 (916) 123-45-67` and `79161234567` are one key.
 */
export function normalizeTokenKey(type: string, key: string): string {
  const trimmed = key.trim();
  if (type !== 'phone') return trimmed;
  return trimmed.replace(/^\+/, '').replace(/[\s()-]/g, '');
}

/** A token key for messages: at most its last 4 characters, and never more than half of it. */
export function maskKey(key: string): string {
  const shown = Math.min(4, Math.floor(key.length / 2));
  return `…${shown > 0 ? key.slice(-shown) : ''}`;
}

export function describeToken(token: Pick<CustomerToken, 'type' | 'key'>): string {
  return `${token.type} token ${maskKey(token.key)}`;
}

/** The digits of a telephone number as written: `+7 916 123-45-67` -> `79161234567`. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}
