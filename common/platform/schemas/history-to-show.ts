import { z } from 'zod';
import { AccountSchema, BonusTransactionSchema, type BonusTransaction } from './account';

/**
 * A history row that failed validation (an amount that is no count of hundredths, a missing
 * field): kept in its place with its id when it has one, so the cashier sees that the platform
 * sent something unreadable there (issue 16 §2).
 */
export interface UnreadableTransaction {
  unreadable: true;
  id?: number;
}

export type TransactionToShow = BonusTransaction | UnreadableTransaction;

export const isUnreadable = (tx: TransactionToShow): tx is UnreadableTransaction => 'unreadable' in tx;

const TransactionToShowSchema = z.unknown().transform((row): TransactionToShow => {
  const parsed = BonusTransactionSchema.safeParse(row);
  if (parsed.success) return parsed.data;
  const id = typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined;
  return Number.isSafeInteger(id) ? { unreadable: true, id: id as number } : { unreadable: true };
});

/**
 * operationHistory as the history screen reads it: one bad row does not refuse the page. Only
 * for showing: settling a hold (sync-engine) reads the strict OperationHistoryResponseSchema, since
 * a row it cannot read might be the hold's own transaction.
 */
export const HistoryToShowSchema = z.looseObject({
  account: AccountSchema,
  transactions: z.array(TransactionToShowSchema),
});
export type HistoryToShow = z.infer<typeof HistoryToShowSchema>;
