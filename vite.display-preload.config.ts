import { defineConfig } from 'vite';
import preloadConfig from './vite.preload.config';

/** The guest display's preload (issue 26): out/display-preload/display-preload.cjs, built as the cashier's. */
export default defineConfig({
  ...preloadConfig,
  build: {
    ...preloadConfig.build,
    outDir: 'out/display-preload',
    lib: {
      entry: 'electron/display-preload.ts',
      formats: ['cjs'],
      fileName: () => 'display-preload.cjs',
    },
  },
});
