import { CONTROL_CHECKS } from '../contract/choices';
import type { ControlCheck, ControlLine } from '../contract/index';
import type { Cents } from '../platform/money';

/** One check of the shift's control section: how many, how much, and its lines. */
export interface ControlGroup {
  check: ControlCheck;
  count: number;
  cents: Cents;
  lines: ControlLine[];
}

/** What a line adds to its check's sum: a bill let through counts its total, any other line its amount. */
export function controlCents(line: ControlLine): Cents {
  switch (line.check) {
    case 'billException':
      return line.billCents ?? line.amountCents;
    case 'awardWithoutBill':
    case 'awardOverRule':
    case 'repeatAward':
    case 'paidWithoutCard':
    case 'manualCard':
    case 'reversal':
    case 'discard':
      return line.amountCents;
  }
}

/**
 * The control lines by check, in CONTROL_CHECKS' order, each with its count and sum (integer
 * hundredths); a check without lines is left out. The screen and the CSV read the same figures.
 */
export function controlGroups(lines: readonly ControlLine[]): ControlGroup[] {
  return CONTROL_CHECKS.flatMap((check) => {
    const under = lines.filter((line) => line.check === check);
    if (under.length === 0) return [];
    const cents = under.reduce((sum, line) => sum + controlCents(line), 0);
    return [{ check, count: under.length, cents, lines: under }];
  });
}
