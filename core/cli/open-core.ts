import type { EventBus } from '../terminal/event-bus';
import { FileSecretStore } from '../terminal/settings/secret-store';
import { TerminalCore } from '../terminal/terminal-core';
import { displayPage } from '../terminal/display/display-placement';
import { embeddedPlatform } from '../hosts/embedded-platform';
import { DeviceManager, type DeviceManagerOptions } from '../scanner/device-manager';
import type { CoreCliOptions } from './core-options';

/**
 * The terminal core the CLI runs behind its loopback host. core/cli/core.ts imports this module
 * (and so the core's code) only once the host listens and its address is out (issue 27).
 */
export async function openTerminalCore(
  options: CoreCliOptions,
  events: EventBus,
  displayUrl: string,
): Promise<TerminalCore> {
  const core = await TerminalCore.open({
    dataDir: options.dataDir,
    secrets: new FileSecretStore(options.dataDir),
    launch: options.launch,
    embeddedPlatform: embeddedPlatform(options.dataDir),
    tuning: options.tuning,
    events,
    ...(options.readDevices ? { scanDevices: (o: DeviceManagerOptions) => new DeviceManager(o) } : {}),
  });
  // The cashier's Settings name the display's page: its secret reaches less than the cashier's own.
  core.placeGuestDisplayWith(displayPage(displayUrl));
  return core;
}
