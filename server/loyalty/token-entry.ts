import type { CustomerToken } from '../../common/platform/schemas';

/**
 * Public clients of the live service send a customerToken without `entry`; the platform resolves
 * a token by type and key alone (how the key was read does not change whose it is). Such a token
 * gets the usual entry of its type before the shared schemas check it; an unknown type is left
 * for them to refuse.
 */
const USUAL_ENTRY: Record<CustomerToken['type'], CustomerToken['entry']> = {
  card: 'trackCode',
  qrGuest: 'qrCode',
  pin: 'manual',
  phone: 'manual',
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `token` with the usual entry of its type when it has none. */
export function tokenWithEntry(token: unknown): unknown {
  if (!isPlainObject(token) || token.entry !== undefined || typeof token.type !== 'string') return token;
  const entry = (USUAL_ENTRY as Record<string, string | undefined>)[token.type];
  return entry === undefined ? token : { ...token, entry };
}

/** A request body whose `customerToken` may lack its entry. */
export function bodyWithTokenEntry(body: unknown): unknown {
  if (!isPlainObject(body) || !Object.hasOwn(body, 'customerToken')) return body;
  return { ...body, customerToken: tokenWithEntry(body.customerToken) };
}
