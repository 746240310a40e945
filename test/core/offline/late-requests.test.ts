import { describe, expect, it } from 'vitest';
import { ACC, card, engineRig } from '../../support/engine-rig';

/**
 * A debit whose request times out and is applied by the platform `lateMs` after it was sent (it
 * sat in a proxy or a queue): the history must not be read before it landed.
 */
async function lateDebit(options: Parameters<typeof engineRig>[0], lateMs: number) {
  const rig = engineRig(options);
  rig.platform.addAccount(card(1).key, ACC, 10_000);
  const historyAt: number[] = [];
  let first = true;
  rig.platform.fault = (call) => {
    if (call.method === 'operationHistory') historyAt.push(rig.time.now);
    if (call.method !== 'debitHold' || !first) return undefined;
    first = false;
    const date = 'date' in call.body ? call.body.date : undefined;
    rig.time.setTimeout(() => {
      rig.platform.foreignTransaction(card(1).key, ACC, 'DEBIT_HOLD', 500, date);
    }, lateMs);
    return 'timeoutBeforeApply';
  };
  const row = rig.hold(1, 500);
  const sentAt = rig.time.now;
  await rig.settle();
  return { rig, row, sentAt, historyAt };
}

describe('late requests: the quiet period before the history check', () => {
  it('counts from the end of the attempt and is at least the time-out plus the margin', async () => {
    const { rig, row, sentAt, historyAt } = await lateDebit(
      { quietPeriodMs: 10, requestTimeoutMs: 1_000, lateMarginMs: 1_500 },
      2_200,
    );
    expect(historyAt[0]).toBeGreaterThanOrEqual(sentAt + 1_000 + 2_500);
    expect(rig.platform.calls.filter((c) => c.method === 'debitHold')).toHaveLength(1);
    expect(rig.queue.get(row.holdId)).toMatchObject({ state: 'confirmed', confirmedBy: 'history' });
  });

  it('derives its default from the time-out: a request landing 2.2 time-outs late is seen', async () => {
    const { rig, sentAt, historyAt } = await lateDebit(
      { quietPeriodMs: undefined, requestTimeoutMs: 10_000 },
      22_000,
    );
    expect(historyAt[0]).toBeGreaterThanOrEqual(sentAt + 10_000 + 20_000);
    expect(rig.platform.allTransactions()).toHaveLength(1);
    expect(rig.platform.calls.filter((c) => c.method === 'debitHold')).toHaveLength(1);
  });

  it('a longer quiet period given is kept', async () => {
    const { historyAt, sentAt } = await lateDebit(
      { quietPeriodMs: 5_000, requestTimeoutMs: 500, lateMarginMs: 100 },
      100,
    );
    expect(historyAt[0]).toBeGreaterThanOrEqual(sentAt + 500 + 5_000);
  });
});
