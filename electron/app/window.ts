import { BrowserWindow } from 'electron';
import type { KioskOptions } from './kiosk';
import { kioskWindowOptions, lockKiosk } from './kiosk';

export interface MainWindowOptions {
  preload: string;
  kiosk: KioskOptions;
  /** DevTools for development (`--devtools`); never in kiosk mode. */
  devTools: boolean;
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const { preload, kiosk, devTools } = options;
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    autoHideMenuBar: true,
    backgroundColor: '#ffffff',
    ...(kiosk.enabled ? kioskWindowOptions() : {}),
    /**
     * The renderer's powers: none beyond the preload's bridge. Each line is a checklist item of
     * docs/security.md; most are Electron's defaults, spelled out so that a change shows in review,
     * and written literally in this call so that Electronegativity (test/electron/electronegativity.test.ts)
     * verifies them in the source and in the bundle.
     */
    webPreferences: {
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
      // A middle click opens nothing: a second guard beside the refused new windows (security.ts).
      disableBlinkFeatures: 'Auxclick',
      devTools: devTools && !kiosk.enabled,
    },
  });
  window.removeMenu();
  if (options.kiosk.enabled) lockKiosk(window);
  window.once('ready-to-show', () => {
    window.show();
    // There is no menu to open them from: DevTools asked for are opened, detached.
    if (options.devTools && !options.kiosk.enabled) window.webContents.openDevTools({ mode: 'detach' });
  });
  return window;
}
