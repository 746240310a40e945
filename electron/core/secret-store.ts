import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where secrets live: Electron's safeStorage in the app, env/file in the loopback host. */
export interface SecretStore {
  get(name: SecretName): Promise<string | undefined>;
  set(name: SecretName, value: string): Promise<void>;
}

export type SecretName = 'platformPassword';

/** Environment variables that supply a secret for a launch (the loopback host's CLI). */
export const SECRET_ENV: Record<SecretName, string> = { platformPassword: 'PLATFORM_PASSWORD' };

export const SECRETS_FILE = 'secrets.json';

/** Writes `text` to `file` with mode 0600, atomically (temporary file, then rename). */
export function writePrivateFile(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, text, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

/**
 * The loopback host's store: a value from the environment wins (it is how the operator launched
 * this process); otherwise a 0600 JSON file in the data folder. `set` writes the file and holds
 * the value in memory, so a password changed in the UI applies at once, over the environment too.
 */
export class FileSecretStore implements SecretStore {
  private readonly file: string;
  private readonly changed = new Map<SecretName, string>();

  constructor(
    dataDir: string,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {
    this.file = path.join(dataDir, SECRETS_FILE);
  }

  async get(name: SecretName): Promise<string | undefined> {
    const changed = this.changed.get(name);
    if (changed !== undefined) return changed;
    const fromEnv = this.env[SECRET_ENV[name]];
    if (fromEnv) return fromEnv;
    const value = this.read()[name];
    return typeof value === 'string' ? value : undefined;
  }

  async set(name: SecretName, value: string): Promise<void> {
    const all = { ...this.read(), [name]: value };
    writePrivateFile(this.file, JSON.stringify(all));
    this.changed.set(name, value);
  }

  private read(): Record<string, unknown> {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }
}
