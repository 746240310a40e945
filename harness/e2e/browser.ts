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

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for the rigs a test worker runs one after another (a launch costs about a second
 * of CPU); each rig's pages are contexts of their own. Launched again if it went away. The
 * worker's exit takes it down.
 */
export function sharedChromium(): Promise<Browser> {
  shared ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => (shared = undefined));
    return browser;
  });
  return shared;
}
