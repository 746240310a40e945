import type { Socket } from 'node:net';

/** The bytes a socket received, taken a few at a time with a time-out (a printer's status answers). */
export class ByteReader {
  private buffer = Buffer.alloc(0);
  private ended: Error | undefined;
  private wake: () => void = () => undefined;

  constructor(socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    const end = (error?: Error) => {
      this.ended ??= error ?? new Error('the printer closed the connection');
      this.wake();
    };
    socket.on('close', () => end());
    socket.on('error', end);
  }

  /** Drops what arrived unasked (before a new question). */
  clear(): void {
    this.buffer = Buffer.alloc(0);
  }

  /** The next `count` bytes; rejects when the connection ends or `timeoutMs` passes first. */
  take(count: number, timeoutMs: number): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => finish(new Error('the printer did not answer in time')), timeoutMs);
      const finish = (error?: Error) => {
        clearTimeout(timer);
        this.wake = () => undefined;
        if (error) return reject(error);
        resolve(this.buffer.subarray(0, count));
        this.buffer = this.buffer.subarray(count);
      };
      this.wake = () => {
        if (this.buffer.length >= count) finish();
        else if (this.ended) finish(this.ended);
      };
      this.wake();
    });
  }
}
