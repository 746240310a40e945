import type { ControlLine, ReportHold, ReportSection, ShiftReport } from '../../../common/contract/index';
import { decimalText } from '../../../common/platform/money';
import { controlGroups } from '../../../common/shift/control-groups';
import { csvText } from '../csv';
import { localSeconds } from './local-time';

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
  'local time',
  'hold cashier',
  'check',
  'presence',
];
const HEADER = ['shift', 'report', 'cashier', 'section', 'account', 'count', 'amount', ...HOLD_COLUMNS];
const HOLD_LISTS = ['queued', 'unknown', 'refused', 'reversals', 'discarded'] as const;
const FIGURES = ['paid', 'awarded', 'reversedPaid', 'reversedAwarded'] as const;
/** Where the control columns begin among the hold columns. */
const CHECK_AT = HOLD_COLUMNS.indexOf('check');

/** A figure's row: the hold columns left empty but the check's, for a control figure. */
function figureRow(
  head: string[],
  section: string,
  account: string,
  count: number,
  cents: number,
  check = '',
): string[] {
  const holdColumns = Array<string>(HOLD_COLUMNS.length).fill('');
  holdColumns[CHECK_AT] = check;
  return [...head, section, account, String(count), decimalText(cents), ...holdColumns];
}

function sectionRows(head: string[], report: ReportSection): string[][] {
  const rows: string[][] = [];
  for (const account of report.accounts)
    for (const figure of FIGURES)
      rows.push(figureRow(head, figure, account.accountName, account[figure].count, account[figure].cents));
  rows.push(figureRow(head, 'bills', '', report.bills.count, report.bills.cents));
  for (const list of HOLD_LISTS)
    for (const hold of report[list]) rows.push([...head, list, ...holdFields(hold), '', '']);
  for (const group of controlGroups(report.control)) {
    rows.push(figureRow(head, 'control', '', group.count, group.cents, group.check));
    for (const line of group.lines) rows.push([...head, 'control', ...controlFields(line)]);
  }
  return rows;
}

/** A hold's row after the section: `manager` is whose grant made its correction, or let it through. */
function holdFields(hold: ReportHold, manager = hold.correction?.manager ?? ''): string[] {
  return [
    hold.accountName,
    '1',
    decimalText(hold.amountCents),
    hold.at,
    hold.kind,
    hold.state,
    hold.guestName ?? '',
    hold.card,
    hold.billNumber ?? '',
    hold.billCents === undefined ? '' : decimalText(hold.billCents),
    hold.correction?.reason ?? '',
    hold.correction?.note ?? '',
    manager,
    localSeconds(Date.parse(hold.at)),
    hold.cashier ?? '',
  ];
}

/** A control line: its hold's columns, the manager whose grant let it through, its check and presence. */
function controlFields(line: ControlLine): string[] {
  return [...holdFields(line, line.grantedBy ?? ''), line.check, line.presence ?? ''];
}

/**
 * The report for a spreadsheet: one row per figure of each account type (amounts as 1234.56),
 * one per hold listed (a reversal's or discard's reason as its code: paidInMoney, other…), then
 * the control section: per check a figure row (count, sum) and a row per line, with its check,
 * the granting manager and how the guest was proven (as codes: awardWithoutBill, guestPin…);
 * times in ISO and in the terminal's local time. The whole shift first, then each cashier; the
 * venue and the till last on every row. The card stays masked.
 */
export function shiftCsv(report: ShiftReport): string {
  const head = (cashier: string) => [String(report.shift.id), report.kind.toUpperCase(), cashier];
  // The venue and the till close every row (issue 42): a sheet of several tills' reports tells them apart.
  const place = [report.place?.venue ?? '', report.place?.till ?? ''];
  const rows = [
    ...sectionRows(head(''), report),
    ...report.byCashier.flatMap((part) => sectionRows(head(part.cashier), part)),
  ];
  return csvText([[...HEADER, 'venue', 'till'], ...rows.map((row) => [...row, ...place])]);
}
