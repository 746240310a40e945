import { describe, expect, it } from 'vitest';
import { ACC, card, engineRig } from '../../support/engine-rig';
import { loseNextDebit } from '../../support/lost-debit';

/**
 * Pages of 3: a hold settles (the lane's floor), then one is lost before the platform applied it
 * and 5 transactions of others land on the account before the history is read.
 */
async function buriedLostHold(honoursPaging: boolean) {
  const rig = engineRig();
  rig.platform.pageSize = 3;
  rig.platform.honoursPaging = honoursPaging;
  rig.platform.addAccount(card(1).key, ACC, 10_000);
  rig.hold(1, 100);
  await rig.settle();
  loseNextDebit(rig.platform);
  const row = rig.hold(1, 500);
  await rig.engine.kick();
  for (let i = 0; i < 5; i++) rig.platform.foreignTransaction(card(1).key, ACC, 'CREDIT', 10 + i);
  await rig.settle();
  const debits = rig.platform.calls.filter((c) => c.method === 'debitHold').length;
  return { rig, row, debits };
}

describe('history pages shorter than the answer needs', () => {
  it('never concludes from a short page: without paging the hold goes to a manager, unsent', async () => {
    const { rig, row, debits } = await buriedLostHold(false);
    expect(debits).toBe(2); // the first hold and the lost one, never resent
    expect(rig.queue.get(row.holdId)).toMatchObject({
      state: 'rejected',
      lastErrorCode: 'historyIncomplete',
    });
  });

  it('pages back with limit/offset where the platform honours them, reaches the floor, sends again once', async () => {
    const { rig, row, debits } = await buriedLostHold(true);
    expect(debits).toBe(3);
    expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'confirmed', confirmedBy: 'answer' });
    const pages = rig.platform.calls.filter((c) => c.method === 'operationHistory').map((c) => c.body);
    expect(pages.at(-1)).toMatchObject({ offset: 2, limit: 4 }); // overlapping the oldest read by one
  });

  it('a page the platform answers from the start again (offset ignored) adds nothing', async () => {
    const rig = engineRig();
    rig.platform.pageSize = 3;
    rig.platform.addAccount(card(1).key, ACC, 10_000);
    for (let i = 0; i < 5; i++) rig.platform.foreignTransaction(card(1).key, ACC, 'CREDIT', 10 + i);
    rig.platform.fault = (call) =>
      call.method === 'debitHold' && 'amount' in call.body && call.body.amount === 5
        ? 'timeoutBeforeApply'
        : undefined;
    const row = rig.hold(1, 500);
    await rig.engine.kick();
    rig.platform.fault = () => undefined;
    await rig.settle();
    expect(rig.queue.get(row.holdId)).toMatchObject({
      state: 'rejected',
      lastErrorCode: 'historyIncomplete',
    });
    expect(rig.platform.calls.filter((c) => c.method === 'operationHistory').length).toBe(2);
  });
});
