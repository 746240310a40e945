import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './processes';
import { viteBuild } from './vite-build';

/**
 * Builds the core's bundle (vite.core.config.ts) into a fresh folder under the project's `.tmp`
 * (inside the project, so that Node finds better-sqlite3 and node-hid in its node_modules) and
 * answers the bundle's path; the caller removes `path.dirname` of it.
 */
export function buildCore(): string {
  mkdirSync(path.join(REPO_ROOT, '.tmp'), { recursive: true });
  const outDir = mkdtempSync(path.join(REPO_ROOT, '.tmp', 'core-bundle-'));
  viteBuild('vite.core.config.ts', outDir);
  return path.join(outDir, 'core.cjs');
}
