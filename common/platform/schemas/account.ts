import { z } from 'zod';
import { optional } from './optional';
import { PlatformAmountSchema } from './money';

export const BalanceSchema = z.looseObject({
  ledger: PlatformAmountSchema,
  available: PlatformAmountSchema,
  debitHold: PlatformAmountSchema,
  creditHold: PlatformAmountSchema,
});
export type Balance = z.infer<typeof BalanceSchema>;

/** The only field of an account type that requests carry. */
export const AccountTypeRefSchema = z.object({ accountGuid: z.string().min(1).max(200) });
export type AccountTypeRef = z.infer<typeof AccountTypeRefSchema>;

export const AccountTypeSchema = z.looseObject({
  accountGuid: z.string(),
  name: z.string(),
  maxUsage: optional(z.number()),
});
export type AccountType = z.infer<typeof AccountTypeSchema>;

export const AccountSchema = z.looseObject({
  accountBalance: BalanceSchema,
  accountState: z.string(),
  accountType: AccountTypeSchema,
});
export type Account = z.infer<typeof AccountSchema>;

/** Transaction types this program acts on. Others (DEBIT_CONFIRMATION on the live service) are kept as strings. */
export const KNOWN_TRANSACTION_TYPES = ['DEBIT_HOLD', 'CREDIT', 'DEBIT_CONFIRMATION', 'REVERSAL'] as const;

export const BonusTransactionSchema = z.looseObject({
  id: z.number().int(),
  regTime: z.string(),
  type: z.string(),
  amount: PlatformAmountSchema,
  ledger: PlatformAmountSchema,
  available: PlatformAmountSchema,
  orderId: optional(z.string()),
});
export type BonusTransaction = z.infer<typeof BonusTransactionSchema>;
