import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultMachineDir,
  FileMachineRecord,
  MACHINE_DIR_ENV,
} from '../../../core/terminal/settings/secret-store';
import { tempDir } from '../../support/fake-platform';

/** safeStorage of one machine: "encrypts" by prefixing its key, refuses another machine's text. */
const keychain = vi.hoisted(() => ({ key: 'machine-a', backend: 'gnome_libsecret' }));
vi.mock('electron', () => ({
  safeStorage: {
    isAsyncEncryptionAvailable: async () => keychain.backend !== 'basic_text',
    getSelectedStorageBackend: () => keychain.backend,
    encryptStringAsync: async (text: string) => Buffer.from(`${keychain.key}|${text}`),
    decryptStringAsync: async (sealed: Buffer) => {
      const [key, text] = sealed.toString().split('|', 2);
      if (key !== keychain.key) throw new Error('Error while decrypting the ciphertext');
      return { result: text ?? '', shouldReEncrypt: false };
    },
  },
}));
const { ElectronMachineRecord } = await import('../../../electron/hosts/electron-secret-store');

let dir: string;
let cleanup: () => void;
beforeEach(() => {
  ({ dir, cleanup } = tempDir('machine-record-'));
  keychain.key = 'machine-a';
  keychain.backend = 'gnome_libsecret';
});
afterEach(() => cleanup());

describe('the machine record of a data folder', () => {
  it('lives outside the data folder, one per folder, mode 0600', async () => {
    const machineDir = join(dir, 'machine');
    const a = new FileMachineRecord(join(dir, 'data-a'), machineDir);
    const b = new FileMachineRecord(join(dir, 'data-b'), machineDir);
    await a.write('{"terminalId":"t","generation":1}');
    expect(a.file.startsWith(machineDir)).toBe(true);
    expect(await a.read()).toBe('{"terminalId":"t","generation":1}');
    expect(await b.read()).toBeUndefined();
    expect(statSync(a.file).mode & 0o777).toBe(0o600);
  });

  it('is found in the configured folder, else under the per-user config folder', () => {
    expect(defaultMachineDir({ [MACHINE_DIR_ENV]: '/srv/m' })).toBe('/srv/m');
    if (process.platform !== 'win32') {
      expect(defaultMachineDir({ XDG_CONFIG_HOME: '/home/c/.cfg' })).toBe(
        '/home/c/.cfg/loyalty-terminal/machine',
      );
    }
  });

  it('in Electron, is sealed by the keychain: unreadable on another machine', async () => {
    const machineDir = join(dir, 'machine');
    mkdirSync(machineDir);
    const record = new ElectronMachineRecord(join(dir, 'data'), machineDir);
    await record.write('{"terminalId":"t","generation":2}');
    const file = new FileMachineRecord(join(dir, 'data'), machineDir).file;
    expect(readFileSync(file, 'utf8')).not.toContain('terminalId');
    expect(await record.read()).toBe('{"terminalId":"t","generation":2}');
    keychain.key = 'machine-b';
    expect(await record.read()).toBeUndefined();
  });

  it('in Electron without a keychain, is kept as it is (still outside the folder)', async () => {
    keychain.backend = 'basic_text';
    const record = new ElectronMachineRecord(join(dir, 'data'), join(dir, 'machine'));
    await record.write('{"terminalId":"t","generation":3}');
    expect(await record.read()).toBe('{"terminalId":"t","generation":3}');
  });
});
