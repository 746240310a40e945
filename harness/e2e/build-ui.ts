import { viteBuild } from '../vite-build';

/**
 * Builds the renderer into a folder of the test's own, so a test run never races whoever is
 * rebuilding out/renderer, and always tests the sources as they are.
 */
export function buildUi(outDir: string): string {
  viteBuild('vite.config.ts', outDir);
  return outDir;
}
