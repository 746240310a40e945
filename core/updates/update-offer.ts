import type { FeedFile } from './feed';

/** A newer version the feed offers this terminal, and the installer to fetch. */
export interface UpdateOffer {
  readonly version: string;
  readonly feedUrl: string;
  readonly file: FeedFile;
  readonly fileUrl: URL;
}

/**
 * Fetches and verifies an offer's installer, answering where it is; throws UpdateFailure. The
 * core's FileDownloader in plain Node, electron-updater in the Electron host (which alone can install).
 */
export interface UpdateDownloader {
  download(offer: UpdateOffer): Promise<string>;
}
