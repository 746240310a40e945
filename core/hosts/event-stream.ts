import type { ServerResponse } from 'node:http';

/** One Server-Sent Events stream: named events with JSON data, and comment heartbeats. */
export class EventStream {
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly res: ServerResponse,
    heartbeatMs: number,
    onClose: () => void,
  ) {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
    });
    res.write('retry: 2000\n\n');
    this.heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    res.on('close', () => {
      clearInterval(this.heartbeat);
      onClose();
    });
  }

  send(name: string, data: unknown): void {
    // JSON.stringify never emits a raw newline, so one data line carries the whole payload.
    this.res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.res.end();
  }
}
