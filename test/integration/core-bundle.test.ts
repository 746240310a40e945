/**
 * The browser host's core as `npm start` runs it: the bundle of vite.core.config.ts, built here
 * afresh. It must hold everything but the native modules and behave as `npm run core` does.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_EXTERNAL } from '../../vite.core.config';
import { buildCore } from '../support/build-core';
import { expectServesDemoGuestAndStops } from '../support/embedded-core-check';
import { startCoreBundle } from '../support/processes';

/** The modules a file of the bundle imports statically (`import ... from "x"`, `import "x"`). */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/^import\s[^;]*?from\s*"([^"]+)";?$|^import\s*"([^"]+)";?$/gm)].map(
    (match) => (match[1] ?? match[2])!,
  );
}

const isOwnChunk = (name: string) => /^\.\/[\w-]+\.js$/.test(name);

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
  it('imports only the native modules, Node’s own and its own chunks', () => {
    const imported = readdirSync(path.dirname(bundle))
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => staticImports(path.join(path.dirname(bundle), file)));
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !CORE_EXTERNAL.includes(name) && !isOwnChunk(name))).toEqual([]);
  });

  it('listens with little code: zod, ws, Fastify, SQLite and the core come after (dynamic imports)', () => {
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
});
