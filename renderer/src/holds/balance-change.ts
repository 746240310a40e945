import type { BalanceView } from '../../../common/contract/index';
import type { Cents } from '../../../common/platform/money';
import type { HoldDirection } from './hold-submission.svelte';

/**
 * What a confirmed hold changed, from the balance the platform answered with (issue 14 §6): a
 * payment lowers what is available, an award raises the balance (the ledger). The figure before
 * is the answer's less this hold's own amount, so it is exact even when another till moved the
 * balance since the guest was shown. An award the platform keeps on hold (`creditHold`) is not
 * available yet: `availableNow` says what is.
 */
export interface BalanceChange {
  figure: 'available' | 'ledger';
  before: Cents;
  after: Cents;
  /** An award not yet available to pay with: what is available meanwhile. */
  availableNow?: Cents;
}

export function balanceChange(direction: HoldDirection, cents: Cents, balance: BalanceView): BalanceChange {
  switch (direction) {
    case 'debit': {
      const after = balance.availableCents;
      return { figure: 'available', before: after + cents, after };
    }
    case 'credit': {
      const after = balance.ledgerCents;
      const change: BalanceChange = { figure: 'ledger', before: after - cents, after };
      return balance.creditHoldCents > 0 ? { ...change, availableNow: balance.availableCents } : change;
    }
  }
}
