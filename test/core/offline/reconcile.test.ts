import { describe, expect, it } from 'vitest';
import { findHoldTransaction, type MatchCriteria } from '../../../core/offline/reconcile';
import type { BonusTransaction } from '../../../common/platform/schemas';

const T = Date.parse('2026-11-23T10:00:00.000Z');
const DATE = new Date(T + 123).toISOString();

function tx(id: number, over: Partial<BonusTransaction> & Record<string, unknown> = {}): BonusTransaction {
  return {
    id,
    regTime: new Date(T + id * 1_000).toISOString(),
    type: 'DEBIT_HOLD',
    amount: -5,
    ledger: 0,
    available: 0,
    ...over,
  };
}

const criteria = (over: Partial<MatchCriteria> = {}): MatchCriteria => ({
  kind: 'debit',
  amountCents: 500,
  date: DATE,
  reference: 'lt:abc',
  window: null,
  floorId: 0,
  echoes: { date: false, exactDate: false, precheck: false },
  isMatched: () => false,
  ...over,
});

describe('findHoldTransaction', () => {
  it('never proves absence from a short answer: only by reaching a transaction before the hold', () => {
    const newer = [tx(12, { type: 'CREDIT', amount: 1 }), tx(11, { type: 'CREDIT', amount: 1 })];
    expect(findHoldTransaction(newer, criteria())).toMatchObject({ found: null, conclusive: false });
    expect(findHoldTransaction([...newer, tx(10, { type: 'CREDIT' })], criteria({ floorId: 10 }))).toEqual({
      found: null,
      conclusive: true,
    });
    expect(findHoldTransaction([], criteria())).toEqual({ found: null, conclusive: true });
  });

  it('proves absence by time only while the clock offset is known', () => {
    const older = [tx(2, { type: 'CREDIT', amount: 1 })];
    expect(findHoldTransaction(older, criteria())).toMatchObject({ conclusive: false });
    expect(findHoldTransaction(older, criteria({ window: { start: T + 5_000, end: T + 9_000 } }))).toEqual({
      found: null,
      conclusive: true,
    });
  });

  it('matches an echoed date within a second until the platform is seen to echo milliseconds', () => {
    const cut = [tx(3, { date: new Date(T).toISOString() })];
    expect(findHoldTransaction(cut, criteria())).toMatchObject({ found: { id: 3 }, evidence: 'date' });
    const exact = criteria({ echoes: { date: true, exactDate: true, precheck: false } });
    expect(findHoldTransaction(cut, exact)).toMatchObject({ found: null });
  });

  it('matches the reference in precheck, and rules out a precheck without it once references are echoed', () => {
    const mine = tx(4, { precheck: 'lt:abc 1234' });
    const other = tx(5, { precheck: 'lt:def 1234' });
    expect(findHoldTransaction([other, mine], criteria())).toMatchObject({
      found: { id: 4 },
      evidence: 'reference',
    });
    const echoing = criteria({ echoes: { date: false, exactDate: false, precheck: true } });
    expect(findHoldTransaction([other], echoing)).toMatchObject({ found: null, conclusive: false });
    expect(findHoldTransaction([other], criteria())).toMatchObject({ lookAlikes: [{ id: 5 }] });
  });

  it('returns look-alikes, oldest first, when nothing ties a transaction to the hold', () => {
    const verdict = findHoldTransaction([tx(7), tx(6)], criteria());
    expect(verdict).toMatchObject({ found: null, lookAlikes: [{ id: 6 }, { id: 7 }] });
  });

  it('rules out a transaction without a date once the platform is seen to echo dates', () => {
    const echoing = criteria({ echoes: { date: true, exactDate: false, precheck: false } });
    expect(findHoldTransaction([tx(8)], echoing)).toMatchObject({ found: null, conclusive: false });
  });

  it('a reversal is tied by the reversed transaction it echoes', () => {
    const reversal = (id: number, of: number) =>
      tx(id, { type: 'REVERSAL', amount: 5, reversedTransactionId: of });
    const verdict = findHoldTransaction(
      [reversal(9, 3), reversal(8, 2)],
      criteria({ kind: 'reverse', reversedTransactionId: 2 }),
    );
    expect(verdict).toMatchObject({ found: { id: 8 }, evidence: 'reversal' });
  });
});

describe('findHoldTransaction: a reference naming another hold', () => {
  const OURS = 'lt:0123456789ab';
  const THEIRS = 'lt:ba9876543210';

  it('rules the transaction out whatever its date says, before references are known to be echoed', () => {
    const sameSecond = [tx(7, { date: DATE, precheck: `${THEIRS} bill 12` })];
    // Not found and no look-alike either: the history just does not reach back to prove absence.
    expect(findHoldTransaction(sameSecond, criteria({ reference: OURS }))).toMatchObject({
      found: null,
      conclusive: false,
    });
    // The same transaction without the other reference would have been taken by its date.
    expect(
      findHoldTransaction([tx(7, { date: DATE, precheck: 'bill 12' })], criteria({ reference: OURS })),
    ).toMatchObject({ found: { id: 7 }, evidence: 'date' });
  });

  it('rules it out when this terminal sent no reference at all', () => {
    const theirs = [tx(7, { date: DATE, precheck: THEIRS })];
    expect(findHoldTransaction(theirs, criteria({ reference: null }))).toMatchObject({ found: null });
  });

  it('takes our own reference, and a reference cut short proves nothing', () => {
    expect(
      findHoldTransaction([tx(7, { precheck: `${OURS} 12` })], criteria({ reference: OURS })),
    ).toMatchObject({ found: { id: 7 }, evidence: 'reference' });
    expect(
      findHoldTransaction([tx(7, { date: DATE, precheck: 'lt:ba98765' })], criteria({ reference: OURS })),
    ).toMatchObject({ found: { id: 7 }, evidence: 'date' });
  });
});
