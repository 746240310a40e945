import type {
  AccountFigures,
  Figure,
  ReportHold,
  ReportSection,
  ShiftReport,
  ShiftReportKind,
  ShiftView,
} from '../../../common/contract/index';
import type { QueueRow } from '../../offline';
import type { ShiftRecord } from './shift-store';
import { accountNameOf, iso, reportHold, type ShiftHold } from './report-hold';
import { controlLines, isDiscard, isReversal } from './control-lines';

export { shiftHolds, type ShiftHold } from './report-hold';

/** Where a hold that is not settled stands, or `settled`. */
type Standing = 'queued' | 'unknown' | 'refused' | 'settled';

const none = (): Figure => ({ count: 0, cents: 0 });

export function shiftView(shift: ShiftRecord): ShiftView {
  return {
    id: shift.id,
    openedAt: iso(shift.openedAt),
    openedBy: shift.openedBy,
    openedAutomatically: shift.openedAutomatically,
    ...(shift.closedAt !== null ? { closedAt: iso(shift.closedAt) } : {}),
    ...(shift.closedBy !== null ? { closedBy: shift.closedBy } : {}),
    ...(shift.closeApprovedBy !== null ? { closeApprovedBy: shift.closeApprovedBy } : {}),
  };
}

function standing({ state, needsCheck }: QueueRow): Standing {
  switch (state) {
    case 'queued':
    case 'sending':
      return 'queued';
    case 'uncertain':
      return 'unknown';
    case 'rejected':
      // Refused, but it may have been applied (its answer was lost): its outcome is not known.
      return needsCheck ? 'unknown' : 'refused';
    case 'confirmed':
    case 'reversed':
    case 'cancelled':
    case 'discarded':
      return 'settled';
  }
}

const add = (figure: Figure, cents: number) => {
  figure.count += 1;
  figure.cents += cents;
};

/** Which of an account's figures a settled hold adds to, if any. */
function figureOf(hold: ShiftHold): keyof Omit<AccountFigures, 'accountGuid' | 'accountName'> | undefined {
  const { kind, state } = hold.row;
  // A payment or award later reversed was made all the same: its reversal is counted on its own.
  const made = state === 'confirmed' || state === 'reversed';
  switch (kind) {
    case 'debit':
      return made ? 'paid' : undefined;
    case 'credit':
      return made ? 'awarded' : undefined;
    case 'reverse':
      if (state !== 'confirmed') return undefined;
      return hold.targetKind === 'credit' ? 'reversedAwarded' : 'reversedPaid';
  }
}

function section(holds: readonly ShiftHold[]): ReportSection {
  const accounts = new Map<string, AccountFigures>();
  const lists: Record<Exclude<Standing, 'settled'>, ReportHold[]> = { queued: [], unknown: [], refused: [] };
  const reversals: ReportHold[] = [];
  const discarded: ReportHold[] = [];
  const bills = new Map<string, number>();
  for (const hold of holds) {
    const { row } = hold;
    const figures = accounts.get(row.accountGuid) ?? {
      accountGuid: row.accountGuid,
      accountName: accountNameOf(hold),
      paid: none(),
      awarded: none(),
      reversedPaid: none(),
      reversedAwarded: none(),
    };
    accounts.set(row.accountGuid, figures);
    const figure = figureOf(hold);
    if (figure) add(figures[figure], row.amountCents);
    const where = standing(row);
    if (where !== 'settled') lists[where].push(reportHold(hold));
    if (isReversal(row)) reversals.push(reportHold(hold));
    if (isDiscard(row)) discarded.push(reportHold(hold));
    const counted = row.state !== 'cancelled' && row.state !== 'discarded' && row.kind !== 'reverse';
    if (counted && row.billNumber !== null && hold.billCents !== null)
      bills.set(row.billNumber, hold.billCents);
  }
  return {
    accounts: [...accounts.values()].sort((a, b) => a.accountName.localeCompare(b.accountName)),
    bills: { count: bills.size, cents: [...bills.values()].reduce((sum, cents) => sum + cents, 0) },
    ...lists,
    reversals,
    discarded,
    control: controlLines(holds),
  };
}

/**
 * The shift's report from its holds: per account type what was paid, awarded and reversed
 * (settled holds only, integer hundredths), the holds still waiting by where they stand, the
 * reversals and discards one by one, the control lines (control-lines.ts); the same per cashier
 * when any hold has one.
 */
export function shiftReport(
  shift: ShiftRecord,
  holds: readonly ShiftHold[],
  kind: ShiftReportKind,
  at: number,
): ShiftReport {
  const cashiers = [...new Set(holds.flatMap((hold) => (hold.row.cashier ? [hold.row.cashier] : [])))];
  return {
    kind,
    shift: shiftView(shift),
    at: iso(at),
    ...section(holds),
    byCashier: cashiers
      .sort((a, b) => a.localeCompare(b))
      .map((cashier) => ({ cashier, ...section(holds.filter((hold) => hold.row.cashier === cashier)) })),
  };
}

/** How many holds of the report wait, and where: shift.close's refusal names them. */
export function waitingOf(report: ReportSection): {
  count: number;
  queued: number;
  unknown: number;
  refused: number;
} {
  const { queued, unknown, refused } = report;
  return {
    count: queued.length + unknown.length + refused.length,
    queued: queued.length,
    unknown: unknown.length,
    refused: refused.length,
  };
}
