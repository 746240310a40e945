import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import { COMMAND_NAMES } from '../contract';
import type { CommandHandlers } from '../core/command-handlers';
import { errorValue } from '../core/errors';
import type { EventBus } from '../core/event-bus';
import { checkEvent, dispatch } from './dispatch';
import { commandChannel, eventChannel } from './ipc-channels';

export interface IpcHostOptions {
  handlers: CommandHandlers;
  events: Pick<EventBus, 'subscribe'>;
  window: BrowserWindow;
  /** Whether a frame URL is the app's own renderer. */
  isAppUrl: (url: string) => boolean;
}

/**
 * The contract over Electron IPC: one `ipcMain.handle` per command, answered only for our own
 * window's main frame at the app's own URL; events go to that window only. Returns an undo.
 */
export function startIpcHost({ handlers, events, window, isAppUrl }: IpcHostOptions): () => void {
  const senderAllowed = (event: IpcMainInvokeEvent) =>
    event.sender === window.webContents &&
    event.senderFrame !== null &&
    event.senderFrame === window.webContents.mainFrame &&
    isAppUrl(event.senderFrame.url);

  for (const name of COMMAND_NAMES) {
    ipcMain.handle(commandChannel(name), (event, input: unknown) =>
      senderAllowed(event)
        ? dispatch(handlers, name, input)
        : { ok: false, error: errorValue('forbiddenOrigin') },
    );
  }
  const unsubscribe = events.subscribe((name, payload) => {
    const checked = checkEvent(name, payload);
    if (checked !== undefined && !window.isDestroyed()) window.webContents.send(eventChannel(name), checked);
  });
  return () => {
    unsubscribe();
    for (const name of COMMAND_NAMES) ipcMain.removeHandler(commandChannel(name));
  };
}
