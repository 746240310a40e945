import path from 'node:path';
import { UDEV_RULE } from './udev-hint';

/**
 * Where the built app's parts lie, from the folder of the main bundle (out/main): the layout
 * `npm run build` writes and electron-builder packs into the asar unchanged.
 */
export function appPaths(mainDir: string) {
  return {
    renderer: path.join(mainDir, '..', 'renderer'),
    preload: path.join(mainDir, '..', 'preload', 'preload.cjs'),
    displayPreload: path.join(mainDir, '..', 'display-preload', 'display-preload.cjs'),
    udevRule: path.join(mainDir, 'udev', UDEV_RULE),
  };
}

/** The data folder's name under the OS's per-user application data (the same in development and installed). */
export const DATA_FOLDER_NAME = 'loyalty-terminal';
