/**
 * Packaging for cashier machines (electron-builder 26): `npm run dist` (Linux AppImage and deb,
 * Windows NSIS), `dist:linux`, `dist:win`. The README says how to run it; docs/security.md why
 * each security setting is there. Everything not said here is electron-builder's default.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'electron-builder';
import { writeDebScript } from './build/packaging/deb-scripts';
import { afterPack } from './build/packaging/fuses';

const root = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string };

export const APP_ID = 'ru.loyalty-terminal.cashier';
export const PRODUCT_NAME = 'Loyalty Terminal';

/** The configuration; `generatedDir` receives the composed deb scripts. */
export function builderConfig(generatedDir = path.join(root, 'out', 'packaging')): Configuration {
  const buildDir = path.join(root, 'build');
  return {
    appId: APP_ID,
    productName: PRODUCT_NAME,
    // The version is package.json's: electron-builder reads it there (and names every artifact with it).
    executableName: pkg.name,
    copyright: 'Copyright © 2026 the loyalty terminal maintainers',
    // Needed by the deb (its Homepage and Maintainer fields); the vendor sets its own.
    extraMetadata: {
      homepage: 'https://loyalty-terminal.invalid',
      author: { name: 'Loyalty terminal maintainers', email: 'support@loyalty-terminal.invalid' },
    },
    directories: { output: 'release', buildResources: 'build' },
    files: [
      'package.json',
      'out/main/**',
      'out/preload/**',
      'out/display-preload/**',
      'out/renderer/**',
      '!**/*.map',
    ],
    extraResources: [{ from: 'build/udev', to: 'udev', filter: ['*.rules'] }],
    asar: true,
    // Native modules, rebuilt for Electron's ABI (npmRebuild, @electron/rebuild), load from real files.
    asarUnpack: ['**/*.node', 'node_modules/better-sqlite3/**', 'node_modules/node-hid/**'],
    npmRebuild: true,
    buildDependenciesFromSource: false,
    afterPack,
    // A generic feed: the build writes latest-linux.yml / latest.yml (version, files, sha512) beside the
    // installers for electron-updater; each till's feed address is its setting updateFeedUrl (docs/updates.md).
    publish: [{ provider: 'generic', url: 'https://updates.loyalty-terminal.invalid/' }],

    linux: {
      target: ['AppImage', 'deb'],
      icon: 'build/icons',
      category: 'Office',
      synopsis: 'Cashier loyalty terminal for restaurants',
      description: 'Card and QR scanning, bonus holds that survive network outages.',
      maintainer: 'Loyalty terminal maintainers <support@loyalty-terminal.invalid>',
      artifactName: '${name}-${version}-${arch}.${ext}',
    },
    deb: {
      afterInstall: writeDebScript('after-install', buildDir, generatedDir),
      afterRemove: writeDebScript('after-remove', buildDir, generatedDir),
      // node-hid reads the readers through libusb/hidraw; the rest are electron-builder's defaults.
      fpm: ['--depends', 'libusb-1.0-0'],
    },

    win: {
      target: [{ target: 'nsis', arch: ['x64'] }],
      icon: 'build/icon.ico',
    },
    nsis: {
      // The assisted installer: the person installing chooses "for all users" (per machine,
      // elevated) or "only for me", and where.
      oneClick: false,
      perMachine: false,
      allowElevation: true,
      allowToChangeInstallationDirectory: true,
      createDesktopShortcut: true,
      createStartMenuShortcut: true,
      shortcutName: PRODUCT_NAME,
      // The data folder holds unsent holds: kept unless asked (build/nsis/uninstall-data.nsh).
      deleteAppDataOnUninstall: false,
      include: 'build/nsis/uninstall-data.nsh',
      installerLanguages: ['ru_RU', 'en_US'],
      language: '1049',
      artifactName: '${name}-setup-${version}.${ext}',
    },
  };
}

/** electron-builder calls a function export; importing this file (the tests) writes nothing. */
export default () => builderConfig();
