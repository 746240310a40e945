import { z } from 'zod';
import { optional } from './optional';

export const TOKEN_TYPES = ['card', 'qrGuest', 'pin', 'phone'] as const;
export const TOKEN_ENTRIES = ['trackCode', 'barCode', 'qrCode', 'manual'] as const;
/** The platform refuses longer keys. */
export const MAX_KEY_LENGTH = 512;

/**
 * A customerToken as sent in requests (endpoints 1, 4, 5, 6, 7): how the platform identifies a
 * guest, and what a scan turns into (core/scanner).
 */
export const CustomerTokenSchema = z.object({
  type: z.enum(TOKEN_TYPES),
  entry: z.enum(TOKEN_ENTRIES),
  key: z.string().min(1).max(MAX_KEY_LENGTH),
});
export type CustomerToken = z.infer<typeof CustomerTokenSchema>;
export type TokenType = CustomerToken['type'];
export type TokenEntry = CustomerToken['entry'];

/**
 * A token inside a returned customer. Looser than the request form: the live service may know
 * token types we do not, and only returned tokens carry expirationDate.
 */
export const ReturnedTokenSchema = z.looseObject({
  type: z.string(),
  entry: z.string(),
  key: z.string(),
  expirationDate: optional(z.string()),
});
export type ReturnedToken = z.infer<typeof ReturnedTokenSchema>;
