import type { ShiftReport } from '../../../common/contract/index';
import type { SlipData, SlipStanding } from '../../../core/printing/slip-data';

/** 3 December 2026, 14:05 at the till (the tests run with TZ=UTC: see `atTheTill`). */
export const AT = Date.UTC(2026, 11, 3, 14, 5);

/** A bill of 1 234,50: 617,25 paid with bonuses, 30,86 awarded, both in the state given. */
export function billSlip(standing: SlipStanding, copy = false): SlipData {
  const done = standing === 'done';
  return {
    venue: 'Кафе Ромашка',
    till: 'demo',
    at: AT,
    cashier: 'Анна',
    bill: '1234',
    billCents: 123_450,
    guestFirstName: 'Иван',
    cardLastFour: '4567',
    holds: [
      {
        kind: 'debit',
        standing,
        amountCents: 61_725,
        accountName: 'Бонусные баллы',
        ...(done ? { balanceAfterCents: 38_275 } : {}),
      },
      {
        kind: 'credit',
        standing,
        amountCents: 3_086,
        accountName: 'Бонусные баллы',
        ...(done ? { balanceAfterCents: 41_361 } : {}),
      },
    ],
    copy,
  };
}

/** A payment of 617,25 moved back to the guest. */
export const REVERSAL_SLIP: SlipData = {
  ...billSlip('done'),
  billCents: null,
  holds: [
    {
      kind: 'reverse',
      reverses: 'debit',
      standing: 'done',
      amountCents: 61_725,
      accountName: 'Бонусные баллы',
      balanceAfterCents: 100_000,
    },
  ],
};

const iso = (ms: number) => new Date(ms).toISOString();

/** A shift with a bill, a queued award, a reversal and two cashiers. */
export function shiftReportOf(kind: 'x' | 'z'): ShiftReport {
  const section = {
    accounts: [
      {
        accountGuid: 'bonus',
        accountName: 'Бонусные баллы',
        paid: { count: 2, cents: 81_725 },
        awarded: { count: 1, cents: 3_086 },
        reversedPaid: { count: 1, cents: 61_725 },
        reversedAwarded: { count: 0, cents: 0 },
      },
    ],
    bills: { count: 2, cents: 223_450 },
    queued: [
      {
        holdId: 'h3',
        kind: 'credit' as const,
        state: 'queued' as const,
        amountCents: 5_000,
        accountName: 'Бонусные баллы',
        guestName: 'Петров Пётр',
        card: '…9876',
        billNumber: '1240',
        at: iso(AT + 3_600_000),
      },
    ],
    unknown: [],
    refused: [],
    reversals: [],
    discarded: [],
    control: [],
  };
  return {
    kind,
    shift: {
      id: 7,
      openedAt: iso(AT - 4 * 3_600_000),
      openedBy: 'Анна',
      openedAutomatically: false,
      ...(kind === 'z' ? { closedAt: iso(AT + 5 * 3_600_000), closedBy: 'Анна' } : {}),
    },
    at: iso(AT + 5 * 3_600_000),
    ...section,
    byCashier: [{ cashier: 'Анна', ...section }],
  };
}
