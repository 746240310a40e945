import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './processes';

/**
 * Builds the core's bundle (vite.core.config.ts) into a fresh folder under the project's `.tmp`
 * (inside the project, so that Node finds better-sqlite3 and node-hid in its node_modules) and
 * answers the bundle's path; the caller removes `path.dirname` of it.
 */
export function buildCore(): string {
  mkdirSync(path.join(REPO_ROOT, '.tmp'), { recursive: true });
  const outDir = mkdtempSync(path.join(REPO_ROOT, '.tmp', 'core-bundle-'));
  execFileSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      'vite.core.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return path.join(outDir, 'core.cjs');
}
