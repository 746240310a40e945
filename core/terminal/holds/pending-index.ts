import type { AccountView } from '../../../common/contract/index';
import type { GuestWaiting } from '../../offline';
import type { Cents } from '../../../common/platform/money';

const NOTHING_WAITING: GuestWaiting = { accounts: new Map(), offlineRoom: () => 0 };

/**
 * Holds waiting in the queue per guest and account, and what a debit may still take: built for
 * one answer and used at once (a guest's holds are read when first asked, then kept). Guest ''
 * stands for holds taken for no known guest.
 */
export class PendingIndex {
  private readonly guests = new Map<string, GuestWaiting>();

  /** Without `waitingOf` (no queue to ask) nothing waits and a debit offline may take nothing. */
  constructor(private readonly waitingOf: (customerGuid: string) => GuestWaiting = () => NOTHING_WAITING) {}

  of(customerGuid: string, accountGuid: string): AccountView['pending'] {
    const entry = this.waiting(customerGuid).accounts.get(accountGuid);
    return {
      debitCents: entry?.debitCents ?? 0,
      creditCents: entry?.creditCents ?? 0,
      count: entry?.count ?? 0,
    };
  }

  /**
   * What a debit may take now at this till: online the platform's available less this terminal's
   * waiting debits; offline (or degraded, where holds go under the offline limits) also no more
   * than the limits' room (none for holds of no known guest: guest-waiting.ts).
   */
  spendable(customerGuid: string, accountGuid: string, availableCents: Cents): AccountView['spendable'] {
    const guest = this.waiting(customerGuid);
    const waiting = guest.accounts.get(accountGuid)?.debitCents ?? 0;
    const online = Math.max(0, availableCents - waiting);
    const offline = Math.min(online, guest.offlineRoom(accountGuid));
    return { onlineCents: online, offlineCents: offline };
  }

  private waiting(customerGuid: string): GuestWaiting {
    let guest = this.guests.get(customerGuid);
    if (!guest) {
      guest = this.waitingOf(customerGuid);
      this.guests.set(customerGuid, guest);
    }
    return guest;
  }
}
