import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { FaultProxy } from '../fault-proxy';
import { rpc } from '../http';
import { startCoreProcess, startPlatformProcess, type CoreProcess, type PlatformProcess } from '../processes';
import { tuningWith, untilOnline } from '../terminal-rig';
import { launchChromium } from './browser';
import { buildUi } from './build-ui';
import { E2E_MANAGER } from './manager';

export interface UiRigOptions {
  viewport?: { width: number; height: number };
  /** A platform fixture written into the rig's folder (default: the demo data). */
  fixture?: (dir: string) => string;
  /** Source run in the page before the UI's own scripts (benchmarks' probes). */
  initScript?: string;
  /** The page's locale (navigator.language, Accept-Language; default en-US). */
  locale?: string;
  /** A touch screen: taps, touch events, `(pointer: coarse)`. */
  hasTouch?: boolean;
  /** Start without a manager (the first-manager screen); default: E2E_MANAGER exists. */
  noManager?: boolean;
  /** The platform's history shaped as a live service's may be (server/loyalty/history-shape.ts). */
  historyShape?: string;
  /** A renderer built already (a test run builds it once); default: a build of the rig's own. */
  uiDir?: string;
  /**
   * A Chromium the rig borrows (sharedChromium: one per test worker): the rig closes the pages it
   * and its test opened, not the browser. Default: a Chromium of its own, closed with the rig.
   */
  browser?: Browser;
}

/**
 * The whole product as a cashier meets it: a platform server process, the fault proxy, the core
 * process with its browser host serving the freshly built UI, and Chromium on its address.
 */
export class UiRig {
  page!: Page;
  /** What went wrong inside the page (uncaught errors, console errors), for a failed test's report. */
  readonly pageProblems: string[] = [];

  private constructor(
    readonly dir: string,
    readonly uiDir: string,
    readonly server: PlatformProcess,
    readonly proxy: FaultProxy,
    public core: CoreProcess,
    readonly browser: Browser,
    private readonly ownsBrowser: boolean,
  ) {}

  static async start(options: UiRigOptions = {}): Promise<UiRig> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ui-rig-'));
    const uiDir = options.uiDir ?? buildUi(path.join(dir, 'renderer'));
    const server = await startPlatformProcess({
      ...(options.fixture ? { fixture: options.fixture(dir) } : {}),
      ...(options.historyShape ? { env: { PLATFORM_HISTORY_SHAPE: options.historyShape } } : {}),
    });
    const proxy = await FaultProxy.start({ target: server.origin, delayMs: 600 });
    const core = await startCoreProcess(coreArgs(dir, uiDir, proxy), { PLATFORM_PASSWORD: 'demo' });
    const browser = options.browser ?? (await launchChromium());
    const rig = new UiRig(dir, uiDir, server, proxy, core, browser, !options.browser);
    rig.page = await browser.newPage({
      viewport: options.viewport ?? { width: 1280, height: 800 },
      ...(options.locale ? { locale: options.locale } : {}),
      ...(options.hasTouch ? { hasTouch: true } : {}),
    });
    rig.page.on('pageerror', (error) => rig.pageProblems.push(`uncaught: ${error.message}`));
    rig.page.on('console', (message) => {
      if (message.type() === 'error') rig.pageProblems.push(`console: ${message.text()}`);
    });
    if (options.initScript) await rig.page.addInitScript(options.initScript);
    await rig.coreOnline();
    if (!options.noManager) {
      const created = await rig.call('staff.createFirstManager', E2E_MANAGER);
      if (created.status !== 200) throw new Error(`the e2e manager: ${JSON.stringify(created.body)}`);
    }
    await rig.page.goto(`${core.origin}/#secret=${core.secret}`);
    return rig;
  }

  /**
   * Waits until the core says the platform answers it. Its first ping meets a platform process
   * that has only just started; on a loaded machine that answer can miss the tests' 300 ms
   * time-out, and the core is offline for a moment: a guest swiped then is "not in memory".
   */
  coreOnline(timeoutMs = 20_000): Promise<void> {
    return untilOnline(() => this.call('status'), timeoutMs);
  }

  /** A command straight to the core, as a test's back door (the UI never does this). */
  call(command: string, input: unknown = {}) {
    return rpc(this.core.origin, this.core.secret, command, input);
  }

  /**
   * The core stopped as by a crash and started again on the same data folder (it keeps no card of
   * a settled hold from before); the page opens its new address.
   */
  async restartCore(): Promise<void> {
    await this.core.stop('SIGKILL');
    this.core = await startCoreProcess(coreArgs(this.dir, this.uiDir, this.proxy), {
      PLATFORM_PASSWORD: 'demo',
    });
    await this.coreOnline();
    await this.page.goto(`${this.core.origin}/#secret=${this.core.secret}`);
  }

  async close(): Promise<void> {
    if (this.ownsBrowser) await this.browser.close().catch(() => undefined);
    else await Promise.all(this.browser.contexts().map((context) => context.close().catch(() => undefined)));
    await this.core.stop('SIGKILL').catch(() => undefined);
    await this.proxy.close();
    await this.server.stop();
    await rm(this.dir, { recursive: true, force: true });
  }
}

/**
 * The tests' tuning with a platform time-out of 1 s, not 300 ms: a page, a core and a platform per
 * file share two cores with the rest of the suite, and a platform that answered after 300 ms made
 * the core call a hold's result unknown or itself offline where no test asked for it.
 */
export const UI_REQUEST_TIMEOUT_MS = 1_000;
const UI_TUNING = tuningWith({ '--request-timeout': String(UI_REQUEST_TIMEOUT_MS) });

function coreArgs(dir: string, uiDir: string, proxy: FaultProxy): string[] {
  return [
    '--platform',
    `${proxy.origin}/platform`,
    '--user',
    'demo',
    '--data',
    path.join(dir, 'data'),
    '--static',
    uiDir,
    '--no-hid',
    ...UI_TUNING,
  ];
}
