/**
 * ESLint rule `layers/imports`: each part of the house imports only what runs where it runs (VS
 * Code's layering). A relative import is resolved and judged by the part it lands in; a package
 * by its name; Node's own modules by `node:`.
 *
 * - common/        runs anywhere (the renderer bundles it): common and zod, nothing else.
 * - renderer/src/  runs in the browser: common, itself, svelte and zod.
 * - core/          the terminal in plain Node: common, core, server (the embedded platform); never electron.
 * - server/        the platform server in plain Node: common and server; never electron.
 * - electron/ preloads  beside the page, sandboxed: common, the IPC channel names and electron; no Node.
 * - electron/      the Electron main process: common, core and electron.
 * Tests may import anything; benchmarks, scripts and the harness that starts and drives the app
 * (harness/) anything but test code (TOOLING).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Per part (a folder, or one file named without its extension; the first that matches wins): the
 * parts it may import from, Node's modules or not, and which packages.
 */
export const LAYERS = {
  common: { parts: ['common'], node: false, packages: ['zod'] },
  'renderer/src': { parts: ['common', 'renderer/src'], node: false, packages: ['svelte', 'zod'] },
  core: {
    parts: ['common', 'core', 'server'],
    node: true,
    packages: [
      'better-sqlite3',
      'js-yaml',
      'node-hid',
      'ws',
      'zod',
      '@point-of-sale/receipt-printer-encoder',
    ],
  },
  server: { parts: ['common', 'server'], node: true, packages: ['better-sqlite3', 'fastify', 'zod'] },
  'electron/preload': {
    parts: ['common', 'electron/hosts/ipc-channels'],
    node: false,
    packages: ['electron'],
  },
  'electron/display-preload': {
    parts: ['common', 'electron/hosts/ipc-channels'],
    node: false,
    packages: ['electron'],
  },
  'electron/hosts/ipc-channels': { parts: ['common'], node: false, packages: [] },
  electron: {
    parts: ['common', 'core', 'electron', 'electron/hosts/ipc-channels'],
    node: true,
    packages: ['electron', 'electron-updater', 'zod'],
  },
};

/** The part (a key of LAYERS) a file belongs to, or undefined for the rest of the repository. */
export function partOf(file) {
  const relative = path
    .relative(ROOT, file)
    .split(path.sep)
    .join('/')
    .replace(/\.(ts|js)$/, '');
  return Object.keys(LAYERS).find((part) => relative === part || relative.startsWith(`${part}/`));
}

const packageName = (source) =>
  source
    .split('/')
    .slice(0, source.startsWith('@') ? 2 : 1)
    .join('/');

/** Why `file` (in `part`) may not import `source`, or undefined when it may. */
/** Parts that may import anything but the tests' own code. */
export const TOOLING = ['harness', 'bench', 'scripts'];

const toolingPart = (file) => {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  return TOOLING.find((part) => relative.startsWith(`${part}/`));
};

/** Why a tooling file may not import `source`, or undefined when it may. */
function toolingProblem(part, file, source) {
  if (!source.startsWith('.')) return undefined;
  const relative = path
    .relative(ROOT, path.resolve(path.dirname(file), source))
    .split(path.sep)
    .join('/');
  return relative.startsWith('test/') ? `${part}/ may not import test code (${relative})` : undefined;
}

export function importProblem(part, file, source) {
  if (TOOLING.includes(part)) return toolingProblem(part, file, source);
  const rules = LAYERS[part];
  if (source.startsWith('.')) {
    const target = partOf(path.resolve(path.dirname(file), source)) ?? 'outside the layered parts';
    return rules.parts.includes(target)
      ? undefined
      : `${part}/ may not import from ${target} (it may import ${rules.parts.join(', ')})`;
  }
  if (source.startsWith('node:'))
    return rules.node ? undefined : `${part}/ does not run in Node: no ${source}`;
  const name = packageName(source);
  if (rules.packages.includes(name)) return undefined;
  if (name === 'electron') return `${part}/ runs in plain Node: no electron`;
  return `${part}/ may use the packages ${rules.packages.join(', ')}, not ${name}`;
}

const imports = {
  meta: {
    type: 'problem',
    docs: { description: 'Each part of the house imports only what runs where it runs' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const part = partOf(file) ?? toolingPart(file);
    if (part === undefined) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const message = importProblem(part, file, source);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const layers = { rules: { imports } };
