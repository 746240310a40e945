import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from 'electron';
import type { AppLog } from './log';

export const AUTOSTART_FILE = 'loyalty-terminal.desktop';

/** An Exec argument quoted as the Desktop Entry specification asks. */
function desktopQuote(argument: string): string {
  if (!/[\s"'\\`$;&|<>()*?#~=%]/.test(argument)) return argument;
  return `"${argument.replace(/[\\"`$]/g, (c) => `\\${c}`)}"`;
}

/** The XDG autostart entry that starts `executable` when the session starts. */
export function autostartEntry(executable: string, name: string): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    `Name=${name.replace(/[\r\n]/g, ' ')}`,
    `Exec=${desktopQuote(executable)}`,
    'X-GNOME-Autostart-enabled=true',
    'NoDisplay=true',
    '',
  ].join('\n');
}

export interface StartOnLoginContext {
  app: Pick<App, 'isPackaged' | 'setLoginItemSettings' | 'getName'>;
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  home: string;
  execPath: string;
  log: AppLog;
}

/**
 * Starts the terminal with the cashier's session, or stops doing so. Windows and macOS keep a
 * login item; Linux has no such API in Electron, so an XDG autostart entry is written (for an
 * AppImage, pointing at the AppImage file itself). A development run changes nothing.
 */
export function applyStartOnLogin(enabled: boolean, context: StartOnLoginContext): void {
  const { app, platform, env, log } = context;
  if (!app.isPackaged) {
    if (enabled) log.info('start on login applies to the installed app only');
    return;
  }
  switch (platform) {
    case 'win32':
    case 'darwin':
      app.setLoginItemSettings({ openAtLogin: enabled });
      return;
    case 'linux': {
      const dir = path.join(env.XDG_CONFIG_HOME || path.join(context.home, '.config'), 'autostart');
      const file = path.join(dir, AUTOSTART_FILE);
      if (enabled) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, autostartEntry(env.APPIMAGE || context.execPath, app.getName()));
      } else rmSync(file, { force: true });
      return;
    }
    default:
      log.warn(`start on login is not supported on ${platform}`);
  }
}
