import type { BrowserWindow } from 'electron';
import type { AppLog } from './log';

export interface RendererWatchOptions {
  /** Loads the app's page again. */
  reload(): void;
  log: AppLog;
  /** How long a hung page may stay unresponsive before its process is killed and reloaded. */
  hangMs?: number;
  /** Reloads within `burstMs` beyond which the next reload waits `backoffMs` (a page that crashes at once). */
  burstLimit?: number;
  burstMs?: number;
  backoffMs?: number;
  now?: () => number;
}

/**
 * A renderer that crashes, is killed, or hangs is brought back: logged, then the page is
 * reloaded (its state comes back from the core; nothing a cashier did is lost, holds are in the
 * queue). A page that keeps crashing is reloaded at most `burstLimit` times a minute.
 */
export function watchRenderer(window: BrowserWindow, options: RendererWatchOptions): () => void {
  const { log, reload, hangMs = 15_000, burstLimit = 3, burstMs = 60_000, backoffMs = 10_000 } = options;
  const now = options.now ?? Date.now;
  const reloads: number[] = [];
  let hangTimer: NodeJS.Timeout | undefined;
  let pending: NodeJS.Timeout | undefined;

  const scheduleReload = () => {
    if (pending || window.isDestroyed()) return;
    const since = now() - burstMs;
    while (reloads.length > 0 && (reloads[0] ?? 0) < since) reloads.shift();
    const delay = reloads.length >= burstLimit ? backoffMs : 0;
    if (delay > 0) log.warn(`renderer: ${reloads.length} reloads within ${burstMs} ms, next in ${delay} ms`);
    pending = setTimeout(() => {
      pending = undefined;
      if (window.isDestroyed()) return;
      reloads.push(now());
      log.info('renderer: reloading the page');
      reload();
    }, delay);
  };

  const contents = window.webContents;
  contents.on('render-process-gone', (_event, details) => {
    clearTimeout(hangTimer);
    hangTimer = undefined;
    log.error(`renderer: process gone (${details.reason}, exit code ${details.exitCode})`);
    if (details.reason !== 'clean-exit') scheduleReload();
  });
  window.on('unresponsive', () => {
    log.warn('renderer: page unresponsive');
    if (hangTimer) return;
    hangTimer = setTimeout(() => {
      hangTimer = undefined;
      log.error(`renderer: still unresponsive after ${hangMs} ms, killing it`);
      // render-process-gone follows (reason 'killed') and reloads.
      contents.forcefullyCrashRenderer();
    }, hangMs);
  });
  window.on('responsive', () => {
    if (!hangTimer) return;
    clearTimeout(hangTimer);
    hangTimer = undefined;
    log.info('renderer: page responsive again');
  });
  return () => {
    clearTimeout(hangTimer);
    clearTimeout(pending);
  };
}
