import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../core/platform/errors';
import type { Fault } from '../../support/fake-platform';
import { ACC, card, engineRig } from '../../support/engine-rig';

/** Faults for the first calls of a method, then normal answers. */
function faultsFor(method: string, faults: Fault[]) {
  const queue = [...faults];
  return (call: { method: string }) => (call.method === method ? queue.shift() : undefined);
}

/**
 * A debit whose answer was lost, on an account whose history (limited to 3 entries) fills with
 * 3 later transactions: the history cannot prove the debit absent.
 */
async function holdBehindTruncatedHistory() {
  const rig = engineRig();
  rig.platform.addAccount(card(1).key, ACC, 10_000);
  rig.platform.fault = faultsFor('debitHold', ['timeoutBeforeApply']);
  const row = rig.hold(1, 500);
  await rig.engine.kick();
  for (let i = 0; i < 3; i++) rig.platform.foreignTransaction(card(1).key, ACC, 'CREDIT', 100);
  await rig.settle();
  return { rig, row };
}

describe('SyncEngine', () => {
  it('sends a hold, confirms it with the platform transaction and refreshes the cached balance', async () => {
    const rig = engineRig();
    rig.platform.addAccount(card(1).key, ACC, 10_000);
    rig.cache.putGuest({
      firstName: 'A',
      lastName: 'B',
      customerGuid: 'g-1',
      tokens: [],
      accounts: [
        {
          balance: { ledger: 10_000, available: 10_000, debitHold: 0, creditHold: 0 },
          accountState: 'open',
          accountType: { accountGuid: ACC, name: 'Bonus' },
        },
      ],
    });
    const debit = rig.hold(1, 2_550);
    const credit = rig.hold(1, 100, 'credit');
    await rig.settle();
    const [tx1, tx2] = rig.platform.allTransactions();
    expect(rig.queue.get(debit.holdId)).toMatchObject({
      state: 'confirmed',
      bonusTransactionId: tx1?.id,
      hasPlainToken: false,
      balanceAfter: { ledger: 10_000, available: 7_450, debitHold: 2_550, creditHold: 0 },
    });
    expect(rig.queue.get(credit.holdId)).toMatchObject({ state: 'confirmed', bonusTransactionId: tx2?.id });
    expect(tx1).toMatchObject({ type: 'DEBIT_HOLD', amount: 25.5, date: debit.date });
    expect(rig.cache.accountBalance('g-1', ACC)?.value).toEqual({
      ledger: 10_100,
      available: 7_450,
      debitHold: 2_550,
      creditHold: 100,
    });
  });

  it.each<Fault>(['timeoutAfterApply', 'resetAfterApply', 'html500AfterApply'])(
    'answer lost after applying (%s): settled from the history, never sent twice',
    async (fault) => {
      const rig = engineRig();
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      rig.platform.fault = faultsFor('debitHold', [fault]);
      const row = rig.hold(1, 700);
      await rig.engine.kick();
      expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'uncertain', needsCheck: true });
      // Not before the quiet period: a request still on its way must land first.
      rig.time.advance(999);
      await rig.engine.kick();
      expect(rig.platform.calls.map((c) => c.method)).toEqual(['debitHold']);
      await rig.settle();
      const txs = rig.platform.allTransactions();
      expect(txs).toHaveLength(1);
      expect(rig.queue.get(row.holdId)).toMatchObject({
        state: 'confirmed',
        confirmedBy: 'history',
        bonusTransactionId: txs[0]?.id,
        balanceAfter: { available: 9_300 },
      });
      expect(rig.platform.calls.map((c) => c.method)).toEqual(['debitHold', 'operationHistory']);
    },
  );

  it.each<Fault>(['timeoutBeforeApply', 'html500BeforeApply'])(
    'answer lost before applying (%s): the history proves it absent, it is sent again once',
    async (fault) => {
      const rig = engineRig();
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      rig.platform.fault = faultsFor('debitHold', [fault]);
      const row = rig.hold(1, 700);
      await rig.settle();
      expect(rig.platform.calls.map((c) => c.method)).toEqual(['debitHold', 'operationHistory', 'debitHold']);
      expect(rig.platform.allTransactions()).toHaveLength(1);
      expect(rig.queue.get(row.holdId)).toMatchObject({
        state: 'confirmed',
        confirmedBy: 'answer',
        attempts: 2,
      });
    },
  );

  it('connection refused: back to queued with a backoff, no history needed', async () => {
    const rig = engineRig();
    rig.platform.addAccount(card(1).key, ACC, 10_000);
    rig.platform.fault = faultsFor('creditHold', ['refuse', 'refuse']);
    const row = rig.hold(1, 700, 'credit');
    await rig.engine.kick();
    expect(rig.queue.get(row.holdId)).toMatchObject({
      state: 'queued',
      lastErrorCode: 'network:refused',
      nextAttemptAt: rig.time.now + 100,
    });
    await rig.settle();
    expect(rig.platform.calls.map((c) => c.method)).toEqual(['creditHold', 'creditHold', 'creditHold']);
    expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'confirmed', attempts: 3, needsCheck: false });
  });

  describe('a platform that keeps turning a hold away without an answer', () => {
    const amountIs = (call: { body: object }, amount: number) =>
      'amount' in call.body && call.body.amount === amount;

    it('401 on every attempt: after 8 the hold is rejected (authFailed) and its lane goes on', async () => {
      const rig = engineRig();
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      let refusing = true;
      rig.platform.fault = (call) => (refusing && amountIs(call, 5) ? 'unauthorized' : undefined);
      const refused = rig.hold(1, 500);
      const next = rig.hold(1, 100);
      await rig.settle();
      expect(rig.queue.get(refused.holdId)).toMatchObject({
        state: 'rejected',
        lastErrorCode: 'authFailed',
        attempts: 8,
        needsCheck: false,
        hasPlainToken: true,
      });
      expect(rig.queue.get(next.holdId)?.state).toBe('confirmed');
      // Credentials fixed: a manager's retry sends it again, with a fresh count.
      refusing = false;
      expect(rig.queue.resolve(refused.holdId, 'retry')).toMatchObject({ ok: true, row: { refusals: 0 } });
      await rig.settle();
      expect(rig.queue.get(refused.holdId)).toMatchObject({ state: 'confirmed', attempts: 9 });
    });

    it('400 without an errorCode: each time the history proves it absent; after the limit it is rejected (platformRefused)', async () => {
      const rig = engineRig({ maxRefusals: 3 });
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      rig.platform.fault = (call) => (call.method === 'creditHold' ? 'badRequest' : undefined);
      const row = rig.hold(1, 500, 'credit');
      await rig.settle();
      expect(rig.platform.calls.map((c) => c.method)).toEqual([
        'creditHold',
        'operationHistory',
        'creditHold',
        'operationHistory',
        'creditHold',
        'operationHistory',
      ]);
      expect(rig.queue.get(row.holdId)).toMatchObject({
        state: 'rejected',
        lastErrorCode: 'platformRefused',
        needsCheck: false,
      });
      expect(rig.platform.allTransactions()).toEqual([]);
    });

    it('a network that refuses connections never rejects a hold, nor does a refusal count run that a network failure breaks', async () => {
      const rig = engineRig({ maxRefusals: 3 });
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      const faults: Fault[] = [
        ...Array.from({ length: 30 }, (): Fault => 'refuse'),
        ...Array.from({ length: 10 }, (_, i): Fault => (i % 3 === 2 ? 'refuse' : 'unauthorized')),
      ];
      rig.platform.fault = faultsFor('debitHold', faults);
      const row = rig.hold(1, 500);
      await rig.settle();
      expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'confirmed', attempts: 41 });
    });

    it('a history check turned away every time (400 without errorCode): the hold goes to a manager, its lane goes on', async () => {
      const rig = engineRig({ maxRefusals: 4 });
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      rig.platform.fault = () => 'badRequest';
      const first = rig.hold(1, 500);
      const second = rig.hold(1, 100);
      await rig.settle(500);
      // Each hold: one send and then history checks until the 4th refusal in a row.
      const calls = rig.platform.calls.map((c) => c.method);
      expect(calls).toEqual([
        ...['debitHold', 'operationHistory', 'operationHistory', 'operationHistory'],
        ...['debitHold', 'operationHistory', 'operationHistory', 'operationHistory'],
      ]);
      for (const row of [first, second]) {
        // Its outcome is unknown (the send had no answer): needsCheck stays for the manager.
        expect(rig.queue.get(row.holdId)).toMatchObject({
          state: 'rejected',
          lastErrorCode: 'holdOutcomeUnknown',
          needsCheck: true,
        });
      }
    });

    it('a history check that fails on the network, 5xx or now and then with a 401 never rejects the hold', async () => {
      const rig = engineRig({ maxRefusals: 3 });
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      const outage = Array.from({ length: 29 }, (_, i): Fault =>
        i % 3 === 2 ? 'unauthorized' : i % 2 ? 'refuse' : 'html500BeforeApply',
      );
      const debit = faultsFor('debitHold', ['timeoutAfterApply']);
      const history = faultsFor('operationHistory', [...outage, 'unauthorized', 'unauthorized']);
      rig.platform.fault = (call) => debit(call) ?? history(call);
      const row = rig.hold(1, 500);
      await rig.settle(500);
      expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'confirmed', confirmedBy: 'history' });
      expect(rig.platform.calls.filter((c) => c.method === 'operationHistory')).toHaveLength(32);
    });
  });

  it('a business error rejects the hold and the lane goes on; the hold is kept for a manager', async () => {
    const rig = engineRig();
    rig.platform.addAccount(card(1).key, ACC, 1_000);
    const tooBig = rig.hold(1, 5_000);
    const fits = rig.hold(1, 400);
    const unknown = rig.hold(2, 100);
    await rig.settle();
    expect(rig.queue.get(tooBig.holdId)).toMatchObject({
      state: 'rejected',
      lastErrorCode: 'insufficientFunds',
      hasPlainToken: true,
    });
    expect(rig.queue.get(fits.holdId)?.state).toBe('confirmed');
    expect(rig.queue.get(unknown.holdId)).toMatchObject({
      state: 'rejected',
      lastErrorCode: 'tokenNotFound',
    });
    // The manager retries after a top-up: it goes through.
    rig.platform.foreignTransaction(card(1).key, ACC, 'CREDIT', 0);
    rig.platform.account(card(1).key, ACC).available += 10_000;
    expect(rig.queue.resolve(tooBig.holdId, 'retry').ok).toBe(true);
    await rig.settle();
    expect(rig.queue.get(tooBig.holdId)?.state).toBe('confirmed');
  });

  it('when the history check fails the hold stays uncertain and its account waits; other accounts go on', async () => {
    const rig = engineRig();
    rig.platform.addAccount(card(1).key, ACC, 10_000);
    rig.platform.addAccount(card(2).key, ACC, 10_000);
    let historyDown = true;
    let lost = false;
    rig.platform.fault = (call) => {
      const key = 'customerToken' in call.body ? call.body.customerToken.key : '';
      if (call.method === 'debitHold' && key === card(1).key && !lost) {
        lost = true;
        return 'timeoutAfterApply';
      }
      if (call.method === 'operationHistory' && historyDown) return 'refuse';
      return undefined;
    };
    const first = rig.hold(1, 100);
    const second = rig.hold(1, 200);
    const other = rig.hold(2, 300);
    await rig.engine.kick();
    for (let i = 0; i < 5; i++) {
      rig.time.advance(1_000);
      await rig.engine.kick();
      await rig.engine.idle();
    }
    expect(rig.queue.get(first.holdId)).toMatchObject({
      state: 'uncertain',
      lastErrorCode: 'network:refused',
    });
    expect(rig.queue.get(second.holdId)?.state).toBe('queued');
    expect(rig.queue.get(other.holdId)?.state).toBe('confirmed');
    expect(rig.platform.calls.filter((c) => c.method === 'debitHold')).toHaveLength(2);
    historyDown = false;
    await rig.settle();
    expect([first, second].map((r) => rig.queue.get(r.holdId)?.state)).toEqual(['confirmed', 'confirmed']);
    expect(rig.platform.account(card(1).key, ACC).transactions).toHaveLength(2);
  });

  it('sends the holds of one account in creation order, one at a time, and bounds the lanes in flight', async () => {
    const rig = engineRig({ concurrency: 3 });
    rig.platform.latencyMs = 3;
    for (let n = 1; n <= 8; n++) rig.platform.addAccount(card(n).key, ACC, 1_000_000);
    const rows = [];
    for (let i = 0; i < 5; i++) for (let n = 1; n <= 8; n++) rows.push(rig.hold(n, 100 + i));
    await rig.settle();
    expect(rig.platform.maxInFlight).toBe(3);
    for (let n = 1; n <= 8; n++) {
      const sent = rig.platform.calls.filter(
        (c) => 'customerToken' in c.body && c.body.customerToken.key === card(n).key,
      );
      expect(sent.map((c) => ('amount' in c.body ? c.body.amount : 0))).toEqual([1, 1.01, 1.02, 1.03, 1.04]);
    }
    expect(rows.every((r) => rig.queue.get(r.holdId)?.state === 'confirmed')).toBe(true);
  });

  it('a kick during a drain makes it look again: a hold written mid-drain is sent', async () => {
    const rig = engineRig();
    rig.platform.latencyMs = 5;
    rig.platform.addAccount(card(1).key, ACC, 10_000);
    rig.platform.addAccount(card(2).key, ACC, 10_000);
    rig.hold(1, 100);
    const drain = rig.engine.kick();
    const late = rig.hold(2, 100);
    const again = rig.engine.kick();
    expect(again).toBe(drain);
    await drain;
    expect(rig.queue.get(late.holdId)?.state).toBe('confirmed');
  });

  it('waitForAttempt resolves after the first attempt, whatever its outcome', async () => {
    const rig = engineRig();
    rig.platform.addAccount(card(1).key, ACC, 10_000);
    rig.platform.fault = faultsFor('debitHold', ['refuse']);
    const row = rig.hold(1, 100);
    const waited = rig.engine.waitForAttempt(row.holdId, 60_000);
    void rig.engine.kick();
    expect(await waited).toMatchObject({ state: 'queued', lastErrorCode: 'network:refused' });
    const again = rig.engine.waitForAttempt(row.holdId, 60_000);
    rig.time.advance(100);
    expect(await again).toMatchObject({ state: 'confirmed' });
  });

  describe('matching in the history', () => {
    it('does not take a transaction already matched to another hold, nor one from before its lane', async () => {
      const rig = engineRig();
      rig.platform.echoDate = false;
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      const first = rig.hold(1, 500);
      await rig.settle();
      // Same amount, answer lost before applying: the first hold's transaction must not be taken.
      rig.platform.fault = faultsFor('debitHold', ['timeoutBeforeApply']);
      const second = rig.hold(1, 500);
      await rig.settle();
      const txs = rig.platform.allTransactions();
      expect(txs).toHaveLength(2);
      expect(rig.queue.get(first.holdId)?.bonusTransactionId).toBe(txs[0]?.id);
      expect(rig.queue.get(second.holdId)).toMatchObject({
        state: 'confirmed',
        bonusTransactionId: txs[1]?.id,
      });
    });

    it('ignores transaction types it does not know and transactions of another amount or date', async () => {
      const rig = engineRig();
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      rig.hold(1, 100);
      await rig.settle(); // the lane's floor: a transaction known to precede the next hold
      rig.platform.fault = faultsFor('debitHold', ['timeoutBeforeApply']);
      const row = rig.hold(1, 500);
      await rig.engine.kick();
      rig.platform.foreignTransaction(card(1).key, ACC, 'DEBIT_CONFIRMATION', 500, row.date);
      rig.platform.foreignTransaction(card(1).key, ACC, 'DEBIT_HOLD', 501, row.date);
      rig.platform.foreignTransaction(card(1).key, ACC, 'DEBIT_HOLD', 500, '2025-01-01T00:00:00.000Z');
      await rig.settle();
      const mine = rig.platform
        .allTransactions()
        .filter((t) => t.type === 'DEBIT_HOLD' && t.date === row.date);
      expect(mine).toHaveLength(2); // the 5.01 foreign one and ours
      expect(rig.queue.get(row.holdId)?.bonusTransactionId).toBe(mine.find((t) => t.amount === 5)?.id);
    });

    /** A debit lost before it was applied while another terminal debits the same amount; no date echoed. */
    async function lookAlike(options: { soleTerminal?: boolean } = {}) {
      const rig = engineRig(options);
      rig.platform.echoDate = false;
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      rig.platform.fault = faultsFor('debitHold', ['timeoutBeforeApply']);
      const row = rig.hold(1, 500);
      await rig.engine.kick();
      const foreign = rig.platform.foreignTransaction(card(1).key, ACC, 'DEBIT_HOLD', 500);
      await rig.settle();
      return { rig, row, foreign };
    }

    it('without a reference or date in the history, a look-alike goes to a manager with the candidates', async () => {
      const { rig, row, foreign } = await lookAlike();
      const held = rig.queue.get(row.holdId);
      expect(held).toMatchObject({ state: 'rejected', lastErrorCode: 'ambiguousMatch', needsCheck: true });
      expect(held?.lastErrorMessage).toContain(`#${foreign} DEBIT_HOLD 5`);
      expect(rig.platform.allTransactions()).toHaveLength(1);
      expect(rig.queue.resolve(row.holdId, 'discard')).toMatchObject({
        ok: false,
        error: { code: 'holdOutcomeUnknown' },
      });
    });

    it('set as the only terminal on its accounts, it adopts the look-alike but never reverses it without a manager', async () => {
      const { rig, row, foreign } = await lookAlike({ soleTerminal: true });
      expect(rig.queue.get(row.holdId)).toMatchObject({
        state: 'confirmed',
        bonusTransactionId: foreign,
        lastErrorCode: 'adoptedLookAlike',
      });
      const r = rig.queue.reverse(row.holdId);
      if (!r.ok) throw new Error(r.error.message);
      await rig.settle();
      expect(rig.platform.calls.filter((c) => c.method === 'reverse')).toHaveLength(0);
      expect(rig.queue.get(r.row.holdId)).toMatchObject({
        state: 'rejected',
        lastErrorCode: 'holdOutcomeUnknown',
      });
      expect(rig.queue.get(row.holdId)?.state).toBe('confirmed');
    });

    it('with the reference echoed in precheck the look-alike is told apart and the hold is sent again', async () => {
      const rig = engineRig();
      rig.platform.echoDate = false;
      rig.platform.echoPrecheck = true;
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      rig.hold(1, 100);
      await rig.settle(); // a transaction of ours shows the platform echoes our references
      rig.platform.fault = faultsFor('debitHold', ['timeoutBeforeApply']);
      const row = rig.hold(1, 500);
      await rig.engine.kick();
      const foreign = rig.platform.foreignTransaction(card(1).key, ACC, 'DEBIT_HOLD', 500);
      await rig.settle();
      expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'confirmed' });
      expect(rig.queue.get(row.holdId)?.bonusTransactionId).not.toBe(foreign);
      expect(rig.platform.allTransactions()).toHaveLength(3);
    });

    it('a hold whose date comes back at second precision is found by it, not sent again', async () => {
      const rig = engineRig();
      rig.platform.echoSeconds = true;
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      rig.time.advance(789); // a date with milliseconds the platform drops
      rig.platform.fault = faultsFor('debitHold', ['timeoutAfterApply']);
      const row = rig.hold(1, 500);
      await rig.settle();
      expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'confirmed', confirmedBy: 'history' });
      expect(rig.platform.allTransactions()).toHaveLength(1);
    });

    it('with dates echoed the same look-alike is told apart and the hold is sent again', async () => {
      const rig = engineRig();
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      rig.hold(1, 100);
      await rig.settle(); // a transaction of ours shows the platform echoes dates to the millisecond
      rig.platform.fault = faultsFor('debitHold', ['timeoutBeforeApply']);
      const row = rig.hold(1, 500);
      await rig.engine.kick();
      rig.time.advance(5);
      const foreign = rig.platform.foreignTransaction(card(1).key, ACC, 'DEBIT_HOLD', 500);
      await rig.settle();
      expect(rig.queue.get(row.holdId)?.bonusTransactionId).not.toBe(foreign);
      expect(rig.platform.allTransactions()).toHaveLength(3);
    });

    it('a truncated history that starts inside the window cannot prove absence: the hold goes to a manager', async () => {
      const { rig, row } = await holdBehindTruncatedHistory();
      expect(rig.queue.get(row.holdId)).toMatchObject({
        state: 'rejected',
        lastErrorCode: 'historyIncomplete',
        needsCheck: true,
      });
      expect(rig.platform.calls.filter((c) => c.method === 'debitHold')).toHaveLength(1);
    });
  });

  describe('reverse', () => {
    it('a queued hold reversed locally is never sent', async () => {
      const rig = engineRig();
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      const row = rig.hold(1, 500);
      expect(rig.queue.reverse(row.holdId)).toMatchObject({ ok: true, action: 'cancelled' });
      await rig.settle();
      expect(rig.platform.calls).toHaveLength(0);
    });

    it('a confirmed hold reversed while offline is reversed once the platform is back, even if the answer is lost', async () => {
      const rig = engineRig({ pinging: true });
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      const row = rig.hold(1, 500);
      await rig.settle();
      rig.setPing(false);
      rig.connectivity?.reportFailure(new NetworkError('refused', 'notApplied', 'x'));
      const r = rig.queue.reverse(row.holdId);
      if (!r.ok) throw new Error(r.error.message);
      await rig.engine.kick();
      expect(rig.platform.calls.filter((c) => c.method === 'reverse')).toHaveLength(0);
      rig.platform.fault = faultsFor('reverse', ['timeoutAfterApply']);
      rig.setPing(true);
      await rig.settle();
      const txs = rig.platform.allTransactions();
      expect(txs.map((t) => t.type)).toEqual(['DEBIT_HOLD', 'REVERSAL']);
      expect(rig.queue.get(r.row.holdId)).toMatchObject({
        state: 'confirmed',
        bonusTransactionId: txs[1]?.id,
      });
      expect(rig.queue.get(row.holdId)?.state).toBe('reversed');
      expect(rig.platform.account(card(1).key, ACC).available).toBe(10_000);
    });

    it('a reversal whose answer was lost and whose resend is answered alreadyReversed is done', async () => {
      const rig = engineRig();
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      const row = rig.hold(1, 500);
      await rig.settle();
      // The history does not list reversals: it cannot show the lost one, so the reversal is sent again.
      rig.platform.historyHides = (tx) => tx.type === 'REVERSAL';
      rig.platform.fault = faultsFor('reverse', ['timeoutAfterApply']);
      const r = rig.queue.reverse(row.holdId);
      if (!r.ok) throw new Error(r.error.message);
      await rig.settle();
      expect(rig.platform.calls.filter((c) => c.method === 'reverse')).toHaveLength(2);
      expect(rig.platform.allTransactions().map((t) => t.type)).toEqual(['DEBIT_HOLD', 'REVERSAL']);
      expect(rig.queue.get(r.row.holdId)).toMatchObject({
        state: 'confirmed',
        lastErrorCode: 'alreadyReversed',
        hasPlainToken: false,
      });
      expect(rig.queue.get(row.holdId)?.state).toBe('reversed');
    });

    it('what the history echoes is learnt per type: a reversal without a date is still found by its reversed id', async () => {
      const rig = engineRig();
      rig.platform.echoDateOf = (type) => type !== 'REVERSAL';
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      const row = rig.hold(1, 500);
      await rig.settle();
      rig.platform.fault = faultsFor('reverse', ['timeoutAfterApply']);
      const r = rig.queue.reverse(row.holdId);
      if (!r.ok) throw new Error(r.error.message);
      await rig.settle();
      // The history shows our debit with its date, and the reversal without one: found, not resent.
      expect(rig.platform.calls.filter((c) => c.method === 'reverse')).toHaveLength(1);
      const reversal = rig.platform.allTransactions().find((t) => t.type === 'REVERSAL');
      expect(rig.queue.get(r.row.holdId)).toMatchObject({
        state: 'confirmed',
        bonusTransactionId: reversal?.id,
      });
    });

    it('a reversal answered alreadyReversed at its first attempt is rejected: someone else reversed the hold', async () => {
      const rig = engineRig();
      rig.platform.addAccount(card(1).key, ACC, 10_000);
      const row = rig.hold(1, 500);
      await rig.settle();
      const tx = rig.queue.get(row.holdId)?.bonusTransactionId ?? 0;
      rig.platform.account(card(1).key, ACC).transactions.find((t) => t.id === tx)!.reversedBy = 99;
      const r = rig.queue.reverse(row.holdId);
      if (!r.ok) throw new Error(r.error.message);
      await rig.settle();
      expect(rig.queue.get(r.row.holdId)).toMatchObject({
        state: 'rejected',
        lastErrorCode: 'alreadyReversed',
      });
      expect(rig.queue.get(row.holdId)?.state).toBe('confirmed');
    });

    it('a reversal queued behind an uncertain hold that turns out rejected cancels itself and discards the hold', async () => {
      const rig = engineRig();
      rig.platform.addAccount(card(1).key, ACC, 100);
      rig.platform.fault = faultsFor('debitHold', ['timeoutBeforeApply']);
      const row = rig.hold(1, 500);
      await rig.engine.kick();
      const r = rig.queue.reverse(row.holdId);
      expect(r).toMatchObject({ ok: true, action: 'queued' });
      await rig.settle();
      expect(rig.queue.get(row.holdId)).toMatchObject({
        state: 'discarded',
        lastErrorCode: 'insufficientFunds',
      });
      expect(r.ok && rig.queue.get(r.row.holdId)).toMatchObject({
        state: 'cancelled',
        lastErrorCode: 'targetNotApplied',
      });
      expect(rig.platform.calls.filter((c) => c.method === 'reverse')).toHaveLength(0);
    });

    describe('of a rejected hold that may have been applied (needsCheck)', () => {
      /** A debit sent once (with `fault`), whose history check is then refused with tokenExpired. */
      async function unsureDebit(fault: Fault) {
        const rig = engineRig();
        rig.platform.addAccount(card(1).key, ACC, 10_000);
        let tokenExpired = true;
        let sent = false;
        rig.platform.fault = (call) => {
          if (call.method === 'debitHold' && !sent) {
            sent = true;
            return fault;
          }
          if (call.method === 'operationHistory' && tokenExpired) return 'tokenExpired';
          return undefined;
        };
        const row = rig.hold(1, 500);
        await rig.settle();
        expect(rig.queue.get(row.holdId)).toMatchObject({
          state: 'rejected',
          needsCheck: true,
          lastErrorCode: 'tokenExpired',
        });
        const calls = (method: string) => rig.platform.calls.filter((c) => c.method === method).length;
        return { rig, row, calls, renew: () => (tokenExpired = false) };
      }

      it('is neither discarded nor given up when the outcome still cannot be told: a manager decides', async () => {
        const { rig, row, calls } = await unsureDebit('timeoutAfterApply');
        const r = rig.queue.reverse(row.holdId);
        expect(r).toMatchObject({ ok: true, action: 'queued' });
        await rig.settle();
        expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'rejected', needsCheck: true });
        expect(r.ok && rig.queue.get(r.row.holdId)).toMatchObject({
          state: 'rejected',
          lastErrorCode: 'holdOutcomeUnknown',
        });
        expect(calls('debitHold')).toBe(1);
        expect(calls('reverse')).toBe(0);
        expect(rig.platform.allTransactions().map((t) => t.type)).toEqual(['DEBIT_HOLD']);
      });

      it('found in the history: the hold is confirmed and the reversal is sent', async () => {
        const { rig, row, calls, renew } = await unsureDebit('timeoutAfterApply');
        renew();
        const r = rig.queue.reverse(row.holdId);
        await rig.settle();
        const [debit, reversal] = rig.platform.allTransactions();
        expect(rig.queue.get(row.holdId)).toMatchObject({
          state: 'reversed',
          bonusTransactionId: debit?.id,
          confirmedBy: 'history',
        });
        expect(r.ok && rig.queue.get(r.row.holdId)).toMatchObject({
          state: 'confirmed',
          bonusTransactionId: reversal?.id,
        });
        expect(reversal).toMatchObject({ type: 'REVERSAL', reversedTransactionId: debit?.id });
        expect(calls('reverse')).toBe(1);
        expect(rig.platform.account(card(1).key, ACC).available).toBe(10_000);
      });

      it('proved absent from the history: the reversal is cancelled and the hold discarded, nothing sent', async () => {
        const { rig, row, calls, renew } = await unsureDebit('timeoutBeforeApply');
        renew();
        const r = rig.queue.reverse(row.holdId);
        await rig.settle();
        expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'discarded', needsCheck: false });
        expect(r.ok && rig.queue.get(r.row.holdId)).toMatchObject({
          state: 'cancelled',
          lastErrorCode: 'targetNotApplied',
        });
        expect(calls('debitHold')).toBe(1);
        expect(calls('reverse')).toBe(0);
        expect(rig.platform.allTransactions()).toEqual([]);
      });

      it('a history check turned away every time leaves the reversal to a manager, nothing sent', async () => {
        const { rig, row, calls } = await unsureDebit('timeoutAfterApply');
        rig.platform.fault = (call) => (call.method === 'operationHistory' ? 'unauthorized' : undefined);
        const before = calls('operationHistory');
        const r = rig.queue.reverse(row.holdId);
        await rig.settle(500);
        expect(calls('operationHistory') - before).toBe(8);
        expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'rejected', needsCheck: true });
        expect(r.ok && rig.queue.get(r.row.holdId)).toMatchObject({
          state: 'rejected',
          lastErrorCode: 'holdOutcomeUnknown',
        });
        expect(calls('reverse')).toBe(0);
      });

      it('a history too short to prove absence leaves the reversal to a manager as well', async () => {
        const { rig, row } = await holdBehindTruncatedHistory();
        expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'rejected', needsCheck: true });
        const r = rig.queue.reverse(row.holdId);
        await rig.settle();
        expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'rejected', needsCheck: true });
        expect(r.ok && rig.queue.get(r.row.holdId)).toMatchObject({
          state: 'rejected',
          lastErrorCode: 'holdOutcomeUnknown',
        });
        expect(rig.platform.calls.filter((c) => c.method === 'reverse')).toHaveLength(0);
      });
    });
  });

  it('after a crash a hold left sending is settled from the history (applied or not)', async () => {
    const rig = engineRig();
    rig.platform.addAccount(card(1).key, ACC, 10_000);
    const applied = rig.hold(1, 100, 'credit');
    const lost = rig.hold(1, 200, 'credit');
    // The process died after writing 'sending'; the first request had reached the platform.
    rig.queue.settlement.markSending(applied.holdId);
    await rig.platform.creditHold({
      customerToken: card(1),
      accountType: { accountGuid: ACC },
      amount: 1,
      date: applied.date,
    });
    rig.platform.calls.length = 0;
    expect(rig.queue.recoverAfterCrash()).toBe(1);
    await rig.settle();
    expect(rig.platform.calls.map((c) => c.method)).toEqual(['operationHistory', 'creditHold']);
    expect(rig.queue.get(applied.holdId)).toMatchObject({ state: 'confirmed', confirmedBy: 'history' });
    expect(rig.queue.get(lost.holdId)).toMatchObject({ state: 'confirmed', confirmedBy: 'answer' });
    expect(rig.platform.allTransactions()).toHaveLength(2);
  });
});

describe('SyncEngine: a reversal whose answer was lost and that the history cannot link', () => {
  /** A confirmed debit, then its reversal meeting `fault`, on a history that ties nothing to it. */
  async function unlinkableReversal(fault: Fault) {
    const rig = engineRig();
    rig.platform.echoDate = false;
    rig.platform.echoReversedId = false; // nothing in the history ties the REVERSAL to ours
    rig.platform.addAccount(card(1).key, ACC, 10_000);
    const row = rig.hold(1, 500);
    await rig.settle();
    rig.platform.fault = faultsFor('reverse', [fault]);
    const r = rig.queue.reverse(row.holdId);
    if (!r.ok) throw new Error(r.error.message);
    await rig.settle();
    expect(rig.platform.allTransactions().map((t) => t.type)).toEqual(['DEBIT_HOLD', 'REVERSAL']);
    expect(rig.queue.get(row.holdId)?.state).toBe('reversed');
    expect(rig.platform.account(card(1).key, ACC).available).toBe(10_000);
    return { rig, reversal: rig.queue.get(r.row.holdId) };
  }

  it('is sent again instead of going to a manager; alreadyReversed settles it, the hold is reversed once', async () => {
    const { rig, reversal } = await unlinkableReversal('timeoutAfterApply');
    expect(rig.platform.calls.filter((c) => c.method === 'reverse')).toHaveLength(2);
    expect(reversal).toMatchObject({ state: 'confirmed', lastErrorCode: 'alreadyReversed' });
  });

  it('a resent reversal that the platform had not applied is applied by the resend', async () => {
    // The reversal times out before the platform applies it: the history has nothing to show.
    const { reversal } = await unlinkableReversal('timeoutBeforeApply');
    expect(reversal).toMatchObject({ state: 'confirmed' });
  });
});
