import type { ErrorValue, Status } from '../../common/contract/index';
import type { UpdateGate } from '../updates/update-gate';
import type { CoreServices } from './core-services';
import type { FolderCheck } from './folder-check';
import type { PlatformAnswers } from './platform-link/platform-answers';
import type { PlatformLink } from './platform-link/platform-link';
import type { PlatformSource } from './platform-link/platform-source';
import type { ScanDevices } from './readers/scan-devices';
import { queueSummary } from './holds/hold-views';

type StatusReaders = Pick<
  CoreServices,
  'connectivity' | 'settings' | 'disk' | 'shifts' | 'queue' | 'tuning' | 'printing' | 'now'
>;

/** The core's own parts a status reads beyond what the handler groups see (CoreServices). */
export interface StatusParts {
  folder: FolderCheck;
  platformSource: PlatformSource;
  link: PlatformLink;
  devices: ScanDevices;
  answers: PlatformAnswers;
  updates: UpdateGate | undefined;
}

/** The terminal's status as the contract gives it: connectivity, queue, platform, warnings, shift… */
export function composeStatus(core: StatusReaders, parts: StatusParts): Status {
  const snapshot = core.connectivity.snapshot();
  const warnings: ErrorValue[] = [
    ...core.settings.warnings,
    ...parts.folder.warnings(),
    ...core.disk.warnings(),
    ...core.shifts.warnings(),
    ...parts.platformSource.warnings(),
  ];
  const shift = core.shifts.currentView().shift;
  const lastOnlineAt = parts.answers.lastOnlineAt;
  return {
    connectivity: snapshot.state,
    since: new Date(snapshot.since).toISOString(),
    queue: queueSummary(core.queue.totals(core.now())),
    platform: {
      url: parts.link.baseUrl,
      embedded: core.settings.value.platform.url === null,
      user: parts.platformSource.userName(),
    },
    scanner: parts.devices.status(),
    lastOnlineAt:
      snapshot.state === 'online'
        ? new Date(core.now()).toISOString()
        : lastOnlineAt === null
          ? null
          : new Date(lastOnlineAt).toISOString(),
    warnings,
    holdWaitMs: core.tuning.holdWaitMs,
    shift,
    update: parts.updates?.view() ?? { state: 'systemPackages' },
    printer: core.printing.status(),
  };
}

const STATUS_COALESCE_MS = 200;

/** Pushes of the status, coalesced: many changes within 200 ms push one status; none once closed. */
export class StatusPush {
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly push: () => void) {}

  schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.closed) this.push();
    }, STATUS_COALESCE_MS);
    this.timer.unref();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }
}
