import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { NO_ADDRESS_BAR_POPUP } from '../../scripts/chromium-quiet';

/** Debian's Chromium (Playwright's own download cannot reach the internet here). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  NO_ADDRESS_BAR_POPUP,
];

export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `no Chromium at ${CHROMIUM}: install Debian's chromium (.ci/run does) or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
