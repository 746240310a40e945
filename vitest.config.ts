import { svelte } from '@sveltejs/vite-plugin-svelte';
import { svelteTesting } from '@testing-library/svelte/vite';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Test files share their worker's modules (`isolate: false`): a fresh module graph per file cost
 * more than the tests themselves. A file that mocks a module (`vi.mock`) or sets something up
 * before its imports (`vi.hoisted`, e.g. an environment variable a module reads once) needs a
 * graph of its own, so those files run isolated, found by what they say rather than by a list.
 */
const OWN_GRAPH = /\bvi\.(mock|hoisted)\(/;
const needingOwnGraph = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(folder, name))
    .filter((file) => file.endsWith('.test.ts') && OWN_GRAPH.test(readFileSync(file, 'utf8')));
const NODE_TESTS = 'test/**/*.test.ts';
const UI_TESTS = 'renderer/test/**/*.test.ts';
const nodeIsolated = needingOwnGraph('test');
const uiIsolated = needingOwnGraph('renderer/test');

/** The core and the platform server built once per run for the processes tests start. */
const BUILT_ENTRIES = 'test/support/built-entries.ts';

// No svelte.config.js: the build passes its options inline (vite.config.ts); saying so keeps the
// plugin from announcing the missing file at every run.
const ui = {
  plugins: [svelte({ configFile: false }), svelteTesting()],
  environment: 'happy-dom' as const,
};

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    isolate: false,
    setupFiles: ['test/support/leaves-no-env.ts'],
    // The suite mostly waits on the processes it starts (platforms, cores, Chromium): more files
    // at once than cores.
    maxWorkers: 4,
    // The machine's records of data folders (core/offline/identity.ts), away from the user's own.
    env: { LOYALTY_TERMINAL_MACHINE_DIR: path.join(os.tmpdir(), 'loyalty-terminal-test-machine') },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [NODE_TESTS],
          exclude: ['test/e2e/**', ...nodeIsolated],
          globalSetup: [BUILT_ENTRIES],
        },
      },
      {
        extends: true,
        test: { name: 'node-isolated', include: nodeIsolated, isolate: true, globalSetup: [BUILT_ENTRIES] },
      },
      {
        // Components against a fake bridge, in happy-dom.
        extends: true,
        plugins: ui.plugins,
        test: { name: 'ui', include: [UI_TESTS], exclude: uiIsolated, environment: ui.environment },
      },
      {
        extends: true,
        plugins: ui.plugins,
        test: { name: 'ui-isolated', include: uiIsolated, isolate: true, environment: ui.environment },
      },
      {
        // The real UI in Debian's Chromium against real processes (core, platform, fault proxy).
        // Each rig has its own processes, folder and port; the renderer is built once for the run.
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: [BUILT_ENTRIES, 'test/support/e2e/built-ui.ts'],
        },
      },
    ],
  },
});
