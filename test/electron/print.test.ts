import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserWindow, IpcMainInvokeEvent } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { quietLog } from '../support/recording-handlers';
import { tempFoldersForEachTest } from '../support/temp-folders';

type Invoke = (event: IpcMainInvokeEvent, input: unknown) => Promise<unknown>;
const handled = new Map<string, Invoke>();
const saveDialog = vi.fn();

// The Electron binary cannot run here: the print host is driven through stand-ins.
vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, handler: Invoke) => void handled.set(channel, handler),
    removeHandler: (channel: string) => void handled.delete(channel),
  },
  dialog: { showSaveDialog: (...args: unknown[]) => saveDialog(...args) },
}));
const { startPrintHost } = await import('../../electron/app/print');

const APP_URL = 'app://terminal/index.html';
const tempFolder = tempFoldersForEachTest('print-host-');

function fakeWindow(printSucceeds: boolean) {
  const mainFrame = { url: APP_URL };
  const webContents = {
    mainFrame,
    print: vi.fn((_options: unknown, done: (success: boolean, reason: string) => void) =>
      done(printSucceeds, printSucceeds ? '' : 'cancelled'),
    ),
    printToPDF: vi.fn(async () => Buffer.from('%PDF-1.4 report')),
  };
  const window = { webContents, isDestroyed: () => false } as unknown as BrowserWindow;
  return { window, webContents, mainFrame };
}

const fromPage = (webContents: unknown, frame: unknown) =>
  ({ sender: webContents, senderFrame: frame }) as unknown as IpcMainInvokeEvent;

beforeEach(() => {
  handled.clear();
  saveDialog.mockReset();
});

describe("Electron's print host", () => {
  it('prints through the system dialog and says whether the cashier cancelled', async () => {
    const printed = fakeWindow(true);
    startPrintHost(printed.window, (url) => url === APP_URL, quietLog());
    const print = handled.get('terminal:print')!;
    expect(
      await print(fromPage(printed.webContents, printed.mainFrame), { target: 'printer', fileName: 'x' }),
    ).toBe('printed');
    const cancelled = fakeWindow(false);
    startPrintHost(cancelled.window, (url) => url === APP_URL, quietLog());
    expect(
      await handled.get('terminal:print')!(fromPage(cancelled.webContents, cancelled.mainFrame), {
        target: 'printer',
        fileName: 'x',
      }),
    ).toBe('cancelled');
  });

  it('writes the PDF where the save dialog says, and nothing when it is cancelled', async () => {
    const { window, webContents, mainFrame } = fakeWindow(true);
    startPrintHost(window, (url) => url === APP_URL, quietLog());
    const print = handled.get('terminal:print')!;
    const file = path.join(tempFolder(), 'z.pdf');
    saveDialog.mockResolvedValueOnce({ canceled: false, filePath: file });
    expect(await print(fromPage(webContents, mainFrame), { target: 'pdf', fileName: 'shift 1/z' })).toBe(
      'saved',
    );
    expect(saveDialog.mock.calls[0]?.[1]).toMatchObject({ defaultPath: 'shift-1-z.pdf' });
    expect(await readFile(file, 'utf8')).toBe('%PDF-1.4 report');

    saveDialog.mockResolvedValueOnce({ canceled: true, filePath: '' });
    expect(await print(fromPage(webContents, mainFrame), { target: 'pdf', fileName: 'z' })).toBe('cancelled');
    expect(webContents.printToPDF).toHaveBeenCalledTimes(1);
  });

  it('answers nothing but failed to another frame or a malformed request', async () => {
    const { window, webContents, mainFrame } = fakeWindow(true);
    startPrintHost(window, (url) => url === APP_URL, quietLog());
    const print = handled.get('terminal:print')!;
    expect(
      await print(fromPage(webContents, { url: 'https://evil.example/' }), {
        target: 'printer',
        fileName: 'x',
      }),
    ).toBe('failed');
    expect(await print(fromPage(webContents, mainFrame), { target: 'fax', fileName: 'x' })).toBe('failed');
    expect(webContents.print).not.toHaveBeenCalled();
  });
});
