/**
 * Start-up to a usable screen (issue 27): `npm run bench:startup [-- runs=15]`.
 * From spawning the core's process (`node out/core/core.cjs`, the bundle `npm start` runs; built here
 * afresh) to the first frame Chromium paints with the card field ready for a swipe and the status
 * known (bench/startup/usable-probe.ts).
 * Chromium is already running with an empty page of a fresh profile (no HTTP cache); it opens the
 * address as soon as the core prints it. The data folder has a manager (the folder a till meets
 * every day; a new folder's first-manager screen is not measured); it is restored from its
 * template and flushed to disk before each start, as a till's folder has long been. Four cases: the embedded
 * platform and a configured one (a platform server process, started before and not counted),
 * each with the demo's folder and with a large one (20 000 saved guests, 1 000 queued holds);
 * and the baseline, the core from its sources under tsx (`npm run core`, how `npm start` ran it).
 * The bundle's very first start, before its code cache exists, is printed apart (embedded, demo).
 * The floor, run turn by turn with the cases: a bare Node server and a bare page usable at its
 * first frame (bench/startup/bare-host.mjs): Node's start, Chromium's navigation and first frame.
 * The cases take turns, run by run, so that the machine's load falls on all of them alike.
 * STARTUP_PROFILE=<dir>: a CPU profile of every core run (node --cpu-prof) and a Chromium trace of
 * each case's last run, into <dir>.
 * STARTUP_BASELINE=<bundle>: another build of the core (an earlier commit's `npm run build:core`,
 * inside the project so that it finds node_modules) run as four more cases, turn by turn with
 * these: before and after from the same machine state. The tsx case is then left out.
 * STARTUP_BASELINE_UI=<dir>: likewise another build of the renderer (an earlier commit's
 * `vite build --outDir <dir>`), served by today's core in four more cases; with STARTUP_BASELINE
 * too, the baseline core serves it in its four (the earlier commit whole, against today's).
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../harness/e2e/browser';
import { buildUi } from '../harness/e2e/build-ui';
import { buildCore } from '../harness/build-core';
import {
  startCoreBundle,
  startCoreProcess,
  startPlatformProcess,
  type CoreProcess,
  type PlatformProcess,
} from '../harness/processes';
import { buildFolder, QUEUED_HOLDS, SAVED_GUESTS, type FolderTemplate } from './startup/data-folders';
import { flushFileToDisk } from './startup/flush-to-disk';
import { USABLE_PROBE, usableAt } from './startup/usable-probe';
import { percentile } from './ui/paint-probe';

const RUNS = Number(process.argv[2] ?? 15);
const BARE_HOST = fileURLToPath(new URL('./startup/bare-host.mjs', import.meta.url));
const PROFILE_DIR = process.env.STARTUP_PROFILE ? path.resolve(process.env.STARTUP_PROFILE) : undefined;
const BASELINE = process.env.STARTUP_BASELINE ? path.resolve(process.env.STARTUP_BASELINE) : undefined;
const BASELINE_UI = process.env.STARTUP_BASELINE_UI
  ? path.resolve(process.env.STARTUP_BASELINE_UI)
  : undefined;

/** How the core is started: its bundle (out/core/core.cjs, as `npm start` runs it) or its sources under tsx (`npm run core`). */
type Starter = (args: string[], env: NodeJS.ProcessEnv, nodeFlags: string[]) => Promise<CoreProcess>;

interface Case {
  name: string;
  embedded: boolean;
  start: Starter;
  folder: FolderTemplate;
  /** The renderer it serves, when not the one built here (STARTUP_BASELINE_UI). */
  uiDir?: string;
  /** From the spawn: the address printed, the document's response, the usable frame (ms). */
  address: number[];
  response: number[];
  usable: number[];
  /** The core's CPU time (user + system) when the screen was usable: what the load cannot stretch. */
  coreCpu: number[];
}

/** A process's CPU time so far in ms, from /proc (Linux); NaN elsewhere. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
/** Linux's USER_HZ, 100 on every current architecture. */
const CLOCK_TICKS = 100;

const now = () => performance.timeOrigin + performance.now();
const load = () =>
  os
    .loadavg()
    .map((figure) => figure.toFixed(2))
    .join(' ');

async function configuredPlatform(work: string, folder: FolderTemplate): Promise<PlatformProcess> {
  // A fresh copy each run: the holds the last run settled must not be there already.
  const db = path.join(work, 'platform-run.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  copyFileSync(folder.platformDb, db);
  flushFileToDisk(db);
  return startPlatformProcess({ args: ['--db', db] });
}

async function runOnce(
  browser: Browser,
  work: string,
  uiDir: string,
  which: Case,
  trace: boolean,
): Promise<void> {
  const dataDir = path.join(work, 'data');
  const machineDir = path.join(work, 'machine');
  which.folder.restore(dataDir, machineDir);
  const server = which.embedded ? undefined : await configuredPlatform(work, which.folder);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await page.addInitScript(USABLE_PROBE);
  if (trace) await browser.startTracing(page, { path: path.join(PROFILE_DIR!, `${which.name}.trace.json`) });
  const started = now();
  const core = await which.start(
    [
      '--platform',
      server ? server.baseUrl : 'embedded',
      '--user',
      'demo',
      '--data',
      dataDir,
      '--static',
      which.uiDir ?? uiDir,
      '--no-hid',
    ],
    { PLATFORM_PASSWORD: 'demo', LOYALTY_TERMINAL_MACHINE_DIR: machineDir },
    PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.join(PROFILE_DIR, which.name)}`] : [],
  );
  try {
    const printed = now();
    await page.goto(`${core.origin}/#secret=${core.secret}`, { waitUntil: 'commit' });
    const { usable, responseStart } = await Promise.race([
      usableAt(page),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`${which.name}: no usable screen within 30 s`)), 30_000).unref(),
      ),
    ]);
    which.coreCpu.push(cpuMs(core.child.pid));
    which.address.push(printed - started);
    which.response.push(responseStart - started);
    which.usable.push(usable - started);
    if (trace) await browser.stopTracing();
  } finally {
    await context.close();
    // SIGTERM: the core closes as a till's does (and writes its CPU profile).
    await core.stop('SIGTERM');
    await server?.stop();
  }
}

function report(which: Case): void {
  // The page's part of each run: from the document's response to the usable frame.
  const pagePart = which.usable.map((usable, run) => usable - which.response[run]!);
  const figure = (values: number[]) =>
    `${percentile(values, 50).toFixed(0).padStart(5)} / ${percentile(values, 95).toFixed(0).padStart(5)}`;
  console.log(
    `${which.name.padEnd(32)} usable ${figure(which.usable)} ms   address printed ${figure(which.address)} ms   ` +
      `document ${figure(which.response)} ms   page (document to usable) ${figure(pagePart)} ms   ` +
      `core CPU ${figure(which.coreCpu)} ms   (p50 / p95, ${which.usable.length} runs)`,
  );
}

const work = mkdtempSync(path.join(process.env.BENCH_DIR ?? os.tmpdir(), 'startup-bench-'));
let browser: Browser | undefined;
let coreDir: string | undefined;
try {
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  const uiDir = buildUi(path.join(work, 'renderer'));
  const bundle = buildCore();
  coreDir = path.dirname(bundle);
  const fromSources: Starter = (args, env) => startCoreProcess(args, env);
  const fromBundle: Starter = (args, env, nodeFlags) => startCoreBundle(bundle, args, env, nodeFlags);
  const folderOptions = (label: string, large: boolean) => ({
    label,
    large,
    dataDir: path.join(work, 'data'),
    machineDir: path.join(work, 'machine'),
    workDir: work,
  });
  const buildStarted = performance.now();
  const demo = await buildFolder(folderOptions('demo', false));
  const large = await buildFolder(folderOptions('large', true));
  console.log(
    `folders built in ${((performance.now() - buildStarted) / 1000).toFixed(1)} s ` +
      `(large: ${SAVED_GUESTS} saved guests, ${QUEUED_HOLDS} holds queued offline); load ${load()}`,
  );
  const fourCases = (start: Starter, suffix: string, ui?: string) => [
    { name: `embedded, demo${suffix}`, embedded: true, folder: demo, start, uiDir: ui },
    { name: `embedded, large${suffix}`, embedded: true, folder: large, start, uiDir: ui },
    { name: `configured, demo${suffix}`, embedded: false, folder: demo, start, uiDir: ui },
    { name: `configured, large${suffix}`, embedded: false, folder: large, start, uiDir: ui },
  ];
  const baseline: Starter | undefined = BASELINE
    ? (args, env, nodeFlags) => startCoreBundle(BASELINE, args, env, nodeFlags)
    : undefined;
  const floor: Starter = (args, env, nodeFlags) => startCoreBundle(BARE_HOST, args, env, nodeFlags);
  const cases: Case[] = [
    { name: 'floor (bare Node, bare page)', embedded: true, folder: demo, start: floor },
    ...fourCases(fromBundle, ''),
    ...(BASELINE_UI ? fourCases(fromBundle, ', baseline UI', BASELINE_UI) : []),
    ...(baseline
      ? // Given both, the baseline core serves the baseline renderer: the whole earlier commit.
        fourCases(baseline, ', baseline', BASELINE_UI)
      : BASELINE_UI
        ? []
        : // The baseline: how the core started before it was bundled (and how `npm run core` still does).
          [{ name: 'tsx, embedded, large', embedded: true, folder: large, start: fromSources }]),
  ].map((c) => ({ ...c, address: [], response: [], usable: [], coreCpu: [] }));
  browser = await launchChromium();
  console.log(
    `start-up to a usable screen, ${RUNS} runs a case (Chromium ${browser.version()}, ${os.cpus().length} cores)`,
  );
  console.log(`load before: ${load()}`);
  // The bundle's first start compiles its code from source and leaves V8's code cache beside it
  // (core/cli/code-cache.ts); a till meets that once after each update, the cases every day.
  const firstStart: Case = {
    ...cases.find((which) => which.name === 'embedded, demo')!,
    name: 'first start after the build',
    ...{ address: [], response: [], usable: [], coreCpu: [] },
  };
  await runOnce(browser, work, uiDir, firstStart, false);
  report(firstStart);
  for (let run = 0; run < RUNS; run++)
    for (const which of cases)
      await runOnce(browser, work, uiDir, which, PROFILE_DIR !== undefined && run === RUNS - 1);
  cases.forEach(report);
  console.log(`load after: ${load()} (1, 5, 15 minutes)`);
} finally {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
  if (coreDir) rmSync(coreDir, { recursive: true, force: true });
}
