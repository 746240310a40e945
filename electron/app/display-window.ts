import { BrowserWindow, type Display } from 'electron';
import type { AppSettings } from './app-settings';
import { DISPLAY_PAGE_URL } from './app-url';
import type { AppLog } from './log';

type GuestDisplayChoice = AppSettings['guestDisplay'];

/** The parts of Electron's `screen` the display window follows. */
export interface DisplayScreen {
  getAllDisplays(): Display[];
  getPrimaryDisplay(): Display;
  on(event: 'display-added' | 'display-removed' | 'display-metrics-changed', listener: () => void): unknown;
  removeListener(
    event: 'display-added' | 'display-removed' | 'display-metrics-changed',
    listener: () => void,
  ): unknown;
}

/**
 * The display the guest's window goes on: never the primary one (the cashier's); `auto` the first
 * other one, an id that display only (absent: none, rather than a screen facing the cashier).
 */
export function chooseGuestDisplay(
  displays: readonly Display[],
  primaryId: number,
  choice: GuestDisplayChoice,
): Display | undefined {
  if (choice === 'none') return undefined;
  const others = displays.filter((display) => display.id !== primaryId);
  return choice === 'auto' ? others[0] : others.find((display) => display.id === choice);
}

export interface DisplayWindowOptions {
  screen: DisplayScreen;
  choice: GuestDisplayChoice;
  preload: string;
  log: AppLog;
}

export interface DisplayWindowHandle {
  /** The display's window while there is one (the display's IPC host answers it only). */
  window(): BrowserWindow | undefined;
  /** The display the window is on now, if any. */
  showingOn(): number | undefined;
  choice(): GuestDisplayChoice;
  /** Another display chosen (Settings): the window moves, opens or closes at once. */
  choose(choice: GuestDisplayChoice): void;
  stop(): void;
}

function createDisplayWindow(preload: string, display: Display): BrowserWindow {
  const window = new BrowserWindow({
    ...display.bounds,
    fullscreen: true,
    frame: false,
    show: false,
    focusable: true,
    backgroundColor: '#ffffff',
    // The same powers as the cashier's window (electron/app/window.ts), literal for Electronegativity.
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
      disableBlinkFeatures: 'Auxclick',
      devTools: false,
    },
  });
  window.removeMenu();
  // Shown without taking the focus: the cashier's keyboard and scanner stay on the cashier's window.
  window.once('ready-to-show', () => window.showInactive());
  return window;
}

const sameBounds = (a: Display['bounds'], b: Display['bounds']) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/**
 * The guest's display window (issue 26): full screen on the chosen display while it is connected,
 * moved or closed as displays come, go or change.
 */
export function startDisplayWindow({
  screen,
  choice: initialChoice,
  preload,
  log,
}: DisplayWindowOptions): DisplayWindowHandle {
  let choice = initialChoice;
  let stopped = false;
  let current: { window: BrowserWindow; display: Display } | undefined;

  const close = () => {
    if (current && !current.window.isDestroyed()) current.window.destroy();
    current = undefined;
  };
  const follow = () => {
    const target = chooseGuestDisplay(screen.getAllDisplays(), screen.getPrimaryDisplay().id, choice);
    if (
      current &&
      target &&
      current.display.id === target.id &&
      sameBounds(current.display.bounds, target.bounds)
    ) {
      if (!current.window.isDestroyed()) return;
    }
    close();
    if (target === undefined) return;
    log.info(`guest display: window on display ${target.id}`);
    const window = createDisplayWindow(preload, target);
    current = { window, display: target };
    window.loadURL(DISPLAY_PAGE_URL).catch((error: unknown) => {
      log.warn(`guest display: page not loaded (${error instanceof Error ? error.message : String(error)})`);
    });
  };

  const events = ['display-added', 'display-removed', 'display-metrics-changed'] as const;
  for (const event of events) screen.on(event, follow);
  follow();
  const live = () => (current && !current.window.isDestroyed() ? current : undefined);
  return {
    window: () => live()?.window,
    showingOn: () => live()?.display.id,
    choice: () => choice,
    choose: (next) => {
      choice = next;
      if (!stopped) follow();
    },
    stop: () => {
      stopped = true;
      for (const event of events) screen.removeListener(event, follow);
      close();
    },
  };
}
