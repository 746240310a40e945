/**
 * Doyensec's Electron scanner, Electronegativity, over the main process's sources (electron/) and
 * over the bundles as `npm run build:electron` writes them (main and preload, built here into a
 * temporary folder), with the Electron version actually installed. Any HIGH or MEDIUM finding
 * fails, unless it is accepted below with the reason.
 *
 * Offline: the scanner's check of newer Electron releases (it downloads GitHub's release list) is
 * left out; its attempt to fetch updated translations fails in a second and is harmless.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InlineConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mainConfig from '../../vite.main.config';
import preloadConfig from '../../vite.preload.config';
import displayPreloadConfig from '../../vite.display-preload.config';
import { buildInto } from '../support/build-into';

interface Finding {
  file: string;
  location: { line: number; column: number };
  id: string;
  severity: { value: number; name: string };
  confidence: { name: string };
}
interface ScanResult {
  issues: Finding[];
  errors: { file: string; message: string; tolerable: boolean }[];
}
interface ScanOptions {
  input: string;
  electronVersionOverride: string;
  excludeFromScan: string[];
  isRelative: boolean;
  verbose: boolean;
}
const require = createRequire(import.meta.url);
const scan = require('@doyensec/electronegativity') as (options: ScanOptions) => Promise<ScanResult>;

const root = path.resolve(import.meta.dirname, '../..');
const electronVersion = (
  JSON.parse(readFileSync(path.join(root, 'node_modules/electron/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** Findings looked at and accepted: the check's id, and why it does not apply. */
const ACCEPTED: Record<string, string> = {
  CSP_GLOBAL_CHECK:
    'The scanner looks for a literal policy string. Ours is RENDERER_CSP (core/hosts/renderer-files.ts), joined ' +
    'from its directives and sent as a response header by the app:// handler (electron/app/protocol.ts); ' +
    'protocol.test.ts "the CSP allows our own scripts only" holds it.',
  PRELOAD_JS_CHECK:
    'A reminder to review any preload. Ours runs sandboxed, requires only electron and exposes window.terminal ' +
    'alone (bundles.test.ts "requires only electron and exposes window.terminal alone"); the guest ' +
    "display's exposes window.terminalDisplay alone, its two commands and its event.",
};

/** Needs the network (GitHub's list of Electron releases); the installed version is held by security.test.ts. */
const OFFLINE_EXCLUDED = ['AvailableSecurityFixesGlobalCheck'];

const MEDIUM = 2;

async function findings(input: string): Promise<ScanResult> {
  return scan({
    input,
    electronVersionOverride: electronVersion,
    excludeFromScan: OFFLINE_EXCLUDED,
    isRelative: true,
    verbose: false,
  });
}

function refused(result: ScanResult): string[] {
  return result.issues
    .filter((issue) => issue.severity.value >= MEDIUM && !(issue.id in ACCEPTED))
    .map((issue) => `${issue.severity.name} ${issue.id} at ${issue.file}:${issue.location.line}`);
}

const out = mkdtempSync(path.join(tmpdir(), 'electronegativity-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('Electronegativity', () => {
  beforeAll(async () => {
    mkdirSync(path.join(out, 'bundle'));
    await buildInto(mainConfig as InlineConfig, path.join(out, 'main'));
    await buildInto(preloadConfig as InlineConfig, path.join(out, 'preload'));
    await buildInto(displayPreloadConfig as InlineConfig, path.join(out, 'display-preload'));
  }, 120_000);

  it('every accepted finding has its reason', () => {
    for (const reason of Object.values(ACCEPTED)) expect(reason.length).toBeGreaterThan(40);
  });

  it('finds nothing HIGH or MEDIUM in electron/ that is not accepted, and parses every file', async () => {
    const result = await findings(path.join(root, 'electron'));
    expect(result.errors.filter((error) => !error.tolerable)).toEqual([]);
    expect(refused(result)).toEqual([]);
  }, 120_000);

  it('finds nothing HIGH or MEDIUM in the built main and both preloads together', async () => {
    // One folder with both bundles, as the app ships them, so that the global checks see the whole
    // app. The preload is copied as .js: the scanner reads a folder's .js, .ts and .html, never .cjs.
    const bundle = path.join(out, 'bundle');
    copyFileSync(path.join(out, 'main', 'main.js'), path.join(bundle, 'main.js'));
    copyFileSync(path.join(out, 'preload', 'preload.cjs'), path.join(bundle, 'preload.js'));
    copyFileSync(
      path.join(out, 'display-preload', 'display-preload.cjs'),
      path.join(bundle, 'display-preload.js'),
    );
    const result = await findings(bundle);
    expect(result.errors.filter((error) => !error.tolerable)).toEqual([]);
    expect(refused(result)).toEqual([]);
    // The window's guards are seen in the bundle, not lost to the build.
    const ids = result.issues.map((issue) => issue.id);
    expect(ids).not.toContain('CONTEXT_ISOLATION_JS_CHECK');
    expect(ids).not.toContain('SANDBOX_JS_CHECK');
    expect(ids).not.toContain('AUXCLICK_JS_CHECK');
  }, 120_000);
});
