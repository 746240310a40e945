import type { CoreContext } from '../terminal/context';
import { waitingHolds } from '../terminal/holds/waiting-holds';
import { UpdateGate, type UpdateHost } from './update-gate';

type UpdateReaders = Pick<CoreContext, 'settings' | 'queue' | 'shifts' | 'now'>;

/**
 * The app's own updates as the core runs them, from the Electron host's (its version,
 * electron-updater); without a host's, none: the system's packages bring them.
 */
export function coreUpdates(
  host: UpdateHost | undefined,
  core: UpdateReaders,
  setup: { dataDir: string; changed(): void; log: { error(message: string): void } },
): UpdateGate | undefined {
  return host
    ? new UpdateGate({
        ...host,
        dataDir: setup.dataDir,
        feedUrl: () => core.settings.value.updateFeedUrl,
        conditions: () => ({
          waitingHolds: waitingHolds(core.queue, core.now()),
          shiftOpen: core.shifts.current() !== undefined,
        }),
        now: () => core.now(),
        changed: () => setup.changed(),
        log: setup.log,
      })
    : undefined;
}
