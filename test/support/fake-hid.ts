import type { HidBackend, HidDeviceInfo, HidReader } from '../../core/scanner/hid-backend';

/** A device the fake backend opened: tests make it send reports or fail. */
export class FakeReader implements HidReader {
  closed = false;
  private readonly dataListeners: ((report: Uint8Array) => void)[] = [];
  private readonly errorListeners: ((error: Error) => void)[] = [];

  onData(listener: (report: Uint8Array) => void): void {
    this.dataListeners.push(listener);
  }

  onError(listener: (error: Error) => void): void {
    this.errorListeners.push(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  send(...reports: Uint8Array[]): void {
    for (const report of reports) for (const listener of this.dataListeners) listener(report);
  }

  fail(error: Error): void {
    for (const listener of this.errorListeners) listener(error);
  }
}

/** In-memory HID: devices come and go, opening can fail (EACCES, busy), readers are handed to the test. */
export class FakeHidBackend implements HidBackend {
  readonly description = 'fake HID';
  devices: HidDeviceInfo[] = [];
  readonly openErrors = new Map<string, Error>();
  readonly readers = new Map<string, FakeReader>();
  readonly opened: string[] = [];
  listError: Error | undefined;
  listCalls = 0;

  constructor(devices: HidDeviceInfo[] = []) {
    this.devices = devices;
  }

  async listDevices(): Promise<HidDeviceInfo[]> {
    this.listCalls += 1;
    if (this.listError) throw this.listError;
    return this.devices.map((d) => ({ ...d }));
  }

  async open(path: string): Promise<HidReader> {
    this.opened.push(path);
    const error = this.openErrors.get(path);
    if (error) throw error;
    if (!this.devices.some((d) => d.path === path)) throw new Error(`cannot open device with path ${path}`);
    const reader = new FakeReader();
    this.readers.set(path, reader);
    return reader;
  }

  reader(path: string): FakeReader {
    const reader = this.readers.get(path);
    if (!reader) throw new Error(`${path} was not opened`);
    return reader;
  }

  unplug(path: string): void {
    this.devices = this.devices.filter((d) => d.path !== path);
  }
}

export const DEVICES = {
  posScanner: {
    path: '/dev/hidraw1',
    vendorId: 0x0c2e,
    productId: 0x0b61,
    usagePage: 0x8c,
    usage: 0x02,
    product: 'Xenon',
    serialNumber: 'S1',
    interface: 1,
  },
  stripeReader: {
    path: '/dev/hidraw2',
    vendorId: 0x0801,
    productId: 0x0002,
    usagePage: 0x8e,
    usage: 0x01,
    product: 'USB Swipe Reader',
  },
  keyboardWedge: {
    path: '/dev/hidraw3',
    vendorId: 0x05e0,
    productId: 0x1200,
    usagePage: 0x01,
    usage: 0x06,
    product: 'Symbol Scanner',
  },
  cashierKeyboard: {
    path: '/dev/hidraw4',
    vendorId: 0x046d,
    productId: 0xc31c,
    usagePage: 0x01,
    usage: 0x06,
    product: 'Keyboard',
  },
  mouse: {
    path: '/dev/hidraw5',
    vendorId: 0x046d,
    productId: 0xc077,
    usagePage: 0x01,
    usage: 0x02,
    product: 'Mouse',
  },
} satisfies Record<string, HidDeviceInfo>;
