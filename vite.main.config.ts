import { copyFileSync, mkdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };

/**
 * The main process: electron/main.ts and everything it imports (core, offline, scanner, the
 * embedded platform server) in one ES module, out/main/main.js. `electron`, Node's built-ins and
 * every runtime dependency stay external: the native ones (better-sqlite3, node-hid) must load
 * their own `.node` files, and electron-builder packs the dependencies (rebuilt for Electron's
 * ABI) next to the bundle anyway.
 */
export const MAIN_EXTERNAL = [
  'electron',
  ...Object.keys(pkg.dependencies),
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
];

/** Data files the bundle reads at run time, copied to where its code looks for them. */
export const MAIN_RUNTIME_FILES = [
  // server/start-server.ts: DEFAULT_FIXTURE = <dir of the module>/fixtures/demo.json
  { from: 'server/fixtures/demo.json', to: 'fixtures/demo.json' },
  // The udev rule, for the AppImage's reader status (electron/app/udev-hint.ts) to hand over.
  { from: 'build/udev/70-loyalty-terminal-readers.rules', to: 'udev/70-loyalty-terminal-readers.rules' },
];

export function copyRuntimeFiles(): Plugin {
  return {
    name: 'copy-runtime-files',
    writeBundle(options) {
      for (const { from, to } of MAIN_RUNTIME_FILES) {
        const target = path.join(options.dir ?? 'out/main', to);
        mkdirSync(path.dirname(target), { recursive: true });
        copyFileSync(from, target);
      }
    },
  };
}

export default defineConfig({
  publicDir: false,
  plugins: [copyRuntimeFiles()],
  build: {
    ssr: 'electron/main.ts',
    outDir: 'out/main',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      external: MAIN_EXTERNAL,
      output: { format: 'es', entryFileNames: 'main.js', codeSplitting: false },
    },
  },
  ssr: { external: true, target: 'node' },
});
