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

/** The renderer's own page (the one the IPC host answers), with or without a fragment. */
export function isAppPage(url: string): boolean {
  const parsed = parse(url);
  return parsed !== undefined && isAppOrigin(url) && parsed.pathname === APP_PAGE && parsed.search === '';
}
