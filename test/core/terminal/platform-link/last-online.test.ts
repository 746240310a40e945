import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileSecretStore } from '../../../../core/terminal/settings/secret-store';
import { TerminalCore } from '../../../../core/terminal/terminal-core';
import { dispatch } from '../../../../core/hosts/dispatch';
import type { RunningServer } from '../../../../server/cli';
import { startDemoPlatform } from '../../../../harness/demo-platform';
import { FaultProxy } from '../../../../harness/fault-proxy';
import { quietLog } from '../../../support/recording-handlers';
import { until } from '../../../support/until';

let dir: string;
let server: RunningServer;
let proxy: FaultProxy;
let core: TerminalCore | undefined;

async function openCore(): Promise<TerminalCore> {
  core = await TerminalCore.open({
    dataDir: dir,
    secrets: new FileSecretStore(dir, { PLATFORM_PASSWORD: 'demo' }),
    launch: { platform: { url: `${proxy.origin}/platform`, user: 'demo' } },
    tuning: { requestTimeoutMs: 300, pingInitialMs: 50, pingMaxMs: 100 },
    log: quietLog(),
  });
  return core;
}

/** Failing requests teach the monitor that the platform is gone. */
async function goOffline(terminal: TerminalCore): Promise<void> {
  await proxy.down();
  await until(async () => {
    await dispatch(terminal.handlers, 'company.info', {}, quietLog());
    return terminal.status().connectivity === 'offline';
  });
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'last-online-'));
  server = await startDemoPlatform();
  proxy = await FaultProxy.start({ target: new URL(server.baseUrl).origin });
});

afterEach(async () => {
  await core?.close();
  core = undefined;
  await proxy.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('status.lastOnlineAt', () => {
  it('is when the platform last answered after a start online that only the first ping confirmed', async () => {
    const started = Date.now();
    const terminal = await openCore();
    // The start-up ping answers while the monitor is already online: no change event follows.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await goOffline(terminal);
    const lastOnlineAt = terminal.status().lastOnlineAt;
    expect(lastOnlineAt).not.toBeNull();
    expect(Date.parse(lastOnlineAt!)).toBeGreaterThanOrEqual(started);
    expect(Date.parse(lastOnlineAt!)).toBeLessThanOrEqual(Date.now());
  });

  it('is when the platform last answered after a start online confirmed by a request', async () => {
    const terminal = await openCore();
    expect((await dispatch(terminal.handlers, 'company.info', {}, quietLog())).ok).toBe(true);
    const answered = Date.now();
    await goOffline(terminal);
    expect(Date.parse(terminal.status().lastOnlineAt!)).toBeGreaterThanOrEqual(answered);
  });

  it('stays null when the platform has not answered since the start', async () => {
    await proxy.down();
    const terminal = await openCore();
    await until(() => terminal.status().connectivity === 'offline');
    expect(terminal.status().lastOnlineAt).toBeNull();
  });

  it('is the end of the last online period once the platform came back and left again', async () => {
    await proxy.down();
    const terminal = await openCore();
    await until(() => terminal.status().connectivity === 'offline');
    await proxy.up();
    await until(() => terminal.status().connectivity === 'online');
    const back = Date.now();
    await goOffline(terminal);
    expect(Date.parse(terminal.status().lastOnlineAt!)).toBeGreaterThanOrEqual(back);
  });
});
