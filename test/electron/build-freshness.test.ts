import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFreshness } from '../../scripts/build-freshness';
import { tempFoldersForEachTest } from '../support/temp-folders';

const tempRoot = tempFoldersForEachTest('freshness-');

const SOURCES = ['renderer', 'electron', 'vite.main.config.ts'];
const OUTPUTS = ['out/main/main.js', 'out/renderer/index.html'];

/** A project whose files all have the given modification times (seconds). */
function project(files: Record<string, number>): string {
  const root = tempRoot();
  for (const [file, time] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), file);
    utimesSync(path.join(root, file), time, time);
  }
  return root;
}

const check = (root: string) => buildFreshness(root, SOURCES, OUTPUTS);

describe('buildFreshness', () => {
  it('fresh: every output newer than every source', () => {
    const root = project({
      'renderer/src/App.svelte': 100,
      'electron/main.ts': 100,
      'vite.main.config.ts': 100,
      'out/main/main.js': 200,
      'out/renderer/index.html': 200,
    });
    expect(check(root)).toEqual({ fresh: true });
  });

  it('stale: an output is missing', () => {
    const root = project({ 'electron/main.ts': 100, 'out/main/main.js': 200 });
    expect(check(root)).toEqual({ fresh: false, reason: 'out/renderer/index.html is missing' });
  });

  it('stale: a source deep in a folder changed after the oldest output', () => {
    const root = project({
      'renderer/src/guest/GuestCard.svelte': 300,
      'electron/main.ts': 100,
      'out/main/main.js': 250,
      'out/renderer/index.html': 200,
    });
    expect(check(root)).toEqual({
      fresh: false,
      reason: 'renderer/src/guest/GuestCard.svelte is newer than out/renderer/index.html',
    });
  });

  it('stale: a build configuration changed', () => {
    const root = project({
      'vite.main.config.ts': 300,
      'out/main/main.js': 200,
      'out/renderer/index.html': 200,
    });
    expect(check(root)).toMatchObject({
      fresh: false,
      reason: expect.stringContaining('vite.main.config.ts'),
    });
  });

  it('tests and node_modules inside a source do not count', () => {
    const root = project({
      'renderer/test/guest.test.ts': 300,
      'renderer/node_modules/x/index.js': 300,
      'renderer/src/main.ts': 100,
      'out/main/main.js': 200,
      'out/renderer/index.html': 200,
    });
    expect(check(root)).toEqual({ fresh: true });
  });

  it('a source that does not exist is no reason to build', () => {
    const root = project({ 'out/main/main.js': 200, 'out/renderer/index.html': 200 });
    expect(check(root)).toEqual({ fresh: true });
  });
});
