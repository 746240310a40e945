/**
 * A stand-in for the `electron` module (the binary cannot run here): the parts of the API the
 * app uses, recording what it is asked to do, with helpers to play the renderer and the user.
 * Tests use it with `vi.mock('electron', () => import('./fake-electron'))`.
 */
import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

export class FakeEvent {
  defaultPrevented = false;
  constructor(fields: Record<string, unknown> = {}) {
    Object.assign(this, fields);
  }
  preventDefault(): void {
    this.defaultPrevented = true;
  }
}

/** Emits `name` with a fresh event (extra fields on it) and returns that event. */
export function emitEvent(
  emitter: EventEmitter,
  name: string,
  fields: Record<string, unknown> = {},
  ...args: unknown[]
): FakeEvent & Record<string, unknown> {
  const event = new FakeEvent(fields) as FakeEvent & Record<string, unknown>;
  emitter.emit(name, event, ...args);
  return event;
}

export class FakeFrame {
  constructor(public url = '') {}
}

let nextId = 1;

export class FakeWebContents extends EventEmitter {
  readonly id = nextId++;
  readonly mainFrame = new FakeFrame();
  windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined;
  destroyed = false;
  readonly send = vi.fn();
  readonly forcefullyCrashRenderer = vi.fn();
  readonly openDevTools = vi.fn();
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
  getURL(): string {
    return this.mainFrame.url;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
}

export class BrowserWindow extends EventEmitter {
  static windows: BrowserWindow[] = [];
  static getAllWindows(): BrowserWindow[] {
    return BrowserWindow.windows.filter((window) => !window.destroyed);
  }
  readonly webContents = new FakeWebContents();
  destroyed = false;
  minimized = false;
  readonly loadURL = vi.fn(async (url: string) => {
    this.webContents.mainFrame.url = url;
  });
  readonly removeMenu = vi.fn();
  readonly show = vi.fn();
  readonly focus = vi.fn();
  readonly restore = vi.fn(() => {
    this.minimized = false;
  });
  readonly setKiosk = vi.fn();
  readonly setFullScreen = vi.fn();
  readonly showInactive = vi.fn();
  readonly destroy = vi.fn(() => {
    this.destroyed = true;
  });
  constructor(readonly options: Record<string, unknown>) {
    super();
    BrowserWindow.windows.push(this);
    app.emit('web-contents-created', new FakeEvent(), this.webContents);
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
}

class FakeApp extends EventEmitter {
  isPackaged = false;
  readonly paths = new Map<string, string>();
  readyResolve: () => void = () => undefined;
  readonly ready = new Promise<void>((resolve) => (this.readyResolve = resolve));
  readonly requestSingleInstanceLock = vi.fn(() => true);
  readonly exit = vi.fn();
  readonly quit = vi.fn();
  readonly setLoginItemSettings = vi.fn();
  getName(): string {
    return 'loyalty-terminal';
  }
  getVersion(): string {
    return '0.1.0';
  }
  getPath(name: string): string {
    const value = this.paths.get(name);
    if (value === undefined) throw new Error(`no path ${name} in the fake`);
    return value;
  }
  setPath(name: string, value: string): void {
    this.paths.set(name, value);
  }
  whenReady(): Promise<void> {
    return this.ready;
  }
}
export const app = new FakeApp();

class FakeSession extends EventEmitter {
  permissionRequestHandler: ((...args: unknown[]) => void) | undefined;
  permissionCheckHandler: ((...args: unknown[]) => boolean) | undefined;
  devicePermissionHandler: ((...args: unknown[]) => boolean) | undefined;
  displayMediaRequestHandler: ((...args: unknown[]) => void) | undefined;
  readonly webRequest = {
    beforeRequest: undefined as
      | {
          filter: { urls: string[] };
          listener: (details: { url: string }, callback: (r: unknown) => void) => void;
        }
      | undefined,
    onBeforeRequest: (
      filter: { urls: string[] },
      listener: (details: { url: string }, callback: (r: unknown) => void) => void,
    ) => {
      this.webRequest.beforeRequest = { filter, listener };
    },
  };
  setPermissionRequestHandler(handler: (...args: unknown[]) => void): void {
    this.permissionRequestHandler = handler;
  }
  setPermissionCheckHandler(handler: (...args: unknown[]) => boolean): void {
    this.permissionCheckHandler = handler;
  }
  setDevicePermissionHandler(handler: (...args: unknown[]) => boolean): void {
    this.devicePermissionHandler = handler;
  }
  setDisplayMediaRequestHandler(handler: (...args: unknown[]) => void): void {
    this.displayMediaRequestHandler = handler;
  }
}
export const session = { defaultSession: new FakeSession() };

export const protocol = {
  privileged: [] as unknown[],
  handlers: new Map<string, (request: Request) => Promise<Response> | Response>(),
  registerSchemesAsPrivileged: vi.fn((schemes: unknown[]) => void protocol.privileged.push(...schemes)),
  handle: vi.fn((scheme: string, handler: (request: Request) => Promise<Response> | Response) => {
    protocol.handlers.set(scheme, handler);
  }),
};

export const ipcMain = {
  handlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
  handle: vi.fn((channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) => {
    ipcMain.handlers.set(channel, handler);
  }),
  removeHandler: vi.fn((channel: string) => void ipcMain.handlers.delete(channel)),
};

interface FakeDisplay {
  id: number;
  bounds: { x: number; y: number; width: number; height: number };
}

/** Electron's `screen`: one 1024x768 display unless a test connects more (emit 'display-added'). */
class FakeScreen extends EventEmitter {
  displays: FakeDisplay[] = [{ id: 1, bounds: { x: 0, y: 0, width: 1024, height: 768 } }];
  getAllDisplays(): FakeDisplay[] {
    return this.displays;
  }
  getPrimaryDisplay(): FakeDisplay {
    return this.displays[0]!;
  }
}
export const screen = new FakeScreen();

export const dialog = {
  showMessageBox: vi.fn(async (..._args: unknown[]) => ({ response: 0, checkboxChecked: false })),
  showErrorBox: vi.fn(),
};
export const Menu = { setApplicationMenu: vi.fn() };
export const shell = { openExternal: vi.fn(), openPath: vi.fn() };
export const safeStorage = {
  isAsyncEncryptionAvailable: async () => false,
  getSelectedStorageBackend: () => 'basic_text',
  encryptStringAsync: async () => Buffer.alloc(0),
  decryptStringAsync: async () => ({ result: '', shouldReEncrypt: false }),
};

/** Back to a fresh app between tests (module state of the fake). */
export function resetFake(): void {
  BrowserWindow.windows = [];
  app.removeAllListeners();
  session.defaultSession.removeAllListeners();
  protocol.privileged.length = 0;
  protocol.handlers.clear();
  ipcMain.handlers.clear();
  screen.removeAllListeners();
  screen.displays = [{ id: 1, bounds: { x: 0, y: 0, width: 1024, height: 768 } }];
  vi.clearAllMocks();
}

export default {
  app,
  BrowserWindow,
  session,
  protocol,
  ipcMain,
  screen,
  dialog,
  Menu,
  shell,
  safeStorage,
};
