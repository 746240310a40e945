import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { builtEntry, type Entry } from './built-entries';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Spawned {
  child: ChildProcess;
  firstLine: string;
  /** The lines printed after the first one, as they come. */
  laterLines: string[];
  /** Everything written to stderr, for failure messages. */
  stderr: () => string;
  /** SIGTERM (or the given signal) and wait for the exit; the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Runs an entry in ONE node process, so that a SIGKILL hits the program itself and not a wrapper
 * (npx and the tsx CLI each add a parent process): its build when the test run made one
 * (harness/built-entries.ts), else its source under `node --import tsx`.
 */
export function spawnEntry(
  entry: Entry,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  startTimeoutMs = 30_000,
): Promise<Spawned> {
  return spawnNode([...entryArgv(entry), ...args], entry, env, startTimeoutMs);
}

/** What `node` runs for `entry`: its build, or tsx and its source. */
export function entryArgv(entry: Entry): string[] {
  const built = builtEntry(entry);
  return built ? [built] : ['--import', 'tsx', path.join(REPO_ROOT, entry)];
}

/** `node <argv>` (a built JavaScript entry, or tsx's as spawnEntry); resolves on its first line of output. */
export function spawnNode(
  argv: string[],
  entry: string,
  env: NodeJS.ProcessEnv = {},
  startTimeoutMs = 30_000,
): Promise<Spawned> {
  const child = spawn(process.execPath, argv, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-20_000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} printed nothing within ${startTimeoutMs} ms: ${stderr}`));
    }, startTimeoutMs);
    lines.once('line', (firstLine) => {
      clearTimeout(timer);
      // Keep reading stdout so the child never blocks on a full pipe.
      const laterLines: string[] = [];
      lines.on('line', (line) => laterLines.length < 100 && laterLines.push(line));
      resolve({
        child,
        firstLine,
        laterLines,
        stderr: () => stderr,
        stop: async (signal = 'SIGTERM') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited (${code}) before printing: ${stderr}`));
    });
  });
}

export interface PlatformProcess extends Spawned {
  /** e.g. http://127.0.0.1:4567/platform */
  baseUrl: string;
  /** e.g. http://127.0.0.1:4567 */
  origin: string;
}

/** The real platform server as a process: `server/cli.ts --port 0 --db :memory:`. */
export async function startPlatformProcess(
  options: { fixture?: string; args?: string[]; env?: NodeJS.ProcessEnv } = {},
): Promise<PlatformProcess> {
  const args = [
    '--port',
    '0',
    '--db',
    ':memory:',
    '--user',
    'demo',
    '--password',
    'demo',
    '--log-level',
    'silent',
  ];
  if (options.fixture) args.push('--fixture', options.fixture);
  args.push(...(options.args ?? []));
  const spawned = await spawnEntry('server/cli.ts', args, options.env);
  const baseUrl = spawned.firstLine.trim();
  return { ...spawned, baseUrl, origin: new URL(baseUrl).origin };
}

export interface CoreProcess extends Spawned {
  origin: string;
  secret: string;
  /** The guest display's address with its own secret (the core's `guest display:` line). */
  displayUrl(): Promise<string>;
}

const DISPLAY_LINE = /^guest display: (http:\/\/127\.0\.0\.1:\d+\/display\.html#secret=[A-Za-z0-9_-]+)$/;

/** The terminal core with its loopback host: `core/cli/core.ts`, first line `http://127.0.0.1:<n>/#secret=...`. */
export async function startCoreProcess(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CoreProcess> {
  return coreProcess(await spawnEntry('core/cli/core.ts', ['--port', '0', ...args], env));
}

/** The same core from its bundle (vite.core.config.ts, out/core/core.cjs), as `npm start` runs it. */
export async function startCoreBundle(
  bundle: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  nodeFlags: string[] = [],
): Promise<CoreProcess> {
  return coreProcess(await spawnNode([...nodeFlags, bundle, '--port', '0', ...args], bundle, env));
}

async function coreProcess(spawned: Spawned): Promise<CoreProcess> {
  const match = /^(http:\/\/127\.0\.0\.1:\d+)\/#secret=([A-Za-z0-9_-]+)$/.exec(spawned.firstLine.trim());
  if (!match) {
    await spawned.stop('SIGKILL');
    throw new Error(`unexpected first line from the core: ${spawned.firstLine}`);
  }
  const displayUrl = async (): Promise<string> => {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const url = spawned.laterLines.map((line) => DISPLAY_LINE.exec(line.trim())?.[1]).find(Boolean);
      if (url) return url;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the core printed no guest display address');
  };
  return { ...spawned, origin: match[1]!, secret: match[2]!, displayUrl };
}
