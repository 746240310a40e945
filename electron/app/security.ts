import type { App, Session, WebContents } from 'electron';
import { isAppPage } from './app-url';
import type { AppLog } from './log';

/** Scheme and host of a URL for the log: never its path, query or fragment (they may hold data). */
export function urlForLog(url: string): string {
  try {
    const { protocol, host } = new URL(url);
    return `${protocol}//${host}`.slice(0, 100);
  } catch {
    return '(not a URL)';
  }
}

/**
 * The terminal needs no permission at all (no camera, microphone, notifications, geolocation,
 * clipboard reading, HID/USB/serial from the page: readers are read by the main process), so
 * every request and every check is refused, and device pickers choose nothing.
 */
export function denyAllPermissions(session: Session, log: AppLog): void {
  session.setPermissionRequestHandler((contents, permission, callback) => {
    log.warn(`permission ${permission} refused to ${urlForLog(contents.getURL())}`);
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  session.setDisplayMediaRequestHandler((_request, callback) => callback(null));
  for (const picker of ['select-hid-device', 'select-serial-port', 'select-usb-device'] as const) {
    session.on(picker as 'select-hid-device', (event, _details, callback) => {
      event.preventDefault();
      callback();
    });
  }
}

/** Every scheme the page could reach the network with. */
export const NETWORK_URL_PATTERNS = ['http://*/*', 'https://*/*', 'ws://*/*', 'wss://*/*', 'ftp://*/*'];

/**
 * The renderer reaches nothing on the network: the platform is the main process's business (over
 * Node's http, which this session does not carry), the page's files come from app://. A request
 * the CSP would already refuse is cancelled here too.
 */
export function blockRendererNetwork(session: Session, log: AppLog): void {
  session.webRequest.onBeforeRequest({ urls: NETWORK_URL_PATTERNS }, (details, callback) => {
    log.warn(`renderer request to ${urlForLog(details.url)} cancelled`);
    callback({ cancel: true });
  });
}

/**
 * Every web contents the app ever creates: no navigation away from the app's page (in any frame),
 * no redirect, no webview, no new window. Nothing is handed to the OS's default handlers either.
 */
export function guardContents(contents: WebContents, log: AppLog): void {
  const deny = (what: string) => (event: { preventDefault(): void; url?: string }, url?: string) => {
    const target = url ?? event.url ?? '';
    event.preventDefault();
    log.warn(`${what} to ${urlForLog(target)} denied`);
  };
  contents.on('will-navigate', (event) => {
    if (!isAppPage(event.url)) deny('navigation')(event);
  });
  contents.on('will-frame-navigate', (event) => {
    if (!(event.isMainFrame && isAppPage(event.url))) deny('frame navigation')(event);
  });
  contents.on('will-redirect', (event) => deny('redirect')(event));
  contents.on('will-attach-webview', (event, _preferences, params) => deny('webview')(event, params.src));
  contents.setWindowOpenHandler(({ url }) => {
    log.warn(`new window for ${urlForLog(url)} denied`);
    return { action: 'deny' };
  });
}

export function guardAllContents(app: App, log: AppLog): void {
  app.on('web-contents-created', (_event, contents) => guardContents(contents, log));
}
