import { Linter } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layers } from '../../scripts/lint/layers.js';
import { REPO_ROOT } from '../../harness/processes';

/** What the rule says of `code` written at `file` (relative to the repository). */
function problems(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const config = [{ files: ['**/*.ts'], plugins: { layers }, rules: { 'layers/imports': 'error' as const } }];
  return linter
    .verify(code, config, { filename: path.join(REPO_ROOT, file) })
    .map((message) => message.message);
}

describe('layers/imports: each part imports only what runs where it runs', () => {
  it('keeps common/ to common and zod', () => {
    expect(problems('common/contract/x.ts', "import { z } from 'zod'; import '../platform/money';")).toEqual(
      [],
    );
    expect(problems('common/contract/x.ts', "import '../../core/terminal/errors';")).toEqual([
      'common/ may not import from core (it may import common)',
    ]);
    expect(problems('common/x.ts', "import 'node:fs';")).toEqual([
      'common/ does not run in Node: no node:fs',
    ]);
    expect(problems('common/x.ts', "import 'fastify';")).toEqual([
      'common/ may use the packages zod, not fastify',
    ]);
  });

  it('keeps the renderer to common, itself, svelte and zod', () => {
    expect(
      problems('renderer/src/a/b.ts', "import '../../../common/contract'; import 'svelte/reactivity';"),
    ).toEqual([]);
    expect(problems('renderer/src/a/b.ts', "import '../../../core/terminal/errors';")[0]).toMatch(
      /^renderer\/src\/ may not import from core/,
    );
    expect(problems('renderer/src/a/b.ts', "import '../../../server/cli';")[0]).toMatch(/from server/);
    expect(problems('renderer/src/a/b.ts', "import 'electron';")).toHaveLength(1);
  });

  it('keeps electron out of core and server, and lets electron/ use core', () => {
    expect(problems('core/terminal/a.ts', "import { app } from 'electron';")).toEqual([
      'core/ runs in plain Node: no electron',
    ]);
    expect(problems('server/a.ts', "import '../core/terminal/errors';")[0]).toMatch(
      /^server\/ may not import from core/,
    );
    expect(problems('core/hosts/a.ts', "import '../../server/start-server'; import 'node:http';")).toEqual(
      [],
    );
    expect(
      problems('electron/main.ts', "import '../core/terminal/terminal-core'; import 'electron';"),
    ).toEqual([]);
  });

  it('names the packages each runtime may use, and keeps the preloads out of Node', () => {
    expect(problems('core/a.ts', "import 'fastify';")).toEqual([
      'core/ may use the packages better-sqlite3, js-yaml, node-hid, ws, zod, @point-of-sale/receipt-printer-encoder, not fastify',
    ]);
    expect(problems('core/a.ts', "import 'electron-updater';")).toHaveLength(1);
    expect(problems('server/a.ts', "import 'node-hid';")).toHaveLength(1);
    expect(problems('electron/preload.ts', "import 'node:fs';")).toEqual([
      'electron/preload/ does not run in Node: no node:fs',
    ]);
    expect(problems('electron/display-preload.ts', "import '../core/terminal/errors';")).toHaveLength(1);
    expect(
      problems(
        'electron/preload.ts',
        "import { contextBridge } from 'electron'; import './hosts/ipc-channels';",
      ),
    ).toEqual([]);
    expect(problems('electron/hosts/ipc.ts', "import './ipc-channels'; import 'node:fs';")).toEqual([]);
  });

  it('keeps test code out of benchmarks, scripts and the harness, which may use anything else', () => {
    expect(problems('bench/a.bench.ts', "import '../test/support/until';")).toEqual([
      'bench/ may not import test code (test/support/until)',
    ]);
    expect(problems('harness/e2e/a.ts', "import '../../test/support/fake-printer';")).toHaveLength(1);
    expect(problems('scripts/a.ts', "import '../harness/processes'; import 'playwright-core';")).toEqual([]);
  });

  it('judges re-exports and dynamic imports too, and leaves tests alone', () => {
    expect(problems('common/a.ts', "export * from '../core/x';")).toHaveLength(1);
    expect(problems('common/a.ts', "export { x } from '../core/x';")).toHaveLength(1);
    expect(problems('common/a.ts', "const m = import('../core/x');")).toHaveLength(1);
    expect(problems('test/a.test.ts', "import '../core/x'; import 'electron';")).toEqual([]);
  });
});
