import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channelFile, installerOf, parseFeed } from '../../../core/updates/feed';
import { writeReady } from '../../../core/updates/ready-file';
import { inRollout, stagingFraction } from '../../../core/updates/staging';
import { installWaits, UpdateGate, type InstallConditions } from '../../../core/updates/update-gate';
import { compareVersions } from '../../../core/updates/version';
import { channelText } from '../../support/update-feed';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'update-rules-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

/** A gate on `dir` where an earlier run downloaded 1.1.0, asked with these conditions. */
function gateAfterDownload(conditions: InstallConditions): UpdateGate {
  writeReady(dir, { version: '1.1.0', file: path.join(dir, 'updates', 'x.AppImage'), downloadedAt: 'then' });
  return new UpdateGate({
    dataDir: dir,
    currentVersion: '1.0.0',
    feedUrl: () => null,
    conditions: () => conditions,
    now: () => 0,
    changed: () => undefined,
    log: { error: () => undefined },
  });
}

describe('installing at launch', () => {
  it.each([
    [{ waitingHolds: 0, shiftOpen: true }, ['shift']],
    [{ waitingHolds: 2, shiftOpen: false }, ['queue']],
    [{ waitingHolds: 1, shiftOpen: true }, ['queue', 'shift']],
  ])('is refused with %o: it waits for %o', (conditions, waitsFor) => {
    const gate = gateAfterDownload(conditions);
    expect(gate.launchVerdict()).toEqual({ install: false, waitsFor });
    expect(gate.view()).toEqual({ state: 'ready', version: '1.1.0', waitsFor });
  });

  it('is allowed when no hold waits and no shift is open', () => {
    expect(gateAfterDownload({ waitingHolds: 0, shiftOpen: false }).launchVerdict()).toMatchObject({
      install: true,
      version: '1.1.0',
    });
    expect(installWaits({ waitingHolds: 0, shiftOpen: false })).toEqual([]);
  });
});

describe('versions, feeds and rollouts', () => {
  it('orders versions as semver does', () => {
    const ordered = [
      '0.9.9',
      '1.0.0-alpha',
      '1.0.0-alpha.2',
      '1.0.0-alpha.10',
      '1.0.0-beta',
      '1.0.0',
      '1.0.1',
      '1.10.0',
    ];
    for (let i = 1; i < ordered.length; i++)
      expect(compareVersions(ordered[i]!, ordered[i - 1]!)).toBeGreaterThan(0);
    expect(compareVersions('1.2.3', 'v1.2.3+build.7')).toBe(0);
  });

  it('reads electron-builder’s channel file, the installer of this install’s kind, its date as text', () => {
    const feed = parseFeed(
      channelText('1.1.0', {
        files: [
          { url: 'a.deb', sha512: 'A'.repeat(86) + '==' },
          { url: 'a.AppImage', sha512: 'B'.repeat(86) + '==' },
        ],
        releaseDate: '2026-11-26T10:00:00.000Z',
      }),
    );
    expect(installerOf(feed, 'AppImage').url).toBe('a.AppImage');
    expect(installerOf(feed, 'deb').url).toBe('a.deb');
    expect(installerOf(feed).url).toBe('a.deb');
    expect(feed.releaseDate).toBe('2026-11-26T10:00:00.000Z');
  });

  it('names the channel file electron-updater reads on each platform', () => {
    expect(channelFile('linux', 'x64')).toBe('latest-linux.yml');
    expect(channelFile('linux', 'arm64')).toBe('latest-linux-arm64.yml');
    expect(channelFile('win32', 'x64')).toBe('latest.yml');
  });

  it('places a terminal in a rollout by its id’s last four bytes, as electron-updater does', () => {
    expect(stagingFraction('00000000-0000-4000-8000-000000000000')).toBe(0);
    expect(stagingFraction('00000000-0000-4000-8000-0000ffffffff')).toBe(1);
    const id = '00000000-0000-4000-8000-00004ccccccc'; // 0.3
    expect(inRollout(id, 29)).toBe(false);
    expect(inRollout(id, 31)).toBe(true);
    expect(inRollout(id, undefined)).toBe(true);
    expect(inRollout('00000000-0000-4000-8000-000000000000', 0)).toBe(false);
  });
});
