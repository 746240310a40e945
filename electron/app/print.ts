import { writeFile } from 'node:fs/promises';
import { dialog, ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import type { PrintOutcome, PrintTarget } from '../../common/contract/index';
import { PRINT_CHANNEL } from '../hosts/ipc-channels';

interface PrintRequest {
  target: PrintTarget;
  fileName: string;
}

function isPrintRequest(value: unknown): value is PrintRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { target, fileName } = value as Record<string, unknown>;
  return (target === 'printer' || target === 'pdf') && typeof fileName === 'string' && fileName.length <= 200;
}

/** The system's print dialog for the page; its print stylesheet keeps only the report. */
function printPage(window: BrowserWindow): Promise<PrintOutcome> {
  return new Promise((resolve) =>
    window.webContents.print({ silent: false, printBackground: false }, (success, reason) =>
      resolve(success ? 'printed' : reason === 'cancelled' ? 'cancelled' : 'failed'),
    ),
  );
}

/** Chromium's print to PDF of the page, written where the cashier chooses in a save dialog. */
async function savePdf(window: BrowserWindow, fileName: string): Promise<PrintOutcome> {
  const safeName = fileName.replace(/[^\p{L}\p{N}._-]+/gu, '-');
  const choice = await dialog.showSaveDialog(window, {
    defaultPath: safeName.endsWith('.pdf') ? safeName : `${safeName}.pdf`,
    filters: [{ name: 'PDF', extensions: ['pdf'] }],
  });
  if (choice.canceled || !choice.filePath) return 'cancelled';
  const pdf = await window.webContents.printToPDF({ pageSize: 'A4', printBackground: false });
  await writeFile(choice.filePath, pdf);
  return 'saved';
}

/**
 * The bridge's `print` in Electron, answered only for our window's main frame at the app's page,
 * like the commands (hosts/ipc.ts). Returns an undo.
 */
export function startPrintHost(
  window: BrowserWindow,
  isAppUrl: (url: string) => boolean,
  log: { error(message: string): void },
): () => void {
  const allowed = (event: IpcMainInvokeEvent) =>
    !window.isDestroyed() &&
    event.sender === window.webContents &&
    event.senderFrame === window.webContents.mainFrame &&
    isAppUrl(event.senderFrame.url);
  ipcMain.handle(PRINT_CHANNEL, async (event, request: unknown): Promise<PrintOutcome> => {
    if (!allowed(event) || !isPrintRequest(request)) return 'failed';
    try {
      return request.target === 'pdf' ? await savePdf(window, request.fileName) : await printPage(window);
    } catch (error) {
      log.error(`print: ${request.target} failed with ${error instanceof Error ? error.name : typeof error}`);
      return 'failed';
    }
  });
  return () => ipcMain.removeHandler(PRINT_CHANNEL);
}
