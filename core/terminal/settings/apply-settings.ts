import type { SettingsPatch, SettingsView } from '../../../common/contract/index';
import { parseRules, type ClassifyRules } from '../../../common/scanner/rules';
import type { UpdateGate } from '../../updates/update-gate';
import type { CoreServices } from '../core-services';
import type { PlatformLink } from '../platform-link/platform-link';
import type { PlatformSource } from '../platform-link/platform-source';
import type { ScanDevices } from '../readers/scan-devices';
import { riskLimitsOf } from './settings';

/** The core's own parts a change of settings reaches beyond what the handler groups see. */
export interface SettingsTargets {
  updates: UpdateGate | undefined;
  devices: ScanDevices;
  link: PlatformLink;
  platformSource: PlatformSource;
  /** The scanner's rules parsed anew from changed settings (the core's `rules()` answers them after). */
  rulesChanged(rules: ClassifyRules): void;
}

/**
 * Saves a settings patch and applies it where it matters at once: the queue's limits, the update
 * feed, the scanner's rules and readers, the printer, the platform's address (probed, then the
 * queue kicked), the display's languages; the new status is pushed.
 */
export async function applySettingsPatch(
  core: CoreServices,
  to: SettingsTargets,
  patch: SettingsPatch,
): Promise<SettingsView> {
  const { settings } = core;
  const view = await settings.apply(patch);
  if (patch.limits) core.queue.limits = riskLimitsOf(settings.value.limits);
  if (patch.updateFeedUrl !== undefined) void to.updates?.check();
  if (patch.scanner) to.rulesChanged(parseRules(settings.value.scanner));
  if (patch.printer) core.printing.reconfigured();
  if (patch.scanner || patch.readers) void to.devices.configure(settings.value.readers, core.rules());
  if (patch.platform) {
    to.link.reconfigure(await to.platformSource.address());
    void core.connectivity.probe().then(
      () => core.engine.kick().catch(() => undefined),
      () => undefined,
    );
  }
  core.events.emit('status', core.status());
  if (patch.language || patch.displayLanguage) core.display.changed();
  return view;
}
