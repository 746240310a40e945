/**
 * `npm start`: the terminal in Electron where Electron can start, otherwise the browser host (the
 * core with its loopback host), opened in a Chromium app window when one is installed and a
 * display is there. Arguments after `--` go to the core (see `npm run core -- --help`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ELECTRON_MAIN = path.join(root, 'out', 'main', 'main.js');
const RENDERER_DIST = path.join(root, 'out', 'renderer');
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Electron binary, or why it cannot start. Requiring `electron` downloads it on first use. */
function electronBinary(): { path: string } | { reason: string } {
  if (!existsSync(ELECTRON_MAIN))
    return { reason: `the Electron build (${path.relative(root, ELECTRON_MAIN)}) is not there` };
  const probe = spawnSync(process.execPath, ['-e', "process.stdout.write(require('electron'))"], {
    cwd: root,
    encoding: 'utf8',
    timeout: 300_000,
  });
  const binary = probe.stdout.trim();
  if (probe.status === 0 && binary && existsSync(binary)) return { path: binary };
  return { reason: 'the Electron binary is not installed and could not be downloaded' };
}

function hasDisplay(): boolean {
  return process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
}

function openAppWindow(url: string): void {
  if (!existsSync(RENDERER_DIST)) {
    console.log(`no built UI in ${path.relative(root, RENDERER_DIST)}: the contract is served at ${url}`);
    return;
  }
  const chromium = CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!chromium || !hasDisplay()) {
    console.log(`open ${url} in a browser on this machine`);
    return;
  }
  const profile = path.join(root, '.tmp', 'chromium-profile');
  spawn(
    chromium,
    [
      `--app=${url}`,
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
    ],
    { stdio: 'ignore', detached: true },
  ).unref();
}

function runElectron(binary: string): void {
  const child = spawn(binary, [ELECTRON_MAIN, ...process.argv.slice(2)], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
}

function runBrowserHost(): void {
  const args = ['--import', 'tsx', path.join(root, 'electron', 'cli', 'core.ts'), ...process.argv.slice(2)];
  if (existsSync(RENDERER_DIST) && !args.includes('--static')) args.push('--static', RENDERER_DIST);
  const core = spawn(process.execPath, args, { cwd: root, stdio: ['inherit', 'pipe', 'inherit'] });
  let first = true;
  core.stdout.setEncoding('utf8');
  core.stdout.on('data', (text: string) => {
    process.stdout.write(text);
    if (!first) return;
    first = false;
    const url = text.split('\n')[0] ?? '';
    if (url.startsWith('http://127.0.0.1:')) openAppWindow(url);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => core.kill(signal));
  core.on('exit', (code) => process.exit(code ?? 1));
}

const electron = electronBinary();
if ('path' in electron) runElectron(electron.path);
else {
  console.error(`Electron cannot start here (${electron.reason}): using the browser host.`);
  runBrowserHost();
}
