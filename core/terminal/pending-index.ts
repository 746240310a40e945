import type { AccountView } from '../../common/contract/index';
import { WAITING_STATES, type OutboxRow } from '../offline';
import type { Cents } from '../../common/platform/money';

/**
 * The largest offline debit the outbox's limits would take now on each of a guest's accounts,
 * read once for the guest.
 */
export type OfflineRooms = (customerGuid: string) => (accountGuid: string) => Cents;

/**
 * Holds waiting in the outbox per guest and account, and what a debit may still take: built for
 * one answer and used at once (a guest's offline room is read when first asked, then kept).
 */
export class PendingIndex {
  private readonly byAccount = new Map<string, { debit: Cents; credit: Cents; count: number }>();
  private readonly rooms = new Map<string, (accountGuid: string) => Cents>();

  /** Without `offlineRooms` (no outbox to ask) a debit offline may take nothing. */
  constructor(
    rows: readonly OutboxRow[],
    private readonly offlineRooms: OfflineRooms = () => () => 0,
  ) {
    for (const row of rows) {
      if (!WAITING_STATES.includes(row.state) || row.kind === 'reverse') continue;
      const key = `${row.customerGuid ?? ''}|${row.accountGuid}`;
      const entry = this.byAccount.get(key) ?? { debit: 0, credit: 0, count: 0 };
      if (row.kind === 'debit') entry.debit += row.amountCents;
      else entry.credit += row.amountCents;
      entry.count += 1;
      this.byAccount.set(key, entry);
    }
  }

  of(customerGuid: string, accountGuid: string): AccountView['pending'] {
    const entry = this.byAccount.get(`${customerGuid}|${accountGuid}`);
    return {
      debitCents: entry?.debit ?? 0,
      creditCents: entry?.credit ?? 0,
      count: entry?.count ?? 0,
    };
  }

  /**
   * What a debit may take now at this till: online the platform's available less this terminal's
   * waiting debits; offline (or degraded, where holds go under the offline limits) also no more
   * than the limits' room.
   */
  spendable(customerGuid: string, accountGuid: string, availableCents: Cents): AccountView['spendable'] {
    const waiting = this.byAccount.get(`${customerGuid}|${accountGuid}`)?.debit ?? 0;
    const online = Math.max(0, availableCents - waiting);
    const offline =
      customerGuid === '' ? 0 : Math.min(online, this.offlineRoomsOf(customerGuid)(accountGuid));
    return { onlineCents: online, offlineCents: offline };
  }

  private offlineRoomsOf(customerGuid: string): (accountGuid: string) => Cents {
    let rooms = this.rooms.get(customerGuid);
    if (!rooms) {
      rooms = this.offlineRooms(customerGuid);
      this.rooms.set(customerGuid, rooms);
    }
    return rooms;
  }
}
