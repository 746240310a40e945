import type { HoldState, HoldView } from '../../../common/contract/index';
import type { Journal } from './journal';
import { decimalText } from '../../../common/platform/money';

/** Whether a state is a hold's outcome (journalled), or a step on the way (not). */
function isOutcome(state: HoldState): boolean {
  switch (state) {
    case 'queued':
    case 'sending':
    case 'uncertain':
      return false;
    case 'confirmed':
    case 'rejected':
    case 'cancelled':
    case 'discarded':
    case 'reversed':
      return true;
  }
}

/**
 * Journals a hold that reached an outcome: who, guest, masked card, account (by its name:
 * `accountName`), amount, bill; for one moved back, the reason, the note and the manager whose
 * grant it was (the actor), beside the cashier who took the hold.
 */
export function journalHold(journal: Journal, hold: HoldView, accountName: (hold: HoldView) => string): void {
  // A try taken again offline moved nothing: the hold that took it again is journalled instead.
  if (!isOutcome(hold.state) || hold.retaken) return;
  const manager = hold.correction?.manager;
  const who = manager ?? hold.cashier ?? 'cashier';
  const correction = hold.correction;
  journal.record(
    'hold',
    who,
    hold.state,
    {
      hold: hold.holdId,
      kind: hold.kind,
      amount: decimalText(hold.amountCents),
      card: hold.token,
      account: accountName(hold),
      // The guest by name: a guid can read like a card number to the journal's redaction.
      ...(hold.guestName ? { guest: hold.guestName } : {}),
      ...(hold.billNumber ? { bill: hold.billNumber } : {}),
      createdAt: hold.createdAt,
      ...(hold.bonusTransactionId !== undefined ? { transaction: hold.bonusTransactionId } : {}),
      ...(hold.reason ? { reason: hold.reason.code } : {}),
      ...(hold.reverses ? { reverses: hold.reverses } : {}),
      ...(correction ? { correction: correction.reason } : {}),
      ...(correction?.note ? { note: correction.note } : {}),
    },
    { manager, cashier: hold.cashier },
  );
}
