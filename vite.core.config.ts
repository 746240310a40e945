import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import { copyRuntimeFiles } from './vite.main.config';

/**
 * The browser host's core, `npm start` without Electron: core/cli/core.ts as out/core/core.cjs and
 * the chunks it loads when it needs them, its dependencies included but the native ones
 * (better-sqlite3, node-hid, which load their own `.node` files). Node then reads a few files
 * instead of resolving, reading and compiling several hundred (zod's, Fastify's, ws's modules;
 * through tsx, every source file as well), which was most of the core's start (issue 27; README,
 * Measured). CommonJS, not ES modules: on Node 20 only a CommonJS file can be compiled from V8's
 * code cache (core/cli/code-cache.ts).
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
      output: {
        format: 'cjs',
        entryFileNames: 'core.cjs',
        chunkFileNames: '[name]-[hash].cjs',
        // `import('node-hid')` becomes a require: the code cache's vm.Script then needs no
        // dynamic-import loader (on Node 20 an experimental one, warning at every start).
        dynamicImportInCjs: false,
      },
    },
  },
  ssr: { noExternal: true, target: 'node' },
});
