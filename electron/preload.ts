/**
 * Exposes `window.terminal`: one named function per command of the contract and `on(event)`.
 * Never ipcRenderer itself. Sandboxed preloads cannot load npm modules: the build bundles this
 * file (with the contract's names) into one script.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { COMMAND_NAMES, EVENT_NAMES, type EventName, type TerminalBridge } from '../common/contract/index';
import { commandChannel, eventChannel, PRINT_CHANNEL } from './hosts/ipc-channels';

const commands = Object.fromEntries(
  COMMAND_NAMES.map((name) => [name, (input: unknown) => ipcRenderer.invoke(commandChannel(name), input)]),
);

function on(event: EventName, listener: (payload: unknown) => void): () => void {
  if (!EVENT_NAMES.includes(event)) throw new Error(`unknown event ${String(event)}`);
  const handler = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
  ipcRenderer.on(eventChannel(event), handler);
  return () => void ipcRenderer.removeListener(eventChannel(event), handler);
}

const print: TerminalBridge['print'] = (target, fileName) =>
  ipcRenderer.invoke(PRINT_CHANNEL, { target, fileName });

const bridge = { ...commands, on, print } as unknown as TerminalBridge;
contextBridge.exposeInMainWorld('terminal', bridge);
