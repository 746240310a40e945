import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { HoldResult, HoldView, Status, TokenInput } from '../../common/contract/index';
import type { Tuning } from '../../core/offline/tuning';
import { FileSecretStore } from '../../core/terminal/settings/secret-store';
import { TerminalCore } from '../../core/terminal/terminal-core';
import type { RunningServer } from '../../server/cli';
import { commandValue } from './command-value';
import { startDemoPlatform } from '../../harness/demo-platform';
import { FaultProxy } from '../../harness/fault-proxy';
import { quietLog } from './recording-handlers';
import { toCents } from '../../common/platform/money';

/**
 * The demo platform in this process, a fault proxy before it, and in-process TerminalCores on
 * data folders under one temp folder (`base`), each talking to the platform through the proxy
 * with short time-outs. `close` stops the cores still open, the proxy and the platform, and
 * removes `base`.
 */
export class ProxiedCores {
  private readonly open: TerminalCore[] = [];

  private constructor(
    readonly base: string,
    readonly server: RunningServer,
    readonly proxy: FaultProxy,
  ) {}

  static async start(prefix: string): Promise<ProxiedCores> {
    const base = await mkdtemp(path.join(os.tmpdir(), prefix));
    const server = await startDemoPlatform();
    const proxy = await FaultProxy.start({ target: new URL(server.baseUrl).origin });
    return new ProxiedCores(base, server, proxy);
  }

  /** A core on `folder` through the proxy; `tuning` overrides the short test time-outs. */
  async openCore(folder: string, tuning: Partial<Tuning> = {}): Promise<TerminalCore> {
    const core = await TerminalCore.open({
      dataDir: folder,
      secrets: new FileSecretStore(folder, { PLATFORM_PASSWORD: 'demo' }),
      launch: { platform: { url: `${this.proxy.origin}/platform`, user: 'demo' } },
      tuning: { requestTimeoutMs: 300, quietPeriodMs: 300, pingInitialMs: 50, pingMaxMs: 200, ...tuning },
      log: quietLog(),
    });
    this.open.push(core);
    return core;
  }

  async closeCore(core: TerminalCore): Promise<void> {
    this.open.splice(this.open.indexOf(core), 1);
    await core.close();
  }

  /**
   * A core on `folder` takes a debit of each amount while the platform is gone, so each waits in
   * its queue unsent; then the core stops. The proxy stays down.
   */
  async offlineDebits(
    folder: string,
    debit: { token: TokenInput; accountGuid: string; amounts: readonly number[] },
  ): Promise<{ holdId: string; amount: number }[]> {
    const core = await this.openCore(folder);
    await commandValue(core, 'guest.lookup', { token: debit.token });
    await this.proxy.down();
    // The monitor learns the platform is gone: the debits are taken offline, never sent.
    await commandValue(core, 'guest.lookup', { token: debit.token });
    while ((await commandValue<Status>(core, 'status')).connectivity !== 'offline') {
      await new Promise((r) => setTimeout(r, 20));
    }
    const holds = [];
    for (const amount of debit.amounts) {
      const input = { token: debit.token, accountGuid: debit.accountGuid, amountCents: toCents(amount) };
      const result = await commandValue<HoldResult>(core, 'hold.debit', input);
      if (result.state !== 'queued') throw new Error(`debit ${amount}: ${result.state}, not queued`);
      holds.push({ holdId: result.holdId, amount });
    }
    await this.closeCore(core);
    return holds;
  }

  async close(): Promise<void> {
    for (const core of this.open.splice(0)) await core.close();
    await this.proxy.close();
    await this.server.close();
    await rm(this.base, { recursive: true, force: true });
  }
}

/** The hold once it left the waiting states (queued, sending, uncertain), as queue.list shows it. */
export async function settled(core: TerminalCore, holdId: string): Promise<HoldView> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { holds } = await commandValue<{ holds: HoldView[] }>(core, 'queue.list');
    const hold = holds.find((h) => h.holdId === holdId);
    if (hold && !['queued', 'sending', 'uncertain'].includes(hold.state)) return hold;
    if (Date.now() > deadline) throw new Error(`hold ${holdId} not settled: ${JSON.stringify(hold)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
