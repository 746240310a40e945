/**
 * The browser host's core as `npm start` runs it: the bundle of vite.core.config.ts, built here
 * afresh. It must hold everything but the native modules and behave as `npm run core` does.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_EXTERNAL } from '../../vite.core.config';
import { buildCore } from '../../harness/build-core';
import { expectServesDemoGuestAndStops } from '../support/embedded-core-check';
import { rpc } from '../../harness/http';
import { startCoreBundle } from '../../harness/processes';

/**
 * The modules a file of the bundle loads when it is loaded: its top-level `require("x")`
 * statements (`let x = require("x");`); those inside functions load later.
 */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/^(?:(?:const|let|var)\s+\w+\s*=\s*)?require\("([^"]+)"\);?$/gm)].map(
    (match) => match[1]!,
  );
}

const isOwnChunk = (name: string) => /^\.\/[\w-]+\.cjs$/.test(name);

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

describe('the core bundle (out/core/core.cjs)', () => {
  it('imports only the native modules, Node’s own and its own chunks', () => {
    const imported = readdirSync(path.dirname(bundle))
      .filter((file) => file.endsWith('.cjs'))
      .flatMap((file) => staticImports(path.join(path.dirname(bundle), file)));
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !CORE_EXTERNAL.includes(name) && !isOwnChunk(name))).toEqual([]);
  });

  it('listens with little code: zod, ws, Fastify, SQLite and the core come after (loaded inside functions)', () => {
    const firstChunks = new Set<string>();
    const visit = (file: string) => {
      if (firstChunks.has(file)) return;
      firstChunks.add(file);
      for (const name of staticImports(file))
        if (isOwnChunk(name)) visit(path.join(path.dirname(bundle), name));
    };
    visit(bundle);
    const code = [...firstChunks].map((file) => readFileSync(file, 'utf8')).join('\n');
    // The bundler heads each module's code with a comment naming its source file.
    const sources = [...code.matchAll(/^\/\/ (\S+\.[jt]s)$/gm)].map((match) => match[1]!);
    expect(sources).toContain('core/hosts/loopback.ts');
    const heavy = /node_modules\/(zod|ws|fastify)\/|common\/contract\/|core\/terminal\/terminal-core/;
    expect(sources.filter((source) => heavy.test(source))).toEqual([]);
    expect([...firstChunks].flatMap(staticImports)).not.toContain('better-sqlite3');
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

  it('loads node-hid through the bundle (a require, no dynamic-import loader) and warns of nothing experimental', async () => {
    const core = await startCoreBundle(bundle, ['--platform', 'embedded', '--data', path.join(dir, 'hid')], {
      LOYALTY_TERMINAL_MACHINE_DIR: path.join(dir, 'machine'),
    });
    try {
      let backend: { state: string; description?: string; detail?: string } = { state: 'loading' };
      for (let waited = 0; backend.state === 'loading' && waited < 10_000; waited += 100) {
        const status = await rpc(core.origin, core.secret, 'status');
        backend = (status.body as { scanner: { backend: typeof backend } }).scanner.backend;
        if (backend.state === 'loading') await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Loaded, or missing for a reason of the machine's (libusb), never for how it was imported.
      if (backend.state === 'ready') expect(backend.description).toMatch(/^node-hid \(hidapi /);
      else expect(backend.detail ?? '').not.toMatch(/dynamic|import|ERR_VM/i);
    } finally {
      expect(await core.stop('SIGTERM')).toBe(0);
    }
    expect(core.stderr()).not.toMatch(/ExperimentalWarning/);
  });

  it('keeps V8’s code cache beside its chunks: written by its first start, taken as it is later, written again when stale', async () => {
    const cacheDir = path.join(path.dirname(bundle), '.code-cache');
    rmSync(cacheDir, { recursive: true, force: true });
    const start = async (run: string) =>
      expectServesDemoGuestAndStops(
        await startCoreBundle(
          bundle,
          ['--platform', 'embedded', '--data', path.join(dir, `cache-${run}`), '--no-hid'],
          { LOYALTY_TERMINAL_MACHINE_DIR: path.join(dir, `cache-machine-${run}`) },
        ),
      );
    const caches = () =>
      Object.fromEntries(
        readdirSync(cacheDir).map((file) => [file, readFileSync(path.join(cacheDir, file))] as const),
      );

    await start('first');
    const written = caches();
    // Every chunk the start loaded: the contract's side, the core, and the embedded platform.
    for (const chunk of ['loopback-contract', 'errors', 'open-core', 'start-server'])
      expect(
        Object.keys(written).some((file) => file.startsWith(`${chunk}-`) && file.endsWith('.cjs.v8')),
      ).toBe(true);

    await start('second');
    expect(caches()).toEqual(written);

    const coreCache = Object.keys(written).find((file) => file.startsWith('open-core-'))!;
    writeFileSync(path.join(cacheDir, coreCache), 'not a code cache');
    await start('third');
    const after = caches();
    expect(after[coreCache]!.length).toBeGreaterThan(1_000);
    expect(after[coreCache]!.toString('latin1')).not.toBe('not a code cache');
    expect({ ...after, [coreCache]: undefined }).toEqual({ ...written, [coreCache]: undefined });
  }, 60_000);
});
