/**
 * Electron entry: the core, one locked-down window, the IPC host. Thin by design; the logic is
 * in electron/core, the contract's gate in electron/hosts/dispatch.ts.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { app, BrowserWindow, session } from 'electron';
import { TerminalCore } from './core/terminal-core';
import { ElectronSecretStore } from './hosts/electron-secret-store';
import { embeddedPlatform } from './hosts/embedded-platform';
import { startIpcHost } from './hosts/ipc';
import { DeviceManager } from './scanner/device-manager';

const here = path.dirname(fileURLToPath(import.meta.url));
const RENDERER_INDEX = path.join(here, '..', 'renderer', 'index.html');

/** Only the renderer's own page, with or without a fragment. */
function isAppUrl(url: string): boolean {
  const own = pathToFileURL(RENDERER_INDEX).href;
  return url === own || url.startsWith(`${own}#`);
}

function lockDown(): void {
  // No camera, microphone, notifications, geolocation...: the terminal asks for nothing.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.on('will-redirect', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
}

async function start(): Promise<void> {
  lockDown();
  const dataDir = app.getPath('userData');
  const core = await TerminalCore.open({
    dataDir,
    secrets: new ElectronSecretStore(dataDir),
    embeddedPlatform: embeddedPlatform(dataDir),
    scanDevices: (options) => new DeviceManager(options),
  });
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    show: false,
    webPreferences: {
      preload: path.join(here, 'preload.js'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  const stopIpc = startIpcHost({ handlers: core.handlers, events: core.events, window, isAppUrl });
  window.once('ready-to-show', () => window.show());
  await window.loadFile(RENDERER_INDEX);

  let closing = false;
  app.on('before-quit', (event) => {
    if (closing) return;
    closing = true;
    event.preventDefault();
    stopIpc();
    core.close().finally(() => app.quit());
  });
}

// One terminal per machine user: a second launch would open the same data folder (whose
// database refuses a second process anyway) and settle the same holds; show the first instead.
if (!app.requestSingleInstanceLock()) app.exit(0);
app.on('second-instance', () => {
  const [window] = BrowserWindow.getAllWindows();
  if (window?.isMinimized()) window.restore();
  window?.focus();
});
app.on('window-all-closed', () => app.quit());
app.whenReady().then(start, (error: unknown) => {
  console.error(`cannot start: ${(error as Error).message}`);
  app.exit(1);
});
