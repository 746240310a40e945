import type { UpdateCheckResult } from 'electron-updater';
import { describe, expect, it, vi } from 'vitest';
import { electronUpdateHost, installAtLaunch, type Updater } from '../../electron/app/auto-update';
import type { LaunchVerdict } from '../../core/updates/update-gate';
import type { UpdateOffer } from '../../core/updates/update-offer';

// The Electron binary cannot run here: electron-updater's autoUpdater is a stand-in.
function fakeUpdater(found: UpdateCheckResult | null | Error) {
  const calls: string[] = [];
  const updater: Updater = {
    autoDownload: false,
    autoInstallOnAppQuit: true,
    setFeedURL: vi.fn((options) => void calls.push(`feed ${options.provider} ${options.url}`)),
    checkForUpdates: vi.fn(async () => {
      calls.push('check');
      if (found instanceof Error) throw found;
      return found;
    }),
    quitAndInstall: vi.fn((silent, runAfter) => void calls.push(`install ${silent} ${runAfter}`)),
  };
  return { updater, calls };
}

const downloaded = (files: Promise<string[]>) =>
  ({ isUpdateAvailable: true, downloadPromise: files }) as unknown as UpdateCheckResult;
const FEED = 'https://it.example/updates/';
const offer = { version: '2.0.0', feedUrl: FEED } as UpdateOffer;

describe('electron-updater under the update gate', () => {
  it('downloads through the generic feed, never to install on quit', async () => {
    const { updater, calls } = fakeUpdater(downloaded(Promise.resolve(['/cache/terminal-2.0.0.AppImage'])));
    const host = electronUpdateHost(updater, '1.0.0');
    expect(updater.autoInstallOnAppQuit).toBe(false);
    expect(host.currentVersion).toBe('1.0.0');
    expect(await host.downloader!.download(offer)).toBe('/cache/terminal-2.0.0.AppImage');
    expect(calls).toEqual([`feed generic ${FEED}`, 'check']);
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(false);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });

  it("names the gate's problems: unreachable, bad checksum, broken download, nothing found", async () => {
    const problem = async (found: UpdateCheckResult | null | Error) =>
      electronUpdateHost(fakeUpdater(found).updater, '1.0.0')
        .downloader!.download(offer)
        .catch((error: { problem?: string }) => error.problem);
    expect(await problem(new Error('net::ERR_CONNECTION_REFUSED'))).toBe('feedUnreachable');
    expect(await problem(downloaded(Promise.reject(new Error('sha512 checksum mismatch'))))).toBe(
      'checksumMismatch',
    );
    expect(await problem(downloaded(Promise.reject(new Error('socket hang up'))))).toBe('downloadFailed');
    expect(await problem(null)).toBe('downloadFailed');
  });
});

describe('installing at launch', () => {
  const launch = (updater: Updater, verdict: Parameters<typeof installAtLaunch>[0]['verdict']) => {
    const closeCore = vi.fn(async () => {});
    const log = { info: vi.fn(), error: vi.fn() };
    return {
      closeCore,
      log,
      run: () => installAtLaunch({ updater, verdict, feedUrl: FEED, closeCore, log }),
    };
  };

  it('installs silently and restarts only when the gate says so, after closing the core', async () => {
    const { updater, calls } = fakeUpdater(downloaded(Promise.resolve(['/cache/terminal-2.0.0.AppImage'])));
    const { closeCore, run } = launch(updater, { install: true, version: '2.0.0', file: '/x' });
    closeCore.mockImplementation(async () => void calls.push('core closed'));
    expect(await run()).toBe(true);
    expect(calls).toEqual([`feed generic ${FEED}`, 'check', 'core closed', 'install true true']);
  });

  it('does nothing while holds wait or a shift is open, or without a gate', async () => {
    const verdicts: (LaunchVerdict | undefined)[] = [
      { install: false, waitsFor: ['queue', 'shift'] },
      undefined,
    ];
    for (const verdict of verdicts) {
      const { updater, calls } = fakeUpdater(downloaded(Promise.resolve(['/x'])));
      const { closeCore, run } = launch(updater, verdict);
      expect(await run()).toBe(false);
      expect(calls).toEqual([]);
      expect(closeCore).not.toHaveBeenCalled();
    }
  });

  it('starts this version when the update cannot be found again', async () => {
    const { updater } = fakeUpdater(downloaded(Promise.reject(new Error('sha512 checksum mismatch'))));
    const { closeCore, log, run } = launch(updater, { install: true, version: '2.0.0', file: '/x' });
    expect(await run()).toBe(false);
    expect(log.error.mock.calls[0]?.[0]).toContain('version 2.0.0 cannot install');
    expect(closeCore).not.toHaveBeenCalled();
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });
});
