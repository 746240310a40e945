import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeviceManager } from '../../../core/scanner/device-manager';
import type { DeviceManagerOptions, ReaderStatus, ScannerStatus } from '../../../core/scanner/device-manager';
import { encodeBarcodeScan, encodeKeyboardText, encodeMsrSwipe } from '../../../core/scanner/report-encoders';
import type { ScanOutcome } from '../../../common/scanner/scan-outcome';
import { DEVICES, FakeHidBackend } from '../../support/fake-hid';

const KEYBOARD_READER = {
  vendorId: DEVICES.keyboardWedge.vendorId,
  productId: DEVICES.keyboardWedge.productId,
};
const eacces = () =>
  Object.assign(new Error("Failed to open a device with path '/dev/hidraw1': Permission denied"), {
    code: 'EACCES',
  });

function setup(backend: FakeHidBackend, options: DeviceManagerOptions = {}) {
  const manager = new DeviceManager({
    backend,
    now: () => Date.now(),
    platform: 'linux',
    selection: { readers: [KEYBOARD_READER] },
    ...options,
  });
  const scans: { event: ScanOutcome; reader: ReaderStatus }[] = [];
  const statuses: ScannerStatus[] = [];
  manager.onScan((event, reader) => scans.push({ event, reader }));
  manager.onStatus((status) => statuses.push(status));
  const state = (path: string) =>
    manager.status().readers.find((r) => r.path === path || r.id.startsWith(path))?.state;
  return { manager, scans, statuses, state, events: () => scans.map((s) => s.event) };
}

describe('DeviceManager', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads HID POS scanners and stripe readers by usage page and keyboard-mode readers by configured ids only', async () => {
    const backend = new FakeHidBackend(Object.values(DEVICES));
    const { manager } = setup(backend);
    await manager.start();
    expect(backend.opened.sort()).toEqual(['/dev/hidraw1', '/dev/hidraw2', '/dev/hidraw3']);
    expect(manager.status()).toEqual({
      backend: { state: 'ready', description: 'fake HID' },
      readers: [
        expect.objectContaining({
          id: '0c2e:0b61/sn=S1/if=1/up=8c',
          kind: 'barcode',
          state: 'reading',
          product: 'Xenon',
        }),
        expect.objectContaining({ id: '0801:0002/up=8e', kind: 'msr', state: 'reading' }),
        expect.objectContaining({ id: '05e0:1200/up=1', kind: 'keyboard', state: 'reading' }),
      ],
      // What it does not read, and why: the cashier's keyboard, a mouse.
      others: [
        expect.objectContaining({
          path: '/dev/hidraw4',
          product: 'Keyboard',
          usagePage: 0x01,
          why: 'keyboard',
        }),
        expect.objectContaining({ path: '/dev/hidraw5', product: 'Mouse', why: 'notAReader' }),
      ],
    });
    await manager.stop();
  });

  it('lists a stripe reader the settings leave out of the usage-page kinds as not chosen, and follows unplugging', async () => {
    const backend = new FakeHidBackend([DEVICES.posScanner, DEVICES.stripeReader]);
    const { manager } = setup(backend, {
      selection: { readers: [], byUsage: ['barcode'] },
      pollIntervalMs: 100,
    });
    await manager.start();
    expect(manager.status().readers.map((r) => r.kind)).toEqual(['barcode']);
    expect(manager.status().others).toEqual([
      {
        vendorId: 0x0801,
        productId: 0x0002,
        product: 'USB Swipe Reader',
        manufacturer: undefined,
        usagePage: 0x8e,
        path: '/dev/hidraw2',
        why: 'notChosen',
      },
    ]);
    backend.unplug('/dev/hidraw2');
    await vi.advanceTimersByTimeAsync(150);
    expect(manager.status().others).toEqual([]);
    await manager.stop();
  });

  it("turns each reader's reports into scan events, naming the reader", async () => {
    const backend = new FakeHidBackend([DEVICES.posScanner, DEVICES.stripeReader]);
    const { manager, scans } = setup(backend);
    await manager.start();
    backend.reader('/dev/hidraw1').send(...encodeBarcodeScan('https://guest.example/q/1', ']Q1'));
    backend.reader('/dev/hidraw2').send(encodeMsrSwipe({ 2: ';0001234567?' }));
    expect(scans.map(({ event, reader }) => [event, reader.kind])).toEqual([
      [
        {
          kind: 'token',
          token: { type: 'qrGuest', entry: 'qrCode', key: 'https://guest.example/q/1' },
          source: 'hid-pos',
          rule: 'guest-qr',
        },
        'barcode',
      ],
      [
        {
          kind: 'token',
          token: { type: 'card', entry: 'trackCode', key: '0001234567' },
          source: 'hid-msr',
          rule: 'track2-content',
        },
        'msr',
      ],
    ]);
    await manager.stop();
  });

  it('ends a suffixless keyboard-mode scan after the idle gap, on its own timer', async () => {
    const backend = new FakeHidBackend([DEVICES.keyboardWedge]);
    const { manager, events } = setup(backend, { pipeline: { idleGapMs: 50 } });
    await manager.start();
    backend.reader('/dev/hidraw3').send(...encodeKeyboardText('0001234567'));
    await vi.advanceTimersByTimeAsync(40);
    expect(events()).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(events()).toEqual([
      {
        kind: 'token',
        token: { type: 'card', entry: 'barCode', key: '0001234567' },
        source: 'hid-kbd',
        rule: 'digits',
      },
    ]);
    await manager.stop();
  });

  it("applies a configured reader's report id and suffix requirement", async () => {
    const backend = new FakeHidBackend([DEVICES.keyboardWedge]);
    const { manager, events } = setup(backend, {
      selection: { readers: [{ ...KEYBOARD_READER, reportId: 1, requireSuffix: true }] },
    });
    await manager.start();
    backend.reader('/dev/hidraw3').send(...encodeKeyboardText('96385074', { suffix: 'Enter', reportId: 1 }));
    backend.reader('/dev/hidraw3').send(...encodeKeyboardText('0001234567', { reportId: 1 }));
    await vi.advanceTimersByTimeAsync(100);
    expect(events()).toEqual([
      {
        kind: 'token',
        token: { type: 'card', entry: 'barCode', key: '96385074' },
        source: 'hid-kbd',
        rule: 'ean-8',
      },
      {
        kind: 'incomplete',
        masked: '…4567',
        source: 'hid-kbd',
        reason: 'no Enter or Tab from the reader within 50 ms',
      },
    ]);
    await manager.stop();
  });

  it('reports no permission with the fix, and opens the reader once permission is granted', async () => {
    const backend = new FakeHidBackend([DEVICES.posScanner]);
    backend.openErrors.set('/dev/hidraw1', eacces());
    const { manager } = setup(backend, { pollIntervalMs: 1000, retryIntervalMs: 5000 });
    await manager.start();
    expect(manager.status().readers[0]).toMatchObject({
      state: 'noPermission',
      message: expect.stringContaining('install build/udev/70-loyalty-terminal-readers.rules'),
    });
    backend.openErrors.delete('/dev/hidraw1');
    await vi.advanceTimersByTimeAsync(3000);
    expect(backend.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(backend.opened).toHaveLength(2);
    expect(manager.status().readers[0]).toMatchObject({ state: 'reading', message: undefined });
    await manager.stop();
  });

  it('on Windows, says a keyboard-mode reader must be switched to HID POS mode', async () => {
    const backend = new FakeHidBackend([DEVICES.keyboardWedge]);
    backend.openErrors.set('/dev/hidraw3', new Error('Access is denied.'));
    const { manager } = setup(backend, { platform: 'win32' });
    await manager.start();
    expect(manager.status().readers[0]).toMatchObject({
      state: 'noPermission',
      message: expect.stringContaining('switch the reader to HID POS or serial mode'),
    });
    await manager.stop();
  });

  it('reports a reader unplugged mid-scan: the partial scan is incomplete; plugged back (new path), it is reopened', async () => {
    const backend = new FakeHidBackend([DEVICES.keyboardWedge]);
    // Polling faster than the idle gap, so the unplug is seen before the gap would end the scan.
    const { manager, events, state } = setup(backend, { pollIntervalMs: 30 });
    await manager.start();
    backend.reader('/dev/hidraw3').send(...encodeKeyboardText(';00012'));
    backend.unplug('/dev/hidraw3');
    await vi.advanceTimersByTimeAsync(30);
    expect(events()).toEqual([
      {
        kind: 'incomplete',
        masked: '…',
        source: 'hid-kbd',
        reason: 'the reader was unplugged in the middle of a scan',
      },
    ]);
    expect(state('05e0:1200')).toBe('unplugged');
    expect(backend.reader('/dev/hidraw3').closed).toBe(true);

    backend.devices.push({ ...DEVICES.keyboardWedge, path: '/dev/hidraw7' });
    await vi.advanceTimersByTimeAsync(30);
    expect(manager.status().readers).toEqual([
      expect.objectContaining({ id: '05e0:1200/up=1', path: '/dev/hidraw7', state: 'reading' }),
    ]);
    backend.reader('/dev/hidraw7').send(...encodeKeyboardText(';0001234567?', { suffix: 'Enter' }));
    expect(events().at(-1)).toEqual({
      kind: 'token',
      token: { type: 'card', entry: 'trackCode', key: '0001234567' },
      source: 'hid-kbd',
      rule: 'track2-content',
    });
    await manager.stop();
  });

  it('a read error ends the scan as incomplete, shows the error, and reopens the reader at the next poll', async () => {
    const backend = new FakeHidBackend([DEVICES.posScanner]);
    const { manager, events, state } = setup(backend, { pollIntervalMs: 1000 });
    await manager.start();
    const [first] = encodeBarcodeScan('x'.repeat(80), ']Q1');
    backend.reader('/dev/hidraw1').send(first ?? new Uint8Array());
    backend.reader('/dev/hidraw1').fail(new Error('could not read from HID device'));
    await vi.advanceTimersByTimeAsync(0);
    expect(events()).toEqual([
      {
        kind: 'incomplete',
        masked: '…xxxx',
        source: 'hid-pos',
        reason: 'the reader failed in the middle of a scan (could not read from HID device)',
      },
    ]);
    expect(manager.status().readers[0]).toMatchObject({
      state: 'error',
      message: 'read failed: could not read from HID device',
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(state('/dev/hidraw1')).toBe('reading');
    expect(backend.opened).toEqual(['/dev/hidraw1', '/dev/hidraw1']);
    await manager.stop();
  });

  it('keeps running and says why when the HID backend cannot load', async () => {
    const { manager, statuses } = setup(new FakeHidBackend(), {
      backend: async () => ({
        ok: false,
        reason: 'noLibusb',
        detail: 'libusb-1.0.so.0: cannot open shared object file',
      }),
    });
    await manager.start();
    expect(manager.status()).toEqual({
      backend: {
        state: 'missing',
        reason: 'noLibusb',
        detail: 'libusb-1.0.so.0: cannot open shared object file',
      },
      readers: [],
      others: [],
    });
    expect(statuses).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await manager.stop();
  });

  it('shows a failing device listing as a backend error and recovers from it', async () => {
    const backend = new FakeHidBackend([DEVICES.posScanner]);
    backend.listError = new Error('hid_enumerate failed');
    const { manager } = setup(backend, { pollIntervalMs: 1000 });
    await manager.start();
    expect(manager.status().backend).toEqual({
      state: 'error',
      detail: 'hid_enumerate failed',
    });
    backend.listError = undefined;
    await vi.advanceTimersByTimeAsync(1000);
    expect(manager.status()).toMatchObject({ backend: { state: 'ready' }, readers: [{ state: 'reading' }] });
    await manager.stop();
  });

  it('polls on the configured interval and emits status only when it changes', async () => {
    const backend = new FakeHidBackend([DEVICES.posScanner]);
    const { manager, statuses } = setup(backend, { pollIntervalMs: 2000 });
    await manager.start();
    expect(backend.listCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(6000);
    expect(backend.listCalls).toBe(4);
    expect(statuses).toHaveLength(1);
    backend.devices.push(DEVICES.stripeReader);
    await vi.advanceTimersByTimeAsync(2000);
    expect(statuses).toHaveLength(2);
    expect(statuses[1]?.readers.map((r) => r.kind)).toEqual(['barcode', 'msr']);
    await manager.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(backend.listCalls).toBe(5);
  });

  it('stop() closes the readers and reports a scan in progress as incomplete', async () => {
    const backend = new FakeHidBackend([DEVICES.keyboardWedge]);
    const { manager, events } = setup(backend);
    await manager.start();
    backend.reader('/dev/hidraw3').send(...encodeKeyboardText('123').slice(0, 5));
    await manager.stop();
    expect(events()).toEqual([
      { kind: 'incomplete', masked: '…', source: 'hid-kbd', reason: 'the terminal stopped reading' },
    ]);
    expect(backend.reader('/dev/hidraw3').closed).toBe(true);
  });
});
