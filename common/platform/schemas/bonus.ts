import { z } from 'zod';
import { optional } from './optional';
import { fromCents, MAX_CENTS, toCents } from '../money';
import { AccountSchema, AccountTypeRefSchema, BalanceSchema, BonusTransactionSchema } from './account';
import { CustomerTokenSchema } from './token';

/** A bonus amount in a request: a positive, finite JSON number with at most two decimals. */
export const AmountSchema = z
  .number({ error: 'amount must be a number' })
  .refine((n) => Number.isFinite(n) && n > 0, {
    message: 'amount must be a positive finite number',
    abort: true,
  })
  .refine((n) => n <= fromCents(MAX_CENTS), {
    message: `amount must be at most ${fromCents(MAX_CENTS)}`,
    abort: true,
  })
  .refine((n) => toCents(n) !== undefined, 'amount must have at most two decimals');

export const BalanceRequestSchema = z.object({
  customerToken: CustomerTokenSchema,
  accountType: AccountTypeRefSchema,
});
export type BalanceRequest = z.infer<typeof BalanceRequestSchema>;

/** Body of debitHold and creditHold. date and precheck may be omitted (rule 6). */
export const HoldRequestSchema = z.object({
  customerToken: CustomerTokenSchema,
  accountType: AccountTypeRefSchema,
  amount: AmountSchema,
  date: optional(z.iso.datetime({ offset: true })),
  precheck: optional(z.string().max(200)),
});
export type HoldRequest = z.infer<typeof HoldRequestSchema>;

/**
 * The answer of an applied hold. Its transaction id proves the platform applied it; a balance that
 * cannot be read (absurd numbers, wrong types) is left out (unknown) rather than failing the
 * answer, which would report an applied hold as a failure and invite a second payment.
 */
export const HoldResponseSchema = z.looseObject({
  balance: optional(BalanceSchema).catch(undefined),
  bonusTransactionId: z.number().int(),
});
export type HoldResponse = z.infer<typeof HoldResponseSchema>;

/** Body of reverse (live service, beyond the interface): the hold body plus the hold's transaction id. */
export const ReverseRequestSchema = HoldRequestSchema.extend({
  bonusTransactionId: z.number().int().positive(),
});
export type ReverseRequest = z.infer<typeof ReverseRequestSchema>;

/** reverse answers with the balance after the reversal and the id of the REVERSAL transaction it recorded. */
export const ReverseResponseSchema = HoldResponseSchema;
export type ReverseResponse = HoldResponse;

export const OperationHistoryRequestSchema = BalanceRequestSchema;
export type OperationHistoryRequest = BalanceRequest;

/** Transactions newest first (descending id, rule 8). */
export const OperationHistoryResponseSchema = z.looseObject({
  account: AccountSchema,
  transactions: z.array(BonusTransactionSchema),
});
export type OperationHistoryResponse = z.infer<typeof OperationHistoryResponseSchema>;
