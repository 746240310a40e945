import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * An init script (UiRig.start's `initScript`) that watches the page's HTML from its first byte,
 * every change, for the card numbers: a number shown for an instant between two steps is caught
 * too. What it finds waits in `window.__cardLeaks` for `expectNoCardNumbers`.
 */
export function cardWatch(numbers: readonly string[]): string {
  return `(() => {
    const numbers = ${JSON.stringify(numbers)};
    const leaks = (window.__cardLeaks = []);
    const observer = new MutationObserver(() => {
      const html = document.documentElement ? document.documentElement.outerHTML : '';
      for (const number of numbers) {
        const at = html.indexOf(number);
        if (at >= 0) leaks.push(html.slice(Math.max(0, at - 120), at + 40));
      }
      if (leaks.length > 0) observer.disconnect(); // the first is enough to fail the test
    });
    observer.observe(document, {
      subtree: true, childList: true, characterData: true, attributes: true,
    });
  })();`;
}

/**
 * The page's HTML holds none of the numbers now (cards are shown masked; typed ones are
 * cleared), nor did it at any moment since the page loaded when the rig runs `cardWatch`.
 */
export async function expectNoCardNumbers(page: Page, numbers: readonly string[]): Promise<void> {
  const html = await page.content();
  for (const number of numbers) expect(html, `card ${number} in the page`).not.toContain(number);
  expect(await page.evaluate('window.__cardLeaks ?? []'), 'a card number was in the page').toEqual([]);
}
