import { readFileSync } from 'node:fs';
import path from 'node:path';
import { safeStorage } from 'electron';
import { writePrivateFile, type SecretName, type SecretStore } from '../core/secret-store';

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
