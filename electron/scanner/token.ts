import { z } from 'zod';

/** The platform refuses longer keys. */
export const MAX_KEY_LENGTH = 512;

/** How the platform identifies a guest. Kept shape-compatible with the platform schemas (`{type, entry, key}`). */
export const CustomerTokenSchema = z.object({
  type: z.enum(['card', 'qrGuest', 'pin', 'phone']),
  entry: z.enum(['trackCode', 'barCode', 'qrCode', 'manual']),
  key: z.string().min(1).max(MAX_KEY_LENGTH),
});

export type CustomerToken = z.infer<typeof CustomerTokenSchema>;
export type TokenType = CustomerToken['type'];
export type TokenEntry = CustomerToken['entry'];
