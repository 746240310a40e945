import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommandName, HoldView, Status } from '../../electron/contract';
import { FileSecretStore } from '../../electron/core/secret-store';
import { TerminalCore } from '../../electron/core/terminal-core';
import { dispatch } from '../../electron/hosts/dispatch';
import { PlatformClient } from '../../electron/platform/client';
import type { RunningServer } from '../../server/cli';
import { startDemoPlatform } from '../support/demo-platform';
import { FaultProxy } from '../support/fault-proxy';
import { quietLog } from '../support/recording-handlers';

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const ACCOUNT = 'bonus_account_type-1';
const AMOUNTS = [10.01, 20.02, 30.03];

let base: string;
let server: RunningServer;
let proxy: FaultProxy;
let platform: PlatformClient;
const cores: TerminalCore[] = [];

beforeEach(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'copied-folder-'));
  server = await startDemoPlatform();
  proxy = await FaultProxy.start({ target: new URL(server.baseUrl).origin });
  platform = new PlatformClient({ baseUrl: server.baseUrl, user: 'demo', password: 'demo' });
});

afterEach(async () => {
  for (const core of cores.splice(0)) await core.close();
  await proxy.close();
  await server.close();
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

async function closeCore(core: TerminalCore): Promise<void> {
  cores.splice(cores.indexOf(core), 1);
  await core.close();
}

async function call(core: TerminalCore, name: CommandName, input: unknown = {}) {
  const result = await dispatch(core.handlers, name, input, quietLog());
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.error)}`);
  return result.value;
}

async function drained(core: TerminalCore): Promise<HoldView[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { holds, summary } = (await call(core, 'outbox.list')) as {
      holds: HoldView[];
      summary: { count: number };
    };
    if (summary.count === 0) return holds;
    if (Date.now() > deadline) throw new Error(`not drained: ${JSON.stringify(summary)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The DEBIT_HOLD transactions of our amounts on the account, by amount. */
async function appliedCount(): Promise<Map<number, number>> {
  const history = await platform.operationHistory({
    customerToken: IVANOV,
    accountType: { accountGuid: ACCOUNT },
  });
  const counts = new Map<number, number>();
  for (const tx of history.transactions) {
    const amount = Math.abs(tx.amount);
    if (tx.type === 'DEBIT_HOLD' && AMOUNTS.includes(amount))
      counts.set(amount, (counts.get(amount) ?? 0) + 1);
  }
  return counts;
}

/** A terminal that took three debits while the platform was gone, then stopped. */
async function folderWithWaitingHolds(): Promise<string> {
  const folder = path.join(base, 'till-1');
  const core = await openCore(folder);
  await call(core, 'customer.lookup', { token: IVANOV });
  await proxy.down();
  // The monitor learns the platform is gone: the debits are taken offline, never sent.
  await call(core, 'customer.lookup', { token: IVANOV });
  while (((await call(core, 'status')) as Status).connectivity !== 'offline') {
    await new Promise((r) => setTimeout(r, 20));
  }
  for (const amount of AMOUNTS) {
    const result = (await call(core, 'hold.debit', { token: IVANOV, accountGuid: ACCOUNT, amount })) as {
      state: string;
    };
    expect(result.state).toBe('queued');
  }
  await closeCore(core);
  await proxy.up();
  return folder;
}

const holdRequests = (from: number) =>
  proxy.log.slice(from).filter((entry) => /\/(debitHold|creditHold)$/.test(entry.request.path));
const quarantine = (status: Status) => status.warnings.find((w) => w.code === 'terminalQuarantined');

describe('a copied or restored data folder', () => {
  it('a copy started after the original settled: nothing sent, each hold found in the history', async () => {
    const original = await folderWithWaitingHolds();
    const copy = path.join(base, 'till-2');
    await cp(original, copy, { recursive: true });

    const first = await openCore(original);
    expect(quarantine((await call(first, 'status')) as Status)).toBeUndefined();
    await drained(first);
    await closeCore(first);
    expect([...(await appliedCount()).values()]).toEqual([1, 1, 1]);

    const logFrom = proxy.log.length;
    const second = await openCore(copy);
    const warning = quarantine((await call(second, 'status')) as Status);
    expect(warning).toMatchObject({ details: { reason: 'notFromThisMachine', holds: 3 } });
    expect(warning?.message.ru).toContain('скопирована');
    expect(warning?.message.en).toContain('copied');
    const holds = await drained(second);
    expect(holdRequests(logFrom)).toEqual([]);
    const debits = holds.filter((h) => h.state === 'confirmed');
    expect(debits.map((h) => h.amount).sort()).toEqual(AMOUNTS);
    expect([...(await appliedCount()).values()]).toEqual([1, 1, 1]);
  });

  it('a copy whose original never ran again: checked first, then sent once or left to a manager', async () => {
    const original = await folderWithWaitingHolds();
    const copy = path.join(base, 'till-2');
    await cp(original, copy, { recursive: true });
    await rm(original, { recursive: true });

    const logFrom = proxy.log.length;
    const core = await openCore(copy);
    expect(quarantine((await call(core, 'status')) as Status)).toBeDefined();
    const holds = (await drained(core)).filter((h) => h.state !== 'cancelled');
    const log = proxy.log.slice(logFrom).map((entry) => entry.request.path);
    const firstHistory = log.findIndex((p) => p.endsWith('/operationHistory'));
    const firstSend = log.findIndex((p) => p.endsWith('/debitHold'));
    expect(firstHistory).toBeGreaterThanOrEqual(0);
    if (firstSend >= 0) expect(firstSend).toBeGreaterThan(firstHistory);
    // Proved absent: sent once; otherwise a manager decides (the history could not tell).
    for (const hold of holds) {
      if (hold.state !== 'confirmed') {
        expect(hold).toMatchObject({ state: 'rejected', reason: { code: 'holdOutcomeUnknown' } });
      }
    }
    const confirmed = holds.filter((h) => h.state === 'confirmed');
    expect(holdRequests(logFrom)).toHaveLength(confirmed.length);
    const applied = await appliedCount();
    for (const amount of AMOUNTS) {
      const expected = confirmed.some((h) => h.amount === amount) ? 1 : 0;
      expect(applied.get(amount) ?? 0).toBe(expected);
    }
  });

  it('a backup restored over the folder after its holds settled: nothing sent again', async () => {
    const folder = await folderWithWaitingHolds();
    const backup = path.join(base, 'backup');
    await cp(folder, backup, { recursive: true });
    const core = await openCore(folder);
    await drained(core);
    await closeCore(core);

    await rm(folder, { recursive: true });
    await cp(backup, folder, { recursive: true });
    const logFrom = proxy.log.length;
    const restored = await openCore(folder);
    expect(quarantine((await call(restored, 'status')) as Status)).toMatchObject({
      details: { reason: 'olderCopy', holds: 3 },
    });
    await drained(restored);
    expect(holdRequests(logFrom)).toEqual([]);
    expect([...(await appliedCount()).values()]).toEqual([1, 1, 1]);
  });
});
