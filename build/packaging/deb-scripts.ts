import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type DebScript = 'after-install' | 'after-remove';

const require = createRequire(import.meta.url);

/** electron-builder's own template for this script (chrome-sandbox permissions, links, AppArmor). */
export function defaultTemplate(script: DebScript): string {
  return readFileSync(require.resolve(`app-builder-lib/templates/linux/${script}.tpl`), 'utf8');
}

/**
 * The deb's script: electron-builder's own template, whole and first, then ours. Composed at
 * packaging time so an electron-builder update brings its changes along.
 */
export function composeDebScript(script: DebScript, buildDir: string): string {
  const ours = readFileSync(path.join(buildDir, 'linux', `${script}-udev.sh`), 'utf8');
  return `${defaultTemplate(script).trimEnd()}\n\n${ours}`;
}

/** Writes the composed template where electron-builder reads it; answers its path. */
export function writeDebScript(script: DebScript, buildDir: string, outDir: string): string {
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${script}.tpl`);
  writeFileSync(file, composeDebScript(script, buildDir));
  return file;
}

/** Fills `${name}` macros the way electron-builder does (an unknown macro is an error there too). */
export function fillMacros(template: string, values: Record<string, string>): string {
  return template.replace(/\${([a-zA-Z]+)}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Macro ${name} is not defined`);
    return value;
  });
}
