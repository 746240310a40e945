import type * as NodeHidModule from 'node-hid';

/**
 * The HID access the device manager needs, as an interface: node-hid in production, a fake in tests.
 * node-hid is a native module: it is loaded lazily, and when it cannot load (no prebuilt binary, libusb or
 * libudev missing) the terminal keeps running and reports why.
 */

export type { HidDeviceInfo } from './hid-device-info';
import type { HidDeviceInfo } from './hid-device-info';
import type { HidMissingReason } from '../../common/scanner/reader-selection-schema';

export interface HidReader {
  onData(listener: (report: Uint8Array) => void): void;
  onError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export interface HidBackend {
  /** E.g. "node-hid (hidapi 0.15.0)". */
  readonly description: string;
  listDevices(): Promise<HidDeviceInfo[]>;
  open(path: string): Promise<HidReader>;
}

/** Why the backend did not load, and the system's own message. */
export interface BackendLoadFailure {
  reason: HidMissingReason;
  detail: string;
}

export type BackendLoadResult = { ok: true; backend: HidBackend } | ({ ok: false } & BackendLoadFailure);

type NodeHid = typeof NodeHidModule;

function nodeHidBackend(hid: NodeHid, version: string): HidBackend {
  return {
    description: `node-hid (hidapi ${version})`,
    async listDevices() {
      const devices = await hid.devicesAsync();
      return devices.flatMap((d) => (d.path ? [{ ...d, path: d.path }] : []));
    },
    async open(path) {
      const device = await hid.HIDAsync.open(path);
      return {
        onData: (listener) => device.on('data', (data: Buffer) => listener(data)),
        onError: (listener) =>
          device.on('error', (error: unknown) =>
            listener(error instanceof Error ? error : new Error(String(error))),
          ),
        close: () => device.close(),
      };
    },
  };
}

/** Why the HID backend is unavailable: a code the screens word, with the system's message. */
export function explainLoadFailure(error: unknown): BackendLoadFailure {
  const detail = error instanceof Error ? error.message : String(error);
  if (/libusb/i.test(detail)) return { reason: 'noLibusb', detail };
  if (/libudev/i.test(detail)) return { reason: 'noLibudev', detail };
  if (/cannot find (module|package)|ERR_MODULE_NOT_FOUND/i.test(detail))
    return { reason: 'notInstalled', detail };
  return { reason: 'nativeModule', detail };
}

/**
 * Imports node-hid and loads its native part (node-hid defers that to the first call, so a missing shared
 * library would otherwise only show on the first device listing).
 */
export async function loadNodeHidBackend(
  importNodeHid: () => Promise<NodeHid> = () => import('node-hid'),
): Promise<BackendLoadResult> {
  try {
    const hid = await importNodeHid();
    const version = hid.getHidapiVersion();
    return { ok: true, backend: nodeHidBackend(hid, version) };
  } catch (error) {
    return { ok: false, ...explainLoadFailure(error) };
  }
}
