import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HoldResult } from '../../common/contract/index';
import { isDebitRequest, type Fault } from '../../harness/fault-proxy';
import { LOAD_ACCOUNT } from '../../harness/load-fixture';
import { exactlyOnceProblems, historyIds, laneKey, type Lane } from '../support/ledger-check';
import type { CoreProcess } from '../../harness/processes';
import { shiftedClockEnv, TerminalRig } from '../../harness/terminal-rig';

const MINUTE = 60_000;
const OFFSETS = { '15 min ahead': 15 * MINUTE, '2 h behind': -120 * MINUTE } as const;

let rig: TerminalRig;
const terminals = new Map<string, CoreProcess>();

beforeAll(async () => {
  // The main terminal runs 15 minutes ahead of the platform; a second one, on its own data
  // folder, 2 hours behind.
  rig = await TerminalRig.start(6, { coreEnv: shiftedClockEnv(OFFSETS['15 min ahead']) });
  terminals.set('15 min ahead', rig.core);
  terminals.set('2 h behind', await rig.startTerminal('data-behind', shiftedClockEnv(OFFSETS['2 h behind'])));
}, 60_000);

afterAll(async () => {
  await terminals.get('2 h behind')?.stop('SIGKILL');
  await rig?.close();
});

describe('a terminal whose clock is off the platform’s', () => {
  it.each([
    ['15 min ahead', 'dropAnswer', 0],
    ['15 min ahead', 'dropRequest', 1],
    ['2 h behind', 'dropAnswer', 2],
    ['2 h behind', 'dropRequest', 3],
  ] as const)(
    '%s: a hold whose answer is lost (%s) is applied exactly once',
    async (name, fault: Fault, guestIndex) => {
      const core = terminals.get(name)!;
      const guest = rig.guests[guestIndex]!;
      const lane: Lane = { token: guest.token, accountGuid: LOAD_ACCOUNT };
      const baseline = await historyIds(rig.platform, [lane]);
      expect((await rig.lookUp(guest.token, undefined, core)).status).toBe(200);
      const ids = new Map<string, string>();
      // A first hold settles normally; the second one's answer is lost.
      for (const [amountCents, lost] of [
        [456, false],
        [456, true],
      ] as const) {
        if (lost) rig.proxy.next(fault, isDebitRequest);
        const answer = await rig.callOn(core, 'hold.debit', {
          token: guest.token,
          accountGuid: LOAD_ACCOUNT,
          amountCents,
        });
        expect(answer.status).toBe(200);
        ids.set((answer.body as HoldResult).holdId, laneKey(lane));
      }
      const { holds: taken } = await rig.queue(core);
      // The terminal's clock really is off: its holds are dated on it.
      const createdAt = Date.parse(taken.find((h) => ids.has(h.holdId))!.createdAt);
      expect(Math.abs(createdAt - (Date.now() + OFFSETS[name]))).toBeLessThan(MINUTE);
      const { holds } = await rig.drained(20_000, core);
      expect(await exactlyOnceProblems(rig.platform, [lane], baseline, holds, ids)).toEqual([]);
      for (const id of ids.keys()) expect(holds.find((h) => h.holdId === id)?.state).toBe('confirmed');
    },
    30_000,
  );

  it('2 h behind, a first hold whose answer is lost is still found by its echoed date', async () => {
    const core = terminals.get('2 h behind')!;
    const guest = rig.guests[4]!;
    const lane: Lane = { token: guest.token, accountGuid: LOAD_ACCOUNT };
    const baseline = await historyIds(rig.platform, [lane]);
    expect((await rig.lookUp(guest.token, undefined, core)).status).toBe(200);
    rig.proxy.next('dropAnswer', isDebitRequest);
    const answer = await rig.callOn(core, 'hold.credit', {
      token: guest.token,
      accountGuid: LOAD_ACCOUNT,
      amountCents: 700,
    });
    const hold = answer.body as HoldResult;
    const { holds } = await rig.drained(20_000, core);
    const ids = new Map([[hold.holdId, laneKey(lane)]]);
    expect(await exactlyOnceProblems(rig.platform, [lane], baseline, holds, ids)).toEqual([]);
  }, 30_000);
});
