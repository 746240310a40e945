import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildUi } from '../../../harness/e2e/build-ui';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The renderer built once for the run (the e2e project's global setup). */
    builtUiDir: string;
  }
}

/**
 * The e2e project's global setup: the renderer is built once per run, from the sources as they
 * stand when it starts, and every rig of the run serves that build (a build per test file cost
 * about ten seconds each).
 */
export default async function buildUiOnce(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-ui-'));
  project.provide('builtUiDir', buildUi(path.join(dir, 'renderer')));
  return () => rm(dir, { recursive: true, force: true });
}
