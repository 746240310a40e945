import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import { COMMAND_NAMES } from '../../common/contract/index';
import type { CommandHandlers } from '../../core/terminal/command-handlers';
import { errorValue } from '../../core/terminal/errors';
import type { EventBus } from '../../core/terminal/event-bus';
import { checkEvent, dispatch, type DispatchLog } from '../../core/hosts/dispatch';
import { commandChannel, eventChannel } from './ipc-channels';

export interface IpcHostOptions {
  handlers: CommandHandlers;
  events: Pick<EventBus, 'subscribe'>;
  window: BrowserWindow;
  /** Whether a frame URL is the app's own page (electron/app/app-url.ts isAppPage). */
  isAppUrl: (url: string) => boolean;
  log?: DispatchLog;
}

/**
 * The contract over Electron IPC: one `ipcMain.handle` per command, answered only for our own
 * window's main frame at the app's own page; anything else gets `forbiddenOrigin` and the core
 * never sees it. Events go to that window only, and only while it shows the app's page.
 * Returns an undo.
 */
export function startIpcHost({
  handlers,
  events,
  window,
  isAppUrl,
  log = console,
}: IpcHostOptions): () => void {
  const senderAllowed = (event: IpcMainInvokeEvent) =>
    !window.isDestroyed() &&
    event.sender === window.webContents &&
    event.senderFrame !== null &&
    event.senderFrame === window.webContents.mainFrame &&
    isAppUrl(event.senderFrame.url);

  for (const name of COMMAND_NAMES) {
    ipcMain.handle(commandChannel(name), (event, input: unknown) => {
      if (senderAllowed(event)) return dispatch(handlers, name, input, log);
      log.error(`ipc: ${name} from a frame that is not the app's page refused`);
      return { ok: false, error: errorValue('forbiddenOrigin') };
    });
  }
  const unsubscribe = events.subscribe((name, payload) => {
    if (window.isDestroyed() || !isAppUrl(window.webContents.mainFrame.url)) return;
    const checked = checkEvent(name, payload, log);
    if (checked !== undefined) window.webContents.send(eventChannel(name), checked);
  });
  return () => {
    unsubscribe();
    for (const name of COMMAND_NAMES) ipcMain.removeHandler(commandChannel(name));
  };
}
