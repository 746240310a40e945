import type {
  Language,
  PaperWidth,
  ReportHold,
  ReportSection,
  ShiftReport,
} from '../../common/contract/index';
import { controlGroups } from '../../common/shift/control-groups';
import { centred, localStamp, money, pair, plain, rule } from './columns';
import { COLUMNS, type PrintLine, type Printout } from './print-lines';
import { PRINT_WORDS, type PrintWords } from './print-words';

/** Who printed the report and where: the venue and till head it, the name and time end it. */
export interface ReportPrinting {
  venue: string | null;
  till: string;
  printedBy: string;
  at: number;
}

const FIGURES = ['paid', 'awarded', 'reversedPaid', 'reversedAwarded'] as const;
const LISTS = ['queued', 'unknown', 'refused', 'reversals', 'discarded'] as const;

function figure(text: string, count: number, cents: number, language: Language, width: number): PrintLine[] {
  return pair(`${text} (${count})`, money(cents, language), width);
}

function holdLine(hold: ReportHold, language: Language, width: number): PrintLine[] {
  const what = [localStamp(Date.parse(hold.at), language).slice(-5), hold.billNumber, hold.guestName]
    .filter((part) => part !== undefined)
    .join(' ');
  return pair(`  ${what}`, money(hold.amountCents, language), width);
}

function section(report: ReportSection, w: PrintWords, language: Language, width: number): PrintLine[] {
  const lines: PrintLine[] = [...figure(w.bills, report.bills.count, report.bills.cents, language, width)];
  for (const account of report.accounts) {
    lines.push(...plain(account.accountName, width));
    for (const name of FIGURES)
      lines.push(...figure(`  ${w[name]}`, account[name].count, account[name].cents, language, width));
  }
  for (const list of LISTS) {
    if (report[list].length === 0) continue;
    lines.push(...plain(`${w[list]}: ${report[list].length}`, width));
    for (const hold of report[list]) lines.push(...holdLine(hold, language, width));
  }
  const groups = controlGroups(report.control);
  if (groups.length > 0) lines.push(...plain(w.control, width));
  for (const group of groups)
    lines.push(...figure(`  ${w.check[group.check]}`, group.count, group.cents, language, width));
  return lines;
}

/**
 * The shift's X or Z report on paper: venue, till, shift number, opened and closed, the figures
 * per account type, the holds still waiting, the reversals and discards, the control lines, the
 * same per cashier, and «напечатал: <name>, <time>».
 */
export function reportPrintout(
  report: ShiftReport,
  printing: ReportPrinting,
  language: Language,
  paper: PaperWidth,
): Printout {
  const w = PRINT_WORDS[language];
  const width = COLUMNS[paper];
  const { shift } = report;
  const lines: PrintLine[] = [
    ...centred(w.reportTitle[report.kind], width, true),
    ...(printing.venue ? centred(printing.venue, width) : []),
    ...pair(w.till, printing.till, width),
    ...pair(w.shift, `#${shift.id}`, width),
    ...pair(w.openedAt, `${localStamp(Date.parse(shift.openedAt), language)} ${shift.openedBy}`, width),
    ...(shift.closedAt === undefined
      ? []
      : pair(
          w.closedAt,
          `${localStamp(Date.parse(shift.closedAt), language)} ${shift.closedBy ?? ''}`.trim(),
          width,
        )),
    rule(width),
    ...section(report, w, language, width),
  ];
  for (const cashier of report.byCashier)
    lines.push(
      rule(width),
      ...plain(`${w.byCashier}: ${cashier.cashier}`, width),
      ...section(cashier, w, language, width),
    );
  lines.push(
    rule(width),
    ...plain(`${w.printedBy}: ${printing.printedBy}, ${localStamp(printing.at, language)}`, width),
  );
  return { columns: width, lines };
}
