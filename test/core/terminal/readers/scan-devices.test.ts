import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScanEvent, Status } from '../../../../common/contract/index';
import { FileSecretStore } from '../../../../core/terminal/settings/secret-store';
import { TerminalCore } from '../../../../core/terminal/terminal-core';
import { dispatch } from '../../../../core/hosts/dispatch';
import { DeviceManager } from '../../../../core/scanner/device-manager';
import { encodeBarcodeScan, encodeMsrSwipe } from '../../../../core/scanner/report-encoders';
import type { RunningServer } from '../../../../server/cli';
import { startDemoPlatform } from '../../../../harness/demo-platform';
import { quietLog } from '../../../support/recording-handlers';
import { DEVICES, FakeHidBackend } from '../../../support/fake-hid';
import { eventually } from '../../../support/until';

let dir: string;
let server: RunningServer;
let backend: FakeHidBackend;
let core: TerminalCore;
let scans: ScanEvent[];

async function status(): Promise<Status> {
  const result = await dispatch(core.handlers, 'status', {}, quietLog());
  if (!result.ok) throw new Error(result.error.code);
  return result.value as Status;
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'core-devices-'));
  server = await startDemoPlatform();
  backend = new FakeHidBackend([DEVICES.posScanner, DEVICES.stripeReader, DEVICES.cashierKeyboard]);
  core = await TerminalCore.open({
    dataDir: dir,
    secrets: new FileSecretStore(dir, { PLATFORM_PASSWORD: 'demo' }),
    launch: { platform: { url: server.baseUrl, user: 'demo' } },
    scanDevices: (options) => new DeviceManager({ ...options, backend, pollIntervalMs: 20 }),
    log: quietLog(),
  });
  scans = [];
  core.events.subscribe((name, payload) => {
    if (name === 'scan') scans.push(payload as ScanEvent);
  });
});

afterEach(async () => {
  await core.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('TerminalCore with HID readers', () => {
  it('reads the HID POS readers (not the cashier keyboard) and tells their state in the status', async () => {
    const readers = await eventually(async () => {
      const { scanner } = await status();
      return scanner.readers.length === 2 && scanner.readers.every((r) => r.state === 'reading')
        ? scanner.readers
        : undefined;
    });
    expect(readers.map((r) => r.kind).sort()).toEqual(['barcode', 'msr']);
    expect((await status()).scanner.backend).toEqual({ state: 'ready', description: 'fake HID' });
  });

  it('pushes what the readers read as scan events carrying token references, never the keys', async () => {
    await eventually(() => (backend.readers.size === 2 ? true : undefined));
    backend.reader(DEVICES.stripeReader.path).send(encodeMsrSwipe({ 2: ';0001234567?' }));
    backend.reader(DEVICES.posScanner.path).send(...encodeBarcodeScan('guest-app:3f9c2a7e', ']Q1'));
    await eventually(() => (scans.length === 2 ? true : undefined));
    const ref = expect.stringMatching(/^[A-Za-z0-9_-]{22}$/);
    expect(scans).toEqual([
      {
        kind: 'token',
        token: { type: 'card', entry: 'trackCode', masked: '…4567', ref },
        source: 'hid-msr',
        rule: 'track2-content',
      },
      {
        kind: 'token',
        token: { type: 'qrGuest', entry: 'qrCode', masked: '…2a7e', ref },
        source: 'hid-pos',
        rule: 'guest-qr',
      },
    ]);
    expect(JSON.stringify(scans)).not.toMatch(/0001234567|3f9c2a7e/);
    // The core still knows the card behind the reference.
    const [msr] = scans;
    const lookup = await dispatch(
      core.handlers,
      'guest.lookup',
      { token: { ref: msr?.kind === 'token' ? msr.token.ref : '' } },
      quietLog(),
    );
    expect(lookup).toMatchObject({ ok: true, value: { guest: { lastName: 'Иванов' } } });
  });

  it('pushes a swiped card’s guest with its scan event once the cache knows the card (issue 17)', async () => {
    await eventually(() => (backend.readers.size === 2 ? true : undefined));
    const swipe = () => backend.reader(DEVICES.stripeReader.path).send(encodeMsrSwipe({ 2: ';0001234567?' }));
    swipe();
    const [first] = await eventually(() => (scans.length === 1 ? scans : undefined));
    expect(first).not.toHaveProperty('guest'); // never seen: the UI looks it up
    const ref = first?.kind === 'token' ? first.token.ref : '';
    expect(await dispatch(core.handlers, 'guest.lookup', { token: { ref } }, quietLog())).toMatchObject({
      ok: true,
    });
    swipe();
    const second = await eventually(() => scans[1]);
    expect(second).toMatchObject({
      kind: 'token',
      source: 'hid-msr',
      guest: { source: 'cache', guest: { lastName: 'Иванов' } },
    });
    expect(JSON.stringify(second)).not.toContain('0001234567');
  });

  it('reads with the new selection once the settings change', async () => {
    await eventually(() => (backend.readers.size === 2 ? true : undefined));
    const result = await dispatch(
      core.handlers,
      'settings.set',
      { readers: { byUsage: ['msr'] } },
      quietLog(),
    );
    expect(result.ok).toBe(true);
    const readers = await eventually(async () => {
      const { scanner } = await status();
      return scanner.readers.length === 1 && scanner.readers[0]?.state === 'reading'
        ? scanner.readers
        : undefined;
    });
    expect(readers[0]?.kind).toBe('msr');
  });

  it('keeps running and says why when no HID backend can load', async () => {
    await core.close();
    core = await TerminalCore.open({
      dataDir: dir,
      secrets: new FileSecretStore(dir, { PLATFORM_PASSWORD: 'demo' }),
      scanDevices: (options) =>
        new DeviceManager({
          ...options,
          backend: async () => ({ ok: false, reason: 'noLibusb', detail: 'libusb-1.0.so.0 is missing' }),
        }),
      log: quietLog(),
    });
    const backendStatus = await eventually(async () => {
      const { scanner } = await status();
      return scanner.backend.state === 'missing' ? scanner.backend : undefined;
    });
    expect(backendStatus).toEqual({
      state: 'missing',
      reason: 'noLibusb',
      detail: 'libusb-1.0.so.0 is missing',
    });
    const manual = await dispatch(
      core.handlers,
      'scan.submit',
      { text: '8 916 123 45 67', source: 'manual' },
      quietLog(),
    );
    expect(manual).toMatchObject({
      ok: true,
      value: { kind: 'token', token: { type: 'phone', masked: '…4567' } },
    });
  });
});
