import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import { copyRuntimeFiles } from './vite.main.config';

/**
 * The browser host's core, `npm start` without Electron: core/cli/core.ts in one ES module,
 * out/core/core.js, its dependencies included but the native ones (better-sqlite3, node-hid, which
 * load their own `.node` files). Node then reads one file instead of resolving, reading and
 * compiling several hundred (zod's, Fastify's, ws's modules; through tsx, every source file as
 * well), which was most of the core's start (issue 27; README, Measured).
 */
export const CORE_EXTERNAL = [
  'better-sqlite3',
  'node-hid',
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
];

export default defineConfig({
  publicDir: false,
  plugins: [copyRuntimeFiles()],
  build: {
    ssr: 'core/cli/core.ts',
    outDir: 'out/core',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      external: CORE_EXTERNAL,
      output: { format: 'es', entryFileNames: 'core.js', chunkFileNames: '[name]-[hash].js' },
    },
  },
  ssr: { noExternal: true, target: 'node' },
});
