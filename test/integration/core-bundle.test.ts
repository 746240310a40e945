/**
 * The browser host's core as `npm start` runs it: the bundle of vite.core.config.ts, built here
 * afresh. It must hold everything but the native modules and behave as `npm run core` does.
 */
import { readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_EXTERNAL } from '../../vite.core.config';
import { buildCore } from '../support/build-core';
import { expectServesDemoGuestAndStops } from '../support/embedded-core-check';
import { startCoreBundle } from '../support/processes';

let bundle: string;
let dir: string;

beforeAll(async () => {
  bundle = buildCore();
  dir = await mkdtemp(path.join(os.tmpdir(), 'core-bundle-'));
}, 120_000);
afterAll(async () => {
  rmSync(path.dirname(bundle), { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
});

describe('the core bundle (out/core/core.js)', () => {
  it('imports only the native modules and Node’s own', () => {
    const code = readFileSync(bundle, 'utf8');
    const imported = [...code.matchAll(/^import\s[^;]*?from\s*"([^"]+)";?$|^import\s*"([^"]+)";?$/gm)].map(
      (match) => match[1] ?? match[2],
    );
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !CORE_EXTERNAL.includes(name!))).toEqual([]);
  });

  it('prints the launch URL first, serves the embedded platform and its demo data, and stops on SIGTERM', async () => {
    const core = await startCoreBundle(
      bundle,
      ['--platform', 'embedded', '--data', path.join(dir, 'data'), '--no-hid'],
      {
        LOYALTY_TERMINAL_MACHINE_DIR: path.join(dir, 'machine'),
      },
    );
    await expectServesDemoGuestAndStops(core);
  });
});
