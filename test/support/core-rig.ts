import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { FileSecretStore } from '../../core/terminal/settings/secret-store';
import { TerminalCore, type TerminalCoreOptions } from '../../core/terminal/terminal-core';
import type { RunningServer } from '../../server/cli';
import type { Tuning } from '../../core/offline/tuning';
import { startDemoPlatform } from '../../harness/demo-platform';
import { FaultProxy } from '../../harness/fault-proxy';
import { quietLog } from './recording-handlers';

/** What `demoCoreForEachTest` hands a test file; read it inside tests and hooks. */
export interface DemoCore {
  readonly dir: string;
  readonly server: RunningServer;
  readonly core: TerminalCore;
}

/**
 * For each test of the calling file: a fresh data folder (`prefix` names it), the demo platform
 * in this process and a TerminalCore on both, user and password `demo`; the core, the platform
 * and the folder go after the test. Hooks the file registers later run after these start.
 */
export function demoCoreForEachTest(prefix: string): DemoCore {
  return coreForEachTest(prefix, {});
}

/** What `proxiedDemoCoreForEachTest` hands a test file: the demo core, and the fault proxy between it and the platform. */
export interface ProxiedDemoCore extends DemoCore {
  readonly proxy: FaultProxy;
}

/**
 * As `demoCoreForEachTest`, with a fault proxy between the core and the platform (`proxy.down()`
 * is an outage) and the core's time-outs shortened by `tuning`.
 */
export function proxiedDemoCoreForEachTest(
  prefix: string,
  tuning: Partial<Tuning>,
  extra: CoreExtras = {},
): ProxiedDemoCore {
  return coreForEachTest(prefix, { proxied: true, tuning, extra }) as ProxiedDemoCore;
}

/** What a test adds to the demo core's options: the host's updates. */
export type CoreExtras = Pick<TerminalCoreOptions, 'updates'>;

/**
 * The demo core's options on a data folder and a platform address (user and password `demo`):
 * what the rig opens, and what a test opens again on the same folder as the next launch.
 */
export function demoCoreOptions(
  dir: string,
  platformUrl: string,
  options: { tuning?: Partial<Tuning>; extra?: CoreExtras } = {},
): TerminalCoreOptions {
  return {
    dataDir: dir,
    secrets: new FileSecretStore(dir, { PLATFORM_PASSWORD: 'demo' }),
    launch: { platform: { url: platformUrl, user: 'demo' } },
    ...(options.tuning ? { tuning: options.tuning } : {}),
    ...options.extra,
    log: quietLog(),
  };
}

function coreForEachTest(
  prefix: string,
  options: { proxied?: boolean; tuning?: Partial<Tuning>; extra?: CoreExtras },
): DemoCore & { readonly proxy: FaultProxy | undefined } {
  let dir: string | undefined;
  let server: RunningServer | undefined;
  let proxy: FaultProxy | undefined;
  let core: TerminalCore | undefined;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    server = await startDemoPlatform();
    if (options.proxied) proxy = await FaultProxy.start({ target: new URL(server.baseUrl).origin });
    core = await TerminalCore.open(
      demoCoreOptions(dir, proxy ? `${proxy.origin}/platform` : server.baseUrl, options),
    );
  });
  afterEach(async () => {
    await core?.close();
    await proxy?.close();
    await server?.close();
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
    [dir, server, proxy, core] = [undefined, undefined, undefined, undefined];
  });
  function started<T>(value: T | undefined): T {
    if (value === undefined)
      throw new Error('the demo core starts in beforeEach: read it inside a test or hook');
    return value;
  }
  return {
    get dir() {
      return started(dir);
    },
    get server() {
      return started(server);
    },
    get core() {
      return started(core);
    },
    get proxy() {
      return proxy;
    },
  };
}
