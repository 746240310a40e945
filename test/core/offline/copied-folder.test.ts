import { fromCents, toCents } from '../../../common/platform/money';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HoldView, Status } from '../../../common/contract/index';
import type { TerminalCore } from '../../../core/terminal/terminal-core';
import { PlatformClient } from '../../../core/platform/client';
import { commandValue } from '../../support/command-value';
import { isHoldRequest } from '../../../harness/fault-proxy';
import { ProxiedCores } from '../../support/proxied-cores';

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const ACCOUNT = 'bonus_account_type-1';
const AMOUNTS = [10.01, 20.02, 30.03];

let rig: ProxiedCores;
let platform: PlatformClient;

beforeEach(async () => {
  rig = await ProxiedCores.start('copied-folder-');
  platform = new PlatformClient({ baseUrl: rig.server.baseUrl, user: 'demo', password: 'demo' });
});

afterEach(async () => {
  await rig.close();
});

async function drained(core: TerminalCore): Promise<HoldView[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { holds, summary } = (await commandValue(core, 'queue.list')) as {
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
  const folder = path.join(rig.base, 'till-1');
  await rig.offlineDebits(folder, { token: IVANOV, accountGuid: ACCOUNT, amounts: AMOUNTS });
  await rig.proxy.up();
  return folder;
}

const holdRequests = (from: number) =>
  rig.proxy.log.slice(from).filter((entry) => isHoldRequest(entry.request));
const quarantine = (status: Status) => status.warnings.find((w) => w.code === 'terminalQuarantined');

describe('a copied or restored data folder', () => {
  it('a copy started after the original settled: nothing sent, each hold found in the history', async () => {
    const original = await folderWithWaitingHolds();
    const copy = path.join(rig.base, 'till-2');
    await cp(original, copy, { recursive: true });

    const first = await rig.openCore(original);
    expect(quarantine((await commandValue(first, 'status')) as Status)).toBeUndefined();
    await drained(first);
    await rig.closeCore(first);
    expect([...(await appliedCount()).values()]).toEqual([1, 1, 1]);

    const logFrom = rig.proxy.log.length;
    const second = await rig.openCore(copy);
    const warning = quarantine((await commandValue(second, 'status')) as Status);
    expect(warning).toMatchObject({ details: { reason: 'notFromThisMachine', holds: 3 } });
    expect(warning?.message.ru).toContain('скопирована');
    expect(warning?.message.en).toContain('copied');
    // The journal of the copy keeps that it was found copied; the original's says nothing of it.
    expect(second.journal.list({ kind: 'dataFolder' }).entries).toMatchObject([
      { who: 'terminal', what: 'terminalQuarantined', details: { reason: 'notFromThisMachine', holds: '3' } },
    ]);
    expect(first.journal.list({ kind: 'dataFolder' }).entries).toEqual([]);
    const holds = await drained(second);
    // Every hold checked: the warning goes (it never keeps counting holds no longer checked).
    expect(quarantine((await commandValue(second, 'status')) as Status)).toBeUndefined();
    expect(holdRequests(logFrom)).toEqual([]);
    const debits = holds.filter((h) => h.state === 'confirmed');
    expect(debits.map((h) => fromCents(h.amountCents)).sort()).toEqual(AMOUNTS);
    expect([...(await appliedCount()).values()]).toEqual([1, 1, 1]);
  });

  it('a copy whose original never ran again: checked first, then sent once or left to a manager', async () => {
    const original = await folderWithWaitingHolds();
    const copy = path.join(rig.base, 'till-2');
    await cp(original, copy, { recursive: true });
    await rm(original, { recursive: true });

    const logFrom = rig.proxy.log.length;
    const core = await rig.openCore(copy);
    expect(quarantine((await commandValue(core, 'status')) as Status)).toBeDefined();
    const holds = (await drained(core)).filter((h) => h.state !== 'cancelled');
    const log = rig.proxy.log.slice(logFrom).map((entry) => entry.request.path);
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
      const expected = confirmed.some((h) => h.amountCents === toCents(amount)) ? 1 : 0;
      expect(applied.get(amount) ?? 0).toBe(expected);
    }
  });

  it('a backup restored over the folder after its holds settled: nothing sent again', async () => {
    const folder = await folderWithWaitingHolds();
    const backup = path.join(rig.base, 'backup');
    await cp(folder, backup, { recursive: true });
    const core = await rig.openCore(folder);
    await drained(core);
    await rig.closeCore(core);

    await rm(folder, { recursive: true });
    await cp(backup, folder, { recursive: true });
    const logFrom = rig.proxy.log.length;
    const restored = await rig.openCore(folder);
    expect(quarantine((await commandValue(restored, 'status')) as Status)).toMatchObject({
      details: { reason: 'olderCopy', holds: 3 },
    });
    await drained(restored);
    expect(holdRequests(logFrom)).toEqual([]);
    expect([...(await appliedCount()).values()]).toEqual([1, 1, 1]);
  });
});
