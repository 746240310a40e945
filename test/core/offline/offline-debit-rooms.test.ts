import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RISK_LIMITS,
  GuestCache,
  openTerminalDb,
  HoldQueue,
  TokenHasher,
  WAITING_STATES,
  type QueueRow,
} from '../../../core/offline';
import { largestOfflineDebit } from '../../../core/offline/risk-policy';
import type { CustomerToken } from '../../../common/platform/schemas';
import { openAccount, savedGuest } from '../../support/bonus-guest';
import { ManualTime } from '../../support/fake-platform';

const BONUS = 'bonus_account_type-1';
const GIFT = 'bonus_account_type-2';
const ACCOUNTS = [BONUS, GIFT, 'no-such-account'];
const cardOf = (key: string): CustomerToken => ({ type: 'card', entry: 'trackCode', key });
const cards = { 'g-1': cardOf('4276000011112222'), 'g-2': cardOf('4276000033334444') };
type Guid = keyof typeof cards;

/** A guest with a bonus account (`bonus` available) and a gift account (`gift` available). */
const guest = (customerGuid: Guid, bonus: number, gift: number) =>
  savedGuest(
    customerGuid,
    customerGuid,
    [cards[customerGuid]],
    [openAccount(BONUS, bonus), openAccount(GIFT, gift)],
  );

function setup() {
  const time = new ManualTime();
  const db = openTerminalDb(':memory:');
  const hasher = new TokenHasher(Buffer.alloc(32, 5));
  const cache = new GuestCache(db, hasher, { clock: time.clock });
  cache.putGuest(guest('g-1', 3_000, 1_500));
  cache.putGuest(guest('g-2', 10_000, 0));
  const queue = new HoldQueue(db, hasher, { cache, clock: time.clock });
  const hold = (
    customerGuid: Guid,
    accountGuid: string,
    amountCents: number,
    kind: 'debit' | 'credit' = 'debit',
  ) => {
    const token = cards[customerGuid];
    const result = queue.enqueue({ kind, token, accountGuid, amountCents, customerGuid }, { offline: false });
    if (!result.ok) throw new Error(`refused: ${result.refusal.code}`);
    return result.row;
  };

  /** The room on one account as the limits count it, from every row of the queue read one by one. */
  const counted = (customerGuid: Guid, accountGuid: string) => {
    const waitingDebits = queue.list().filter((r) => r.kind === 'debit' && WAITING_STATES.includes(r.state));
    const sum = (rows: QueueRow[]) => rows.reduce((total, r) => total + r.amountCents, 0);
    const balance = cache.accountBalance(customerGuid, accountGuid);
    return largestOfflineDebit(
      {
        now: time.now,
        exposure: {
          accountDebitCents: sum(
            waitingDebits.filter((r) => r.laneKey === `guest:${customerGuid}|${accountGuid}`),
          ),
          guestDebitCents: sum(waitingDebits.filter((r) => r.customerGuid === customerGuid)),
          terminalDebitCents: sum(waitingDebits),
          creditCount: queue.list().filter((r) => r.kind === 'credit' && WAITING_STATES.includes(r.state))
            .length,
        },
        ...(balance
          ? { cachedBalance: { availableCents: balance.value.available, fetchedAt: balance.fetchedAt } }
          : {}),
      },
      queue.limits,
    );
  };

  /** A guest's waiting holds on an account, from every row of the queue read one by one. */
  const waitingRows = (customerGuid: string | null, accountGuid: string) => {
    const rows = queue
      .list()
      .filter(
        (r) =>
          r.customerGuid === customerGuid &&
          r.accountGuid === accountGuid &&
          r.kind !== 'reverse' &&
          WAITING_STATES.includes(r.state),
      );
    const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((t, r) => t + r.amountCents, 0);
    return { debitCents: sum('debit'), creditCents: sum('credit'), count: rows.length };
  };

  /**
   * Each account's waiting holds and room, read at once for the guest, are what the rows and the
   * limits count, and the room is what `enqueue` takes.
   */
  const expectRooms = (customerGuid: Guid) => {
    const waiting = queue.waitingOf(customerGuid);
    const rooms = (accountGuid: string) => waiting.offlineRoom(accountGuid);
    for (const accountGuid of ACCOUNTS) {
      const counts = waitingRows(customerGuid, accountGuid);
      expect(waiting.accounts.get(accountGuid) ?? { debitCents: 0, creditCents: 0, count: 0 }).toEqual(
        counts,
      );
      const room = rooms(accountGuid);
      expect(room, `${customerGuid} ${accountGuid}`).toBe(counted(customerGuid, accountGuid));
      const offlineDebit = (amountCents: number) =>
        queue.enqueue(
          { kind: 'debit', token: cards[customerGuid], accountGuid, amountCents, customerGuid },
          { offline: true },
        );
      const over = offlineDebit(room + 1);
      expect(over.ok, `${customerGuid} ${accountGuid} takes ${room + 1}`).toBe(false);
      if (room === 0) continue;
      const exact = offlineDebit(room);
      if (!exact.ok)
        throw new Error(`${customerGuid} ${accountGuid} refused its room ${room}: ${exact.refusal.code}`);
      queue.reverse(exact.row.holdId);
    }
    return Object.fromEntries(ACCOUNTS.map((accountGuid) => [accountGuid, rooms(accountGuid)]));
  };
  return { time, cache, queue, hold, expectRooms, waitingRows };
}

describe('waitingOf: every account of a guest in one read', () => {
  it('with nothing waiting: the share of each cached balance, within the per-hold limit', () => {
    const { expectRooms } = setup();
    // Half of 3 000.00 is over the 1 000.00 per hold; half of 1 500.00 is not.
    expect(expectRooms('g-1')).toEqual({ [BONUS]: 100_000, [GIFT]: 75_000, 'no-such-account': 0 });
    expect(expectRooms('g-2')).toEqual({ [BONUS]: 100_000, [GIFT]: 0, 'no-such-account': 0 });
  });

  it('counts the waiting debits of the account, the guest and the terminal as a hold moves through its states', () => {
    const { queue, hold, expectRooms, time } = setup();
    const bonus = hold('g-1', BONUS, 60_000);
    const gift = hold('g-1', GIFT, 20_000);
    hold('g-1', BONUS, 5_000, 'credit');
    const other = hold('g-2', BONUS, 90_000);
    expectRooms('g-1');
    expectRooms('g-2');

    queue.settlement.markSending(bonus.holdId);
    queue.settlement.markUncertain(bonus.holdId, { code: 'network:timeout', message: 'lost' });
    expect(expectRooms('g-1')[BONUS]).toBe(150_000 - 60_000);

    queue.settlement.markRejected(bonus.holdId, { code: 'insufficientFunds', message: 'no' });
    expect(expectRooms('g-1')[BONUS]).toBe(100_000);

    queue.settlement.markSending(gift.holdId);
    queue.settlement.markConfirmed(gift.holdId, {
      source: 'answer',
      bonusTransactionId: 7,
      balanceAfter: null,
    });
    expectRooms('g-1');

    queue.reverse(other.holdId);
    expectRooms('g-2');
    expectRooms('g-1');

    time.advance(4 * 3_600_000 + 1);
    expect(expectRooms('g-1')).toEqual({ [BONUS]: 0, [GIFT]: 0, 'no-such-account': 0 });
  });

  it('holds the terminal and guest limits across guests', () => {
    const { queue, hold, expectRooms } = setup();
    queue.limits = { ...DEFAULT_RISK_LIMITS, perGuestCents: 50_000, terminalCents: 120_000 };
    hold('g-2', BONUS, 80_000);
    hold('g-1', GIFT, 30_000);
    expect(expectRooms('g-1')).toEqual({ [BONUS]: 10_000, [GIFT]: 10_000, 'no-such-account': 0 });
    // g-2 is over its own limit already.
    expect(expectRooms('g-2')[BONUS]).toBe(0);
  });

  it('is read once: holds taken after it are counted by the next read', () => {
    const { queue, hold } = setup();
    const waiting = queue.waitingOf('g-1');
    hold('g-1', GIFT, 40_000);
    expect(waiting.offlineRoom(GIFT)).toBe(75_000);
    expect(queue.waitingOf('g-1').offlineRoom(GIFT)).toBe(35_000);
  });

  it('reads the holds of no known guest under guest "", with no offline room', () => {
    const { queue, waitingRows } = setup();
    const unknown = cardOf('4276000055556666');
    const take = (kind: 'debit' | 'credit', amountCents: number) =>
      queue.enqueue({ kind, token: unknown, accountGuid: BONUS, amountCents }, { offline: false });
    take('debit', 1_000);
    take('debit', 2_500);
    take('credit', 700);
    const waiting = queue.waitingOf('');
    expect(waiting.accounts.get(BONUS)).toEqual({ debitCents: 3_500, creditCents: 700, count: 3 });
    expect(waiting.accounts.get(BONUS)).toEqual(waitingRows(null, BONUS));
    expect(waiting.offlineRoom(BONUS)).toBe(0);
    expect(queue.waitingOf('g-1').accounts.size).toBe(0);
  });

  it("leaves out reversals and settled holds, however long the guest's history", () => {
    const { queue, hold, expectRooms } = setup();
    for (let i = 0; i < 50; i++) {
      const row = hold('g-1', BONUS, 100 + i);
      queue.settlement.markSending(row.holdId);
      queue.settlement.markConfirmed(row.holdId, {
        source: 'answer',
        bonusTransactionId: 100 + i,
        balanceAfter: null,
      });
      if (i % 10 === 0) queue.reverse(row.holdId);
    }
    hold('g-1', BONUS, 2_000);
    expect(queue.waitingOf('g-1').accounts.get(BONUS)).toEqual({
      debitCents: 2_000,
      creditCents: 0,
      count: 1,
    });
    expectRooms('g-1');
  });
});
