import type { Page } from 'playwright-core';

/** A screenshot for a person to look at, into SCREENSHOT_DIR when it is set; nothing otherwise. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}
