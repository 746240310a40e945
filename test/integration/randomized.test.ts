import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorValue, HoldResult } from '../../common/contract/index';
import { seededRandom } from '../../server/fixture/seeded-random';
import { LOAD_ACCOUNT } from '../../harness/load-fixture';
import { exactlyOnceProblems, historyIds, laneKey, type Lane } from '../support/ledger-check';
import type { CoreProcess } from '../../harness/processes';
import { shiftedClockEnv, TerminalRig } from '../../harness/terminal-rig';

/** Reproduce a failure with CORE_FAULT_SEED=<seed> npx vitest run test/integration/randomized.test.ts */
const SEED = Number(process.env.CORE_FAULT_SEED ?? Math.floor(Math.random() * 2 ** 31));
const HOLDS = Number(process.env.CORE_FAULT_HOLDS ?? 1_000);
const GUESTS = 40;
const WORKERS = 12;

/** The second terminal's clock runs this far ahead of the platform's (and the first one's). */
const SECOND_SKEW_MS = 15 * 60_000;

let rig: TerminalRig;
let second: CoreProcess;

beforeAll(async () => {
  rig = await TerminalRig.start(GUESTS);
  second = await rig.startTerminal('data-second', shiftedClockEnv(SECOND_SKEW_MS));
}, 60_000);

afterAll(async () => {
  await second?.stop('SIGKILL');
  await rig?.close();
});

describe(`seeded randomized run (seed ${SEED})`, () => {
  it(`${HOLDS} holds of two terminals (one clock 15 min ahead) across ${GUESTS} guests under random faults: every hold applied exactly once`, async () => {
    console.log(`randomized run: seed ${SEED} (CORE_FAULT_SEED=${SEED} reproduces it)`);
    const lanes: Lane[] = rig.guests.map((g) => ({ token: g.token, accountGuid: LOAD_ACCOUNT }));
    for (const lane of lanes) {
      expect((await rig.lookUp(lane.token)).status).toBe(200);
      expect((await rig.lookUp(lane.token, undefined, second)).status).toBe(200);
    }
    const baseline = await historyIds(rig.platform, lanes);

    const rates = {
      dropRequest: 0.03,
      dropAnswer: 0.03,
      delay: 0.03,
      resetMidAnswer: 0.03,
      html500: 0.03,
      html500AfterApply: 0.03,
    };
    rig.proxy.random({ seed: SEED, rates });
    const random = seededRandom(SEED ^ 0x5eed);
    const laneOfHold = new Map<string, string>();
    const refusals: string[] = [];
    const unexpected: string[] = [];
    let started = 0;

    const worker = async () => {
      while (started < HOLDS) {
        started += 1;
        const lane = lanes[Math.floor(random() * lanes.length)]!;
        const kind = random() < 0.7 ? 'debit' : 'credit';
        const amountCents = 100 + Math.floor(random() * 4_900);
        const terminal = random() < 0.3 ? second : rig.core;
        const answer = await rig.callOn(terminal, `hold.${kind}`, {
          token: lane.token,
          accountGuid: LOAD_ACCOUNT,
          amountCents,
        });
        if (answer.status === 200) laneOfHold.set((answer.body as HoldResult).holdId, laneKey(lane));
        else {
          const code = (answer.body as { error?: ErrorValue }).error?.code ?? `status ${answer.status}`;
          // A refusal by the offline limits is the policy at work, not a lost hold.
          if (code.startsWith('offline')) {
            refusals.push(code);
            started -= 1;
          } else unexpected.push(code);
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    expect(unexpected, `seed ${SEED}`).toEqual([]);

    rig.proxy.clear();
    const holds = [...(await rig.drained(60_000)).holds, ...(await rig.drained(60_000, second)).holds];
    const problems = await exactlyOnceProblems(rig.platform, lanes, baseline, holds, laneOfHold);
    expect(problems, `seed ${SEED}`).toEqual([]);
    expect(laneOfHold.size, `seed ${SEED}`).toBeGreaterThanOrEqual(HOLDS);
    const taken = holds.filter((h) => laneOfHold.has(h.holdId));
    const confirmed = taken.filter((h) => h.state === 'confirmed').length;
    console.log(
      `randomized run: ${taken.length} holds, ${confirmed} confirmed, ${taken.length - confirmed} otherwise settled, ` +
        `${refusals.length} offline refusals; faults ${JSON.stringify(rig.proxy.applied)}`,
    );
    for (const fault of Object.keys(rates))
      expect(rig.proxy.applied[fault as keyof typeof rates]).toBeGreaterThan(0);
    // With two terminals on the same accounts, a hold lost before it was applied, on a lane with
    // no floor yet, while the other terminal's transactions are within the clock's uncertainty,
    // cannot be proved absent: it goes to a manager (and the check above shows it was not applied).
    const rejected = taken.filter((h) => h.state === 'rejected');
    expect(
      rejected.map((h) => h.reason?.code).filter((c) => c !== 'holdOutcomeUnknown'),
      `seed ${SEED}`,
    ).toEqual([]);
    expect(rejected.length, `seed ${SEED}`).toBeLessThanOrEqual(HOLDS / 100);
  }, 150_000);
});
