/**
 * The part of Electron a sandboxed preload uses, for the preloads' TypeScript project
 * (electron/tsconfig.preload.json maps `electron` here). Electron's own typings pull in all of
 * Node's, which a sandboxed preload does not have; with this map a `node:fs` or a `Buffer` in a
 * preload fails the type check. The signatures are Electron's, narrowed to what the preloads call.
 */

export interface IpcRendererEvent {
  readonly sender: unknown;
}

type IpcListener = (event: IpcRendererEvent, ...args: unknown[]) => void;

export declare const ipcRenderer: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Electron's own signature
  invoke(channel: string, ...args: unknown[]): Promise<any>;
  on(channel: string, listener: IpcListener): unknown;
  removeListener(channel: string, listener: IpcListener): unknown;
};

export declare const contextBridge: {
  exposeInMainWorld(apiKey: string, api: unknown): void;
};
