import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HoldResult } from '../../common/contract/index';
import { FAULTS, isHoldRequest } from '../../harness/fault-proxy';
import { LOAD_ACCOUNT } from '../../harness/load-fixture';
import { exactlyOnceProblems, historyIds, laneKey, type Lane } from '../support/ledger-check';
import { TerminalRig } from '../../harness/terminal-rig';

let rig: TerminalRig;

beforeAll(async () => {
  rig = await TerminalRig.start(FAULTS.length * 2 + 2);
}, 60_000);

afterAll(async () => {
  await rig?.close();
});

describe('holds through a faulty network, against the real platform process', () => {
  it.each(
    FAULTS.flatMap((fault, i) =>
      (['debit', 'credit'] as const).map((kind, j) => [fault, kind, i * 2 + j] as const),
    ),
  )(
    '%s on a %s hold: settled exactly once',
    async (fault, kind, guestIndex) => {
      const guest = rig.guests[guestIndex]!;
      const lane: Lane = { token: guest.token, accountGuid: LOAD_ACCOUNT };
      const baseline = await historyIds(rig.platform, [lane]);
      expect((await rig.lookUp(guest.token)).status).toBe(200);

      const before = rig.proxy.applied[fault];
      rig.proxy.next(fault, isHoldRequest);
      const answer = await rig.call(`hold.${kind}`, {
        token: guest.token,
        accountGuid: LOAD_ACCOUNT,
        amountCents: 1234,
      });
      expect(answer.status).toBe(200);
      const hold = answer.body as HoldResult;
      expect(rig.proxy.applied[fault]).toBe(before + 1);

      const { holds } = await rig.drained(20_000);
      const problems = await exactlyOnceProblems(
        rig.platform,
        [lane],
        baseline,
        holds,
        new Map([[hold.holdId, laneKey(lane)]]),
      );
      const settled = holds.find((h) => h.holdId === hold.holdId);
      expect(problems, JSON.stringify(settled)).toEqual([]);
      expect(settled?.state).toBe('confirmed');
    },
    30_000,
  );

  it('queues holds while the platform is unreachable and settles them when it returns', async () => {
    const guest = rig.guests.at(-1)!;
    const lane: Lane = { token: guest.token, accountGuid: LOAD_ACCOUNT };
    expect((await rig.lookUp(guest.token)).status).toBe(200);
    const baseline = await historyIds(rig.platform, [lane]);

    await rig.proxy.down();
    const ids = new Map<string, string>();
    for (const amountCents of [500, 750, 101]) {
      const answer = await rig.call('hold.debit', {
        token: guest.token,
        accountGuid: LOAD_ACCOUNT,
        amountCents,
      });
      expect(answer.status).toBe(200);
      const hold = answer.body as HoldResult;
      expect(['queued', 'uncertain']).toContain(hold.state);
      ids.set(hold.holdId, laneKey(lane));
    }
    const status = (await rig.call('status')).body as { connectivity: string; queue: { count: number } };
    expect(status.connectivity).not.toBe('online');
    expect(status.queue.count).toBeGreaterThanOrEqual(3);

    // Offline, the guest is served from the cache with its age.
    const cached = await rig.call('guest.lookup', { token: guest.token });
    expect(cached.body).toMatchObject({ source: 'cache' });

    await rig.proxy.up();
    const { holds } = await rig.drained(20_000);
    expect(await exactlyOnceProblems(rig.platform, [lane], baseline, holds, ids)).toEqual([]);
    for (const id of ids.keys()) expect(holds.find((h) => h.holdId === id)?.state).toBe('confirmed');
  }, 40_000);

  it('refuses an offline debit above the per-hold limit, naming it', async () => {
    const guest = rig.guests.at(-2)!;
    expect((await rig.lookUp(guest.token)).status).toBe(200);
    await rig.proxy.down();
    try {
      // The first failure teaches the monitor that the platform is gone.
      await rig.call('account.balance', { token: guest.token, accountGuid: LOAD_ACCOUNT });
      const answer = await rig.call('hold.debit', {
        token: guest.token,
        accountGuid: LOAD_ACCOUNT,
        amountCents: 150_000,
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({
        error: { code: 'offlineLimitPerHold', details: { limitCents: 100_000, amountCents: 150_000 } },
      });
      const { message } = (answer.body as { error: { message: { ru: string; en: string } } }).error;
      expect(message.ru.replace(/\s/g, ' ')).toContain('1 000,00');
      expect(message.en).toContain('1,500.00');
    } finally {
      await rig.proxy.up();
    }
    await rig.drained(20_000);
  }, 30_000);
});
