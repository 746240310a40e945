import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HoldResult } from '../../common/contract/index';
import { isDebitRequest } from '../../harness/fault-proxy';
import { LOAD_ACCOUNT } from '../../harness/load-fixture';
import { exactlyOnceProblems, historyIds, laneKey, type Lane } from '../support/ledger-check';
import { TerminalRig, tuningWith } from '../../harness/terminal-rig';

const TIMEOUT_MS = 500;

let rig: TerminalRig;

beforeAll(async () => {
  // The engine's defaults, scaled down: no quiet period given, so it derives from the time-out.
  rig = await TerminalRig.start(2, {
    tuning: tuningWith({ '--request-timeout': String(TIMEOUT_MS), '--quiet-period': null }),
  });
}, 60_000);

afterAll(async () => {
  await rig?.close();
});

it.each([
  ['2.2 time-outs', 0, 2.2],
  ['2.5 time-outs', 1, 2.5],
])(
  'a request the platform applies %s after it was sent is applied once',
  async (_label, guestIndex, factor) => {
    const guest = rig.guests[guestIndex]!;
    const lane: Lane = { token: guest.token, accountGuid: LOAD_ACCOUNT };
    const baseline = await historyIds(rig.platform, [lane]);
    // The hold goes out at once (it would wait in the queue were the core offline for a moment).
    await rig.online(20_000);
    rig.proxy.next('delay', isDebitRequest, { delayMs: Math.round(TIMEOUT_MS * factor) });
    const answer = await rig.call('hold.debit', {
      token: guest.token,
      accountGuid: LOAD_ACCOUNT,
      amountCents: 321,
    });
    expect(answer.status).toBe(200);
    const hold = answer.body as HoldResult;
    expect(hold.state).toBe('uncertain');
    const { holds } = await rig.drained(20_000);
    const ids = new Map([[hold.holdId, laneKey(lane)]]);
    expect(await exactlyOnceProblems(rig.platform, [lane], baseline, holds, ids)).toEqual([]);
    expect(holds.find((h) => h.holdId === hold.holdId)).toMatchObject({ state: 'confirmed' });
  },
  30_000,
);
