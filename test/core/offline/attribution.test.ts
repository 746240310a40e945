import { describe, expect, it } from 'vitest';
import type { Fault } from '../../support/fake-platform';
import { ACC, card, engineRig } from '../../support/engine-rig';

/** Faults for the first calls of a method, then normal answers. */
function faultsFor(method: string, faults: Fault[]) {
  const queue = [...faults];
  return (call: { method: string }) => (call.method === method ? queue.shift() : undefined);
}

/**
 * The live service's history (no date, no precheck echoed): a debit of 5.00 whose answer was lost
 * (`fault`), and another till's debit of 5.00 on the same account meanwhile. An earlier hold of
 * ours settled first gives the lane a floor, so that the history reaches back past the lost one.
 */
async function lostBesideLookAlike(fault: Fault = 'timeoutBeforeApply', { floor = true } = {}) {
  const rig = engineRig();
  rig.platform.echoDate = false;
  rig.platform.addAccount(card(1).key, ACC, 10_000);
  if (floor) {
    rig.hold(1, 100);
    await rig.settle();
  }
  rig.platform.fault = faultsFor('debitHold', [fault]);
  const row = rig.hold(1, 500);
  await rig.engine.kick();
  const foreign = rig.platform.foreignTransaction(card(1).key, ACC, 'DEBIT_HOLD', 500);
  await rig.settle();
  return { rig, row, foreign };
}

describe('a manager attributes a hold whose history shows only look-alikes', () => {
  it('keeps the candidates the engine read: id, type, amount, time, balance after', async () => {
    const { rig, row, foreign } = await lostBesideLookAlike();
    expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'rejected', lastErrorCode: 'ambiguousMatch' });
    const tx = rig.platform.allTransactions().find((t) => t.id === foreign)!;
    expect(rig.queue.attribution.candidates(row.holdId)).toEqual([
      {
        transactionId: foreign,
        accountGuid: ACC,
        type: 'DEBIT_HOLD',
        amountCents: Math.round(tx.amount * 100),
        regTime: tx.regTime,
        ledgerCents: Math.round(tx.ledger * 100),
        availableCents: Math.round(tx.available * 100),
        readAt: expect.any(Number),
      },
    ]);
  });

  it('confirms the hold with the transaction named, and a later reversal is sent, not held for a manager', async () => {
    const { rig, row, foreign } = await lostBesideLookAlike('timeoutAfterApply');
    // The hold was applied: two look-alikes, ours and the other till's; the manager knows ours.
    const candidates = rig.queue.attribution.candidates(row.holdId).map((c) => c.transactionId);
    expect(candidates).toHaveLength(2);
    const ours = candidates.find((id) => id !== foreign)!;
    const result = rig.queue.attribution.attribute(row.holdId, { transactionId: ours });
    expect(result).toMatchObject({ ok: true, action: 'confirmed' });
    expect(rig.queue.get(row.holdId)).toMatchObject({
      state: 'confirmed',
      bonusTransactionId: ours,
      lastErrorCode: 'attributedByManager',
      hasPlainToken: false,
    });
    const r = rig.queue.reverse(row.holdId);
    if (!r.ok) throw new Error(r.error.message);
    await rig.settle();
    expect(rig.platform.calls.filter((c) => c.method === 'reverse')).toHaveLength(1);
    expect(rig.queue.get(row.holdId)?.state).toBe('reversed');
  });

  it('none of these: the candidates are ruled out, the history decides again, and the hold is applied once', async () => {
    const { rig, row, foreign } = await lostBesideLookAlike('timeoutBeforeApply');
    const result = rig.queue.attribution.attribute(row.holdId, 'none');
    expect(result).toMatchObject({ ok: true, action: 'resent', row: { state: 'uncertain' } });
    expect(rig.queue.attribution.candidates(row.holdId)).toEqual([]);
    const debitsBefore = rig.platform.calls.filter((c) => c.method === 'debitHold').length;
    await rig.settle();
    const held = rig.queue.get(row.holdId);
    expect(held).toMatchObject({ state: 'confirmed' });
    expect(held?.bonusTransactionId).not.toBe(foreign);
    // One more send, after the history proved it absent, and never a second time.
    expect(rig.platform.calls.filter((c) => c.method === 'debitHold')).toHaveLength(debitsBefore + 1);
    const fives = rig.platform.allTransactions().filter((t) => Math.abs(t.amount) === 5);
    expect(fives).toHaveLength(2); // the other till's and ours
    // Said again, or a transaction named afterwards: the hold no longer waits for it.
    expect(rig.queue.attribution.attribute(row.holdId, 'none')).toMatchObject({
      ok: false,
      attribution: { code: 'attributionNotNeeded' },
    });
    expect(rig.queue.attribution.attribute(row.holdId, { transactionId: foreign })).toMatchObject({
      ok: false,
      attribution: { code: 'attributionNotNeeded' },
    });
  });

  it('a new look-alike after "none" brings the hold back to a manager with that one only', async () => {
    const { rig, row, foreign } = await lostBesideLookAlike('timeoutBeforeApply');
    // The history shows it with a third transaction like it (another till again) when read next.
    const later = rig.platform.foreignTransaction(card(1).key, ACC, 'DEBIT_HOLD', 500);
    rig.queue.attribution.attribute(row.holdId, 'none');
    await rig.settle();
    expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'rejected', lastErrorCode: 'ambiguousMatch' });
    expect(rig.queue.attribution.candidates(row.holdId).map((c) => c.transactionId)).toEqual([later]);
    expect(rig.queue.attribution.attribute(row.holdId, { transactionId: foreign })).toMatchObject({
      ok: false,
      attribution: { code: 'attributionNotCandidate' },
    });
  });

  describe('refusals change nothing', () => {
    async function refused(
      prepare: (s: Awaited<ReturnType<typeof lostBesideLookAlike>>) => {
        holdId: string;
        transactionId: number;
      },
      code: string,
      figures: object = {},
    ) {
      const scene = await lostBesideLookAlike('timeoutAfterApply');
      const { holdId, transactionId } = prepare(scene);
      const before = scene.rig.queue.get(holdId);
      const candidates = scene.rig.queue.attribution.candidates(holdId);
      const result = scene.rig.queue.attribution.attribute(holdId, { transactionId });
      expect(result).toMatchObject({ ok: false, attribution: { code, ...figures } });
      expect(scene.rig.queue.get(holdId)).toEqual(before);
      expect(scene.rig.queue.attribution.candidates(holdId)).toEqual(candidates);
    }

    it('an unknown hold', async () => {
      const { rig } = await lostBesideLookAlike();
      expect(rig.queue.attribution.attribute('no-such-hold', 'none')).toMatchObject({
        ok: false,
        attribution: { code: 'holdNotFound' },
      });
    });

    it('a hold that does not wait for an attribution (confirmed by its answer)', () =>
      refused(
        ({ rig, foreign }) => ({
          holdId: rig.queue.list({ states: ['confirmed'] })[0]!.holdId,
          transactionId: foreign,
        }),
        'attributionNotNeeded',
      ));

    it('a transaction not among the candidates read from the history', () =>
      refused(({ row }) => ({ holdId: row.holdId, transactionId: 999_999 }), 'attributionNotCandidate'));

    it('a candidate of another account, type or amount (a damaged record)', async () => {
      for (const [column, value, what] of [
        ['account_guid', 'another-account', 'account'],
        ['type', 'CREDIT', 'type'],
        ['amount_cents', -501, 'amount'],
      ] as const) {
        await refused(
          ({ rig, row, foreign }) => {
            rig.db.prepare(`UPDATE hold_candidates SET ${column} = ? WHERE tx_id = ?`).run(value, foreign);
            return { holdId: row.holdId, transactionId: foreign };
          },
          'attributionMismatch',
          { what },
        );
      }
    });

    it('a transaction another hold of this terminal already has', lostTwiceTaken);

    it('while a reversal of the hold is unsettled', () =>
      refused(({ rig, row, foreign }) => {
        const r = rig.queue.reverse(row.holdId);
        if (!r.ok) throw new Error(r.error.message);
        return { holdId: row.holdId, transactionId: foreign };
      }, 'reversalPending'));
  });
});

/**
 * Two lost debits of 5.00 beside one look-alike, before the terminal knows the platform's clock
 * (nothing of ours settled yet): the look-alike is a candidate of both; once one hold has it, the
 * other cannot.
 */
async function lostTwiceTaken() {
  const { rig, row, foreign } = await lostBesideLookAlike('timeoutBeforeApply', { floor: false });
  rig.platform.fault = faultsFor('debitHold', ['timeoutBeforeApply']);
  const second = rig.hold(1, 500);
  await rig.settle();
  expect(rig.queue.get(second.holdId)).toMatchObject({ state: 'rejected', lastErrorCode: 'ambiguousMatch' });
  expect(rig.queue.attribution.candidates(second.holdId).map((c) => c.transactionId)).toContain(foreign);
  expect(rig.queue.attribution.attribute(row.holdId, { transactionId: foreign })).toMatchObject({
    ok: true,
  });
  const before = rig.queue.get(second.holdId);
  expect(rig.queue.attribution.attribute(second.holdId, { transactionId: foreign })).toMatchObject({
    ok: false,
    attribution: { code: 'attributionTaken' },
  });
  expect(rig.queue.get(second.holdId)).toEqual(before);
}
