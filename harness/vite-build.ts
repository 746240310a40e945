import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './processes';

/** Runs the project's Vite build of `config` (a file at the project's root) into `outDir`, emptied first. */
export function viteBuild(config: string, outDir: string): void {
  execFileSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      config,
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}
