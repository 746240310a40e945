/**
 * The terminal core with the loopback host:
 *   npm run core -- --platform <base-url|embedded> --user <u> --data <dir> --port <n>
 * The password comes from PLATFORM_PASSWORD (or the data folder's secrets file). The FIRST line
 * printed is the UI address with the per-launch secret: http://127.0.0.1:<n>/#secret=<secret>.
 * docs/core.md describes every flag.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { SettingsPatch } from '../../common/contract/index';
import { isPlatformUrl } from '../../common/platform-url';
import type { Tuning } from '../offline/tuning';
import type { CommandHandlers } from '../terminal/command-handlers';
import { EventBus } from '../terminal/event-bus';
import type { TerminalCore } from '../terminal/terminal-core';
import { startLoopbackHost } from '../hosts/loopback';
import { optionsOrExit, stopOnSignals } from '../../server/cli-support';
import { enableCodeCache, type CodeCache } from './code-cache';
import type { CoreCliOptions } from './core-options';
import { printerFlags } from '../printing/printer-flags';

const USAGE = `Usage: npm run core -- [options]
  --platform <url|embedded>  platform base URL (e.g. http://host/platform), or embedded for the
                             demo server inside this process (default: the saved setting, else embedded)
  --user <name>              platform user (default: the saved setting)
  --data <dir>               data folder (default ~/.loyalty-terminal)
  --port <n>                 loopback port; 0 takes a free one (default 0)
  --static <dir>             folder of the built renderer to serve (default: out/renderer when built)
  --no-hid                   do not read HID readers (keyboard wedge and manual entry still work)
  --printer <address>        the receipt printer: tcp://HOST:PORT (raw ESC/POS, port 9100 by default) or
                             file:/dev/usb/lp0 (kept as the setting; default: the saved setting, else none)
  --paper <58|80>            the printer's paper width in mm (58: 32 columns, 80: 48; default 58)
  --request-timeout <ms>     platform request time-out (default 10000)
  --hold-wait <ms>           how long a hold command waits for the platform's answer (time-out + 2000)
  --quiet-period <ms>        wait before checking an uncertain hold in the history (engine default)
  --late-margin <ms>         how late after its time-out a request may still land (the time-out)
  --sole-terminal            the only terminal on its guests' accounts: a lost hold may be matched to a
                             history transaction by type, amount and time alone (default: a manager decides)
  --no-precheck-reference    send the bill number alone as precheck, without the per-hold reference
  --retry-initial <ms>, --retry-max <ms>   backoff of holds that did not reach the platform
  --ping-initial <ms>, --ping-max <ms>     ping backoff while offline
  --idle-check <ms>          while online, ping after this long without any answer (default 5000)
  --idle-ping-timeout <ms>   time-out of that ping (default 4000, at most the request time-out)
  --start-drain-delay <ms>   holds left from an earlier run go out this long after the start (default
                             2000; a hold placed or the platform's return sends them at once)
Environment: PLATFORM_PASSWORD  the platform password (never logged)`;

const MS_FLAGS = {
  'request-timeout': 'requestTimeoutMs',
  'hold-wait': 'holdWaitMs',
  'quiet-period': 'quietPeriodMs',
  'late-margin': 'lateMarginMs',
  'retry-initial': 'retryInitialMs',
  'retry-max': 'retryMaxMs',
  'ping-initial': 'pingInitialMs',
  'ping-max': 'pingMaxMs',
  'idle-check': 'idleCheckMs',
  'idle-ping-timeout': 'idlePingTimeoutMs',
  'start-drain-delay': 'startDrainDelayMs',
} as const satisfies Record<string, keyof Tuning>;

function parseMs(flag: string, text: string): number {
  if (!/^\d{1,7}$/.test(text)) throw new Error(`--${flag} must be a whole number of milliseconds`);
  return Number(text);
}

export function optionsFromArgs(argv: string[]): CoreCliOptions | 'help' {
  const msOptions = Object.fromEntries(
    Object.keys(MS_FLAGS).map((flag) => [flag, { type: 'string' as const }]),
  );
  const { values } = parseArgs({
    args: argv,
    options: {
      platform: { type: 'string' },
      user: { type: 'string' },
      data: { type: 'string', default: path.join(os.homedir(), '.loyalty-terminal') },
      port: { type: 'string', default: '0' },
      static: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
      'no-hid': { type: 'boolean', default: false },
      printer: { type: 'string' },
      paper: { type: 'string' },
      'sole-terminal': { type: 'boolean', default: false },
      'no-precheck-reference': { type: 'boolean', default: false },
      ...msOptions,
    },
    strict: true,
  });
  if (values.help) return 'help';
  const port = Number(values.port);
  if (!/^\d{1,5}$/.test(String(values.port)) || port > 65_535) throw new Error(`--port must be 0..65535`);

  const platform: NonNullable<SettingsPatch['platform']> = {};
  if (values.platform !== undefined) {
    if (values.platform === 'embedded') platform.url = null;
    else if (isPlatformUrl(values.platform)) platform.url = values.platform;
    else throw new Error('--platform must be an http(s) address or "embedded"');
  }
  if (values.user !== undefined) {
    if (values.user === '' || values.user.includes(':'))
      throw new Error('--user must be non-empty and without ":"');
    platform.user = values.user;
  }
  const tuning: Partial<Tuning> = {};
  for (const [flag, key] of Object.entries(MS_FLAGS)) {
    const text = (values as Record<string, unknown>)[flag];
    if (typeof text === 'string') tuning[key] = parseMs(flag, text);
  }
  if (values['sole-terminal']) tuning.soleTerminal = true;
  if (values['no-precheck-reference']) tuning.precheckReference = false;
  return {
    dataDir: path.resolve(String(values.data)),
    port,
    ...(values.static ? { staticRoot: path.resolve(values.static) } : {}),
    launch: { ...(Object.keys(platform).length > 0 ? { platform } : {}), ...printerFlags(values) },
    tuning,
    readDevices: !values['no-hid'],
  };
}

const THIS_FILE = fileURLToPath(import.meta.url);

/** The built UI served when no `--static` is given, if it has been built. */
function builtRenderer(): string | undefined {
  const built = path.join(path.dirname(THIS_FILE), '..', '..', 'out', 'renderer');
  return existsSync(path.join(built, 'index.html')) ? built : undefined;
}

/** When the core runs from its bundle (out/core/core.cjs), its chunks' code cache, kept beside them. */
function bundleCodeCache(): CodeCache | undefined {
  if (!THIS_FILE.endsWith('.cjs')) return undefined;
  const bundleDir = path.dirname(THIS_FILE);
  return enableCodeCache(bundleDir, path.join(bundleDir, '.code-cache'));
}

/** When the code cache is written if the core has not stopped by then: start-up has run by far. */
const CODE_CACHE_SAVE_MS = 60_000;

/** How long the core waits for a page to ask for its files before it opens anyway (no browser yet, or none). */
const NO_PAGE_WAIT_MS = 300;
/** How long it waits in all for a page that came to have its files (a browser that stalls). */
const PAGE_WAIT_MS = 2_000;

async function main(): Promise<void> {
  const options = optionsOrExit(() => optionsFromArgs(process.argv.slice(2)), USAGE);
  if (!options) return;
  const codeCache = bundleCodeCache();
  const events = new EventBus();
  let opened: (handlers: CommandHandlers) => void = () => undefined;
  // The host listens and its address goes out before the core opens (its database, the folder
  // check, the embedded platform), which waits for the page to have its files (page-load.ts):
  // the browser runs the page's scripts while the core opens, and the page's
  // first commands wait for the core (issue 27).
  const staticRoot = options.staticRoot ?? builtRenderer();
  const host = await startLoopbackHost({
    handlers: new Promise<CommandHandlers>((resolve) => (opened = resolve)),
    events,
    port: options.port,
    ...(staticRoot ? { staticRoot } : {}),
  }).catch((error: unknown) => {
    console.error(`cannot listen on 127.0.0.1:${options.port}: ${(error as Error).message}`);
    process.exit(1);
  });
  console.log(host.launchUrl);
  await host.pageLoaded(NO_PAGE_WAIT_MS, PAGE_WAIT_MS);
  // The contract's and the core's code are compiled only now, while the page runs its scripts.
  const [{ openTerminalCore }] = await Promise.all([import('./open-core'), host.loadContract()]);
  let core: TerminalCore;
  try {
    core = await openTerminalCore(options, events, host.displayUrl);
  } catch (error) {
    console.error(`cannot start the terminal core: ${(error as Error).message}`);
    await host.close();
    process.exit(1);
  }
  opened(core.handlers);
  const status = core.status();
  console.log(
    `terminal core: platform ${status.platform.embedded ? 'embedded' : status.platform.url}, data ${options.dataDir}`,
  );
  console.log(`guest display: ${host.displayUrl}`);

  if (codeCache) setTimeout(() => codeCache.save(), CODE_CACHE_SAVE_MS).unref();
  stopOnSignals(async () => {
    await host.close();
    await core.close();
    codeCache?.save();
  });
}

if (process.argv[1] === THIS_FILE) void main();
