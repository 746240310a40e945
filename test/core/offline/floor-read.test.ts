import { describe, expect, it } from 'vitest';
import { ACC, card, engineRig } from '../../support/engine-rig';

describe('the read before a lane’s first send', () => {
  it('a read that does not get through makes the hold wait, unsent; it goes once the read answers', async () => {
    const rig = engineRig({ readFloorBeforeSend: true });
    rig.platform.addAccount(card(1).key, ACC, 10_000);
    rig.platform.foreignTransaction(card(1).key, ACC, 'CREDIT', 100);
    let refusals = 2;
    rig.platform.fault = (call) =>
      call.method === 'operationHistory' && refusals-- > 0 ? 'refuse' : undefined;
    const row = rig.hold(1, 500);
    await rig.engine.kick();
    expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(rig.queue.get(row.holdId)?.lastErrorMessage).toContain('history read before sending failed');
    await rig.settle();
    expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'confirmed', attempts: 1 });
    expect(rig.platform.calls.map((c) => c.method)).toEqual([
      'operationHistory',
      'operationHistory',
      'operationHistory',
      'debitHold',
    ]);
  });

  it('is made once per lane: later holds of the lane go at once', async () => {
    const rig = engineRig({ readFloorBeforeSend: true });
    rig.platform.addAccount(card(1).key, ACC, 10_000);
    rig.hold(1, 100);
    rig.hold(1, 200);
    await rig.settle();
    expect(rig.platform.calls.map((c) => c.method)).toEqual(['operationHistory', 'debitHold', 'debitHold']);
  });
});
