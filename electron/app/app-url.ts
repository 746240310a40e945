/**
 * The renderer's address: `app://terminal/`, served by electron/app/protocol.ts from out/renderer.
 * A standard, secure scheme of our own instead of file://, so the page has an origin of its own
 * ('self' in its CSP means only these files) and no file:// privileges.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'terminal';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_PAGE = '/index.html';
export const APP_PAGE_URL = `${APP_ORIGIN}${APP_PAGE}`;
/** The guest's display (issue 26), a second entry of the same renderer build. */
export const DISPLAY_PAGE = '/display.html';
export const DISPLAY_PAGE_URL = `${APP_ORIGIN}${DISPLAY_PAGE}`;

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** Any address of ours: app://terminal/<path>, nothing on another host, port or scheme. */
export function isAppOrigin(url: string): boolean {
  const parsed = parse(url);
  return (
    parsed !== undefined &&
    parsed.protocol === `${APP_SCHEME}:` &&
    parsed.host === APP_HOST &&
    parsed.username === '' &&
    parsed.password === ''
  );
}

function isOurPage(url: string, page: string): boolean {
  const parsed = parse(url);
  return parsed !== undefined && isAppOrigin(url) && parsed.pathname === page && parsed.search === '';
}

/** The renderer's own page (the one the cashier's IPC host answers), with or without a fragment. */
export const isAppPage = (url: string): boolean => isOurPage(url, APP_PAGE);

/** The guest display's page (the one the display's IPC host answers), with or without a fragment. */
export const isDisplayPage = (url: string): boolean => isOurPage(url, DISPLAY_PAGE);
