/**
 * The guest display's preload: exposes `window.terminalDisplay`, the display's commands
 * (DISPLAY_COMMANDS) and its event only, on the display's own channels, which the main process
 * answers for the display's window alone (electron/app/display-window.ts). Never ipcRenderer, and
 * nothing that could name a hold. Bundled into one script like electron/preload.ts.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  DISPLAY_COMMANDS,
  DISPLAY_EVENTS,
  type DisplayBridge,
  type DisplayEventName,
} from '../common/contract/index';
import { commandChannel, eventChannel } from './hosts/ipc-channels';

const commands = Object.fromEntries(
  DISPLAY_COMMANDS.map((name) => [
    name,
    (input: unknown) => ipcRenderer.invoke(commandChannel(name, 'display'), input),
  ]),
);

function on(event: DisplayEventName, listener: (payload: unknown) => void): () => void {
  if (!DISPLAY_EVENTS.includes(event)) throw new Error(`unknown event ${String(event)}`);
  const channel = eventChannel(event, 'display');
  const handler = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
  ipcRenderer.on(channel, handler);
  return () => void ipcRenderer.removeListener(channel, handler);
}

const bridge = { ...commands, on } as unknown as DisplayBridge;
contextBridge.exposeInMainWorld('terminalDisplay', bridge);
