import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { FileSecretStore } from '../../core/terminal/secret-store';
import { TerminalCore } from '../../core/terminal/terminal-core';
import type { RunningServer } from '../../server/cli';
import { startDemoPlatform } from './demo-platform';
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
  let dir: string | undefined;
  let server: RunningServer | undefined;
  let core: TerminalCore | undefined;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    server = await startDemoPlatform();
    core = await TerminalCore.open({
      dataDir: dir,
      secrets: new FileSecretStore(dir, { PLATFORM_PASSWORD: 'demo' }),
      launch: { platform: { url: server.baseUrl, user: 'demo' } },
      log: quietLog(),
    });
  });
  afterEach(async () => {
    await core?.close();
    await server?.close();
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
    [dir, server, core] = [undefined, undefined, undefined];
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
  };
}
