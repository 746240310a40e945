import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MachineRecordStore } from '../../offline/identity';

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

/** Where the machine's records of data folders live unless `LOYALTY_TERMINAL_MACHINE_DIR` says. */
export const MACHINE_DIR_ENV = 'LOYALTY_TERMINAL_MACHINE_DIR';

/**
 * The per-user folder, outside every data folder, for what this machine keeps about each
 * terminal: `$LOYALTY_TERMINAL_MACHINE_DIR`, else `%APPDATA%` / `$XDG_CONFIG_HOME` / `~/.config`
 * + `loyalty-terminal/machine`.
 */
export function defaultMachineDir(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env[MACHINE_DIR_ENV];
  if (configured) return configured;
  const config =
    process.platform === 'win32'
      ? (env.APPDATA ?? path.join(os.homedir(), 'AppData', 'Roaming'))
      : (env.XDG_CONFIG_HOME ?? path.join(os.homedir(), '.config'));
  return path.join(config, 'loyalty-terminal', 'machine');
}

/**
 * The machine's record of one data folder (identity.ts): a 0600 file in the machine folder named
 * by a hash of the data folder's real path, so a copy in another folder has no record.
 */
export class FileMachineRecord implements MachineRecordStore {
  readonly file: string;

  constructor(dataDir: string, machineDir: string = defaultMachineDir()) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const key = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32);
    this.file = path.join(machineDir, `${key}.json`);
  }

  async read(): Promise<string | undefined> {
    try {
      return readFileSync(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async write(text: string): Promise<void> {
    writePrivateFile(this.file, text);
  }
}
