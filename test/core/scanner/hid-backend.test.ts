import { describe, expect, it } from 'vitest';
import { explainLoadFailure, loadNodeHidBackend } from '../../../core/scanner/hid-backend';

describe('node-hid backend loading', () => {
  it('loads the installed node-hid lazily and lists devices (none on a machine without readers is fine)', async () => {
    const result = await loadNodeHidBackend();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.backend.description).toMatch(/^node-hid \(hidapi \d+\.\d+\.\d+\)$/);
    const devices = await result.backend.listDevices();
    expect(Array.isArray(devices)).toBe(true);
    for (const device of devices) expect(typeof device.path).toBe('string');
  });

  it('reports, never throws, when node-hid cannot load, and why by a code', async () => {
    const missingLibusb = await loadNodeHidBackend(async () => {
      throw new Error('libusb-1.0.so.0: cannot open shared object file: No such file or directory');
    });
    expect(missingLibusb).toEqual({
      ok: false,
      reason: 'noLibusb',
      detail: 'libusb-1.0.so.0: cannot open shared object file: No such file or directory',
    });
    const failsOnBinding = await loadNodeHidBackend(
      async () =>
        ({
          getHidapiVersion: () => {
            throw new Error('No native build was found for platform=linux arch=riscv64');
          },
        }) as never,
    );
    expect(failsOnBinding).toEqual({
      ok: false,
      reason: 'nativeModule',
      detail: 'No native build was found for platform=linux arch=riscv64',
    });
  });

  it('explains the common load failures', () => {
    expect(explainLoadFailure(new Error('libudev.so.1: cannot open shared object file')).reason).toBe(
      'noLibudev',
    );
    expect(explainLoadFailure(new Error("Cannot find package 'node-hid'"))).toEqual({
      reason: 'notInstalled',
      detail: "Cannot find package 'node-hid'",
    });
    expect(explainLoadFailure('weird')).toEqual({ reason: 'nativeModule', detail: 'weird' });
  });
});
