import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/**
 * V8's code cache for the core's bundle (issue 27): the bundle's chunks are compiled from the
 * bytecode V8 kept from an earlier start instead of from their source, and the functions that
 * start-up ran come compiled too. A till starts the same code every day; after an update the
 * first start compiles afresh and writes the cache again.
 *
 * Node 22 and later have this built in (`module.enableCompileCache`); on Node 20 the chunks
 * (CommonJS, vite.core.config.ts) are compiled through `vm.Script` with the cached data, which
 * is what Node's own loader does with them otherwise. V8 checks every cache against the source
 * and its own version and flags, and compiles from the source when it does not match.
 */
export interface CodeCache {
  /** Writes what is missing or stale, once; failures are logged and change nothing else. */
  save(): void;
}

interface Compiled {
  script: vm.Script;
  cacheFile: string;
  /** The cache on disk matched: nothing to write. */
  accepted: boolean;
}

/** The part of CommonJS's Module that Node's own code-cache users hook (not in @types/node). */
interface CommonJsModule {
  exports: unknown;
  require(id: string): unknown;
  _compile(content: string, filename: string): unknown;
}
type ModuleClass = typeof nodeModule & {
  prototype: CommonJsModule;
  _resolveFilename(request: string, parent: CommonJsModule): string;
  _cache: Record<string, unknown>;
};

type Log = Pick<Console, 'error'>;

/**
 * Caches the code of every `.cjs` file under `bundleDir` loaded from now on, in `cacheDir`.
 * Nothing is cached when the core runs from its sources (tsx): there are no such files.
 */
export function enableCodeCache(bundleDir: string, cacheDir: string, log: Log = console): CodeCache {
  const builtIn = nodeModule as typeof nodeModule & {
    enableCompileCache?: (dir: string) => unknown;
    flushCompileCache?: () => void;
  };
  if (builtIn.enableCompileCache) {
    builtIn.enableCompileCache(cacheDir);
    return { save: () => builtIn.flushCompileCache?.() };
  }
  const compiled: Compiled[] = [];
  const Module = nodeModule as ModuleClass;
  const compile = Module.prototype._compile;
  const inBundle = (filename: string) =>
    filename.startsWith(bundleDir + path.sep) && filename.endsWith('.cjs');
  Module.prototype._compile = function (this: CommonJsModule, content: string, filename: string) {
    if (!inBundle(filename)) return compile.call(this, content, filename);
    const cacheFile = path.join(cacheDir, `${path.basename(filename)}.v8`);
    const cachedData = readCache(cacheFile);
    // No dynamic-import loader: the bundle has no `import()` (vite.core.config.ts).
    const script = new vm.Script(nodeModule.wrap(content), { filename, cachedData });
    compiled.push({ script, cacheFile, accepted: cachedData !== undefined && !script.cachedDataRejected });
    return runAsModule(script, this, filename, Module);
  };
  let saved = false;
  return {
    save: () => {
      if (saved) return;
      saved = true;
      const stale = compiled.filter((entry) => !entry.accepted);
      if (stale.length === 0) return;
      try {
        mkdirSync(cacheDir, { recursive: true });
        for (const { script, cacheFile } of stale) writeWhole(cacheFile, script.createCachedData());
      } catch (error) {
        log.error(`core: the code cache was not written: ${(error as Error).message}`);
      }
    },
  };
}

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** A reader never sees half a cache (V8 would reject it anyway, but compile for nothing). */
function writeWhole(file: string, data: Buffer): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

/** Runs the compiled wrapper as Node runs a CommonJS module's: (exports, require, module, __filename, __dirname). */
function runAsModule(
  script: vm.Script,
  module: CommonJsModule,
  filename: string,
  Module: ModuleClass,
): unknown {
  const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
  const require = Object.assign((id: string) => module.require(id), {
    resolve: (request: string) => Module._resolveFilename(request, module),
    cache: Module._cache,
  });
  return wrapper.call(module.exports, module.exports, require, module, filename, path.dirname(filename));
}
