import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { Tuning } from '../../core/offline/tuning';
import { TerminalCore } from '../../core/terminal/terminal-core';
import { demoCoreOptions } from './core-rig';
import { startScriptedServer, type Handler } from './scripted-server';

/** What `scriptedCoreForEachTest` hands a test file; read it inside tests and hooks. */
export interface ScriptedCore {
  readonly dir: string;
  readonly core: TerminalCore;
  /** The scripted platform; `close()` in a test is an outage. */
  readonly platform: Awaited<ReturnType<typeof startScriptedServer>>;
}

/**
 * For each test of the calling file: a platform whose every answer `handler` scripts, a fresh data
 * folder (`prefix` names it) and a TerminalCore on both, user and password `demo`, its time-outs
 * set by `tuning`; the core, the platform and the folder go after the test. Hooks the file
 * registers earlier run before these.
 */
export function scriptedCoreForEachTest(
  prefix: string,
  handler: Handler,
  tuning?: Partial<Tuning>,
): ScriptedCore {
  let dir: string | undefined;
  let platform: ScriptedCore['platform'] | undefined;
  let core: TerminalCore | undefined;
  beforeEach(async () => {
    platform = await startScriptedServer(handler);
    dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    core = await TerminalCore.open(demoCoreOptions(dir, platform.baseUrl, tuning ? { tuning } : {}));
  });
  afterEach(async () => {
    await core?.close();
    await platform?.close();
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
    [dir, platform, core] = [undefined, undefined, undefined];
  });
  function started<T>(value: T | undefined): T {
    if (value === undefined) throw new Error('the core starts in beforeEach: read it inside a test or hook');
    return value;
  }
  return {
    get dir() {
      return started(dir);
    },
    get core() {
      return started(core);
    },
    get platform() {
      return started(platform);
    },
  };
}
