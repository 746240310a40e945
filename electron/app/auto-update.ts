/**
 * electron-updater under the core's update gate (issue 25, docs/updates.md). The gate decides:
 * it reads the feed, honours the staged rollout and asks this downloader for a newer version;
 * electron-updater downloads it (its own SHA-512 check) into its cache. At the next launch, before
 * the window opens, the gate's verdict alone lets it install. Never on quit: electron-builder #7807
 * shows an install on quit during a Windows shutdown leaving the app broken.
 */
import type { UpdateCheckResult } from 'electron-updater';
import { UpdateFailure } from '../../core/updates/update-failure';
import type { LaunchVerdict, UpdateHost } from '../../core/updates/update-gate';

/** The part of electron-updater's autoUpdater this uses (stand-ins in tests). */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<UpdateCheckResult | null>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
}

/** Points the updater at the feed and has it download what it finds, and never install on quit. */
async function fetchThrough(updater: Updater, feedUrl: string): Promise<string> {
  updater.setFeedURL({ provider: 'generic', url: feedUrl });
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = false;
  let result: UpdateCheckResult | null;
  try {
    result = await updater.checkForUpdates();
  } catch (error) {
    throw new UpdateFailure('feedUnreachable', error instanceof Error ? error.message : String(error));
  }
  if (!result?.isUpdateAvailable || !result.downloadPromise) {
    throw new UpdateFailure('downloadFailed', 'electron-updater found nothing to download');
  }
  try {
    const [file] = await result.downloadPromise;
    if (file === undefined) throw new Error('no file');
    return file;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new UpdateFailure(/sha512/i.test(message) ? 'checksumMismatch' : 'downloadFailed', message);
  }
}

/** The gate's host: this version, electron-updater as its downloader. */
export function electronUpdateHost(updater: Updater, currentVersion: string): UpdateHost {
  // Set at once too: an update found by anything else must not install on quit either.
  updater.autoInstallOnAppQuit = false;
  return { currentVersion, downloader: { download: (offer) => fetchThrough(updater, offer.feedUrl) } };
}

export interface LaunchInstall {
  readonly updater: Updater;
  /** The gate's answer, asked once before the window opens; undefined without a gate. */
  readonly verdict: LaunchVerdict | undefined;
  readonly feedUrl: string | null;
  /** Closes the core (the database, the holds) before the installer replaces the app. */
  readonly closeCore: () => Promise<void>;
  readonly log: { info(message: string): void; error(message: string): void };
}

/**
 * Installs the update an earlier run downloaded when the gate says so: electron-updater finds it in
 * its cache, the core closes, the installer runs silently and starts the new version. Answers
 * whether it did (the launch then goes no further); any failure leaves this version starting.
 */
export async function installAtLaunch(launch: LaunchInstall): Promise<boolean> {
  const { verdict, feedUrl, updater, log } = launch;
  if (!verdict?.install || feedUrl === null) return false;
  try {
    await fetchThrough(updater, feedUrl);
  } catch (error) {
    log.error(`updates: version ${verdict.version} cannot install: ${String(error)}`);
    return false;
  }
  log.info(`updates: installing version ${verdict.version}`);
  await launch.closeCore();
  updater.quitAndInstall(true, true);
  return true;
}
