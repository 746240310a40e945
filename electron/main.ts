/**
 * Electron entry: wiring only. The terminal's logic is in core/terminal, the contract's gate in
 * core/hosts, each main-process concern in its own file of electron/app (docs/security.md
 * maps the security checklist onto them).
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, Menu, screen, session } from 'electron';
import { keepAppSettings, loadAppSettings, parseLaunchFlags } from './app/app-settings';
import { appPaths, DATA_FOLDER_NAME } from './app/app-paths';
import { APP_PAGE_URL, isAppPage, isDisplayPage } from './app/app-url';
import { electronDisplayPlacement } from './app/display-placement';
import { startDisplayWindow } from './app/display-window';
import { captureConsole, fileLog } from './app/log';
import { applyStartOnLogin } from './app/login-item';
import { registerAppScheme, serveRenderer } from './app/protocol';
import electronUpdater from 'electron-updater';
import { askCashierThenManager } from './app/ask-before-quit';
import { electronUpdateHost, installAtLaunch } from './app/auto-update';
import { QuitGuard, quitQuestion } from './app/quit-guard';
import { watchRenderer } from './app/renderer-watch';
import { blockRendererNetwork, denyAllPermissions, guardAllContents } from './app/security';
import { appImagePermissionFix, UDEV_RULE } from './app/udev-hint';
import { createMainWindow } from './app/window';
import { TerminalCore } from '../core/terminal/terminal-core';
import { ElectronMachineRecord, ElectronSecretStore } from './hosts/electron-secret-store';
import { embeddedPlatform } from '../core/hosts/embedded-platform';
import { startIpcHost } from './hosts/ipc';
import { startPrintHost } from './app/print';
import { DeviceManager } from '../core/scanner/device-manager';

const paths = appPaths(path.dirname(fileURLToPath(import.meta.url)));

async function start(): Promise<void> {
  const dataDir = app.getPath('userData');
  const log = fileLog({ dir: path.join(dataDir, 'logs') });
  captureConsole(log);
  log.info(`starting ${app.getName()} ${app.getVersion()} (Electron ${process.versions.electron})`);

  const flags = parseLaunchFlags(process.argv.slice(app.isPackaged ? 1 : 2));
  const settings = loadAppSettings(dataDir, flags.settings, log);
  applyStartOnLogin(settings.startOnLogin, {
    app,
    platform: process.platform,
    env: process.env,
    home: os.homedir(),
    execPath: process.execPath,
    log,
  });

  Menu.setApplicationMenu(null);
  denyAllPermissions(session.defaultSession, log);
  blockRendererNetwork(session.defaultSession, log);
  guardAllContents(app, log);
  serveRenderer(paths.renderer);

  const linuxPermissionFix = appImagePermissionFix({
    env: process.env,
    platform: process.platform,
    // Packaged: the rule is a real file among the resources (extraResources), not inside the asar.
    bundledRule: app.isPackaged ? path.join(process.resourcesPath, 'udev', UDEV_RULE) : paths.udevRule,
    dataDir,
  });
  // Only an installed app updates itself; a development run checks nothing.
  const updater = app.isPackaged ? electronUpdater.autoUpdater : undefined;
  const core = await TerminalCore.open({
    dataDir,
    secrets: new ElectronSecretStore(dataDir),
    machineRecord: new ElectronMachineRecord(dataDir),
    embeddedPlatform: embeddedPlatform(dataDir),
    scanDevices: (options) =>
      new DeviceManager(linuxPermissionFix ? { ...options, linuxPermissionFix } : options),
    ...(updater ? { updates: electronUpdateHost(updater, app.getVersion()) } : {}),
    log,
  });
  // Before the window opens: an update an earlier run downloaded installs now, if the gate says so.
  const installing =
    updater !== undefined &&
    (await installAtLaunch({
      updater,
      verdict: core.updates?.launchVerdict(),
      feedUrl: core.settings.value.updateFeedUrl,
      closeCore: () => core.close(),
      log,
    }));
  if (installing) return;
  const window = createMainWindow({
    preload: paths.preload,
    kiosk: { enabled: settings.kiosk },
    devTools: flags.devTools && !app.isPackaged,
  });
  const stopIpc = startIpcHost({
    handlers: core.handlers,
    events: core.events,
    window,
    isAppUrl: isAppPage,
    log,
  });
  // The guest's display (issue 26): its own window, preload and IPC host, the display's commands only.
  const guestDisplay = startDisplayWindow({
    screen,
    choice: settings.guestDisplay,
    preload: paths.displayPreload,
    log,
  });
  // Settings list the displays and choose one (display.place, a manager's grant checked by the core).
  core.placeGuestDisplayWith(
    electronDisplayPlacement({
      screen,
      window: guestDisplay,
      keep: (choice) => void keepAppSettings(dataDir, { guestDisplay: choice }, log),
    }),
  );
  const stopDisplayIpc = startIpcHost({
    handlers: core.handlers,
    events: core.events,
    window: guestDisplay.window,
    isAppUrl: isDisplayPage,
    audience: 'display',
    log,
  });
  const stopPrint = startPrintHost(window, isAppPage, log);
  const stopWatch = watchRenderer(window, { reload: () => void window.loadURL(APP_PAGE_URL), log });

  const guard = new QuitGuard({
    waiting: () => core.status().queue.count,
    ask: askCashierThenManager({
      confirm: async (count) => {
        const question = quitQuestion(count, core.settings.value.language);
        const options = { type: 'warning' as const, ...question, defaultId: 0, cancelId: 0, noLink: true };
        const { response } = window.isDestroyed()
          ? await dialog.showMessageBox(options)
          : await dialog.showMessageBox(window, options);
        return response === 1;
      },
      hasManagers: () => core.staff.hasManagers,
      approve: (count) => core.quit.request(count),
      log,
    }),
    shutdown: async () => {
      stopWatch();
      stopIpc();
      stopDisplayIpc();
      guestDisplay.stop();
      stopPrint();
      await core.close();
    },
    exit: () => app.quit(),
    log,
  });
  app.on('before-quit', (event) => {
    if (guard.request()) event.preventDefault();
  });
  window.on('close', (event) => {
    if (guard.request()) event.preventDefault();
  });
  // Windows logging off or shutting down: nobody will answer a question; the holds are safe in the database.
  window.on('session-end', () => void guard.request({ ask: false }));
  // The guard asks (with the number of waiting holds) before anything closes; the renderer's own
  // beforeunload warning is for the browser host. Under Electron a cancelled beforeunload would
  // silently keep the window open after the cashier said quit, and block reloading a hung page.
  window.webContents.on('will-prevent-unload', (event) => event.preventDefault());
  await window.loadURL(APP_PAGE_URL);
}

// The same data folder in development and installed (the product name would otherwise differ).
app.setPath('userData', path.join(app.getPath('appData'), DATA_FOLDER_NAME));
registerAppScheme();
// One terminal per machine user: a second launch would open the same data folder (whose
// database refuses a second process anyway) and settle the same holds; show the first instead.
if (!app.requestSingleInstanceLock()) app.exit(0);
else {
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window?.isMinimized()) window.restore();
    window?.focus();
  });
  app.on('window-all-closed', () => app.quit());
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error(`cannot start: ${error instanceof Error ? error.message : String(error)}`);
      dialog.showErrorBox(
        'Loyalty terminal',
        `The terminal cannot start: ${error instanceof Error ? error.message : String(error)}`,
      );
      app.exit(1);
    });
}
