import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorValue, GuestAnswer, Status, UpdateState } from '../../../common/contract/index';
import { dispatch } from '../../../core/hosts/dispatch';
import { TerminalCore } from '../../../core/terminal/terminal-core';
import type { UpdateHost } from '../../../core/updates/update-gate';
import { commandValue, lookUpValue } from '../../support/command-value';
import { demoCoreOptions, proxiedDemoCoreForEachTest } from '../../support/core-rig';
import { quietLog } from '../../support/recording-handlers';
import { INSTALLER, INSTALLER_BYTES, UpdateFeed } from '../../support/update-feed';

/** The update gate over RPC, against a feed this file serves: the core runs 1.0.0 as the Electron host would. */
const UPDATES: UpdateHost = {
  currentVersion: '1.0.0',
  channelFile: 'latest-linux.yml',
  fileExtension: 'AppImage',
};
const rig = proxiedDemoCoreForEachTest(
  'updates-',
  { requestTimeoutMs: 300, pingInitialMs: 50, pingMaxMs: 100 },
  { updates: UPDATES },
);
/** This terminal's staging id: its last four bytes put it at 0.49999… of a rollout. */
const HALFWAY_ID = '00000000-0000-4000-8000-00007fffffff';
const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;

let feed: UpdateFeed;
const relaunched: TerminalCore[] = [];
beforeEach(async () => {
  feed = await UpdateFeed.start();
});
afterEach(async () => {
  for (const core of relaunched.splice(0)) await core.close();
  await feed.close();
});

const status = (core = rig.core) => commandValue<Status>(core, 'status');
const updateState = async (core = rig.core): Promise<UpdateState> => (await status(core)).update;

async function setFeed(url: string | null): Promise<void> {
  await commandValue(rig.core, 'settings.set', { updateFeedUrl: url });
}

/** Sets the feed and waits for the check to end in a state other than checking or downloading. */
async function checked(): Promise<UpdateState> {
  await setFeed(feed.url);
  await expect.poll(async () => (await updateState()).state).not.toMatch(/^(off|checking|downloading)$/);
  return updateState();
}

/** The next launch on the same data folder, the platform where it was. */
async function relaunch(): Promise<TerminalCore> {
  await rig.core.close();
  const core = await TerminalCore.open(
    demoCoreOptions(rig.dir, `${rig.proxy.origin}/platform`, { extra: { updates: UPDATES } }),
  );
  relaunched.push(core);
  return core;
}

describe('the update gate against a served feed', () => {
  it('finds a newer version, downloads it into the data folder and verifies it; only the next launch may install it', async () => {
    expect(await updateState()).toEqual({ state: 'off' });
    feed.offer('1.1.0');
    expect(await checked()).toEqual({ state: 'ready', version: '1.1.0', waitsFor: [] });
    expect(readFileSync(path.join(rig.dir, 'updates', INSTALLER))).toEqual(INSTALLER_BYTES);
    // Downloaded during this run: it waits for the next start, and closing installs nothing.
    expect(rig.core.updates?.launchVerdict()).toEqual({ install: false, waitsFor: [] });

    const next = await relaunch();
    expect(next.updates?.launchVerdict()).toEqual({
      install: true,
      version: '1.1.0',
      file: path.join(rig.dir, 'updates', INSTALLER),
    });
    expect((await updateState(next)).state).toBe('ready');
  });

  it('takes a version that is not newer as current and downloads nothing', async () => {
    feed.offer('1.0.0');
    expect(await checked()).toMatchObject({ state: 'current' });
    feed.offer('0.9.9');
    await commandValue(rig.core, 'settings.set', { updateFeedUrl: `${feed.url}/` });
    await rig.core.updates?.check();
    expect(await updateState()).toMatchObject({ state: 'current' });
    expect(feed.requests).not.toContain(INSTALLER);
    expect(rig.core.updates?.launchVerdict()).toEqual({ install: false, waitsFor: [] });
  });

  it('refuses an installer whose SHA-512 is not the feed’s, keeps none of it, and says so', async () => {
    feed.offer('1.1.0').files.set(INSTALLER, Buffer.from('not the installer the feed describes'));
    expect(await checked()).toMatchObject({ state: 'failed', problem: 'checksumMismatch' });
    expect(readdirSync(path.join(rig.dir, 'updates'))).toEqual([]);
    expect((await relaunch()).updates?.launchVerdict()).toEqual({ install: false, waitsFor: [] });
  });

  it.each([
    ['an HTML page', '<!doctype html><html><body>Portal login</body></html>', 'feedUnreadable'],
    ['garbage', '\u0000\u00ff: : [[{', 'feedUnreadable'],
    ['a feed without SHA-512s', 'version: 1.1.0\nfiles:\n  - url: a.AppImage\n', 'feedUnreadable'],
    ['a feed whose version is no version', 'version: latest\nfiles: []\n', 'feedUnreadable'],
    ['no feed at all (404)', undefined, 'feedUnreachable'],
  ])('a feed that is %s is a failed check with its problem, not a crash', async (_, text, problem) => {
    if (text !== undefined) feed.files.set('latest-linux.yml', text);
    expect(await checked()).toMatchObject({ state: 'failed', problem });
    // The core goes on answering, and the next check reads the feed again.
    feed.offer('1.1.0');
    await rig.core.updates?.check();
    expect(await updateState()).toMatchObject({ state: 'ready', version: '1.1.0' });
  });

  it('turns off when the address is emptied, and refuses an address that is not http(s)', async () => {
    feed.offer('1.1.0');
    await checked();
    await setFeed(null);
    expect(await updateState()).toEqual({ state: 'off' });
    for (const url of [
      'ftp://updates.example/feed',
      'updates.example/feed',
      'https://it:secret@updates.example/',
    ]) {
      const result = await dispatch(rig.core.handlers, 'settings.set', { updateFeedUrl: url }, quietLog());
      expect(result.ok ? undefined : result.error.code, url).toBe('invalidInput');
    }
    expect(
      (await commandValue<{ updateFeedUrl: string | null }>(rig.core, 'settings.get')).updateFeedUrl,
    ).toBeNull();
  });

  it('is a setting only a manager may change once managers exist', async () => {
    await commandValue(rig.core, 'staff.createFirstManager', { name: 'Анна', pin: '2468' });
    const refused = await dispatch(
      rig.core.handlers,
      'settings.set',
      { updateFeedUrl: feed.url },
      quietLog(),
    );
    expect(refused.ok ? undefined : (refused.error as ErrorValue).code).toBe('grantRequired');
    const { grant } = await commandValue<{ grant: string }>(rig.core, 'grant.request', { pin: '2468' });
    await commandValue(rig.core, 'settings.set', { updateFeedUrl: feed.url, grant });
    expect((await commandValue<{ updateFeedUrl: string }>(rig.core, 'settings.get')).updateFeedUrl).toBe(
      feed.url,
    );
  });
});

describe('a staged rollout (stagingPercentage), this terminal at 0.5', () => {
  it.each([
    [0, 'current'],
    [40, 'current'],
    [60, 'ready'],
    [100, 'ready'],
  ])('at %i %% the terminal finds the update %s', async (percentage, state) => {
    writeFileSync(path.join(rig.dir, '.updaterId'), HALFWAY_ID);
    feed.offer('1.1.0', { stagingPercentage: percentage });
    const found = await checked();
    expect(found.state).toBe(state);
    if (state === 'current') {
      expect(found).toMatchObject({ rolloutLater: '1.1.0' });
      expect(feed.requests).not.toContain(INSTALLER);
    }
  });

  it('keeps the staging id it made, so the terminal stays where it was in the rollout', async () => {
    feed.offer('1.1.0', { stagingPercentage: 50 });
    await checked();
    const id = readFileSync(path.join(rig.dir, '.updaterId'), 'utf8');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await rig.core.updates?.check();
    expect(readFileSync(path.join(rig.dir, '.updaterId'), 'utf8')).toBe(id);
  });
});

describe('installing waits for the queue and the shift', () => {
  it('is refused at launch while a hold waits with the platform cut, and allowed once the queue is empty', async () => {
    const guest = await lookUpValue<GuestAnswer>(rig.core, { token: IVANOV });
    const bonus = guest.guest.accounts.find((account) => account.kind !== 'deposit')!;
    feed.offer('1.1.0');
    await checked();

    await rig.proxy.down();
    await commandValue(rig.core, 'hold.credit', {
      token: IVANOV,
      accountGuid: bonus.accountGuid,
      amountCents: 5_000,
    });
    // The hold opened a shift by itself, and the shift holds the install as well.
    expect(await updateState()).toEqual({ state: 'ready', version: '1.1.0', waitsFor: ['queue', 'shift'] });

    let next = await relaunch();
    expect(next.updates?.launchVerdict()).toEqual({ install: false, waitsFor: ['queue', 'shift'] });

    await rig.proxy.up();
    await expect.poll(async () => (await status(next)).queue.count, { timeout: 10_000 }).toBe(0);
    expect(await updateState(next)).toEqual({ state: 'ready', version: '1.1.0', waitsFor: ['shift'] });
    await commandValue(next, 'shift.close', {});
    expect(await updateState(next)).toEqual({ state: 'ready', version: '1.1.0', waitsFor: [] });
    await next.close();
    next = await TerminalCore.open(
      demoCoreOptions(rig.dir, `${rig.proxy.origin}/platform`, { extra: { updates: UPDATES } }),
    );
    relaunched.push(next);
    expect(next.updates?.launchVerdict()).toMatchObject({ install: true, version: '1.1.0' });
  });

  it('is refused at launch while a shift is open, and allowed once it is closed', async () => {
    feed.offer('1.1.0');
    await checked();
    await commandValue(rig.core, 'shift.open', {});
    expect(await updateState()).toEqual({ state: 'ready', version: '1.1.0', waitsFor: ['shift'] });
    const next = await relaunch();
    expect(next.updates?.launchVerdict()).toEqual({ install: false, waitsFor: ['shift'] });
    await commandValue(next, 'shift.close', {});
    expect(next.updates?.launchVerdict()).toMatchObject({ install: true, version: '1.1.0' });
  });

  it('forgets an update once its version runs', async () => {
    feed.offer('1.1.0');
    await checked();
    await rig.core.close();
    const updated = await TerminalCore.open(
      demoCoreOptions(rig.dir, `${rig.proxy.origin}/platform`, {
        extra: { updates: { ...UPDATES, currentVersion: '1.1.0' } },
      }),
    );
    relaunched.push(updated);
    expect(updated.updates?.launchVerdict()).toEqual({ install: false, waitsFor: [] });
    expect(existsSync(path.join(rig.dir, 'updates'))).toBe(false);
  });
});
