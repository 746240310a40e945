import { toCents } from '../platform/money';
import type { BonusTransaction } from '../platform/schemas';
import type { HoldKind } from './outbox-types';

/** The transaction each kind of hold leaves in the operation history. */
export const TRANSACTION_TYPE: Record<HoldKind, string> = {
  debit: 'DEBIT_HOLD',
  credit: 'CREDIT',
  reverse: 'REVERSAL',
};

export interface MatchCriteria {
  kind: HoldKind;
  amountCents: number;
  /** The hold's `date` as sent; a transaction that echoes a different date is not this hold's. */
  date: string;
  /** For a reverse: the transaction it reverses; one that names another is not this hold's. */
  reversedTransactionId?: number;
  /** regTime must lie in [windowStart, windowEnd] (ms), which spans every attempt plus clock skew. */
  windowStart: number;
  windowEnd: number;
  /** Transactions of this hold have ids above this (the lane's earlier holds lie at or below it). */
  floorId: number;
  isMatched(transactionId: number): boolean;
}

export type HistoryVerdict =
  | { found: BonusTransaction }
  | { found: null; conclusive: true }
  | { found: null; conclusive: false; reason: string };

/**
 * Looks for the transaction an uncertain hold left. Of several candidates the oldest wins:
 * our first attempt precedes any look-alike that could follow it. Types we do not know are
 * ignored. Absence is only proved when the history reaches back past the window: a truncated
 * history that starts inside the window may hide the hold's transaction.
 */
export function findHoldTransaction(
  transactions: readonly BonusTransaction[],
  criteria: MatchCriteria,
  historyLimit: number,
): HistoryVerdict {
  const type = TRANSACTION_TYPE[criteria.kind];
  const date = Date.parse(criteria.date);
  let best: BonusTransaction | null = null;
  let reachesBack = false;
  for (const tx of transactions) {
    const regTime = Date.parse(tx.regTime);
    if (tx.id <= criteria.floorId || regTime < criteria.windowStart) reachesBack = true;
    if (tx.type !== type || tx.id <= criteria.floorId) continue;
    if (!(regTime >= criteria.windowStart && regTime <= criteria.windowEnd)) continue;
    if (Math.abs(toCents(tx.amount) ?? Number.NaN) !== criteria.amountCents) continue;
    const echoedDate = (tx as { date?: unknown }).date;
    if (typeof echoedDate === 'string' && Date.parse(echoedDate) !== date) continue;
    const reversed = (tx as { reversedTransactionId?: unknown }).reversedTransactionId;
    if (
      criteria.reversedTransactionId !== undefined &&
      typeof reversed === 'number' &&
      reversed !== criteria.reversedTransactionId
    ) {
      continue;
    }
    if (criteria.isMatched(tx.id)) continue;
    if (!best || tx.id < best.id) best = tx;
  }
  if (best) return { found: best };
  if (transactions.length < historyLimit || reachesBack) return { found: null, conclusive: true };
  return {
    found: null,
    conclusive: false,
    reason: `the history holds only the newest ${transactions.length} transactions, all inside the window`,
  };
}
