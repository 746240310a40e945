/**
 * An electron-builder update feed (the `generic` provider): a folder holding the channel file
 * (`latest-linux.yml`, `latest.yml` on Windows) and the installers it names.
 */
import { CORE_SCHEMA, load } from 'js-yaml';
import { z } from 'zod';
import { UpdateFailure } from './update-failure';
import { isVersion } from './version';

const Sha512Schema = z.string().regex(/^[A-Za-z0-9+/]{86}==$/, 'a SHA-512 in base64');

const FeedFileSchema = z.object({
  url: z.string().min(1).max(500),
  sha512: Sha512Schema,
  size: z.number().int().nonnegative().optional(),
});
export type FeedFile = z.infer<typeof FeedFileSchema>;

export const FeedSchema = z.object({
  version: z.string().refine(isVersion, 'a version'),
  files: z.array(FeedFileSchema).min(1),
  /** Older feeds' single file; `files` says the same. */
  path: z.string().optional(),
  sha512: Sha512Schema.optional(),
  releaseDate: z.string().optional(),
  /** Staged rollout: the share of terminals, 0 to 100, that take this version; absent: all of them. */
  stagingPercentage: z.number().min(0).max(100).optional(),
});
export type Feed = z.infer<typeof FeedSchema>;

/** The channel file electron-updater reads on this platform. */
export function channelFile(
  platform: NodeJS.Platform = process.platform,
  arch: string = process.arch,
): string {
  if (platform === 'win32') return 'latest.yml';
  if (platform === 'darwin') return 'latest-mac.yml';
  return arch === 'arm64' ? 'latest-linux-arm64.yml' : 'latest-linux.yml';
}

/** The feed's folder as a base for relative addresses (a trailing slash, as electron-updater adds). */
export function feedBase(feedUrl: string): URL {
  return new URL(feedUrl.endsWith('/') ? feedUrl : `${feedUrl}/`);
}

/** A channel file's text as a feed; YAML's core schema, so a date stays text. */
export function parseFeed(text: string): Feed {
  let document: unknown;
  try {
    document = load(text, { schema: CORE_SCHEMA });
  } catch {
    throw new UpdateFailure('feedUnreadable', 'not YAML');
  }
  const parsed = FeedSchema.safeParse(document);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UpdateFailure(
      'feedUnreadable',
      `${issue?.path.join('.') || 'feed'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

/** The installer to take: the first of the kind this install is (AppImage, deb, exe), else the first. */
export function installerOf(feed: Feed, extension?: string): FeedFile {
  const wanted = extension?.toLowerCase();
  const match = wanted ? feed.files.find((file) => file.url.toLowerCase().endsWith(`.${wanted}`)) : undefined;
  return match ?? feed.files[0]!;
}
