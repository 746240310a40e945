import type { Page } from 'playwright-core';

/**
 * Run in the page before the UI's scripts (plain source, as bench/ui/paint-probe.ts explains):
 * `__usable` resolves with the wall-clock time (ms since the epoch, so the bench can set it
 * against the core's start) of the first animation frame in which the screen is usable: the
 * card field is there and enabled (a swipe or typed card is taken), the status bar knows the
 * connectivity, and the screen has stopped waiting for its first answers (`main` not aria-busy:
 * the staff, so the screen will not turn into the first-manager or cashier screen).
 */
export const USABLE_PROBE = `
  window.__usable = new Promise((resolve) => {
    const usable = () => {
      const field = document.querySelector('main input[aria-keyshortcuts="F4"]');
      const main = document.querySelector('main');
      return Boolean(
        field && !field.disabled &&
        main && main.getAttribute('aria-busy') !== 'true' &&
        document.querySelector('footer [data-connectivity]'),
      );
    };
    const whenUsable = () => {
      if (!usable()) return false;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
      return true;
    };
    const observer = new MutationObserver(whenUsable);
    // A page usable as soon as it is parsed (the floor's) changes nothing after.
    const watch = () => whenUsable() || observer.observe(document.documentElement, {
      subtree: true, childList: true, attributes: true, characterData: true,
    });
    if (document.documentElement) watch(); else document.addEventListener('readystatechange', watch, { once: true });
  });
`;

/** When the screen became usable, ms since the epoch; and when the document's response began. */
export async function usableAt(page: Page): Promise<{ usable: number; responseStart: number }> {
  return (await page.evaluate(`window.__usable.then((usable) => {
    const nav = performance.getEntriesByType('navigation')[0];
    return { usable, responseStart: performance.timeOrigin + nav.responseStart };
  })`)) as { usable: number; responseStart: number };
}
