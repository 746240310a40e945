import { svelte } from '@sveltejs/vite-plugin-svelte';
import { svelteTesting } from '@testing-library/svelte/vite';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The machine's records of data folders (core/offline/identity.ts), away from the user's own.
    env: { LOYALTY_TERMINAL_MACHINE_DIR: path.join(os.tmpdir(), 'loyalty-terminal-test-machine') },
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['test/**/*.test.ts'], exclude: ['test/e2e/**'] },
      },
      {
        // Components against a fake bridge, in happy-dom.
        extends: true,
        plugins: [svelte(), svelteTesting()],
        test: {
          name: 'ui',
          include: ['renderer/test/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        // The real UI in Debian's Chromium against real processes (core, platform, fault proxy).
        // Files run in parallel like the rest: each rig has its own processes, folder and port,
        // and the renderer is built once for the run.
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/e2e/built-ui.ts'],
        },
      },
    ],
  },
});
