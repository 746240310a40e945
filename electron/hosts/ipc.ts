import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import { COMMAND_NAMES } from '../../common/contract/index';
import type { CommandHandlers } from '../../core/terminal/command-handlers';
import { errorValue } from '../../core/terminal/errors';
import type { EventBus } from '../../core/terminal/event-bus';
import { callableBy, mayReceive, type Audience } from '../../core/hosts/audience';
import { checkEvent, dispatch, type DispatchLog } from '../../core/hosts/dispatch';
import { commandChannel, eventChannel } from './ipc-channels';

export interface IpcHostOptions {
  handlers: CommandHandlers;
  events: Pick<EventBus, 'subscribe'>;
  /** The window answered, or a getter for one that comes and goes (the guest's display). */
  window: BrowserWindow | (() => BrowserWindow | undefined);
  /** Whether a frame URL is the page this host answers (electron/app/app-url.ts isAppPage, isDisplayPage). */
  isAppUrl: (url: string) => boolean;
  /** Whose commands and events: the cashier's (the whole contract, the default) or the display's. */
  audience?: Audience;
  log?: DispatchLog;
}

/**
 * The contract over Electron IPC: one `ipcMain.handle` per command the audience may call (on that
 * audience's channels), answered only for our own window's main frame at its page; anything else
 * gets `forbiddenOrigin` and the core never sees it. The display's host has no channel for any
 * other command: its preload cannot even name a hold. Events the audience may receive go to that
 * window only, and only while it shows its page. Returns an undo.
 */
export function startIpcHost({
  handlers,
  events,
  window,
  isAppUrl,
  audience = 'cashier',
  log = console,
}: IpcHostOptions): () => void {
  const current = typeof window === 'function' ? window : () => window;
  const live = () => {
    const target = current();
    return target !== undefined && !target.isDestroyed() ? target : undefined;
  };
  const senderAllowed = (event: IpcMainInvokeEvent) => {
    const target = live();
    return (
      target !== undefined &&
      event.sender === target.webContents &&
      event.senderFrame !== null &&
      event.senderFrame === target.webContents.mainFrame &&
      isAppUrl(event.senderFrame.url)
    );
  };

  const names = callableBy(audience, COMMAND_NAMES);
  for (const name of names) {
    ipcMain.handle(commandChannel(name, audience), (event, input: unknown) => {
      if (senderAllowed(event)) return dispatch(handlers, name, input, log);
      log.error(`ipc: ${name} from a frame that is not the ${audience}'s page refused`);
      return { ok: false, error: errorValue('forbiddenOrigin') };
    });
  }
  const unsubscribe = events.subscribe((name, payload) => {
    const target = live();
    if (!mayReceive(audience, name) || target === undefined) return;
    if (!isAppUrl(target.webContents.mainFrame.url)) return;
    const checked = checkEvent(name, payload, log);
    if (checked !== undefined) target.webContents.send(eventChannel(name, audience), checked);
  });
  return () => {
    unsubscribe();
    for (const name of names) ipcMain.removeHandler(commandChannel(name, audience));
  };
}
