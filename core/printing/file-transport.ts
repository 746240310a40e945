import { constants, createWriteStream } from 'node:fs';
import { access } from 'node:fs/promises';
import type { Delivery, PrinterTransport, TransportTimeouts } from './transport';

/**
 * A device file (`/dev/usb/lp0`): the bytes are appended and the file closed within the time-out.
 * A device file gives no status back here, so `ready` means only that the file takes bytes; a
 * printer out of paper is not seen. The device vanishes when the printer is off: unreachable.
 */
export function fileTransport(file: string, timeouts: TransportTimeouts): PrinterTransport {
  return async (bytes): Promise<Delivery> => {
    if (bytes === undefined)
      return access(file, constants.W_OK).then(
        () => ({ state: 'ready', printed: false }),
        () => ({ state: 'unreachable', printed: false }),
      );
    return new Promise<Delivery>((resolve) => {
      const stream = createWriteStream(file, { flags: 'a' });
      const timer = setTimeout(() => {
        stream.destroy();
        resolve({ state: 'unreachable', printed: false });
      }, timeouts.connectMs + timeouts.ioMs);
      const settle = (delivery: Delivery) => {
        clearTimeout(timer);
        resolve(delivery);
      };
      stream.on('error', () => settle({ state: 'unreachable', printed: false }));
      stream.on('close', () => settle({ state: 'ready', printed: true }));
      stream.end(bytes);
    });
  };
}
