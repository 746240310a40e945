/**
 * The update gate (issue 25): checks the feed at start and every few hours, downloads a newer
 * version for this terminal in the background, and says at the next start whether it may install.
 * An update installs only then, and only when no hold waits and no shift is open; never on quit
 * (electron-builder #7807: an install on quit during a Windows shutdown left the app broken), so
 * nothing here runs at quit. The host downloads (FileDownloader, or electron-updater) and installs.
 */
import type { UpdateState, UpdateWait } from '../../common/contract/index';
import { channelFile, feedBase, installerOf, parseFeed } from './feed';
import { FileDownloader } from './file-downloader';
import { clearUpdates, readReady, writeReady } from './ready-file';
import { inRollout, stagingId } from './staging';
import type { UpdateDownloader, UpdateOffer } from './update-offer';
import { UpdateFailure } from './update-failure';
import { compareVersions } from './version';

/** Checks at start and every 4 hours: a release reaches every till within a working day. */
export const CHECK_EVERY_MS = 4 * 3_600_000;
const FEED_TIMEOUT_MS = 30_000;

/** What an install waits for, read when it is asked. */
export interface InstallConditions {
  /** Holds queued, being sent, of unknown outcome or awaiting a manager's attribution. */
  readonly waitingHolds: number;
  readonly shiftOpen: boolean;
}

export function installWaits(conditions: InstallConditions): UpdateWait[] {
  return [
    ...(conditions.waitingHolds > 0 ? (['queue'] as const) : []),
    ...(conditions.shiftOpen ? (['shift'] as const) : []),
  ];
}

/** The host's side: which version runs and how it downloads. */
export interface UpdateHost {
  readonly currentVersion: string;
  /** The channel file to read; electron-updater's for this platform by default. */
  readonly channelFile?: string;
  /** The installer kind of this install (AppImage, deb, exe): the feed's file of that kind is taken. */
  readonly fileExtension?: string;
  /** FileDownloader into the data folder by default. */
  readonly downloader?: UpdateDownloader;
  readonly checkEveryMs?: number;
}

export interface UpdateGateOptions extends UpdateHost {
  readonly dataDir: string;
  readonly feedUrl: () => string | null;
  readonly conditions: () => InstallConditions;
  readonly now: () => number;
  /** The state changed (the status says so). */
  readonly changed: () => void;
  readonly log: { error(message: string): void };
}

/** What the host does at launch: install `version` now, or not (nothing downloaded, or what it waits for). */
export type LaunchVerdict =
  { install: true; version: string; file: string } | { install: false; waitsFor: UpdateWait[] };

type GateState =
  Exclude<UpdateState, { state: 'ready' | 'systemPackages' }> | { state: 'ready'; version: string };

export class UpdateGate {
  private state: GateState = { state: 'off' };
  /** Downloaded by an earlier run: the only update this launch may install. */
  private readonly readyAtLaunch;
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: UpdateGateOptions) {
    const ready = readReady(options.dataDir);
    if (ready && compareVersions(ready.version, options.currentVersion) > 0) {
      this.readyAtLaunch = ready;
      this.state = { state: 'ready', version: ready.version };
    } else if (ready) clearUpdates(options.dataDir);
  }

  /** Checks now, then every few hours. */
  start(): void {
    void this.check();
    this.timer = setInterval(() => void this.check(), this.options.checkEveryMs ?? CHECK_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.timer);
  }

  view(): UpdateState {
    if (this.state.state !== 'ready') return this.state;
    return { ...this.state, waitsFor: installWaits(this.options.conditions()) };
  }

  /**
   * Asked once at launch, before anything else happens: an update downloaded by an earlier run
   * installs when nothing waits. One downloaded during this run waits for the next launch.
   */
  launchVerdict(): LaunchVerdict {
    const waitsFor = installWaits(this.options.conditions());
    if (!this.readyAtLaunch || waitsFor.length > 0) return { install: false, waitsFor };
    return { install: true, version: this.readyAtLaunch.version, file: this.readyAtLaunch.file };
  }

  /** One check at a time: a second call while one runs waits for it. */
  check(): Promise<void> {
    this.running ??= this.checkOnce().finally(() => (this.running = undefined));
    return this.running;
  }

  private async checkOnce(): Promise<void> {
    const feedUrl = this.options.feedUrl();
    if (feedUrl === null) return this.set({ state: 'off' });
    const ready = this.state.state === 'ready' ? this.state : undefined;
    if (!ready) this.set({ state: 'checking' });
    try {
      const offer = await this.offer(feedUrl);
      if (!offer.newer) return this.set(ready ?? { state: 'current', checkedAt: this.iso() });
      if (ready && compareVersions(offer.version, ready.version) <= 0) return;
      if (!inRollout(stagingId(this.options.dataDir), offer.stagingPercentage))
        return this.set(ready ?? { state: 'current', checkedAt: this.iso(), rolloutLater: offer.version });
      this.set({ state: 'downloading', version: offer.version });
      const downloader = this.options.downloader ?? new FileDownloader(this.options.dataDir);
      const file = await downloader.download(offer);
      writeReady(this.options.dataDir, { version: offer.version, file, downloadedAt: this.iso() });
      this.set({ state: 'ready', version: offer.version });
    } catch (error) {
      if (!(error instanceof UpdateFailure)) this.options.log.error(`updates: ${String(error)}`);
      const problem = error instanceof UpdateFailure ? error.problem : 'downloadFailed';
      // A version downloaded before still installs; the failure is the newer one's.
      this.set(ready ?? { state: 'failed', problem, checkedAt: this.iso() });
    }
  }

  /** The feed's version, whether it is newer than this one, and its installer. */
  private async offer(
    feedUrl: string,
  ): Promise<UpdateOffer & { newer: boolean; stagingPercentage: number | undefined }> {
    const base = feedBase(feedUrl);
    const url = new URL(this.options.channelFile ?? channelFile(), base);
    let text: string;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
      if (!response.ok) throw new UpdateFailure('feedUnreachable', `the feed answered ${response.status}`);
      text = await response.text();
    } catch (error) {
      if (error instanceof UpdateFailure) throw error;
      throw new UpdateFailure('feedUnreachable', 'the feed could not be reached');
    }
    const feed = parseFeed(text);
    const file = installerOf(feed, this.options.fileExtension);
    return {
      version: feed.version,
      feedUrl,
      file,
      fileUrl: new URL(file.url, base),
      newer: compareVersions(feed.version, this.options.currentVersion) > 0,
      stagingPercentage: feed.stagingPercentage,
    };
  }

  private set(state: GateState): void {
    if (this.stopped) return;
    this.state = state;
    this.options.changed();
  }

  private iso(): string {
    return new Date(this.options.now()).toISOString();
  }
}
