import { z } from 'zod';
import {
  CreateCustomerRequestSchema,
  CustomerTokenSchema,
  type CreateCustomerRequest,
  type CustomerToken,
} from '../../common/platform/schemas';
import { tokenWithEntry } from './token-entry';
import { phoneDigits } from './tokens';

/**
 * createCustomer as the live service's public clients send it: a first name and a phone contact
 * method may be all there is (no last name, no tokens), `dateOfBirth` may be a date alone
 * (`1990-05-17`), tokens may lack their entry. Brought to the shared form: no last name is an
 * empty one, a date alone is midnight UTC.
 */
export const CreateCustomerBodySchema = CreateCustomerRequestSchema.extend({
  lastName: z.string().trim().max(100).default(''),
  dateOfBirth: z
    .union([z.iso.datetime({ offset: true }), z.iso.date().transform((day) => `${day}T00:00:00.000Z`)])
    .optional(),
  tokens: z.array(CustomerTokenSchema).max(20).default([]),
});

/** The body with each of its tokens given the usual entry of its type when it has none. */
export function tokensWithEntries(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const tokens = (body as { tokens?: unknown }).tokens;
  return Array.isArray(tokens) ? { ...body, tokens: tokens.map(tokenWithEntry) } : body;
}

const PHONE_CONTACT_TYPES = new Set(['phoneNumber', 'phone']);

/**
 * A phone token for each phone contact method whose number is not among the tokens sent, so a
 * guest created with a phone contact only is found afterwards by a `phone` token.
 */
export function phoneTokensFromContacts(request: CreateCustomerRequest): CustomerToken[] {
  const phones = new Set(request.tokens.filter((t) => t.type === 'phone').map((t) => phoneDigits(t.key)));
  const tokens: CustomerToken[] = [];
  for (const contact of request.contactMethods ?? []) {
    if (!PHONE_CONTACT_TYPES.has(contact.type)) continue;
    const digits = phoneDigits(contact.value);
    if (digits.length < 4 || phones.has(digits)) continue;
    phones.add(digits);
    tokens.push({ type: 'phone', entry: 'manual', key: digits });
  }
  return tokens;
}
