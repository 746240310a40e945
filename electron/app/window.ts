import { BrowserWindow, type BrowserWindowConstructorOptions, type WebPreferences } from 'electron';
import type { KioskOptions } from './kiosk';
import { kioskWindowOptions, lockKiosk } from './kiosk';

/**
 * The renderer's powers: none beyond the preload's bridge. Each line is a checklist item of
 * docs/security.md; most are Electron's defaults, spelled out so that a change shows in review.
 */
export function webPreferences(preload: string, devTools: boolean): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
    devTools,
  };
}

export interface MainWindowOptions {
  preload: string;
  kiosk: KioskOptions;
  /** DevTools for development (`--devtools`); never in kiosk mode. */
  devTools: boolean;
}

export function mainWindowOptions({
  preload,
  kiosk,
  devTools,
}: MainWindowOptions): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    autoHideMenuBar: true,
    backgroundColor: '#ffffff',
    ...(kiosk.enabled ? kioskWindowOptions() : {}),
    webPreferences: webPreferences(preload, devTools && !kiosk.enabled),
  };
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(options));
  window.removeMenu();
  if (options.kiosk.enabled) lockKiosk(window);
  window.once('ready-to-show', () => {
    window.show();
    // There is no menu to open them from: DevTools asked for are opened, detached.
    if (options.devTools && !options.kiosk.enabled) window.webContents.openDevTools({ mode: 'detach' });
  });
  return window;
}
