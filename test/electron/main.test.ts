/**
 * electron/main.ts wired against the stand-in electron module and a real core (embedded demo
 * platform, data folder in a temporary directory): what the app does from `ready` to quitting.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_PAGE_URL } from '../../electron/app/app-url';
import { RENDERER_CSP } from '../../electron/app/app-file-responses';
import { app, BrowserWindow, emitEvent, ipcMain, Menu, protocol, session } from '../support/fake-electron';

vi.mock('electron', () => import('../support/fake-electron'));

const appData = mkdtempSync(path.join(tmpdir(), 'electron-main-'));
const dataDir = path.join(appData, 'loyalty-terminal');
let window: BrowserWindow;

beforeAll(async () => {
  app.setPath('appData', appData);
  await import('../../electron/main');
  // Before ready: the scheme is privileged and the single-instance lock taken.
  expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledTimes(1);
  expect(app.requestSingleInstanceLock).toHaveBeenCalled();
  expect(protocol.handle).not.toHaveBeenCalled();
  app.readyResolve();
  await vi.waitFor(() => expect(BrowserWindow.windows[0]?.loadURL).toHaveBeenCalled(), { timeout: 20_000 });
  window = BrowserWindow.windows[0]!;
}, 30_000);

afterAll(async () => {
  if (!app.quit.mock.calls.length) {
    emitEvent(app, 'before-quit');
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalled(), { timeout: 10_000 });
  }
  rmSync(appData, { recursive: true, force: true });
});

describe('electron/main.ts', () => {
  it('keeps its data in <appData>/loyalty-terminal, with the log there', () => {
    expect(app.getPath('userData')).toBe(dataDir);
    expect(existsSync(path.join(dataDir, 'terminal.db'))).toBe(true);
    expect(readFileSync(path.join(dataDir, 'logs', 'terminal.log'), 'utf8')).toContain(
      'starting loyalty-terminal',
    );
  });

  it('loads the app page over app://, in a locked-down window with the bundled preload', () => {
    expect(window.loadURL).toHaveBeenCalledWith(APP_PAGE_URL);
    const preferences = window.options['webPreferences'] as Record<string, unknown>;
    expect(preferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(String(preferences['preload'])).toMatch(/[/\\]preload[/\\]preload\.cjs$/);
    expect(Menu.setApplicationMenu).toHaveBeenCalledWith(null);
  });

  it('serves app:// with the CSP and refuses everything else', async () => {
    const handler = protocol.handlers.get('app')!;
    const page = await handler(new Request(APP_PAGE_URL));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(RENDERER_CSP);
    expect((await handler(new Request('app://terminal/../package.json'))).status).toBe(404);
  });

  it('refuses permissions and guards the window it made', () => {
    const callback = vi.fn();
    session.defaultSession.permissionRequestHandler?.(window.webContents, 'media', callback, {});
    expect(callback).toHaveBeenCalledWith(false);
    expect(window.webContents.windowOpenHandler?.({ url: 'https://x/' })).toEqual({ action: 'deny' });
    expect(emitEvent(window.webContents, 'will-navigate', { url: 'https://x/' }).defaultPrevented).toBe(true);
    const cancel = vi.fn();
    session.defaultSession.webRequest.beforeRequest?.listener({ url: 'https://x/' }, cancel);
    expect(cancel).toHaveBeenCalledWith({ cancel: true });
  });

  it('answers the contract over IPC to its page, through the real core', async () => {
    const status = ipcMain.handlers.get('terminal:command:status')!;
    const answer = (await status(
      { sender: window.webContents, senderFrame: window.webContents.mainFrame },
      {},
    )) as {
      ok: boolean;
      value: { platform: { embedded: boolean }; queue: { count: number } };
    };
    expect(answer.ok).toBe(true);
    expect(answer.value.platform.embedded).toBe(true);
    expect(answer.value.queue.count).toBe(0);
  });

  it('reloads the page when the renderer crashes', async () => {
    window.loadURL.mockClear();
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 11 });
    await vi.waitFor(() => expect(window.loadURL).toHaveBeenCalledWith(APP_PAGE_URL));
  });

  it("ignores the page's beforeunload warning (the guard asks instead), so a confirmed quit or a reload is not blocked", () => {
    expect(emitEvent(window.webContents, 'will-prevent-unload').defaultPrevented).toBe(true);
  });

  it('listens for the Windows session ending, to close without asking', () => {
    expect(window.listenerCount('session-end')).toBe(1);
  });

  it('quits through the guard: the window close is held until the core is closed, nothing waiting so no question', async () => {
    const close = emitEvent(window, 'close');
    expect(close.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalled(), { timeout: 10_000 });
    expect(emitEvent(app, 'before-quit').defaultPrevented).toBe(false);
    expect(ipcMain.handlers.size).toBe(0);
    expect(readFileSync(path.join(dataDir, 'logs', 'terminal.log'), 'utf8')).toContain('quitting');
  });
});
