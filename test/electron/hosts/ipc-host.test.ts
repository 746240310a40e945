import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowserWindow, IpcMainInvokeEvent } from 'electron';
import { EventBus } from '../../../core/terminal/event-bus';
import { recordingHandlers } from '../../support/recording-handlers';

type Invoke = (event: IpcMainInvokeEvent, input: unknown) => unknown;
const handled = new Map<string, Invoke>();

// The Electron binary cannot run here: the host is driven through a stand-in ipcMain.
vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, handler: Invoke) => void handled.set(channel, handler),
    removeHandler: (channel: string) => void handled.delete(channel),
  },
}));
const { startIpcHost } = await import('../../../electron/hosts/ipc');

const APP_URL = 'file:///opt/terminal/renderer/index.html';
const status = {
  connectivity: 'online',
  since: new Date(0).toISOString(),
  queue: { count: 0, debitCents: 0, creditCents: 0, reversals: 0, oldest: null, rejected: 0, uncertain: 0 },
  platform: { url: 'http://127.0.0.1:1/platform', embedded: true, user: 'demo' },
  lastOnlineAt: null,
  scanner: { backend: { state: 'missing', reason: 'noLibusb' }, readers: [] },
  warnings: [],
  update: { state: 'off' },
};

function fakeWindow() {
  const sent: { channel: string; payload: unknown }[] = [];
  const mainFrame = { url: APP_URL };
  const webContents = {
    mainFrame,
    send: (channel: string, payload: unknown) => sent.push({ channel, payload }),
  };
  const window = { webContents, isDestroyed: () => false } as unknown as BrowserWindow;
  return { window, webContents, mainFrame, sent };
}

function invoke(command: string, event: Partial<IpcMainInvokeEvent>, input: unknown = {}) {
  const handler = handled.get(`terminal:command:${command}`);
  if (!handler) throw new Error(`no handler for ${command}`);
  return handler(event as IpcMainInvokeEvent, input);
}

describe('Electron IPC host', () => {
  let win: ReturnType<typeof fakeWindow>;
  let calls: { name: string }[];
  let stop: () => void;
  let bus: EventBus;

  beforeEach(() => {
    handled.clear();
    win = fakeWindow();
    bus = new EventBus();
    const recorded = recordingHandlers({ status: async () => status });
    calls = recorded.calls;
    stop = startIpcHost({
      handlers: recorded.handlers,
      events: bus,
      window: win.window,
      isAppUrl: (url) => url === APP_URL,
    });
  });

  it('answers the app window main frame through the contract gate', async () => {
    const answer = await invoke('status', { sender: win.webContents, senderFrame: win.mainFrame } as never);
    expect(answer).toEqual({ ok: true, value: status });
    expect(calls.map((c) => c.name)).toEqual(['status']);
  });

  it('refuses another page, a sub-frame or another window without calling the core', async () => {
    const subFrame = { url: APP_URL };
    const elsewhere = { url: 'https://evil.example/' };
    for (const event of [
      { sender: win.webContents, senderFrame: subFrame },
      { sender: win.webContents, senderFrame: null },
      { sender: {}, senderFrame: win.mainFrame },
    ]) {
      expect(await invoke('status', event as never)).toMatchObject({
        ok: false,
        error: { code: 'forbiddenOrigin' },
      });
    }
    win.mainFrame.url = elsewhere.url;
    expect(
      await invoke('status', { sender: win.webContents, senderFrame: win.mainFrame } as never),
    ).toMatchObject({
      ok: false,
      error: { code: 'forbiddenOrigin' },
    });
    expect(calls).toEqual([]);
  });

  it('refuses garbage input before the core sees it', async () => {
    const answer = await invoke(
      'hold.debit',
      { sender: win.webContents, senderFrame: win.mainFrame } as never,
      {
        amountCents: 'lots',
      },
    );
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalidInput' } });
    expect(calls).toEqual([]);
  });

  it('sends only events that fit the contract, and removes every handler when stopped', () => {
    bus.emit('scan', { kind: 'unrecognised', masked: '…1234', source: 'wedge' });
    bus.emit('scan', { kind: 'token', token: { type: 'card' } } as never);
    expect(win.sent).toEqual([
      {
        channel: 'terminal:event:scan',
        payload: { kind: 'unrecognised', masked: '…1234', source: 'wedge' },
      },
    ]);
    stop();
    expect(handled.size).toBe(0);
  });
});
