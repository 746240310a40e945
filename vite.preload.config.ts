import { defineConfig } from 'vite';

/**
 * The preload: one CommonJS script, out/preload/preload.cjs. A sandboxed renderer's preload may
 * require only `electron` (and a few polyfills), so the contract and zod are bundled into it.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'out/preload',
    emptyOutDir: true,
    target: 'chrome140',
    sourcemap: false,
    minify: false,
    lib: {
      entry: 'electron/preload.ts',
      formats: ['cjs'],
      fileName: () => 'preload.cjs',
    },
    rolldownOptions: { external: ['electron'] },
  },
});
