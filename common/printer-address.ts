/**
 * A receipt printer's address, read without zod (like platform-url.ts): the core's command line
 * checks `--printer` with it before the contract is loaded (issue 27's first chunk).
 */

/** `tcp://host:port` (raw ESC/POS, 9100 by default) or `file:/dev/usb/lp0` (a device file). */
export type PrinterAddress = { kind: 'tcp'; host: string; port: number } | { kind: 'file'; path: string };

const HOST = /^[A-Za-z0-9.-]{1,253}$|^\[[0-9A-Fa-f:.]{2,45}\]$/;
const DEFAULT_PORT = 9100;

/** The address a printer setting names, or undefined when it names none this terminal can use. */
export function parsePrinterAddress(text: string): PrinterAddress | undefined {
  if (text.startsWith('file:')) {
    const file = text.slice('file:'.length);
    return file.startsWith('/') && !file.includes('\0') && file.length < 500
      ? { kind: 'file', path: file }
      : undefined;
  }
  const tcp = /^tcp:\/\/([^/:]+|\[[^\]]+\])(?::(\d{1,5}))?\/?$/.exec(text);
  if (!tcp || !HOST.test(tcp[1]!)) return undefined;
  const port = tcp[2] === undefined ? DEFAULT_PORT : Number(tcp[2]);
  if (port < 1 || port > 65_535) return undefined;
  return { kind: 'tcp', host: tcp[1]!.replace(/^\[|\]$/g, ''), port };
}
