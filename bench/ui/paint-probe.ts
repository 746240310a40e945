import type { Page } from 'playwright-core';

/**
 * Installed in the page as plain source (tsx would wrap a serialised function with helpers the
 * page lacks): when the page handled the last keydown (captured first, before the app sees it:
 * the injected burst's own queueing in the browser is not the app's latency), and
 * `__waitForPaint(text)`, which resolves with the start time of the first animation frame after a
 * DOM change made `text` visible (the moment that frame starts rendering, so it holds the text).
 */
const PROBE = `
  window.__lastKey = 0;
  window.addEventListener('keydown', () => { window.__lastKey = performance.mark('key').startTime; }, true);
  window.__waitForPaint = (text) => new Promise((resolve) => {
    const check = () => {
      if (!document.body.textContent.includes(text)) return false;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.mark('painted').startTime));
      return true;
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    check();
  });
`;

export async function installPaintProbe(page: Page): Promise<void> {
  await page.evaluate(PROBE);
}

/** Starts waiting for `text` to be painted; the promise gives the frame's start time. */
export function paintOf(page: Page, text: string): Promise<number> {
  return page.evaluate(`window.__waitForPaint(${JSON.stringify(text)})`) as Promise<number>;
}

export function lastKeyAt(page: Page): Promise<number> {
  return page.evaluate('window.__lastKey') as Promise<number>;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
