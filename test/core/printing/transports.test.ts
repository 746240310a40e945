import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parsePrinterAddress } from '../../../common/contract/index';
import { stateOfStatus } from '../../../core/printing/escpos-status';
import { fileTransport } from '../../../core/printing/file-transport';
import { tcpTransport } from '../../../core/printing/tcp-transport';
import { decodeEscPos, FakePrinter } from '../../support/fake-printer';

const TIMEOUTS = { connectMs: 300, ioMs: 300 };
const SLIP = Uint8Array.from([0x1b, 0x40, 0x8f, 0xe0, 0xa8, 0xa2, 0xa5, 0xe2, 0x0a, 0x1d, 0x56, 0x01]);

describe('printer addresses', () => {
  it('takes tcp://host:port (9100 by default) and file:/path, and nothing else', () => {
    expect(parsePrinterAddress('tcp://192.168.1.50:9100')).toEqual({
      kind: 'tcp',
      host: '192.168.1.50',
      port: 9100,
    });
    expect(parsePrinterAddress('tcp://printer.local')).toEqual({
      kind: 'tcp',
      host: 'printer.local',
      port: 9100,
    });
    expect(parsePrinterAddress('tcp://[fe80::1]:9101')).toEqual({ kind: 'tcp', host: 'fe80::1', port: 9101 });
    expect(parsePrinterAddress('file:/dev/usb/lp0')).toEqual({ kind: 'file', path: '/dev/usb/lp0' });
    for (const bad of ['http://x:9100', 'tcp://x:0', 'tcp://x:70000', 'tcp://a b', 'file:dev/lp0', 'lp0', ''])
      expect(parsePrinterAddress(bad)).toBeUndefined();
  });
});

describe('DLE EOT answers in words', () => {
  it('reads ready, offline, no paper and cover open; garbage is no answer', () => {
    expect(stateOfStatus(Uint8Array.of(0x12, 0x12, 0x12))).toBe('ready');
    expect(stateOfStatus(Uint8Array.of(0x1a, 0x12, 0x12))).toBe('offline');
    expect(stateOfStatus(Uint8Array.of(0x1a, 0x32, 0x72))).toBe('noPaper');
    expect(stateOfStatus(Uint8Array.of(0x12, 0x12, 0x72))).toBe('noPaper');
    expect(stateOfStatus(Uint8Array.of(0x1a, 0x16, 0x12))).toBe('coverOpen');
    expect(stateOfStatus(Uint8Array.of(0x41, 0x42, 0x43))).toBeUndefined();
    expect(stateOfStatus(Uint8Array.of(0x12))).toBeUndefined();
  });
});

describe('raw TCP', () => {
  let printer: FakePrinter;
  beforeEach(async () => {
    printer = await FakePrinter.start();
  });
  afterEach(() => printer.close());

  it('asks the state, prints, and asks again', async () => {
    const print = tcpTransport('127.0.0.1', printer.port, TIMEOUTS);
    expect(await print(SLIP)).toEqual({ state: 'ready', printed: true });
    expect(decodeEscPos(printer.printed()[0]!).lines).toEqual(['Привет']);
    expect(await print(undefined)).toEqual({ state: 'ready', printed: false });
    expect(printer.printed()).toHaveLength(1);
  });

  it('prints nothing on a printer out of paper', async () => {
    printer.status = { noPaper: true };
    expect(await tcpTransport('127.0.0.1', printer.port, TIMEOUTS)(SLIP)).toEqual({
      state: 'noPaper',
      printed: false,
    });
    expect(printer.printed()).toEqual([]);
  });
});

describe('a device file', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'printing-file-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('appends the bytes; a missing device is unreachable', async () => {
    const device = path.join(dir, 'lp0');
    const print = fileTransport(device, TIMEOUTS);
    expect(await print(SLIP)).toEqual({ state: 'ready', printed: true });
    expect(await print(SLIP)).toEqual({ state: 'ready', printed: true });
    expect(await readFile(device)).toEqual(Buffer.concat([SLIP, SLIP]));
    const missing = fileTransport(path.join(dir, 'none', 'lp0'), TIMEOUTS);
    expect(await missing(SLIP)).toEqual({ state: 'unreachable', printed: false });
    expect(await missing(undefined)).toEqual({ state: 'unreachable', printed: false });
  });
});
