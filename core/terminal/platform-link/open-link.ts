import type { Tuning } from '../../offline';
import type { SettingsStore } from '../settings/settings';
import { PlatformLink, type PlatformAddress } from './platform-link';
import { PlatformSource, type AddressToCome } from './platform-source';

/**
 * The platform's link at the core's opening: to the configured address, or waiting for the
 * embedded platform's (`embedded`, resolved once PlatformSource has started it).
 */
export async function openLink(
  settings: SettingsStore,
  tuning: Tuning,
): Promise<{ link: PlatformLink; embedded: AddressToCome | undefined }> {
  // The embedded platform starts once the core is open (PlatformSource): the host's first screen
  // needs nothing of it, and its start is about 0.2 s of this thread's time (issue 27).
  let embedded: AddressToCome | undefined;
  const link = new PlatformLink(
    settings.value.platform.url === null
      ? new Promise<PlatformAddress>((resolve, reject) => (embedded = { resolve, reject }))
      : await PlatformSource.configured(settings),
    tuning.requestTimeoutMs,
  );
  return { link, embedded };
}
