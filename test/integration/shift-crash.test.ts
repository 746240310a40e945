import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HoldView, ShiftReport, Status } from '../../common/contract/index';
import { isHoldRequest } from '../../harness/fault-proxy';
import { LOAD_ACCOUNT } from '../../harness/load-fixture';
import { TerminalRig } from '../../harness/terminal-rig';

let rig: TerminalRig;

beforeAll(async () => {
  rig = await TerminalRig.start(4);
}, 60_000);

afterAll(async () => {
  await rig?.close();
});

const sumOf = (holds: HoldView[], kind: 'debit' | 'credit') => {
  const mine = holds.filter((h) => h.kind === kind && h.state === 'confirmed');
  return { count: mine.length, cents: mine.reduce((sum, h) => sum + h.amountCents, 0) };
};

describe('a shift through a crash', () => {
  it('is still open after a SIGKILL and a restart, says so, and its figures hold every hold once', async () => {
    expect((await rig.call('shift.open')).status).toBe(200);
    // The core holds the guests, so that it takes their holds whether the platform answers or not.
    for (const guest of rig.guests) expect((await rig.lookUp(guest.token)).status).toBe(200);
    rig.proxy.random({ seed: 11, rates: { delay: 0.5, dropAnswer: 0.25 }, match: isHoldRequest });
    const calls = Array.from({ length: 16 }, (_, i) =>
      rig.call(i % 4 === 0 ? 'hold.credit' : 'hold.debit', {
        token: rig.guests[i % rig.guests.length]!.token,
        accountGuid: LOAD_ACCOUNT,
        amountCents: 1_000 + i,
      }),
    );
    const settled = Promise.allSettled(calls);
    await rig.onTheWire(calls.length);
    await rig.core.stop('SIGKILL');
    await settled;

    rig.proxy.clear();
    await rig.startCore();
    const { holds } = await rig.drained(30_000);

    const status = (await rig.call('status')).body as Status;
    expect(status.shift).toMatchObject({ id: 1, openedAutomatically: false });
    expect(status.warnings.map((w) => w.code)).toContain('shiftOpenBeforeRestart');

    const report = ((await rig.call('shift.report')).body as { report: ShiftReport }).report;
    const [account] = report.accounts;
    expect(report.accounts).toHaveLength(1);
    expect(account?.paid).toEqual(sumOf(holds, 'debit'));
    expect(account?.awarded).toEqual(sumOf(holds, 'credit'));
    expect([...report.queued, ...report.unknown]).toEqual([]);

    // The cashier carries on with the shift: the warning goes, the shift stays.
    expect((await rig.call('shift.continue')).status).toBe(200);
    const after = (await rig.call('status')).body as Status;
    expect(after.warnings.map((w) => w.code)).not.toContain('shiftOpenBeforeRestart');
    expect(after.shift).toMatchObject({ id: 1 });
  }, 90_000);
});
