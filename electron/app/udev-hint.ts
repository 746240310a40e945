import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';

export const UDEV_RULE = '70-loyalty-terminal-readers.rules';

/**
 * What the reader status tells an AppImage user whose readers Linux refuses. An AppImage cannot
 * install anything as root, and its files vanish when it stops (and root cannot read its FUSE
 * mount), so the rule shipped in the bundle is copied to the data folder and the status names
 * the command that installs it from there. The deb installs the rule itself: no hint then.
 */
export function appImagePermissionFix(options: {
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  /** The rule inside the app (out/main/udev/...). */
  bundledRule: string;
  dataDir: string;
}): string | undefined {
  if (options.platform !== 'linux' || !options.env.APPIMAGE) return undefined;
  const copy = path.join(options.dataDir, UDEV_RULE);
  try {
    if (!existsSync(copy)) copyFileSync(options.bundledRule, copy);
  } catch {
    return `the AppImage cannot install the udev rule for card readers; install ${UDEV_RULE} from the terminal's package (docs/scanners.md)`;
  }
  const quoted = `'${copy.replace(/'/g, `'\\''`)}'`;
  return (
    'the AppImage cannot install the udev rule for card readers; run once: ' +
    `sudo install -m 0644 ${quoted} /etc/udev/rules.d/${UDEV_RULE} && ` +
    'sudo udevadm control --reload-rules && sudo udevadm trigger --subsystem-match=hidraw'
  );
}
