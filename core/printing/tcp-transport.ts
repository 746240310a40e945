import net from 'node:net';
import type { PrinterState } from '../../common/contract/index';
import { ByteReader } from './byte-reader';
import { STATUS_ANSWER_LENGTH, STATUS_QUERY, stateOfStatus } from './escpos-status';
import type { Delivery, PrinterTransport, TransportTimeouts } from './transport';

function within<T>(ms: number, work: (done: (error?: Error, value?: T) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    work((error, value) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(value as T);
    });
  });
}

function connect(socket: net.Socket, host: string, port: number, ms: number): Promise<void> {
  return within(ms, (done) => {
    socket.once('error', (error) => done(error));
    socket.connect({ host, port }, () => done());
  });
}

function write(socket: net.Socket, bytes: Uint8Array, ms: number): Promise<void> {
  return within(ms, (done) => socket.write(bytes, (error) => done(error ?? undefined)));
}

async function askStatus(socket: net.Socket, reader: ByteReader, ms: number): Promise<PrinterState> {
  reader.clear();
  await write(socket, STATUS_QUERY, ms);
  return stateOfStatus(await reader.take(STATUS_ANSWER_LENGTH, ms)) ?? 'unknown';
}

/**
 * Raw ESC/POS over TCP (port 9100). The printer is asked its state (DLE EOT) before the slip and
 * again after it: the second answer comes only once the printer has read every byte of the slip,
 * so a printer that never reads, drops the connection mid-slip or runs out of paper leaves the
 * job unprinted, to be printed again. A printer that does not answer DLE EOT counts as unreachable.
 */
export function tcpTransport(host: string, port: number, timeouts: TransportTimeouts): PrinterTransport {
  return async (bytes): Promise<Delivery> => {
    const socket = new net.Socket();
    socket.on('error', () => undefined);
    const reader = new ByteReader(socket);
    try {
      await connect(socket, host, port, timeouts.connectMs);
      const before = await askStatus(socket, reader, timeouts.ioMs);
      if (before !== 'ready' || bytes === undefined) return { state: before, printed: false };
      await write(socket, bytes, timeouts.ioMs);
      const after = await askStatus(socket, reader, timeouts.ioMs);
      return { state: after, printed: after === 'ready' };
    } catch {
      return { state: 'unreachable', printed: false };
    } finally {
      socket.destroy();
    }
  };
}
