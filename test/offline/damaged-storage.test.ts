import { cp, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommandName, ErrorValue, HoldResult, Status } from '../../electron/contract';
import { FileSecretStore } from '../../electron/core/secret-store';
import { TerminalCore } from '../../electron/core/terminal-core';
import { dispatch } from '../../electron/hosts/dispatch';
import type { RunningServer } from '../../server/cli';
import { startDemoPlatform } from '../support/demo-platform';
import { FaultProxy } from '../support/fault-proxy';
import { LOAD_ACCOUNT } from '../support/load-fixture';
import { quietLog } from '../support/recording-handlers';
import { TerminalRig } from '../support/terminal-rig';

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const ACCOUNT = 'bonus_account_type-1';

const lossWarning = (status: Status): ErrorValue | undefined =>
  status.warnings.find((w) => w.code === 'holdsMayBeLost');

/** The warning names each hold (id, amount, masked card), never the card number. */
function expectNamed(
  warning: ErrorValue | undefined,
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
  let base: string;
  let server: RunningServer;
  let proxy: FaultProxy;
  const cores: TerminalCore[] = [];

  afterEach(async () => {
    for (const core of cores.splice(0)) await core.close();
    await proxy?.close();
    await server?.close();
    await rm(base, { recursive: true, force: true });
  });

  async function openCore(folder: string): Promise<TerminalCore> {
    const core = await TerminalCore.open({
      dataDir: folder,
      secrets: new FileSecretStore(folder, { PLATFORM_PASSWORD: 'demo' }),
      launch: { platform: { url: `${proxy.origin}/platform`, user: 'demo' } },
      tuning: { requestTimeoutMs: 300, quietPeriodMs: 300, pingInitialMs: 50, pingMaxMs: 200 },
      log: quietLog(),
    });
    cores.push(core);
    return core;
  }

  async function call(core: TerminalCore, name: CommandName, input: unknown = {}) {
    const result = await dispatch(core.handlers, name, input, quietLog());
    if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.error)}`);
    return result.value;
  }

  /** Three debits taken offline and acknowledged, the core stopped. */
  async function acknowledgedHolds(folder: string) {
    base = await mkdtemp(path.join(os.tmpdir(), 'damaged-'));
    server = await startDemoPlatform();
    proxy = await FaultProxy.start({ target: new URL(server.baseUrl).origin });
    const core = await openCore(folder.replace('{base}', base));
    await call(core, 'customer.lookup', { token: IVANOV });
    await proxy.down();
    await call(core, 'customer.lookup', { token: IVANOV });
    while (((await call(core, 'status')) as Status).connectivity !== 'offline') {
      await new Promise((r) => setTimeout(r, 20));
    }
    const holds = [];
    for (const amount of [11.11, 22.22, 33.33]) {
      const result = (await call(core, 'hold.debit', {
        token: IVANOV,
        accountGuid: ACCOUNT,
        amount,
      })) as HoldResult;
      expect(result.state).toBe('queued');
      holds.push({ holdId: result.holdId, amount });
    }
    cores.splice(cores.indexOf(core), 1);
    await core.close();
    return holds;
  }

  it('deleted: the terminal names the holds it had acknowledged', async () => {
    const holds = await acknowledgedHolds('{base}/till');
    const folder = path.join(base, 'till');
    await rm(path.join(folder, 'terminal.db'));
    const core = await openCore(folder);
    const status = (await call(core, 'status')) as Status;
    expectNamed(lossWarning(status), holds, IVANOV.key);
    expect(status.warnings.map((w) => w.code)).toContain('terminalQuarantined');
    // Reported once: the next start is quiet.
    cores.splice(0);
    await core.close();
    const again = await openCore(folder);
    expect(lossWarning((await call(again, 'status')) as Status)).toBeUndefined();
  });

  it('replaced by another terminal’s database: the same', async () => {
    const holds = await acknowledgedHolds('{base}/till');
    const folder = path.join(base, 'till');
    const other = await openCore(path.join(base, 'other'));
    cores.splice(0);
    await other.close();
    await cp(path.join(base, 'other', 'terminal.db'), path.join(folder, 'terminal.db'));
    const core = await openCore(folder);
    const status = (await call(core, 'status')) as Status;
    expectNamed(lossWarning(status), holds, IVANOV.key);
    expect(status.warnings.find((w) => w.code === 'terminalQuarantined')?.details?.reason).toBe(
      'otherTerminal',
    );
  });

  it('kept: no warning', async () => {
    await acknowledgedHolds('{base}/till');
    const core = await openCore(path.join(base, 'till'));
    expect(((await call(core, 'status')) as Status).warnings).toEqual([]);
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
    expect((await rig.call('customer.lookup', { token: guest.token })).status).toBe(200);
    await rig.proxy.down();
    await rig.call('customer.lookup', { token: guest.token });
    while (((await rig.call('status')).body as Status).connectivity !== 'offline') {
      await new Promise((r) => setTimeout(r, 20));
    }
    const holds = [];
    for (const amount of [1.5, 2.5]) {
      const res = await rig.call('hold.debit', { token: guest.token, accountGuid: LOAD_ACCOUNT, amount });
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
