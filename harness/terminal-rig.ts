import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { HoldView, QueueSummary, Status } from '../common/contract/index';
import type { CustomerToken } from '../common/platform/schemas';
import { PlatformClient } from '../core/platform/client';
import { FaultProxy } from './fault-proxy';
import { rpc } from './http';
import { writeLoadFixture, type LoadGuest } from './load-fixture';
import {
  REPO_ROOT,
  startCoreProcess,
  startPlatformProcess,
  type CoreProcess,
  type PlatformProcess,
} from './processes';

/** Time-outs shrunk for tests: client 300 ms, proxy delay 600 ms, history checks after 1 s. */
export const TEST_TUNING = [
  '--request-timeout',
  '300',
  '--hold-wait',
  '1500',
  '--quiet-period',
  '1000',
  '--retry-initial',
  '50',
  '--retry-max',
  '400',
  '--ping-initial',
  '100',
  '--ping-max',
  '400',
];

/**
 * TEST_TUNING with some flags set to other values, or left out (`null`: the core derives it, as
 * the quiet period from the time-out). A flag TEST_TUNING does not hold is an error.
 */
export function tuningWith(changes: Record<string, string | null>): string[] {
  const unknown = Object.keys(changes).filter((flag) => !TEST_TUNING.includes(flag));
  if (unknown.length > 0) throw new Error(`not a TEST_TUNING flag: ${unknown.join(', ')}`);
  const flags: string[] = [];
  for (let i = 0; i < TEST_TUNING.length; i += 2) {
    const flag = TEST_TUNING[i]!;
    const value = flag in changes ? changes[flag] : TEST_TUNING[i + 1]!;
    if (value !== null && value !== undefined) flags.push(flag, value);
  }
  return flags;
}

/** The environment that runs a terminal process `offsetMs` off the real clock (harness/shifted-clock.mjs). */
export function shiftedClockEnv(offsetMs: number): NodeJS.ProcessEnv {
  const hook = pathToFileURL(path.join(REPO_ROOT, 'harness', 'shifted-clock.mjs')).href;
  return {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${hook}`.trim(),
    TERMINAL_CLOCK_OFFSET_MS: String(offsetMs),
  };
}

/** Waits until a core's `status` (asked by `askStatus`) says the platform answers it. */
export async function untilOnline(
  askStatus: () => Promise<{ status: number; body: unknown }>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await askStatus();
    if (res.status === 200 && (res.body as Status).connectivity === 'online') return;
    if (Date.now() > deadline) {
      throw new Error(`the core was not online within ${timeoutMs} ms: ${JSON.stringify(res.body)}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface TerminalRigOptions {
  /** Core flags instead of TEST_TUNING (e.g. another time-out or no quiet period). */
  tuning?: string[];
  /** Extra flags of the platform server. */
  platformArgs?: string[];
  /** How the platform shapes its history (server/loyalty/history-shape.ts), e.g. `bare,page=5`. */
  historyShape?: string;
  /**
   * Extra environment of the core process: `TERMINAL_CLOCK_OFFSET_MS` shifts its clock
   * (harness/shifted-clock.mjs, loaded with `--import`).
   */
  coreEnv?: NodeJS.ProcessEnv;
}

/**
 * Platform process, fault proxy and core process wired together, all on port 0 in a temp dir.
 * The core talks to the platform through the proxy; `platform` talks to it directly.
 */
export class TerminalRig {
  core!: CoreProcess;

  private constructor(
    readonly dir: string,
    readonly guests: LoadGuest[],
    readonly server: PlatformProcess,
    readonly proxy: FaultProxy,
    readonly platform: PlatformClient,
    private readonly options: TerminalRigOptions,
  ) {}

  static async start(guestCount: number, options: TerminalRigOptions = {}): Promise<TerminalRig> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'terminal-rig-'));
    const { file, guests } = writeLoadFixture(dir, guestCount);
    const server = await startPlatformProcess({
      fixture: file,
      args: options.platformArgs,
      env: options.historyShape ? { PLATFORM_HISTORY_SHAPE: options.historyShape } : {},
    });
    const proxy = await FaultProxy.start({ target: server.origin, delayMs: 600 });
    const platform = new PlatformClient({
      baseUrl: server.baseUrl,
      user: 'demo',
      password: 'demo',
      timeoutMs: 10_000,
    });
    const rig = new TerminalRig(dir, guests, server, proxy, platform, options);
    await rig.startCore();
    return rig;
  }

  /** Starts (or restarts, on the same data folder) the core process. */
  async startCore(): Promise<CoreProcess> {
    this.core = await this.startTerminal('data');
    return this.core;
  }

  /**
   * Another terminal on the same platform (through the same proxy), with its own data folder
   * `folder`; `env` adds to the rig's core environment. The caller stops it.
   */
  startTerminal(folder: string, env: NodeJS.ProcessEnv = {}): Promise<CoreProcess> {
    return startCoreProcess(
      [
        '--platform',
        `${this.proxy.origin}/platform`,
        '--user',
        'demo',
        '--data',
        path.join(this.dir, folder),
        ...(this.options.tuning ?? TEST_TUNING),
      ],
      { PLATFORM_PASSWORD: 'demo', ...this.options.coreEnv, ...env },
    );
  }

  call(command: string, input: unknown = {}) {
    return this.callOn(this.core, command, input);
  }

  /** A command on one terminal of the rig (the main one, or one from `startTerminal`). */
  callOn(core: CoreProcess, command: string, input: unknown = {}) {
    return rpc(core.origin, core.secret, command, input);
  }

  async queue(core: CoreProcess = this.core): Promise<{ holds: HoldView[]; summary: QueueSummary }> {
    const res = await this.callOn(core, 'queue.list');
    if (res.status !== 200) throw new Error(`queue.list answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as { holds: HoldView[]; summary: QueueSummary };
  }

  /** Waits until nothing waits in the queue (no queued, sending or uncertain hold). */
  async drained(
    timeoutMs: number,
    core: CoreProcess = this.core,
  ): Promise<{ holds: HoldView[]; summary: QueueSummary }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const queue = await this.queue(core);
      if (queue.summary.count === 0) return queue;
      if (Date.now() > deadline) {
        throw new Error(`queue not drained within ${timeoutMs} ms: ${JSON.stringify(queue.summary)}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /**
   * Waits until the core has written all `count` holds and is sending one of them: the moment a
   * crash is meant to hit (a fixed wait hits earlier or later depending on the machine's load).
   */
  async onTheWire(count: number, timeoutMs = 20_000, core: CoreProcess = this.core): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { holds, summary } = await this.queue(core);
      if (holds.length === count && holds.some((h) => h.state === 'sending')) return;
      if (Date.now() > deadline || (holds.length === count && summary.count === 0)) {
        const states = holds.map((h) => h.state).join(', ');
        throw new Error(`no moment with ${count} holds written and one being sent: ${states}`);
      }
    }
  }

  /** Waits until the core says the platform answers it (`status.connectivity` is online). */
  online(timeoutMs: number, core: CoreProcess = this.core): Promise<void> {
    return untilOnline(() => this.callOn(core, 'status'), timeoutMs);
  }

  /**
   * Looks up the guest of `token` so that the core holds it (the guest cache, the token), and
   * gives the answer. A core that does not reach the platform answers `notInCache` for a guest it
   * has not seen, by design; with TEST_TUNING's 300 ms a loaded machine makes it so for a moment
   * now and then (the start's ping, or the lookup itself, late). Then this waits until the core
   * is online again and asks again; any other answer is given as it came.
   */
  async lookUp(
    token: CustomerToken,
    timeoutMs = 20_000,
    core: CoreProcess = this.core,
  ): Promise<{ status: number; body: unknown }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await this.callOn(core, 'guest.lookup', { token });
      const code = (res.body as { error?: { code?: string } }).error?.code;
      if (code !== 'notInCache' || Date.now() > deadline) return res;
      await this.online(Math.max(0, deadline - Date.now()), core);
    }
  }

  async close(): Promise<void> {
    await this.core?.stop('SIGKILL').catch(() => undefined);
    await this.proxy.close();
    await this.server.stop();
    await rm(this.dir, { recursive: true, force: true });
  }
}
