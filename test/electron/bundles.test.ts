/**
 * The Electron bundles as `npm run build:electron` writes them, built here into a temporary
 * folder: the preload runs as a sandboxed renderer would run it (only `electron` to require),
 * and main imports nothing but electron, Node and the packaged dependencies.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type { InlineConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMAND_NAMES, DISPLAY_COMMANDS } from '../../common/contract/index';
import mainConfig, { MAIN_EXTERNAL, MAIN_RUNTIME_FILES } from '../../vite.main.config';
import preloadConfig from '../../vite.preload.config';
import displayPreloadConfig from '../../vite.display-preload.config';
import { buildInto } from '../support/build-into';

const out = mkdtempSync(path.join(tmpdir(), 'electron-bundles-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

interface FakeIpc {
  invoke: ReturnType<typeof vi.fn>;
  on: ReturnType<typeof vi.fn>;
  removeListener: ReturnType<typeof vi.fn>;
}

function runPreload(bundle = path.join('preload', 'preload.cjs')): {
  exposed: Map<string, unknown>;
  ipc: FakeIpc;
  required: string[];
} {
  const exposed = new Map<string, unknown>();
  const ipc: FakeIpc = { invoke: vi.fn(async () => ({ ok: true })), on: vi.fn(), removeListener: vi.fn() };
  const required: string[] = [];
  const sandboxRequire = (name: string) => {
    required.push(name);
    if (name !== 'electron') throw new Error(`a sandboxed preload cannot require ${name}`);
    return {
      contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) },
      ipcRenderer: ipc,
    };
  };
  const code = readFileSync(path.join(out, bundle), 'utf8');
  const module = { exports: {} };
  // The sandbox's globals only: no process, no Buffer, no Node require.
  const wrapper = vm.runInNewContext(`(function (require, module, exports) {${code}\n})`, {});
  wrapper(sandboxRequire, module, module.exports);
  return { exposed, ipc, required };
}

describe('the preload bundle', () => {
  beforeAll(() => buildInto(preloadConfig as InlineConfig, path.join(out, 'preload')));

  it('requires only electron and exposes window.terminal alone', () => {
    const { exposed, required } = runPreload();
    expect(new Set(required)).toEqual(new Set(['electron']));
    expect([...exposed.keys()]).toEqual(['terminal']);
  });

  it('exposes one named function per command, on() and print(), never ipcRenderer', () => {
    const { exposed, ipc } = runPreload();
    const bridge = exposed.get('terminal') as Record<string, unknown>;
    expect(Object.keys(bridge).sort()).toEqual([...COMMAND_NAMES, 'on', 'print'].sort());
    for (const value of Object.values(bridge)) expect(typeof value).toBe('function');
    expect(Object.values(bridge)).not.toContain(ipc);
    expect(Object.values(bridge)).not.toContain(ipc.invoke);
  });

  it('print asks the main process to print the page, with the target and a file name only', async () => {
    const { exposed, ipc } = runPreload();
    const bridge = exposed.get('terminal') as { print(target: string, fileName: string): Promise<unknown> };
    await bridge.print('pdf', 'shift-1-z');
    expect(ipc.invoke).toHaveBeenCalledWith('terminal:print', { target: 'pdf', fileName: 'shift-1-z' });
  });

  it('a command invokes its own channel with the input only', async () => {
    const { exposed, ipc } = runPreload();
    const bridge = exposed.get('terminal') as Record<string, (input: unknown) => Promise<unknown>>;
    await bridge['status']!({});
    expect(ipc.invoke).toHaveBeenCalledWith('terminal:command:status', {});
  });

  it('an event listener gets the payload, never the IPC event object', () => {
    const { exposed, ipc } = runPreload();
    const bridge = exposed.get('terminal') as {
      on(event: string, listener: (...args: unknown[]) => void): () => void;
    };
    const listener = vi.fn();
    const off = bridge.on('status', listener);
    const [channel, handler] = ipc.on.mock.calls[0] as [string, (...args: unknown[]) => void];
    expect(channel).toBe('terminal:event:status');
    const ipcEvent = { sender: { send: () => undefined }, senderId: 0 };
    handler(ipcEvent, { connectivity: 'online' });
    expect(listener.mock.calls).toEqual([[{ connectivity: 'online' }]]);
    off();
    expect(ipc.removeListener).toHaveBeenCalledWith('terminal:event:status', handler);
    expect(() => bridge.on('notAnEvent', listener)).toThrow(/unknown event/);
  });
});

describe("the guest display's preload bundle", () => {
  beforeAll(() => buildInto(displayPreloadConfig as InlineConfig, path.join(out, 'display-preload')));
  const run = () => runPreload(path.join('display-preload', 'display-preload.cjs'));

  it('requires only electron and exposes window.terminalDisplay alone', () => {
    const { exposed, required } = run();
    expect(new Set(required)).toEqual(new Set(['electron']));
    expect([...exposed.keys()]).toEqual(['terminalDisplay']);
  });

  it("exposes the display's commands and on() only, each on the display's own channels", async () => {
    const { exposed, ipc } = run();
    const bridge = exposed.get('terminalDisplay') as Record<string, (input: unknown) => Promise<unknown>> & {
      on(event: string, listener: (payload: unknown) => void): () => void;
    };
    expect(Object.keys(bridge).sort()).toEqual([...DISPLAY_COMMANDS, 'on'].sort());
    await bridge['display.view']!({});
    expect(ipc.invoke).toHaveBeenCalledWith('display:command:display.view', {});
    bridge.on('display', vi.fn());
    expect(ipc.on.mock.calls[0]![0]).toBe('display:event:display');
    expect(() => bridge.on('status', vi.fn())).toThrow(/unknown event/);
  });
});

describe('the main bundle', () => {
  beforeAll(() => buildInto(mainConfig as InlineConfig, path.join(out, 'main')));

  it('is one ES module importing only electron, Node built-ins and packaged dependencies', () => {
    const code = readFileSync(path.join(out, 'main', 'main.js'), 'utf8');
    const specifiers = [...code.matchAll(/(?:^import .* from |\bimport\()"([^"]+)"/gm)].map((m) => m[1]);
    expect(specifiers).toContain('electron');
    expect(specifiers).toContain('better-sqlite3');
    expect(specifiers).toContain('node-hid');
    for (const specifier of specifiers) expect(MAIN_EXTERNAL).toContain(specifier);
  });

  it('carries the data files its code reads at run time, where that code looks', () => {
    for (const { from, to } of MAIN_RUNTIME_FILES) {
      expect(readFileSync(path.join(out, 'main', to))).toEqual(readFileSync(from));
    }
    expect(existsSync(path.join(out, 'main', 'fixtures', 'demo.json'))).toBe(true);
  });

  it('links and runs in Node as an ES module: every import resolves, the top level runs', () => {
    // Placed in the project, so that its bare imports resolve to node_modules as in the app.
    const bundle = path.resolve('out', `.bundle-check-${process.pid}.mjs`);
    mkdirSync(path.dirname(bundle), { recursive: true });
    copyFileSync(path.join(out, 'main', 'main.js'), bundle);
    try {
      const run = spawnSync(
        process.execPath,
        ['--import', path.resolve('test/support/electron-stub/register-electron-stub.mjs'), bundle],
        { encoding: 'utf8', env: { ...process.env, STUB_APP_DATA: out }, timeout: 20_000 },
      );
      expect(run.stderr).toBe('');
      expect(run.stdout).toBe(`privileged app\napp.exit(0) userData=${path.join(out, 'loyalty-terminal')}\n`);
      expect(run.status).toBe(0);
    } finally {
      rmSync(bundle, { force: true });
    }
  });

  it('holds no command-line entry that would start when Electron runs the bundle', () => {
    const code = readFileSync(path.join(out, 'main', 'main.js'), 'utf8');
    expect(code).not.toMatch(/process\.argv\[1\]/);
  });
});
