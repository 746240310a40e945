import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { entryArgv, REPO_ROOT } from '../../harness/processes';

/** The server's build or its source under tsx, with no wrapper process that would outlive a SIGKILL. */
const NODE_ARGS = entryArgv('server/cli.ts');

export interface ServerProcess {
  baseUrl: string;
  /** Lines printed after the base URL. */
  lines: string[];
  child: ChildProcess;
  /** What the process wrote to stderr so far: the message of a failed assertion. */
  stderr(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs `server/cli.ts --port 0 ...args` (built or under tsx) and waits for the base URL on its first line. */
export async function spawnServer(
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...NODE_ARGS, '--port', '0', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const rl = createInterface({ input: child.stdout! });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // One listener from the start: readline may emit several lines in one tick.
  const first = await new Promise<string>((resolve, reject) => {
    let seenFirst = false;
    rl.on('line', (line) => {
      if (seenFirst) lines.push(line);
      else {
        seenFirst = true;
        resolve(line);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  const exited = once(child, 'exit');
  return {
    baseUrl: first,
    lines,
    child,
    stderr: () => stderr,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return child.exitCode;
      child.kill(signal);
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}

/** Runs the CLI to its end (for refusals) and returns the exit code and output. */
export async function runCli(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...NODE_ARGS, ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

export function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  authorization = basic('demo', 'demo'),
) {
  const res = await fetch(`${baseUrl}/online/${path}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}
