import {
  CONTROL_CHECKS,
  type ControlCheck,
  type ControlLine,
  type GrantableGuard,
  type Presence,
} from '../../../common/contract/index';
import type { HoldState, QueueRow } from '../../offline';
import { reportHold, type ShiftHold } from './report-hold';

type Standing = Pick<QueueRow, 'kind' | 'state'>;

/** A reversal the report lists: placed in the shift, in any state but cancelled. */
export const isReversal = ({ kind, state }: Standing): boolean => kind === 'reverse' && state !== 'cancelled';

/** A hold discarded, or a queued one cancelled before it was sent. */
export const isDiscard = ({ kind, state }: Standing): boolean =>
  state === 'discarded' || (state === 'cancelled' && kind !== 'reverse');

/**
 * Holds that moved nothing and will not: cancelled, discarded, refused by the loyalty server. They
 * stand under no money check (a cancelled or discarded one is a discard line; a debit taken again
 * offline after its online try failed would count twice), only under `discard`.
 */
const VOID_STATES: ReadonlySet<HoldState> = new Set(['cancelled', 'discarded', 'rejected']);
const OVER_RULE: readonly GrantableGuard[] = ['awardOverRule', 'awardNeedsRule'];
const REPEAT: readonly GrantableGuard[] = ['guestAwardedTooOften'];
const BILL_GUARDS: readonly GrantableGuard[] = ['billAlreadySettled', 'billNeedsManager'];
/** A payment whose guest was not there by their card or QR read, nor by their own PIN as the token. */
const WITHOUT_CARD: readonly Presence[] = ['guestPin', 'guestQr', 'manager'];

const waived = (row: QueueRow, guards: readonly GrantableGuard[]) =>
  row.control?.waived.some((guard) => guards.includes(guard)) ?? false;

/** Whether a hold stands under a check (a hold may stand under several). */
function standsUnder(check: ControlCheck, { row, billCents }: ShiftHold): boolean {
  const live = !VOID_STATES.has(row.state);
  switch (check) {
    case 'awardWithoutBill':
      return live && row.kind === 'credit' && billCents === null;
    case 'awardOverRule':
      return live && row.kind === 'credit' && waived(row, OVER_RULE);
    case 'repeatAward':
      return live && row.kind === 'credit' && waived(row, REPEAT);
    case 'billException':
      return live && row.kind !== 'reverse' && waived(row, BILL_GUARDS);
    case 'paidWithoutCard': {
      const presence = row.control?.presence ?? null;
      return live && row.kind === 'debit' && presence !== null && WITHOUT_CARD.includes(presence);
    }
    case 'manualCard':
      return live && row.kind !== 'reverse' && row.tokenType === 'card' && row.control?.source === 'typed';
    case 'reversal':
      return isReversal(row);
    case 'discard':
      return isDiscard(row);
  }
}

/** The manager who let it through: the grant's; for a reversal or a discard, the correction's. */
function grantedBy(check: ControlCheck, row: QueueRow): string | null {
  switch (check) {
    case 'reversal':
    case 'discard':
      return row.correction?.manager ?? null;
    case 'awardWithoutBill':
    case 'awardOverRule':
    case 'repeatAward':
    case 'billException':
    case 'paidWithoutCard':
    case 'manualCard':
      return row.control?.grantedBy ?? null;
  }
}

/**
 * A bill settled once is its payment, then its award, each under the bill's number: the bill's
 * first hold names it. The same number settled again (billAlreadySettled) starts with its payment
 * again, or is an award after an award.
 */
function firstOfEachBill(holds: readonly ShiftHold[]): ShiftHold[] {
  const awaitingAward = new Map<string, ShiftHold>();
  const firsts: ShiftHold[] = [];
  for (const hold of holds) {
    const key = hold.row.billNumber ?? hold.row.holdId;
    const pay = awaitingAward.get(key);
    awaitingAward.delete(key);
    const awardOfPay =
      pay !== undefined &&
      hold.row.kind === 'credit' &&
      pay.billCents === hold.billCents &&
      pay.row.control?.grantedBy === hold.row.control?.grantedBy;
    if (awardOfPay) continue;
    firsts.push(hold);
    if (hold.row.kind === 'debit') awaitingAward.set(key, hold);
  }
  return firsts;
}

function line(check: ControlCheck, hold: ShiftHold): ControlLine {
  const manager = grantedBy(check, hold.row);
  const presence = hold.row.control?.presence ?? null;
  return {
    ...reportHold(hold),
    check,
    ...(manager !== null ? { grantedBy: manager } : {}),
    ...(presence !== null ? { presence } : {}),
  };
}

/**
 * The shift's control lines (issue 40), check by check in CONTROL_CHECKS' order, oldest first:
 * awards without a bill, awards over the rule or without one, repeat awards to one guest, bills
 * let through twice or above the limit (one line per bill), payments without the guest's card or
 * QR (with how the guest was proven), card numbers typed by hand, reversals and discards; each
 * with the manager whose grant let it.
 */
export function controlLines(holds: readonly ShiftHold[]): ControlLine[] {
  return CONTROL_CHECKS.flatMap((check) => {
    const under = holds.filter((hold) => standsUnder(check, hold));
    const lines = check === 'billException' ? firstOfEachBill(under) : under;
    return lines.map((hold) => line(check, hold));
  });
}
