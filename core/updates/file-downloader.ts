/**
 * The core's own download of an update (plain Node): the installer into `<dataDir>/updates/`,
 * written to a `.part` file while its SHA-512 is computed, renamed only once it matches the feed.
 * The Electron host downloads with electron-updater instead (electron/app/auto-update.ts).
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { UpdateDownloader, UpdateOffer } from './update-offer';
import { UpdateFailure } from './update-failure';

export const UPDATES_FOLDER = 'updates';
const DOWNLOAD_TIMEOUT_MS = 30 * 60_000;

/** A file name from the feed, kept only when it is a plain name (no folder, nothing hidden). */
function fileName(url: URL): string {
  const name = decodeURIComponent(path.posix.basename(url.pathname));
  if (!/^[\w.+-]+$/.test(name) || name.startsWith('.'))
    throw new UpdateFailure('feedUnreadable', 'the installer has no plain file name');
  return name;
}

export class FileDownloader implements UpdateDownloader {
  constructor(private readonly dataDir: string) {}

  async download(offer: UpdateOffer): Promise<string> {
    const folder = path.join(this.dataDir, UPDATES_FOLDER);
    const target = path.join(folder, fileName(offer.fileUrl));
    const part = `${target}.part`;
    await mkdir(folder, { recursive: true });
    let response: Response;
    try {
      response = await fetch(offer.fileUrl, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    } catch {
      throw new UpdateFailure('downloadFailed', 'the installer could not be fetched');
    }
    if (!response.ok || !response.body)
      throw new UpdateFailure('downloadFailed', `the installer answered ${response.status}`);
    const hash = createHash('sha512');
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(
        Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        hashing,
        createWriteStream(part, { mode: 0o600 }),
      );
    } catch {
      await rm(part, { force: true });
      throw new UpdateFailure('downloadFailed', 'the download broke off');
    }
    if (hash.digest('base64') !== offer.file.sha512) {
      await rm(part, { force: true });
      throw new UpdateFailure('checksumMismatch', 'the installer is not the one the feed describes');
    }
    await rename(part, target);
    return target;
  }
}
