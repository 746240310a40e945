/**
 * `npm run lint`'s cycle check (issue 44): no file may reach itself through relative imports.
 * A cycle means two modules can only be read together; a type-only import counts too, since a
 * type cycle is still a cycle of understanding. Static `import` and `export … from`, dynamic
 * `import()` and `import('…').Type` are read with TypeScript's own scanner (comments and strings
 * skipped), `.svelte` components by their `<script>` blocks. A specifier resolves as written,
 * then with `.ts`, `.svelte.ts`, `.svelte` or `/index.ts` (a `.js` ending stands for `.ts`).
 * Packages are not followed. A file importing itself is no cycle (a Svelte 5 component that
 * renders itself, as a tree's branch does, imports itself). Each strongly connected group of
 * files is reported once, by a shortest cycle through it.
 *
 * Usage: `node scripts/lint/cycles.js [folder…]` (default: the runtimes' folders below).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The folders whose import graph must stay acyclic: every runtime's sources and the harness that drives them. */
export const FOLDERS = ['common', 'core', 'server', 'electron', 'renderer/src', 'harness'];

const SOURCE = /\.(ts|js|mjs|svelte)$/;
const SKIP = new Set(['node_modules', 'dist', 'out', '.tsbuild']);

function sourcesUnder(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourcesUnder(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** The relative specifiers `file` imports, type-only and dynamic ones included. */
export function specifiers(file, text = fs.readFileSync(file, 'utf8')) {
  const code = file.endsWith('.svelte')
    ? [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n;\n')
    : text;
  return ts
    .preProcessFile(code, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((name) => name.startsWith('./') || name.startsWith('../'));
}

const isFile = (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile();

/** The file a relative specifier of `from` lands on, or undefined (an asset, a missing file). */
export function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.js$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.svelte.ts`, `${stem}.svelte`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => SOURCE.test(candidate) && isFile(candidate));
}

/** Every source file under `folders` with the files it imports, as paths relative to `root`. */
export function importGraph(folders = FOLDERS, root = ROOT) {
  const graph = new Map();
  const name = (file) => path.relative(root, file).split(path.sep).join('/');
  for (const folder of folders) {
    for (const file of sourcesUnder(path.resolve(root, folder))) {
      const targets = specifiers(file)
        .map((specifier) => resolve(file, specifier))
        .filter((target) => target !== undefined)
        .map(name);
      graph.set(name(file), [...new Set(targets)]);
    }
  }
  return graph;
}

/**
 * The graph's cycles, one per strongly connected group (Tarjan's algorithm, iterative): each a
 * list of files where every file imports the next and the last imports the first.
 */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  const edges = (node) => (graph.get(node) ?? []).filter((target) => graph.has(target));
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const targets = edges(node);
      if (next < targets.length) {
        frame[1]++;
        const target = targets[next];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== index.get(node)) continue;
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  }
  return groups.map((group) => shortestCycle(group.sort()[0], new Set(group), edges));
}

/** The shortest way from `start` back to itself inside `group` (breadth first). */
function shortestCycle(start, group, edges) {
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of edges(node)) {
      if (!group.has(target)) continue;
      if (target === start) {
        const cycle = [node];
        while (cycle[0] !== start) cycle.unshift(previous.get(cycle[0]));
        return cycle;
      }
      if (previous.has(target)) continue;
      previous.set(target, node);
      queue.push(target);
    }
  }
  return [start];
}

/** The report's lines for `cycles`: one per cycle, its files joined by arrows back to the first. */
export function describe(cycles) {
  return cycles.map((cycle) => [...cycle, cycle[0]].join(' → '));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folders = process.argv.length > 2 ? process.argv.slice(2) : FOLDERS;
  const graph = importGraph(folders);
  const lines = describe(findCycles(graph));
  if (lines.length > 0) {
    console.error(`Import cycles (${lines.length}) in ${folders.join(', ')}:`);
    for (const line of lines) console.error(`  ${line}`);
    process.exitCode = 1;
  } else {
    console.log(`No import cycle among ${graph.size} files in ${folders.join(', ')}.`);
  }
}
