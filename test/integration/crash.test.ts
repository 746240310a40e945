import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HoldResult, HoldView } from '../../common/contract/index';
import { isHoldRequest } from '../../harness/fault-proxy';
import { LOAD_ACCOUNT } from '../../harness/load-fixture';
import { exactlyOnceProblems, historyIds, laneKey, type Lane } from '../support/ledger-check';
import { TerminalRig } from '../../harness/terminal-rig';

let rig: TerminalRig;

beforeAll(async () => {
  rig = await TerminalRig.start(10);
}, 60_000);

afterAll(async () => {
  await rig?.close();
});

/** Lanes by the masked token the queue shows (the load guests' keys differ in their last four digits). */
function laneOfHolds(holds: HoldView[], lanes: Lane[]): Map<string, string> {
  const byMask = new Map(lanes.map((lane) => [`…${lane.token.key.slice(-4)}`, laneKey(lane)]));
  return new Map(holds.map((h) => [h.holdId, byMask.get(h.token) ?? 'unknown']));
}

describe('the core killed with holds in flight', () => {
  it('settles every hold exactly once after a SIGKILL and a restart on the same data folder', async () => {
    const lanes: Lane[] = rig.guests.map((g) => ({ token: g.token, accountGuid: LOAD_ACCOUNT }));
    // The core holds the guests, so that it takes their holds whether the platform answers or not.
    for (const lane of lanes) expect((await rig.lookUp(lane.token)).status).toBe(200);
    const baseline = await historyIds(rig.platform, lanes);

    // Most hold requests reach the platform only after the client gave up, or lose their answer.
    rig.proxy.random({ seed: 7, rates: { delay: 0.5, dropAnswer: 0.25 }, match: isHoldRequest });
    const calls = Array.from({ length: 40 }, (_, i) =>
      rig.call(i % 3 === 0 ? 'hold.credit' : 'hold.debit', {
        token: lanes[i % lanes.length]!.token,
        accountGuid: LOAD_ACCOUNT,
        amountCents: 100 + i,
      }),
    );
    const settled = Promise.allSettled(calls);
    // The crash comes with every hold written and one being sent, whatever the machine's speed.
    await rig.onTheWire(calls.length);
    await rig.core.stop('SIGKILL');
    const answers = await settled;
    const acknowledged = answers.flatMap((a) =>
      a.status === 'fulfilled' && a.value.status === 200 ? [(a.value.body as HoldResult).holdId] : [],
    );
    // Some calls had no answer when the core died: they were in flight.
    expect(answers.some((a) => a.status === 'rejected')).toBe(true);
    expect(rig.proxy.applied.delay + rig.proxy.applied.dropAnswer).toBeGreaterThan(0);

    rig.proxy.clear();
    await rig.startCore();
    const { holds } = await rig.drained(30_000);
    for (const id of acknowledged) expect(holds.map((h) => h.holdId)).toContain(id);
    expect(
      await exactlyOnceProblems(rig.platform, lanes, baseline, holds, laneOfHolds(holds, lanes)),
    ).toEqual([]);
    expect(holds.filter((h) => h.state === 'confirmed').length).toBeGreaterThanOrEqual(acknowledged.length);
  }, 90_000);
});
