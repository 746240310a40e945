import { cp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorValueOf, HoldResult, Status } from '../../../common/contract/index';
import { commandValue } from '../../support/command-value';
import { LOAD_ACCOUNT } from '../../../harness/load-fixture';
import { TerminalRig } from '../../../harness/terminal-rig';
import { ProxiedCores } from '../../support/proxied-cores';

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const ACCOUNT = 'bonus_account_type-1';

type LossWarning = ErrorValueOf<'holdsMayBeLost'>;
const lossWarning = (status: Status): LossWarning | undefined =>
  status.warnings.find((w): w is LossWarning => w.code === 'holdsMayBeLost');

/** The warning names each hold (id, amount, masked card), never the card number. */
function expectNamed(
  warning: LossWarning | undefined,
  holds: { holdId: string; amount: number }[],
  key: string,
) {
  expect(warning?.details?.count).toBe(holds.length);
  for (const hold of holds) {
    expect(warning?.details?.holds).toContain(hold.holdId);
    expect(warning?.details?.holds).toContain(`debit ${hold.amount.toFixed(2)} …${key.slice(-4)}`);
    expect(warning?.message.en).toContain(hold.holdId);
    expect(warning?.message.ru).toContain(hold.holdId);
  }
  expect(JSON.stringify(warning)).not.toContain(key);
}

describe('a database emptied or replaced', () => {
  let started: ProxiedCores | undefined;

  afterEach(async () => {
    await started?.close();
    started = undefined;
  });

  /** Three debits taken offline and acknowledged, the core stopped. */
  async function acknowledgedHolds(folder: string) {
    const cores = await ProxiedCores.start('damaged-');
    started = cores;
    const holds = await cores.offlineDebits(folder.replace('{base}', cores.base), {
      token: IVANOV,
      accountGuid: ACCOUNT,
      amounts: [11.11, 22.22, 33.33],
    });
    return { cores, holds };
  }

  it('deleted: the terminal names the holds it had acknowledged', async () => {
    const { cores, holds } = await acknowledgedHolds('{base}/till');
    const folder = path.join(cores.base, 'till');
    await rm(path.join(folder, 'terminal.db'));
    const core = await cores.openCore(folder);
    const status = (await commandValue(core, 'status')) as Status;
    expectNamed(lossWarning(status), holds, IVANOV.key);
    // A new database has no hold to check against the history: no "(0) are checked first".
    expect(status.warnings.map((w) => w.code)).not.toContain('terminalQuarantined');
    // Reported once: the next start is quiet.
    await cores.closeCore(core);
    const again = await cores.openCore(folder);
    expect(lossWarning((await commandValue(again, 'status')) as Status)).toBeUndefined();
  });

  it('replaced by another terminal’s database: the same', async () => {
    const { cores, holds } = await acknowledgedHolds('{base}/till');
    const folder = path.join(cores.base, 'till');
    // The other terminal has a hold of its own waiting: it is checked against the history first.
    await cores.proxy.up();
    await cores.offlineDebits(path.join(cores.base, 'other'), {
      token: IVANOV,
      accountGuid: ACCOUNT,
      amounts: [44.44],
    });
    await cp(path.join(cores.base, 'other', 'terminal.db'), path.join(folder, 'terminal.db'));
    const core = await cores.openCore(folder);
    const status = (await commandValue(core, 'status')) as Status;
    expectNamed(lossWarning(status), holds, IVANOV.key);
    expect(status.warnings.find((w) => w.code === 'terminalQuarantined')?.details).toMatchObject({
      reason: 'otherTerminal',
      holds: 1,
    });
  });

  it('kept: no warning', async () => {
    const { cores } = await acknowledgedHolds('{base}/till');
    const core = await cores.openCore(path.join(cores.base, 'till'));
    // No warning about the folder (the shift the holds opened is said, as after any restart).
    const warnings = ((await commandValue(core, 'status')) as Status).warnings.map((w) => w.code);
    expect(warnings.filter((code) => code !== 'shiftOpenBeforeRestart')).toEqual([]);
  });
});

describe('the WAL lost after a crash', () => {
  let rig: TerminalRig | undefined;
  afterEach(async () => {
    await rig?.close();
  });

  it('SIGKILL, the -wal file gone: the terminal names the holds it had acknowledged', async () => {
    rig = await TerminalRig.start(2);
    const guest = rig.guests[0]!;
    expect((await rig.call('guest.lookup', { token: guest.token })).status).toBe(200);
    await rig.proxy.down();
    await rig.call('guest.lookup', { token: guest.token });
    while (((await rig.call('status')).body as Status).connectivity !== 'offline') {
      await new Promise((r) => setTimeout(r, 20));
    }
    const holds = [];
    for (const amount of [1.5, 2.5]) {
      const res = await rig.call('hold.debit', {
        token: guest.token,
        accountGuid: LOAD_ACCOUNT,
        amountCents: amount * 100,
      });
      expect(res.status).toBe(200);
      holds.push({ holdId: (res.body as HoldResult).holdId, amount });
    }
    await rig.core.stop('SIGKILL');
    const wal = path.join(rig.dir, 'data', 'terminal.db-wal');
    expect(existsSync(wal)).toBe(true);
    await rm(wal);

    await rig.proxy.up();
    await rig.startCore();
    const status = (await rig.call('status')).body as Status;
    expectNamed(lossWarning(status), holds, guest.token.key);
  }, 60_000);
});
