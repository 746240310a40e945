import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommandOutput } from '../../common/contract/index';
import { FileSecretStore } from '../../core/terminal/secret-store';
import { TerminalCore } from '../../core/terminal/terminal-core';
import { dispatch } from '../../core/hosts/dispatch';
import type { RunningServer } from '../../server/cli';
import { startDemoPlatform } from '../support/demo-platform';
import { FaultProxy } from '../support/fault-proxy';
import { quietLog } from '../support/recording-handlers';

/**
 * Search during an outage, through the core against the demo platform behind a fault proxy:
 * the saved guests answer, marked as saved copies with their age; once the platform is back the
 * platform answers again.
 */
let dir: string;
let server: RunningServer;
let proxy: FaultProxy;
let core: TerminalCore;

type Search = CommandOutput<'customer.search'>;

async function search(text: string): Promise<Search> {
  const result = await dispatch(core.handlers, 'customer.search', { text }, quietLog());
  if (!result.ok) throw new Error(`search refused: ${result.error.code}`);
  return result.value as Search;
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'offline-search-'));
  server = await startDemoPlatform();
  proxy = await FaultProxy.start({ target: new URL(server.baseUrl).origin });
  core = await TerminalCore.open({
    dataDir: dir,
    secrets: new FileSecretStore(dir, { PLATFORM_PASSWORD: 'demo' }),
    launch: { platform: { url: `${proxy.origin}/platform`, user: 'demo' } },
    tuning: { requestTimeoutMs: 1_500, pingInitialMs: 50, pingMaxMs: 100 },
    log: quietLog(),
  });
});

afterEach(async () => {
  await core?.close();
  await proxy.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('customer.search during an outage', () => {
  it('answers from the saved guests (by name in any case, by phone digits), each with its age; the platform again once back', async () => {
    const live = await search('Иванов');
    expect(live.source).toBe('live');
    expect(live.saved).toBeUndefined();
    const seen = live.customers.map((c) => c.lastName);
    expect(seen).toContain('Иванов');

    await proxy.down();
    // The first search after the cut finds the platform gone and answers from the saved guests.
    const cut = await search('ИВАН');
    expect(cut.source).toBe('cache');
    await until(() => core.status().connectivity === 'offline');

    const byName = await search('иванов');
    expect(byName.source).toBe('cache');
    expect(byName.customers.map((c) => c.lastName).sort()).toEqual(
      seen.filter((n) => /иванов/i.test(n)).sort(),
    );
    for (const guest of byName.customers) {
      const saved = byName.saved?.[guest.customerGuid];
      expect(saved?.ageMs).toBeGreaterThanOrEqual(0);
      expect(Date.parse(saved!.fetchedAt)).toBeLessThanOrEqual(Date.now());
    }
    const byPhone = await search('916123');
    expect(byPhone.customers.map((c) => `${c.lastName} ${c.firstName}`)).toEqual(['Иванов Иван']);
    expect(JSON.stringify(byPhone)).not.toContain('79161234567');
    expect((await search('Петров')).customers).toEqual([]); // never saved: not found, not refused

    await proxy.up();
    await until(async () => (await search('Михайлов')).source === 'live');
    expect((await search('Михайлов')).customers.map((c) => c.lastName)).toContain('Михайлов');
  });
});
