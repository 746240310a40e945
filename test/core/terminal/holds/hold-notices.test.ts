import { describe, expect, it } from 'vitest';
import type { HoldNotice } from '../../../../common/contract/index';
import { HoldNotices } from '../../../../core/terminal/holds/hold-notices';
import type { HoldState, QueueRow } from '../../../../core/offline';

const NOW = Date.parse('2026-11-24T12:00:00Z');

function row(state: HoldState, patch: Partial<QueueRow> = {}): QueueRow {
  return {
    holdId: 'hold-1',
    seq: 1,
    kind: 'debit',
    state,
    laneKey: 'guest:g|acc',
    customerGuid: 'g',
    guestName: 'Иванов Иван Иванович',
    cashier: null,
    tokenType: 'card',
    tokenEntry: 'trackCode',
    tokenKeyMasked: '4567',
    tokenHash: 'h',
    hasPlainToken: false,
    accountGuid: 'acc',
    amountCents: 30_000,
    date: new Date(NOW).toISOString(),
    billNumber: 'Чек 17',
    targetHoldId: null,
    offline: true,
    attempts: 1,
    refusals: 0,
    needsCheck: false,
    lastErrorCode: null,
    lastErrorMessage: null,
    bonusTransactionId: null,
    balanceAfter: null,
    createdAt: NOW,
    updatedAt: NOW,
    firstSentAt: null,
    lastSentAt: null,
    nextAttemptAt: null,
    settledAt: null,
    confirmedBy: null,
    correction: null,
    control: null,
    retakenOffline: false,
    ...patch,
  };
}

function rig() {
  const raised: HoldNotice[][] = [];
  const notices = new HoldNotices(
    () => NOW,
    (list) => raised.push(list),
  );
  return { notices, raised, kinds: () => notices.list().map((n) => n.kind) };
}

describe('hold notices', () => {
  it('raises a hold refused after its command answered, with the guest, amount and bill', () => {
    const { notices, raised, kinds } = rig();
    notices.observe(row('queued'));
    notices.observe(row('sending'));
    notices.observe(row('rejected', { lastErrorCode: 'insufficientFunds' }));
    expect(kinds()).toEqual(['refused']);
    expect(notices.list()[0]?.hold).toMatchObject({
      guestName: 'Иванов Иван Иванович',
      amountCents: 30_000,
      billNumber: 'Чек 17',
      token: '4567',
    });
    expect(raised).toHaveLength(1);
  });

  it('says a refusal that may have been applied needs a manager', () => {
    const { notices, kinds } = rig();
    notices.observe(row('rejected', { needsCheck: true }));
    expect(kinds()).toEqual(['needsManager']);
  });

  it('raises nothing while a command of the cashier waits for the hold (its dialog shows it)', async () => {
    const { notices, raised } = rig();
    await notices.watch('hold-1', async () => {
      notices.observe(row('uncertain'));
      notices.observe(row('rejected'));
    });
    expect(raised).toEqual([]);
    notices.observe(row('rejected', { updatedAt: NOW + 1 }));
    expect(raised).toHaveLength(1);
  });

  it('raises an unknown outcome, then its settlement as applied', () => {
    const { notices, kinds } = rig();
    notices.observe(row('uncertain'));
    notices.observe(row('queued'));
    expect(kinds()).toEqual(['unknown']);
    notices.observe(row('confirmed'));
    expect(kinds()).toEqual(['applied']);
  });

  it('replaces an unknown outcome by its refusal, and keeps other holds’ notices', () => {
    const { notices } = rig();
    notices.observe(row('rejected', { holdId: 'other' }));
    notices.observe(row('uncertain'));
    notices.observe(row('rejected', { needsCheck: true }));
    expect(notices.list().map((n) => n.noticeId)).toEqual(['other:refused', 'hold-1:needsManager']);
  });

  it('follows a hold answered as still waiting to the cashier and says when it went through', () => {
    const { notices, kinds } = rig();
    notices.answered(row('sending'));
    notices.observe(row('confirmed'));
    expect(kinds()).toEqual(['applied']);
  });

  it('raises nothing for a hold confirmed in the ordinary way or cancelled', () => {
    const { notices, raised } = rig();
    for (const state of ['queued', 'sending', 'confirmed', 'cancelled', 'reversed'] as const)
      notices.observe(row(state));
    expect(raised).toEqual([]);
  });

  it('stacks notices of several holds, once each, until each is acknowledged', () => {
    const { notices, raised } = rig();
    notices.observe(row('rejected', { holdId: 'a' }));
    notices.observe(row('rejected', { holdId: 'a', updatedAt: NOW + 5 }));
    notices.observe(row('rejected', { holdId: 'b' }));
    expect(notices.list().map((n) => n.noticeId)).toEqual(['a:refused', 'b:refused']);
    expect(notices.acknowledge('a:refused').map((n) => n.noticeId)).toEqual(['b:refused']);
    expect(notices.acknowledge('a:refused').map((n) => n.noticeId)).toEqual(['b:refused']);
    expect(raised).toHaveLength(3);
  });
});
