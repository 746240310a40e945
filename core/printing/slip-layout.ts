import type { Language, PaperWidth } from '../../common/contract/index';
import { centred, localStamp, money, pair, plain, rule } from './columns';
import { COLUMNS, type PrintLine, type Printout } from './print-lines';
import { PRINT_WORDS, type PrintWords } from './print-words';
import type { SlipData, SlipHold } from './slip-data';

/** A payment that stands or may stand (sent, waiting, of unknown outcome): the guest does not pay it in money. */
const counts = (hold: SlipHold) =>
  hold.kind === 'debit' &&
  (hold.standing === 'done' || hold.standing === 'queued' || hold.standing === 'unknown');

function label(hold: SlipHold, w: PrintWords): string {
  switch (hold.kind) {
    case 'debit':
      return w.paid;
    case 'credit':
      return w.awarded;
    case 'reverse':
      return hold.reverses === 'credit' ? w.reversedAwarded : w.reversedPaid;
  }
}

function holdLines(hold: SlipHold, w: PrintWords, language: Language, width: number): PrintLine[] {
  return [
    ...pair(label(hold, w), money(hold.amountCents, language), width),
    ...plain(`  ${hold.accountName}`, width),
    ...(hold.standing === 'done' ? [] : plain(`  ${w.standing[hold.standing]}`, width)),
  ];
}

/** Each account's balance after the slip, as the platform confirmed it: only when every hold on it is done. */
function balanceLines(slip: SlipData, w: PrintWords, language: Language, width: number): PrintLine[] {
  const accounts = [...new Set(slip.holds.map((hold) => hold.accountName))];
  return accounts.flatMap((account) => {
    const holds = slip.holds.filter((hold) => hold.accountName === account);
    const last = holds.at(-1);
    if (!holds.every((hold) => hold.standing === 'done') || last?.balanceAfterCents === undefined) return [];
    return pair(`${w.balanceAfter}: ${account}`, money(last.balanceAfterCents, language), width);
  });
}

/**
 * The guest's slip at a paper width: venue, till, local time, cashier, bill, the guest's first
 * name and the card's last four, the bill's total, paid with bonuses, left to pay, awarded, and
 * the balance after as the platform confirmed it. A hold not done says where it stands.
 */
export function slipPrintout(slip: SlipData, language: Language, paper: PaperWidth): Printout {
  const w = PRINT_WORDS[language];
  const width = COLUMNS[paper];
  const guest = [
    slip.guestFirstName,
    slip.cardLastFour === null ? null : `${w.card} ****${slip.cardLastFour}`,
  ]
    .filter((part) => part !== null)
    .join(', ');
  const paid = slip.holds.filter(counts).reduce((sum, hold) => sum + hold.amountCents, 0);
  const lines: PrintLine[] = [
    ...(slip.copy ? centred(`*** ${w.copy} ***`, width, true) : []),
    ...(slip.venue ? centred(slip.venue, width, true) : []),
    ...pair(w.till, slip.till, width),
    ...(slip.cashier === null
      ? plain(localStamp(slip.at, language), width)
      : pair(localStamp(slip.at, language), `${w.cashier}: ${slip.cashier}`, width)),
    ...(slip.bill === null ? [] : pair(w.bill, slip.bill, width)),
    ...(guest === '' ? [] : plain(`${w.guest}: ${guest}`, width)),
    rule(width),
    ...(slip.billCents === null ? [] : pair(w.billTotal, money(slip.billCents, language), width)),
    ...slip.holds
      .filter((hold) => hold.kind === 'debit')
      .flatMap((hold) => holdLines(hold, w, language, width)),
    ...(slip.billCents === null ? [] : pair(w.leftToPay, money(slip.billCents - paid, language), width)),
    ...slip.holds
      .filter((hold) => hold.kind !== 'debit')
      .flatMap((hold) => holdLines(hold, w, language, width)),
    rule(width),
    ...balanceLines(slip, w, language, width),
  ];
  return { columns: width, lines };
}
