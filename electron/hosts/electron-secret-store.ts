import { readFileSync } from 'node:fs';
import path from 'node:path';
import { safeStorage } from 'electron';
import {
  FileMachineRecord,
  writePrivateFile,
  type SecretName,
  type SecretStore,
} from '../../core/terminal/settings/secret-store';
import type { MachineRecordStore } from '../../core/offline/identity';

export const ENCRYPTED_SECRETS_FILE = 'secrets.enc.json';

/**
 * Secrets encrypted with the OS keychain through Electron's safeStorage, kept base64 in a 0600
 * file in the data folder. Refuses to store anything when only plain-text "encryption" is on offer.
 */
export class ElectronSecretStore implements SecretStore {
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, ENCRYPTED_SECRETS_FILE);
  }

  async get(name: SecretName): Promise<string | undefined> {
    const encrypted = this.read()[name];
    if (typeof encrypted !== 'string') return undefined;
    const { result } = await safeStorage.decryptStringAsync(Buffer.from(encrypted, 'base64'));
    return result;
  }

  async set(name: SecretName, value: string): Promise<void> {
    if (
      !(await safeStorage.isAsyncEncryptionAvailable()) ||
      safeStorage.getSelectedStorageBackend() === 'basic_text'
    ) {
      throw new Error('no OS keychain is available to encrypt the password');
    }
    const encrypted = await safeStorage.encryptStringAsync(value);
    writePrivateFile(this.file, JSON.stringify({ ...this.read(), [name]: encrypted.toString('base64') }));
  }

  private read(): Record<string, unknown> {
    try {
      const parsed: unknown = JSON.parse(readFileSync(this.file, 'utf8'));
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
}

/**
 * The machine's record of a data folder (see FileMachineRecord), sealed with the OS keychain
 * through safeStorage: a copy of the record file is of no use on another machine or account.
 * Where only plain-text "encryption" is on offer it is kept as it is: still outside the folder.
 */
export class ElectronMachineRecord implements MachineRecordStore {
  private readonly file: FileMachineRecord;

  constructor(dataDir: string, machineDir?: string) {
    this.file = new FileMachineRecord(dataDir, machineDir);
  }

  async read(): Promise<string | undefined> {
    const stored = await this.file.read();
    if (stored === undefined) return undefined;
    const sealed = /^sealed:(.*)$/s.exec(stored);
    if (!sealed) return stored;
    try {
      return (await safeStorage.decryptStringAsync(Buffer.from(sealed[1] ?? '', 'base64'))).result;
    } catch {
      // Sealed by another machine or user: as good as no record.
      return undefined;
    }
  }

  async write(text: string): Promise<void> {
    const canSeal =
      (await safeStorage.isAsyncEncryptionAvailable()) &&
      safeStorage.getSelectedStorageBackend() !== 'basic_text';
    if (!canSeal) return this.file.write(text);
    const sealed = await safeStorage.encryptStringAsync(text);
    return this.file.write(`sealed:${sealed.toString('base64')}`);
  }
}
