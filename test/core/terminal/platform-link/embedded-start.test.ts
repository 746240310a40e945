/**
 * The embedded platform starts after the core has opened (issue 27): the host's first commands
 * need nothing of it. Platform calls wait for it meanwhile; one that cannot start leaves the till
 * offline and says why in the log; a core closed before or during the start leaves nothing running.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommandName, Result, Status } from '../../../../common/contract/index';
import { dispatch } from '../../../../core/hosts/dispatch';
import { FileSecretStore } from '../../../../core/terminal/settings/secret-store';
import type { EmbeddedPlatform } from '../../../../core/terminal/platform-link/platform-source';
import { TerminalCore } from '../../../../core/terminal/terminal-core';
import type { RunningServer } from '../../../../server/cli';
import { startDemoPlatform } from '../../../../harness/demo-platform';
import { quietLog } from '../../../support/recording-handlers';

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;

let dir: string;
let server: RunningServer | undefined;
let core: TerminalCore | undefined;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'embedded-start-'));
});
afterEach(async () => {
  await core?.close();
  await server?.close();
  core = undefined;
  server = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** A stand-in for the embedded platform's start that the test lets finish, or fail, when it says. */
function heldStart() {
  let release: (outcome: 'start' | Error) => void = () => undefined;
  const calls: number[] = [];
  const closes: string[] = [];
  const start = (): Promise<EmbeddedPlatform> => {
    calls.push(Date.now());
    return new Promise((resolve, reject) => {
      release = (outcome) => {
        if (outcome instanceof Error) return reject(outcome);
        void startDemoPlatform().then((running) => {
          server = running;
          resolve({
            baseUrl: running.baseUrl,
            user: 'demo',
            password: 'demo',
            close: async () => {
              closes.push(running.baseUrl);
              await running.close();
            },
          });
        });
      };
    });
  };
  return { start, calls, closes, release: (outcome: 'start' | Error) => release(outcome) };
}

async function open(start: () => Promise<EmbeddedPlatform>, embeddedStartDelayMs: number) {
  const log = quietLog();
  core = await TerminalCore.open({
    dataDir: dir,
    secrets: new FileSecretStore(dir, {}),
    launch: { platform: { url: null } },
    embeddedPlatform: start,
    tuning: { embeddedStartDelayMs, requestTimeoutMs: 2_000, pingInitialMs: 50, pingMaxMs: 100 },
    log,
  });
  return { core, log };
}

function call<K extends CommandName>(name: K, input: unknown = {}): Promise<Result<unknown>> {
  return dispatch(core!.handlers, name, input, quietLog());
}

const until = async (what: () => boolean, label: string) => {
  for (let waited = 0; !what(); waited += 10) {
    if (waited > 5_000) throw new Error(`not within 5 s: ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the embedded platform, started after the core opens', () => {
  it('is not awaited by open(): the core answers at once, and a lookup waits for the platform', async () => {
    const held = heldStart();
    const opened = Date.now();
    await open(held.start, 50);
    expect(held.calls).toEqual([]);
    const status = (await call('status')) as { ok: true; value: Status };
    expect(status.value.platform).toMatchObject({ embedded: true, url: '' });

    let answered = false;
    const lookup = call('guest.lookup', { token: IVANOV }).then((result) => {
      answered = true;
      return result;
    });
    await until(() => held.calls.length === 1, 'the start');
    expect(held.calls[0]! - opened).toBeGreaterThanOrEqual(50);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);

    const statusEvents: Status[] = [];
    core!.events.subscribe((name, payload) => {
      if (name === 'status') statusEvents.push(payload as Status);
    });
    held.release('start');
    expect(await lookup).toMatchObject({ ok: true, value: { guest: { lastName: 'Иванов' } } });
    // The status names the platform's address once it listens.
    await until(
      () => statusEvents.some((s) => s.platform.url === server?.baseUrl),
      'a status with the address',
    );
    expect(held.calls).toHaveLength(1);
  });

  it('one that cannot start leaves the core open and offline, and the log says why', async () => {
    const held = heldStart();
    const { log } = await open(held.start, 0);
    await until(() => held.calls.length === 1, 'the start');
    held.release(new Error('database is locked'));
    const lookup = await call('guest.lookup', { token: IVANOV });
    expect(lookup.ok).toBe(false);
    await until(() => log.lines.some((line) => line.includes('database is locked')), 'the log line');
    expect(log.lines.find((line) => line.includes('database is locked'))).toMatch(
      /embedded platform did not start/,
    );
    const status = (await call('status')) as { ok: true; value: Status };
    expect(status.value.connectivity).not.toBe('online');
    // The manager reads why on the status bar, not only in the log.
    expect(status.value.warnings).toContainEqual(
      expect.objectContaining({
        code: 'embeddedPlatformFailed',
        message: expect.objectContaining({ ru: expect.stringContaining('database is locked') }),
      }),
    );
  });

  it('saving the platform settings starts it again, and the warning goes once it runs', async () => {
    const held = heldStart();
    await open(held.start, 0);
    await until(() => held.calls.length === 1, 'the start');
    held.release(new Error('address already in use'));
    const warned = () => core!.status().warnings.some((warning) => warning.code === 'embeddedPlatformFailed');
    await until(warned, 'the warning');

    const saved = call('settings.set', { platform: { url: null } });
    await until(() => held.calls.length === 2, 'the second start');
    held.release('start');
    expect(await saved).toMatchObject({ ok: true });
    expect(warned()).toBe(false);
    await until(() => core!.status().connectivity === 'online', 'online again');
    expect(await call('guest.lookup', { token: IVANOV })).toMatchObject({
      ok: true,
      value: { guest: { lastName: 'Иванов' } },
    });
  });

  it('a core closed before the start never starts it; one closed during the start closes it', async () => {
    const early = heldStart();
    const first = await open(early.start, 10_000);
    await first.core.close();
    core = undefined;
    expect(early.calls).toEqual([]);

    const during = heldStart();
    await open(during.start, 0);
    await until(() => during.calls.length === 1, 'the start');
    const closed = core!.close();
    during.release('start');
    await closed;
    core = undefined;
    await until(() => during.closes.length === 1, 'the platform closed');
  });
});
