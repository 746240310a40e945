import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { GuestDisplayChoiceSchema } from '../../common/contract/index';
import { writePrivateFile } from '../../core/terminal/settings/secret-store';
import type { AppLog } from './log';

/**
 * Settings of the desktop app itself (not of the terminal's core): how its window behaves on the
 * cashier's machine. `<dataDir>/app-settings.json`, set by the IT person with a flag once
 * (`--kiosk`, `--start-on-login`, and `--no-…` to undo;
 * `--guest-display=<auto|none|display id>`) and kept for the next starts.
 */
export const AppSettingsSchema = z.strictObject({
  /** Full screen, no frame, no menu, no way out but the app's own exit. */
  kiosk: z.boolean().default(false),
  /** Start the terminal when the cashier's session starts. */
  startOnLogin: z.boolean().default(false),
  /**
   * Where the guest's display window goes (issue 26): `auto` the first display that is not the
   * primary one, a display's id (Electron's screen API) that one only, `none` no window.
   */
  guestDisplay: GuestDisplayChoiceSchema.default('auto'),
});
export type AppSettings = z.infer<typeof AppSettingsSchema>;

export const APP_SETTINGS_FILE = 'app-settings.json';

export interface LaunchFlags {
  settings: Partial<AppSettings>;
  /** DevTools for development; never saved, ignored in kiosk mode. */
  devTools: boolean;
}

/** Our flags among Electron's and Chromium's own arguments, which are left alone. */
export function parseLaunchFlags(args: readonly string[]): LaunchFlags {
  const { values } = parseArgs({
    args: [...args],
    options: {
      kiosk: { type: 'boolean' },
      'no-kiosk': { type: 'boolean' },
      'start-on-login': { type: 'boolean' },
      'no-start-on-login': { type: 'boolean' },
      'guest-display': { type: 'string' },
      devtools: { type: 'boolean' },
    },
    strict: false,
    allowPositionals: true,
  });
  const flag = (on: unknown, off: unknown): boolean | undefined =>
    off === true ? false : on === true ? true : undefined;
  const settings: Partial<AppSettings> = {};
  const kiosk = flag(values.kiosk, values['no-kiosk']);
  const startOnLogin = flag(values['start-on-login'], values['no-start-on-login']);
  if (kiosk !== undefined) settings.kiosk = kiosk;
  if (startOnLogin !== undefined) settings.startOnLogin = startOnLogin;
  const guestDisplay = parseGuestDisplay(values['guest-display']);
  if (guestDisplay !== undefined) settings.guestDisplay = guestDisplay;
  return { settings, devTools: values.devtools === true };
}

/** `auto`, `none` or a display's id; anything else is ignored (the saved choice stays). */
function parseGuestDisplay(value: unknown): AppSettings['guestDisplay'] | undefined {
  if (value === 'auto' || value === 'none') return value;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** A setting changed while the app runs (Settings' guest display): saved for the next starts. */
export function keepAppSettings(dataDir: string, change: Partial<AppSettings>, log: AppLog): AppSettings {
  return loadAppSettings(dataDir, change, log);
}

/** The saved settings with the launch's flags applied; saved again when a flag changed them. */
export function loadAppSettings(dataDir: string, flags: Partial<AppSettings>, log: AppLog): AppSettings {
  const file = path.join(dataDir, APP_SETTINGS_FILE);
  let saved: AppSettings = AppSettingsSchema.parse({});
  if (existsSync(file)) {
    try {
      saved = AppSettingsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      log.warn(
        `${APP_SETTINGS_FILE} is not valid (${error instanceof Error ? error.name : 'unreadable'}): defaults used`,
      );
    }
  }
  const settings = { ...saved, ...flags };
  const changed = (Object.keys(settings) as (keyof AppSettings)[]).some(
    (key) => settings[key] !== saved[key],
  );
  if (changed || !existsSync(file)) {
    writePrivateFile(file, `${JSON.stringify(settings, null, 2)}\n`);
  }
  return settings;
}
