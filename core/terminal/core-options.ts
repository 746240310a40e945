import type { SettingsPatch } from '../../common/contract/index';
import type { Clock, Tuning } from '../offline';
import type { MachineRecordStore } from '../offline/identity';
import type { PrintingSetup } from '../printing/printing-handlers';
import type { UpdateHost } from '../updates/update-gate';
import type { EventBus } from './event-bus';
import type { EmbeddedPlatform } from './platform-link/platform-source';
import type { ScanDeviceFactory } from './readers/scan-devices';
import type { SecretStore } from './settings/secret-store';
import type { PinHashCost } from './staff/pin-hash';

/** What a host gives TerminalCore.open (terminal-core.ts). */
export interface TerminalCoreOptions {
  dataDir: string;
  secrets: SecretStore;
  clock?: Clock;
  /** Settings given at launch (command-line flags): applied and saved like a settings.set. */
  launch?: SettingsPatch;
  /** Starts the embedded platform when no platform address is configured. */
  embeddedPlatform?: () => Promise<EmbeddedPlatform>;
  tuning?: Partial<Tuning>;
  /**
   * What this machine keeps about the data folder, outside it (identity.ts): ElectronMachineRecord
   * in the Electron host; a file under the per-user config folder by default.
   */
  machineRecord?: MachineRecordStore;
  /** Reads HID readers (core/scanner's DeviceManager); without it only wedge and manual scans arrive. */
  scanDevices?: ScanDeviceFactory;
  /** scrypt's cost for managers' PINs (tests lower it; staff/pin-hash.ts). */
  pinCost?: PinHashCost;
  /** The Electron host's updates (its version, electron-updater); without it updates come with the system's packages. */
  updates?: UpdateHost;
  log?: { error(message: string): void };
  /** The bus the core emits its events on; a host that listens before the core has opened brings its own. */
  events?: EventBus;
  /** The receipt printer's time-outs and transport (tests shorten them). */
  printing?: PrintingSetup;
}
