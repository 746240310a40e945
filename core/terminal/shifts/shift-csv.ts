import type { ReportHold, ReportSection, ShiftReport } from '../../../common/contract/index';
import { decimalText } from '../../../common/platform/money';
import { csvText } from '../csv';

/** What only a hold's row fills: its own columns after the figures'. */
const HOLD_COLUMNS = [
  'time',
  'kind',
  'state',
  'guest',
  'card',
  'bill',
  'bill total',
  'reason',
  'note',
  'manager',
];
const HEADER = ['shift', 'report', 'cashier', 'section', 'account', 'count', 'amount', ...HOLD_COLUMNS];
const HOLD_LISTS = ['queued', 'unknown', 'refused', 'reversals', 'discarded'] as const;
const FIGURES = ['paid', 'awarded', 'reversedPaid', 'reversedAwarded'] as const;

/** A figure's row: the hold columns left empty. */
function figureRow(head: string[], section: string, account: string, count: number, cents: number): string[] {
  return [
    ...head,
    section,
    account,
    String(count),
    decimalText(cents),
    ...Array<string>(HOLD_COLUMNS.length).fill(''),
  ];
}

function sectionRows(head: string[], report: ReportSection): string[][] {
  const rows: string[][] = [];
  for (const account of report.accounts)
    for (const figure of FIGURES)
      rows.push(figureRow(head, figure, account.accountName, account[figure].count, account[figure].cents));
  rows.push(figureRow(head, 'bills', '', report.bills.count, report.bills.cents));
  for (const list of HOLD_LISTS)
    for (const hold of report[list]) rows.push([...head, list, ...holdFields(hold)]);
  return rows;
}

function holdFields(hold: ReportHold): string[] {
  return [
    hold.accountName,
    '1',
    decimalText(hold.amountCents),
    hold.at,
    hold.kind,
    hold.state,
    hold.guestName ?? '',
    hold.card,
    hold.precheck ?? '',
    hold.billCents === undefined ? '' : decimalText(hold.billCents),
    hold.correction?.reason ?? '',
    hold.correction?.note ?? '',
    hold.correction?.manager ?? '',
  ];
}

/**
 * The report for a spreadsheet: one row per figure of each account type (amounts as 1234.56),
 * one per hold listed (a reversal's or discard's reason as its code: paidInMoney, other…), the
 * whole shift first, then each cashier. The card stays masked.
 */
export function shiftCsv(report: ShiftReport): string {
  const head = (cashier: string) => [String(report.shift.id), report.kind.toUpperCase(), cashier];
  return csvText([
    HEADER,
    ...sectionRows(head(''), report),
    ...report.byCashier.flatMap((part) => sectionRows(head(part.cashier), part)),
  ]);
}
