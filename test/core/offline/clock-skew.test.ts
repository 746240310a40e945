import { describe, expect, it } from 'vitest';
import { ACC, card, engineRig } from '../../support/engine-rig';
import { loseNextDebit } from '../../support/lost-debit';

const HOUR = 3_600_000;

/**
 * The platform's clock runs 2 h ahead. Guest 1's account already has transactions of others;
 * then a debit of guest 1 is lost before the platform applied it. `measured`: a hold of guest 2
 * settled first, its answer carrying the platform's Date header.
 */
async function lostOnBusyAccount(options: { sendsDate: boolean; offsetMs: number; readFloor?: boolean }) {
  const rig = engineRig({ readFloorBeforeSend: options.readFloor ?? false });
  rig.platform.offsetMs = options.offsetMs;
  rig.platform.sendsDate = options.sendsDate;
  rig.platform.addAccount(card(1).key, ACC, 10_000);
  rig.platform.addAccount(card(2).key, ACC, 10_000);
  for (let i = 0; i < 3; i++) rig.platform.foreignTransaction(card(1).key, ACC, 'CREDIT', 100 + i);
  rig.time.advance(60_000);
  rig.hold(2, 100);
  await rig.settle();
  loseNextDebit(rig.platform);
  const row = rig.hold(1, 500);
  await rig.settle();
  const debits = rig.platform.calls.filter(
    (c) => c.method === 'debitHold' && c.body.customerToken.key === card(1).key,
  );
  return { rig, row, debits };
}

describe('the platform clock', () => {
  it.each([
    ['2 h ahead', 2 * HOUR],
    ['2 h behind', -2 * HOUR],
    ['15 min behind', -HOUR / 4],
  ])(
    '%s, measured from Date headers: a lost hold is proved absent by time and sent again once',
    async (_l, offsetMs) => {
      const { rig, row, debits } = await lostOnBusyAccount({ sendsDate: true, offsetMs });
      expect(debits).toHaveLength(2);
      expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'confirmed', confirmedBy: 'answer' });
      expect(rig.platform.allTransactions().filter((t) => t.type === 'DEBIT_HOLD')).toHaveLength(2);
    },
  );

  it('unknown (no Date header, no transaction of ours seen): nothing is proved absent by time', async () => {
    const { rig, row, debits } = await lostOnBusyAccount({ sendsDate: false, offsetMs: 2 * HOUR });
    expect(debits).toHaveLength(1);
    expect(rig.queue.get(row.holdId)).toMatchObject({
      state: 'rejected',
      lastErrorCode: 'historyIncomplete',
      needsCheck: true,
    });
  });

  it("unknown, but the account's newest transaction was read before the first send: proved absent by reach", async () => {
    const { rig, row, debits } = await lostOnBusyAccount({
      sendsDate: false,
      offsetMs: 2 * HOUR,
      readFloor: true,
    });
    expect(debits).toHaveLength(2);
    expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'confirmed', confirmedBy: 'answer' });
  });

  it('measured from the regTime of our own confirmed transactions when the answers carry no Date', async () => {
    const rig = engineRig();
    rig.platform.offsetMs = 2 * HOUR;
    rig.platform.addAccount(card(1).key, ACC, 10_000);
    rig.platform.addAccount(card(2).key, ACC, 10_000);
    rig.platform.foreignTransaction(card(1).key, ACC, 'CREDIT', 100);
    rig.time.advance(60_000);
    // Guest 2: a debit confirmed by its answer, then one whose answer is lost: the history read
    // for it shows the first one's regTime, which places the platform's clock.
    rig.hold(2, 100);
    await rig.settle();
    const faults = ['timeoutAfterApply', 'timeoutBeforeApply'] as const;
    let next = 0;
    rig.platform.fault = (call) => (call.method === 'debitHold' ? faults[next++] : undefined);
    rig.hold(2, 200);
    await rig.settle();
    // Guest 1, a busy account this terminal never settled a hold on: absence is proved by time.
    const row = rig.hold(1, 700);
    await rig.settle();
    expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'confirmed', confirmedBy: 'answer' });
    expect(next).toBe(3);
  });
});
