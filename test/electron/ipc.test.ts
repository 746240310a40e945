import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isAppPage, isDisplayPage } from '../../electron/app/app-url';
import { COMMAND_NAMES, DISPLAY_COMMANDS } from '../../common/contract/index';
import type { CommandHandlers } from '../../core/terminal/command-handlers';
import { EventBus } from '../../core/terminal/event-bus';
import { startIpcHost } from '../../electron/hosts/ipc';
import { BrowserWindow, FakeFrame, FakeWebContents, ipcMain, resetFake } from '../support/fake-electron';

vi.mock('electron', () => import('../support/fake-electron'));

const SCAN = { kind: 'unrecognised', source: 'manual', masked: '…' } as const;
const log = { error: vi.fn() };

function host() {
  const window = new BrowserWindow({});
  window.webContents.mainFrame.url = 'app://terminal/index.html#/guest';
  const submit = vi.fn(async () => SCAN);
  const handlers = { 'scan.submit': submit } as unknown as CommandHandlers;
  const events = new EventBus();
  const stop = startIpcHost({ handlers, events, window: window as never, isAppUrl: isAppPage, log });
  const invoke = (event: { sender: unknown; senderFrame: unknown }) =>
    ipcMain.handlers.get('terminal:command:scan.submit')!(event, { text: 'x', source: 'manual' });
  return { window, submit, events, stop, invoke };
}

beforeEach(() => {
  resetFake();
  log.error.mockClear();
});

describe('the IPC host', () => {
  it('registers one handler per command and removes them all on stop', () => {
    const { stop } = host();
    expect([...ipcMain.handlers.keys()].sort()).toEqual(
      COMMAND_NAMES.map((n) => `terminal:command:${n}`).sort(),
    );
    stop();
    expect(ipcMain.handlers.size).toBe(0);
  });

  it('answers the main frame of our window at the app page', async () => {
    const { window, submit, invoke } = host();
    const answer = await invoke({ sender: window.webContents, senderFrame: window.webContents.mainFrame });
    expect(answer).toEqual({ ok: true, value: SCAN });
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'another web contents',
      (w: BrowserWindow) => ({ sender: new FakeWebContents(), senderFrame: w.webContents.mainFrame }),
    ],
    [
      'a subframe of our window',
      (w: BrowserWindow) => ({
        sender: w.webContents,
        senderFrame: new FakeFrame('app://terminal/index.html'),
      }),
    ],
    ['a frame that is gone', (w: BrowserWindow) => ({ sender: w.webContents, senderFrame: null })],
  ])('ignores %s: forbiddenOrigin, the core never called', async (_name, event) => {
    const { window, submit, invoke } = host();
    const answer = (await invoke(event(window))) as { ok: boolean; error: { code: string } };
    expect(answer.ok).toBe(false);
    expect(answer.error.code).toBe('forbiddenOrigin');
    expect(submit).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('refused'));
  });

  it.each([
    'https://evil.example/index.html',
    'app://terminal/other.html',
    'file:///app/index.html',
    'app://evil/index.html',
  ])('ignores our main frame once it shows %s', async (url) => {
    const { window, submit, invoke } = host();
    window.webContents.mainFrame.url = url;
    const answer = (await invoke({
      sender: window.webContents,
      senderFrame: window.webContents.mainFrame,
    })) as {
      ok: boolean;
    };
    expect(answer.ok).toBe(false);
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends events to our page only, checked by their schema', () => {
    const { window, events } = host();
    events.emit('scan', SCAN);
    expect(window.webContents.send).toHaveBeenCalledWith('terminal:event:scan', SCAN);
    window.webContents.send.mockClear();
    window.webContents.mainFrame.url = 'https://evil.example/';
    events.emit('scan', SCAN);
    window.destroyed = true;
    window.webContents.mainFrame.url = 'app://terminal/index.html';
    events.emit('scan', SCAN);
    expect(window.webContents.send).not.toHaveBeenCalled();
  });

  it('drops an event outside its contract', () => {
    const { window, events } = host();
    events.emit('scan', {
      kind: 'token',
      token: { type: 'card', entry: 'x', key: '4276123456789012' },
    } as never);
    expect(window.webContents.send).not.toHaveBeenCalled();
  });
});

describe("the guest display's IPC host", () => {
  function displayHost() {
    const display = new BrowserWindow({});
    display.webContents.mainFrame.url = 'app://terminal/display.html';
    const view = vi.fn(async () => ({ language: 'ru', venueName: null, screen: { kind: 'idle' } }));
    const hold = vi.fn();
    const handlers = { 'display.view': view, 'hold.debit': hold } as unknown as CommandHandlers;
    const events = new EventBus();
    let current: BrowserWindow | undefined = display;
    const stop = startIpcHost({
      handlers,
      events,
      window: () => current as never,
      isAppUrl: isDisplayPage,
      audience: 'display',
      log,
    });
    const close = () => (current = undefined);
    const fromDisplay = { sender: display.webContents, senderFrame: display.webContents.mainFrame };
    return { display, view, hold, events, stop, close, fromDisplay };
  }

  it("registers the display's commands only, on its own channels: no channel places a hold", () => {
    const { stop } = displayHost();
    expect([...ipcMain.handlers.keys()].sort()).toEqual(
      DISPLAY_COMMANDS.map((n) => `display:command:${n}`).sort(),
    );
    expect(ipcMain.handlers.has('terminal:command:hold.debit')).toBe(false);
    stop();
    expect(ipcMain.handlers.size).toBe(0);
  });

  it("answers display.view from the display's window, refuses the cashier's window", async () => {
    const { view, fromDisplay } = displayHost();
    const cashier = new BrowserWindow({});
    cashier.webContents.mainFrame.url = 'app://terminal/index.html';
    const invoke = (event: unknown) => ipcMain.handlers.get('display:command:display.view')!(event, {});
    expect(await invoke(fromDisplay)).toMatchObject({ ok: true, value: { screen: { kind: 'idle' } } });
    const refused = (await invoke({
      sender: cashier.webContents,
      senderFrame: cashier.webContents.mainFrame,
    })) as { ok: boolean };
    expect(refused.ok).toBe(false);
    expect(view).toHaveBeenCalledTimes(1);
  });

  it("a hold from the display's webContents reaches no handler, whichever host it tries", async () => {
    const { hold, fromDisplay } = displayHost();
    const cashier = new BrowserWindow({});
    cashier.webContents.mainFrame.url = 'app://terminal/index.html';
    startIpcHost({
      handlers: { 'hold.debit': hold } as unknown as CommandHandlers,
      events: new EventBus(),
      window: cashier as never,
      isAppUrl: isAppPage,
      log,
    });
    const answer = (await ipcMain.handlers.get('terminal:command:hold.debit')!(fromDisplay, {})) as {
      ok: boolean;
      error: { code: string };
    };
    expect(answer.error.code).toBe('forbiddenOrigin');
    expect(ipcMain.handlers.has('display:command:hold.debit')).toBe(false);
    expect(hold).not.toHaveBeenCalled();
  });

  it('sends the display event only, and nothing once the window is gone', () => {
    const { display, events, close } = displayHost();
    events.emit('scan', SCAN);
    expect(display.webContents.send).not.toHaveBeenCalled();
    const view = { language: 'ru', venueName: null, screen: { kind: 'idle' } } as const;
    events.emit('display', view);
    expect(display.webContents.send).toHaveBeenCalledWith('display:event:display', view);
    display.webContents.send.mockClear();
    close();
    events.emit('display', view);
    expect(display.webContents.send).not.toHaveBeenCalled();
  });
});
