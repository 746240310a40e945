/** Shapes every part of the contract shares: amounts in hundredths, times, where an answer came from, a card to act with. */
import { z } from 'zod';
import { MAX_CENTS } from '../platform/money';
import { CustomerTokenSchema } from '../platform/schemas/token';

/** An amount of money: integer hundredths within ±MAX_CENTS (a fraction is refused, never rounded). */
export const CentsSchema = z
  .number({ error: 'an amount must be a number of hundredths' })
  .int('an amount must be a whole number of hundredths')
  .min(-MAX_CENTS, `an amount must be at least -${MAX_CENTS} hundredths`)
  .max(MAX_CENTS, `an amount must be at most ${MAX_CENTS} hundredths`);
/** An amount to move or to allow: at least one hundredth. */
export const PositiveCentsSchema = CentsSchema.min(1, 'an amount must be at least 1 hundredth');

/** A moment as ISO 8601 text. */
export const TimestampSchema = z.string();

export const SourceSchema = z.enum(['live', 'cache']);
export type Source = z.infer<typeof SourceSchema>;

/** Where an answer came from and how old it is (0 for live answers). */
export const freshness = {
  source: SourceSchema,
  ageMs: z.number().int().nonnegative(),
  fetchedAt: TimestampSchema,
};

/**
 * A reference to a token the core has seen this launch (a scan, a guest it answered): 128 random
 * bits, base64url. The renderer never holds a card number it did not type itself: it acts on a
 * guest's card through this reference, and the core keeps the full token in memory only.
 */
export const TokenRefSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'not a token reference');
export type TokenRef = z.infer<typeof TokenRefSchema>;

/** A token the cashier typed (manual entry: the renderer had it already), as the platform takes it. */
export const TypedTokenSchema = z.strictObject(CustomerTokenSchema.shape);
export type TypedToken = z.infer<typeof TypedTokenSchema>;

/** What every command that acts on a guest's card takes: a reference the core handed out, or a typed token. */
export const TokenInputSchema = z.union([z.strictObject({ ref: TokenRefSchema }), TypedTokenSchema]);
export type TokenInput = z.infer<typeof TokenInputSchema>;
