/**
 * `npm start`: builds the app when out/ is missing or older than its sources, then runs it in
 * Electron where Electron can start, otherwise the browser host (the core with its loopback
 * host), opened in a Chromium app window when one is installed and a display is there. It says
 * which and why. Arguments after `--` go to the app (`--kiosk`...) or the core (`npm run core -- --help`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFreshness } from './build-freshness';
import { NO_ADDRESS_BAR_POPUP } from './chromium-quiet';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ELECTRON_MAIN = path.join(root, 'out', 'main', 'main.js');
const RENDERER_DIST = path.join(root, 'out', 'renderer');
/** The browser host's core in one file (vite.core.config.ts): it starts in a fraction of core/cli/core.ts's time under tsx. */
const CORE_BUNDLE = path.join(root, 'out', 'core', 'core.cjs');
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Builds the app (`npm run build`) unless out/ is newer than all its sources; false if the build failed. */
function buildIfStale(): boolean {
  const freshness = buildFreshness(root);
  if (freshness.fresh) return true;
  console.log(`Building the app (${freshness.reason}): npm run build`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  return build.status === 0;
}

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
  if (probe.status !== 0 || !binary || !existsSync(binary))
    return { reason: 'the Electron binary is not installed (its download needs the internet)' };
  if (!hasDisplay()) return { reason: 'there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set)' };
  return { path: binary };
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
      NO_ADDRESS_BAR_POPUP,
    ],
    { stdio: 'ignore', detached: true },
  ).unref();
}

function runElectron(binary: string): void {
  // The project folder: Electron reads package.json (name, main = out/main/main.js) from it.
  const child = spawn(binary, [root, ...process.argv.slice(2)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 1));
}

function runBrowserHost(): void {
  const args = [CORE_BUNDLE, ...process.argv.slice(2)];
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

if (!buildIfStale()) {
  console.error(
    'npm start: the build failed (see above); fix it, or run the core alone with `npm run core`.',
  );
  process.exit(1);
}
const electron = electronBinary();
if ('path' in electron) {
  console.log(`Starting the app in Electron (${electron.path}).`);
  runElectron(electron.path);
} else {
  console.error(`Electron cannot start here (${electron.reason}): using the browser host.`);
  runBrowserHost();
}
