import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_SETTINGS_FILE, loadAppSettings, parseLaunchFlags } from '../../electron/app/app-settings';
import { applyStartOnLogin, AUTOSTART_FILE, autostartEntry } from '../../electron/app/login-item';
import { appImagePermissionFix, UDEV_RULE } from '../../electron/app/udev-hint';
import { DEFAULT_LINUX_PERMISSION_FIX, describeOpenError } from '../../core/scanner/device-manager';
import { tempFoldersForEachTest } from '../support/temp-folders';

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const tempDir = tempFoldersForEachTest('app-settings-');
afterEach(() => {
  vi.clearAllMocks();
});

describe('launch flags', () => {
  it('picks ours among Electron and Chromium arguments', () => {
    expect(
      parseLaunchFlags(['--no-sandbox', '--kiosk', '.', '--start-on-login', '--enable-logging']),
    ).toEqual({
      settings: { kiosk: true, startOnLogin: true },
      devTools: false,
    });
    expect(parseLaunchFlags(['--no-kiosk', '--no-start-on-login', '--devtools'])).toEqual({
      settings: { kiosk: false, startOnLogin: false },
      devTools: true,
    });
    expect(parseLaunchFlags([])).toEqual({ settings: {}, devTools: false });
  });

  it('--guest-display takes auto, none or a display id, and ignores anything else', () => {
    expect(parseLaunchFlags(['--guest-display=none']).settings).toEqual({ guestDisplay: 'none' });
    expect(parseLaunchFlags(['--guest-display', '2528732444']).settings).toEqual({
      guestDisplay: 2528732444,
    });
    expect(parseLaunchFlags(['--guest-display=auto']).settings).toEqual({ guestDisplay: 'auto' });
    expect(parseLaunchFlags(['--guest-display=left']).settings).toEqual({});
  });
});

describe('app settings', () => {
  it('defaults: no kiosk, no start on login; written 0600 for the IT person to find', () => {
    const dir = tempDir();
    expect(loadAppSettings(dir, {}, log)).toEqual({
      kiosk: false,
      startOnLogin: false,
      guestDisplay: 'auto',
    });
    const file = path.join(dir, APP_SETTINGS_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      kiosk: false,
      startOnLogin: false,
      guestDisplay: 'auto',
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('a flag is applied and kept for the next starts; --no-… undoes it', () => {
    const dir = tempDir();
    expect(loadAppSettings(dir, { kiosk: true }, log).kiosk).toBe(true);
    expect(loadAppSettings(dir, {}, log).kiosk).toBe(true);
    expect(loadAppSettings(dir, { kiosk: false }, log).kiosk).toBe(false);
    expect(loadAppSettings(dir, {}, log).kiosk).toBe(false);
  });

  it('the guest display chosen by a flag is kept for the next starts', () => {
    const dir = tempDir();
    expect(loadAppSettings(dir, { guestDisplay: 7 }, log).guestDisplay).toBe(7);
    expect(loadAppSettings(dir, {}, log).guestDisplay).toBe(7);
    expect(loadAppSettings(dir, { guestDisplay: 'none' }, log).guestDisplay).toBe('none');
    expect(loadAppSettings(dir, {}, log).guestDisplay).toBe('none');
  });

  it('a broken file gives the defaults and a warning, never a crash', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, APP_SETTINGS_FILE), '{"kiosk": "yes"');
    expect(loadAppSettings(dir, {}, log)).toEqual({
      kiosk: false,
      startOnLogin: false,
      guestDisplay: 'auto',
    });
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('not valid'));
    writeFileSync(path.join(dir, APP_SETTINGS_FILE), '{"kiosk": true, "shell": "x"}');
    expect(loadAppSettings(dir, {}, log).kiosk).toBe(false);
  });
});

describe('start on login', () => {
  const fakeApp = (isPackaged: boolean) => ({
    isPackaged,
    setLoginItemSettings: vi.fn(),
    getName: () => 'loyalty-terminal',
  });

  it('Linux: an XDG autostart entry for the installed executable or the AppImage, removed when off', () => {
    const home = tempDir();
    const app = fakeApp(true);
    const context = {
      app,
      platform: 'linux' as const,
      home,
      execPath: '/opt/Loyalty Terminal/loyalty-terminal',
      log,
    };
    applyStartOnLogin(true, { ...context, env: {} });
    const file = path.join(home, '.config', 'autostart', AUTOSTART_FILE);
    expect(readFileSync(file, 'utf8')).toContain('Exec="/opt/Loyalty Terminal/loyalty-terminal"\n');
    applyStartOnLogin(true, { ...context, env: { APPIMAGE: '/home/c/Terminal.AppImage' } });
    expect(readFileSync(file, 'utf8')).toContain('Exec=/home/c/Terminal.AppImage\n');
    applyStartOnLogin(false, { ...context, env: {} });
    expect(existsSync(file)).toBe(false);
    expect(app.setLoginItemSettings).not.toHaveBeenCalled();
  });

  it('Windows: the login item', () => {
    const app = fakeApp(true);
    applyStartOnLogin(true, { app, platform: 'win32', env: {}, home: tempDir(), execPath: 'C:\\x.exe', log });
    expect(app.setLoginItemSettings).toHaveBeenCalledWith({ openAtLogin: true });
  });

  it('a development run changes nothing', () => {
    const home = tempDir();
    const app = fakeApp(false);
    applyStartOnLogin(true, { app, platform: 'linux', env: {}, home, execPath: '/usr/bin/electron', log });
    expect(existsSync(path.join(home, '.config'))).toBe(false);
  });

  it('quotes an Exec path as the Desktop Entry specification asks', () => {
    expect(autostartEntry('/opt/a "b"/$x', 'n')).toContain('Exec="/opt/a \\"b\\"/\\$x"');
  });
});

describe('the AppImage udev hint', () => {
  it('copies the rule to the data folder and names the command that installs it', () => {
    const dataDir = tempDir();
    const bundledRule = path.join(dataDir, 'bundled.rules');
    writeFileSync(bundledRule, 'RULE');
    const fix = appImagePermissionFix({
      env: { APPIMAGE: '/x.AppImage' },
      platform: 'linux',
      bundledRule,
      dataDir,
    });
    expect(readFileSync(path.join(dataDir, UDEV_RULE), 'utf8')).toBe('RULE');
    expect(fix).toContain('AppImage cannot install the udev rule');
    expect(fix).toContain(
      `sudo install -m 0644 '${path.join(dataDir, UDEV_RULE)}' /etc/udev/rules.d/${UDEV_RULE}`,
    );
    expect(fix).toContain('udevadm control --reload-rules');
  });

  it('is what the reader status shows when Linux refuses a reader', () => {
    const refused = new Error('cannot open device with path /dev/hidraw3: EACCES: permission denied');
    expect(describeOpenError(refused, 'barcode', 'linux', 'run THE COMMAND').message).toMatch(
      /: run THE COMMAND$/,
    );
    expect(describeOpenError(refused, 'barcode', 'linux').message).toContain(DEFAULT_LINUX_PERMISSION_FIX);
  });

  it('says nothing for the deb (which installs the rule) or another OS', () => {
    const dataDir = tempDir();
    expect(appImagePermissionFix({ env: {}, platform: 'linux', bundledRule: 'x', dataDir })).toBeUndefined();
    expect(
      appImagePermissionFix({ env: { APPIMAGE: 'x' }, platform: 'win32', bundledRule: 'x', dataDir }),
    ).toBeUndefined();
  });
});
