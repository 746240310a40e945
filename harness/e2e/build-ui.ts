import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../processes';

/**
 * Builds the renderer into a folder of the test's own, so a test run never races whoever is
 * rebuilding out/renderer, and always tests the sources as they are.
 */
export function buildUi(outDir: string): string {
  execFileSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      'vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return outDir;
}
