import type { TransactionView } from '../../../common/contract/index';
import { withUniqueKeys } from '../components/unique-keys';
import type { Cents } from '../../../common/platform/money';

/** Transaction types of the platform the UI names; any other is shown as it comes. */
export const KNOWN_TYPES = ['DEBIT_HOLD', 'CREDIT', 'REVERSAL', 'DEBIT_CONFIRMATION'] as const;
export type KnownType = (typeof KNOWN_TYPES)[number];

export function knownType(type: string): KnownType | undefined {
  return (KNOWN_TYPES as readonly string[]).includes(type) ? (type as KnownType) : undefined;
}

/** +1 adds to the guest's bonuses, −1 takes from them, 0 cannot be told from the type alone. */
function signOfType(type: KnownType | undefined): -1 | 0 | 1 {
  switch (type) {
    case 'DEBIT_HOLD':
    case 'DEBIT_CONFIRMATION':
      return -1;
    case 'CREDIT':
      return 1;
    case 'REVERSAL': // of a debit or of a credit: the balances tell
    case undefined:
      return 0;
  }
}

/**
 * The transaction's amount in hundredths with its sign, or undefined when the sign cannot be
 * told: the type says it, else the balances against the transaction before it (available first,
 * then ledger: a reversed credit lowers the ledger only).
 */
export function signedCents(tx: TransactionView, before: TransactionView | undefined): Cents | undefined {
  const amount = tx.amountCents;
  const byType = signOfType(knownType(tx.type));
  if (byType !== 0) return byType * amount;
  if (!before) return undefined;
  const available = tx.availableCents - before.availableCents;
  const delta = available !== 0 ? available : tx.ledgerCents - before.ledgerCents;
  if (delta === 0) return undefined;
  return delta > 0 ? amount : -amount;
}

export interface HistoryRow {
  tx: TransactionView;
  /** Unique within the list even when the platform repeats a transaction id. */
  key: string;
  /** False when the core says so, its time is not a date or a figure is not a finite number: shown as unreadable. */
  readable: boolean;
  /** Signed hundredths, or undefined when the direction is unknown. */
  signed: Cents | undefined;
}

function readable(tx: TransactionView): boolean {
  return (
    tx.unreadable !== true &&
    Number.isFinite(Date.parse(tx.regTime)) &&
    [tx.amountCents, tx.ledgerCents, tx.availableCents].every((n) => Number.isSafeInteger(n))
  );
}

/** Newest first (by time, then id), each with its signed amount; unreadable rows last. */
export function historyRows(transactions: readonly TransactionView[]): HistoryRow[] {
  const good = transactions.filter(readable);
  const oldestFirst = [...good].sort((a, b) => Date.parse(a.regTime) - Date.parse(b.regTime) || a.id - b.id);
  const rows = oldestFirst
    .map((tx, i) => ({ tx, readable: true, signed: signedCents(tx, oldestFirst[i - 1]) }))
    .reverse();
  const bad = transactions
    .filter((tx) => !readable(tx))
    .map((tx) => ({ tx, readable: false, signed: undefined }));
  return withUniqueKeys([...rows, ...bad], (row) => row.tx.id).map(({ item, key }) => ({ ...item, key }));
}
