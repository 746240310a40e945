import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  blockRendererNetwork,
  denyAllPermissions,
  guardAllContents,
  guardContents,
  NETWORK_URL_PATTERNS,
  urlForLog,
} from '../../electron/app/security';
import { createMainWindow } from '../../electron/app/window';
import {
  app,
  BrowserWindow,
  emitEvent,
  FakeWebContents,
  resetFake,
  session,
  shell,
} from '../support/fake-electron';

vi.mock('electron', () => import('../support/fake-electron'));

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
beforeEach(() => {
  resetFake();
  log.warn.mockClear();
});

describe('the window', () => {
  const openWindow = (options: { kiosk: boolean; devTools: boolean }) =>
    createMainWindow({
      preload: 'p',
      kiosk: { enabled: options.kiosk },
      devTools: options.devTools,
    }) as unknown as BrowserWindow;
  /** What the window was constructed with. */
  const constructedWith = (options: { preload: string; kiosk: boolean; devTools: boolean }) =>
    (
      createMainWindow({
        preload: options.preload,
        kiosk: { enabled: options.kiosk },
        devTools: options.devTools,
      }) as unknown as BrowserWindow
    ).options as { webPreferences?: Record<string, unknown> };

  it('has the renderer locked down: isolated, sandboxed, no Node, web security on', () => {
    const options = constructedWith({ preload: '/app/preload.cjs', kiosk: false, devTools: false });
    expect(options.webPreferences).toEqual({
      preload: '/app/preload.cjs',
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
    });
    expect(options.webPreferences).not.toHaveProperty('enableBlinkFeatures');
    expect(options.webPreferences).not.toHaveProperty('additionalArguments');
  });

  it('never has DevTools in kiosk mode, even when asked', () => {
    const options = constructedWith({ preload: 'p', kiosk: true, devTools: true });
    expect(options.webPreferences?.devTools).toBe(false);
    expect(options).toMatchObject({ kiosk: true, fullscreen: true, frame: false, minimizable: false });
  });

  it('is created without a menu and shown once ready', () => {
    const window = openWindow({ kiosk: false, devTools: false });
    expect(window.removeMenu).toHaveBeenCalled();
    expect(window.show).not.toHaveBeenCalled();
    window.emit('ready-to-show');
    expect(window.show).toHaveBeenCalled();
    expect(window.webContents.openDevTools).not.toHaveBeenCalled();
  });

  it('opens DevTools only when asked for in a development run, never in kiosk mode', () => {
    const asked = openWindow({ kiosk: false, devTools: true });
    asked.emit('ready-to-show');
    expect(asked.webContents.openDevTools).toHaveBeenCalledWith({ mode: 'detach' });
    const kiosk = openWindow({ kiosk: true, devTools: true });
    kiosk.emit('ready-to-show');
    expect(kiosk.webContents.openDevTools).not.toHaveBeenCalled();
  });
});

describe('web contents guards', () => {
  function guarded(): FakeWebContents {
    const contents = new FakeWebContents();
    guardContents(contents as never, log);
    return contents;
  }

  it('deny navigation away from the app page, in the main frame and in any frame', () => {
    const contents = guarded();
    expect(emitEvent(contents, 'will-navigate', { url: 'https://evil.example/' }).defaultPrevented).toBe(
      true,
    );
    expect(emitEvent(contents, 'will-navigate', { url: 'file:///etc/passwd' }).defaultPrevented).toBe(true);
    expect(emitEvent(contents, 'will-navigate', { url: 'app://terminal/assets/x.js' }).defaultPrevented).toBe(
      true,
    );
    expect(emitEvent(contents, 'will-navigate', { url: 'app://terminal/index.html' }).defaultPrevented).toBe(
      false,
    );
    expect(
      emitEvent(contents, 'will-frame-navigate', { url: 'app://terminal/index.html', isMainFrame: false })
        .defaultPrevented,
    ).toBe(true);
    expect(
      emitEvent(contents, 'will-frame-navigate', { url: 'https://evil.example/', isMainFrame: true })
        .defaultPrevented,
    ).toBe(true);
  });

  it('deny every redirect and every webview', () => {
    const contents = guarded();
    expect(emitEvent(contents, 'will-redirect', { url: 'app://terminal/index.html' }).defaultPrevented).toBe(
      true,
    );
    const webview = emitEvent(
      contents,
      'will-attach-webview',
      {},
      { nodeIntegration: true },
      { src: 'https://x/' },
    );
    expect(webview.defaultPrevented).toBe(true);
  });

  it('deny new windows and hand nothing to the OS', () => {
    const contents = guarded();
    for (const url of ['https://evil.example/', 'app://terminal/index.html', 'mailto:a@b', 'file:///bin/sh'])
      expect(contents.windowOpenHandler?.({ url })).toEqual({ action: 'deny' });
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('log a denial by scheme and host only, never the path or query that may carry data', () => {
    const contents = guarded();
    emitEvent(contents, 'will-navigate', { url: 'https://evil.example/steal?card=4276123456789012' });
    expect(log.warn).toHaveBeenCalledWith('navigation to https://evil.example denied');
    expect(urlForLog('nonsense')).toBe('(not a URL)');
  });

  it('apply to every web contents the app creates', () => {
    guardAllContents(app as never, log);
    const window = new BrowserWindow({});
    expect(window.webContents.windowOpenHandler?.({ url: 'https://x/' })).toEqual({ action: 'deny' });
    expect(emitEvent(window.webContents, 'will-navigate', { url: 'https://x/' }).defaultPrevented).toBe(true);
  });
});

describe('permissions', () => {
  it('every request, check and device choice is refused', () => {
    const s = session.defaultSession;
    denyAllPermissions(s as never, log);
    const contents = new FakeWebContents();
    contents.mainFrame.url = 'app://terminal/index.html';
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'hid',
      'serial',
      'openExternal',
    ]) {
      const callback = vi.fn();
      s.permissionRequestHandler?.(contents, permission, callback, {});
      expect(callback, permission).toHaveBeenCalledWith(false);
      expect(s.permissionCheckHandler?.(contents, permission, 'app://terminal', {}), permission).toBe(false);
    }
    expect(s.devicePermissionHandler?.({ deviceType: 'hid', origin: 'app://terminal' })).toBe(false);
    const media = vi.fn();
    s.displayMediaRequestHandler?.({}, media);
    expect(media).toHaveBeenCalledWith(null);
    for (const picker of ['select-hid-device', 'select-serial-port', 'select-usb-device']) {
      const callback = vi.fn();
      expect(emitEvent(s, picker, {}, { deviceList: [{ deviceId: '1' }] }, callback).defaultPrevented).toBe(
        true,
      );
      expect(callback).toHaveBeenCalledWith();
    }
  });
});

describe('the renderer and the network', () => {
  it('every http, https, websocket and ftp request of the session is cancelled', () => {
    blockRendererNetwork(session.defaultSession as never, log);
    const hook = session.defaultSession.webRequest.beforeRequest;
    expect(hook?.filter.urls).toEqual(NETWORK_URL_PATTERNS);
    for (const scheme of ['http', 'https', 'ws', 'wss', 'ftp'])
      expect(
        NETWORK_URL_PATTERNS.some((pattern) => pattern.startsWith(`${scheme}://`)),
        scheme,
      ).toBe(true);
    const callback = vi.fn();
    hook?.listener({ url: 'https://evil.example/collect?card=4276123456789012' }, callback);
    expect(callback).toHaveBeenCalledWith({ cancel: true });
    expect(log.warn).toHaveBeenCalledWith('renderer request to https://evil.example cancelled');
  });
});

describe('the Electron version', () => {
  it('the Electron installed is the one declared, a major with the APIs the app relies on', () => {
    const declared = (
      JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> }
    ).devDependencies['electron'];
    const installed = (
      JSON.parse(readFileSync('node_modules/electron/package.json', 'utf8')) as { version: string }
    ).version;
    const major = (version: string) => Number(/(\d+)\./.exec(version)?.[1]);
    expect(major(installed)).toBe(major(declared ?? ''));
    // protocol.handle and will-frame-navigate (25), safeStorage's async API (the secret store) need a recent major.
    expect(major(installed)).toBeGreaterThanOrEqual(45);
  });
});

describe('the sources', () => {
  it('never call shell.openExternal or openPath (nothing from the renderer reaches the OS)', () => {
    const files = ['common', 'core', 'electron'].flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .map((f) => path.join(folder, f)),
    );
    expect(files.length).toBeGreaterThan(150);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/\bshell\b|openExternal|openPath/);
    }
  });
});
