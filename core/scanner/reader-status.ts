/**
 * What the device manager reports: each reader's state and why one is not reading, the backend's,
 * the other HID devices and why they are not read, in words for the support screen.
 */
import type { HidMissingReason } from '../../common/scanner/reader-selection-schema';
import type { HidDeviceInfo } from './hid-backend';
import { kindOfUsage } from './reader-selection';
import type { ReaderKind, SelectedReader } from './reader-selection';

export type ReaderState = 'opening' | 'reading' | 'noPermission' | 'unplugged' | 'error';

/** A HID device as the status names it. */
interface DeviceFields {
  vendorId: number;
  productId: number;
  product?: string | undefined;
  manufacturer?: string | undefined;
  usagePage?: number | undefined;
  path: string;
}

export interface ReaderStatus extends DeviceFields {
  /** Stable across unplug/replug, e.g. `0c2e:0b61/sn=123/if=0/up=8c`. */
  id: string;
  kind: ReaderKind;
  state: ReaderState;
  /** Why the reader is not reading, in words for the support screen. */
  message?: string | undefined;
}

export type BackendStatus =
  | { state: 'loading' }
  | { state: 'ready'; description: string }
  /** node-hid cannot load: no reader can be read directly, the keyboard wedge still works. */
  | { state: 'missing'; reason: HidMissingReason; detail?: string }
  /** The backend loaded but listing devices failed; retried at every poll. */
  | { state: 'error'; detail: string };

/**
 * Why a HID device the system lists is not read: a keyboard (the cashier's, or a reader in
 * keyboard mode that is not configured by its ids: the keyboard wedge reads it), no reader's
 * usage page, or a reader kind the settings leave out of `byUsage`.
 */
export type NotReadWhy = 'keyboard' | 'notAReader' | 'notChosen';

export interface OtherDevice extends DeviceFields {
  why: NotReadWhy;
}

export interface ScannerStatus {
  backend: BackendStatus;
  readers: ReaderStatus[];
  /** Every other HID device of the last listing (none before the backend lists any). */
  others: OtherDevice[];
}

export const DEFAULT_LINUX_PERMISSION_FIX =
  'install build/udev/70-loyalty-terminal-readers.rules (docs/scanners.md)';

/** Why a reader cannot be opened, with what to do about it. */
export function describeOpenError(
  error: unknown,
  kind: ReaderKind,
  platform: NodeJS.Platform,
  linuxFix = DEFAULT_LINUX_PERMISSION_FIX,
): { state: 'noPermission' | 'error'; message: string } {
  const detail = error instanceof Error ? error.message : String(error);
  if (kind === 'keyboard' && platform === 'win32') {
    return {
      state: 'noPermission',
      message: `Windows keeps keyboards for itself (${detail}): switch the reader to HID POS or serial mode, or use it as a keyboard wedge`,
    };
  }
  if (/permission denied|EACCES|access denied/i.test(detail)) {
    const fix = platform === 'linux' ? `: ${linuxFix}` : '';
    return { state: 'noPermission', message: `no permission to read the device (${detail})${fix}` };
  }
  return { state: 'error', message: `cannot open the device: ${detail}` };
}

function deviceFields(device: HidDeviceInfo): DeviceFields {
  return {
    vendorId: device.vendorId,
    productId: device.productId,
    product: device.product,
    manufacturer: device.manufacturer,
    usagePage: device.usagePage,
    path: device.path,
  };
}

export function describeOther(device: HidDeviceInfo): OtherDevice {
  const kind = kindOfUsage(device.usagePage, device.usage);
  const why = kind === 'keyboard' ? 'keyboard' : kind === undefined ? 'notAReader' : 'notChosen';
  return { ...deviceFields(device), why };
}

export function describeDevice({
  device,
  kind,
}: SelectedReader): Omit<ReaderStatus, 'id' | 'state' | 'message'> {
  return { kind, ...deviceFields(device) };
}
