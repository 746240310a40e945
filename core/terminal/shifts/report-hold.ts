import type { ReportHold } from '../../../common/contract/index';
import { toRow } from '../../offline/queue/rows';
import type { QueueRow } from '../../offline';
import type { ShiftHoldDbRow } from './shift-store';
import { correctionView } from '../holds/hold-views';

/** A hold of the shift as the report reads it. */
export interface ShiftHold {
  row: QueueRow;
  billCents: number | null;
  accountName: string | null;
  targetKind: 'debit' | 'credit' | null;
}

const UNNAMED_TAIL = 6;
export const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The shift's holds as the report reads them. An online payment's try the core withdrew to take
 * the payment again offline (retaken_offline) is left out: the payment is the hold taken again,
 * counted once as waiting or sent; nobody cancelled anything. Had the offline limits refused the
 * payment, the cashier was told so and nothing was paid: no line either.
 */
export function shiftHolds(rows: readonly ShiftHoldDbRow[]): ShiftHold[] {
  return rows
    .filter((r) => r.retaken_offline !== 1)
    .map((r) => ({
      row: toRow(r),
      billCents: r.bill_cents,
      accountName: r.account_name,
      targetKind: r.target_kind,
    }));
}

/** The account type's name as the platform gave it, else the end of its guid. */
export function accountNameOf(hold: ShiftHold): string {
  return hold.accountName?.trim() || `…${hold.row.accountGuid.slice(-UNNAMED_TAIL)}`;
}

/** A hold as the report names it one by one: its guest (name, masked card), bill and correction. */
export function reportHold(hold: ShiftHold): ReportHold {
  const { row } = hold;
  return {
    holdId: row.holdId,
    kind: row.kind,
    state: row.state,
    amountCents: row.amountCents,
    accountName: accountNameOf(hold),
    ...(row.guestName ? { guestName: row.guestName } : {}),
    card: row.tokenKeyMasked,
    ...(row.billNumber !== null ? { billNumber: row.billNumber } : {}),
    ...(hold.billCents !== null ? { billCents: hold.billCents } : {}),
    ...(row.cashier ? { cashier: row.cashier } : {}),
    at: iso(row.createdAt),
    ...(row.correction ? { correction: correctionView(row.correction) } : {}),
  };
}
