import type { PrinterState, PrinterStatus } from '../../common/contract/index';
import type { PrintJobKind, PrintStore } from './print-store';
import type { PrinterTransport } from './transport';

export interface PrintQueueTiming {
  /** After a failed go, the next one this long later; doubling up to retryMaxMs while the printer does not answer. */
  retryInitialMs: number;
  retryMaxMs: number;
  /** While nothing waits, the printer is asked its state this often (the status bar). */
  pollMs: number;
}

export interface PrintQueueOptions {
  store: PrintStore;
  /** The printer as the settings name it now; undefined when none is set. */
  transport(): PrinterTransport | undefined;
  now(): number;
  /** The printer's state or the queue changed: the status says so. */
  changed(): void;
  timing: PrintQueueTiming;
  log: { error(message: string): void };
}

/** Whether the printer itself said this (it is there to be asked again soon). */
function answered(state: PrinterState): boolean {
  switch (state) {
    case 'ready':
    case 'offline':
    case 'noPaper':
    case 'coverOpen':
      return true;
    case 'notSet':
    case 'unknown':
    case 'unreachable':
      return false;
  }
}

/**
 * The durable print queue: a job is written before any try and printed by one worker, oldest
 * first, one at a time. A job is marked sent only once the printer took every byte (and said it
 * is ready after them, where it can say); otherwise it waits and is tried again, so a slip is
 * printed once when the printer comes back. Nothing here is awaited by a bill.
 */
export class PrintQueue {
  private state: PrinterState = 'unknown';
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private delayMs: number;
  private closed = false;

  constructor(private readonly options: PrintQueueOptions) {
    this.delayMs = options.timing.retryInitialMs;
  }

  /** Writes a job and starts printing it; returns at once. */
  add(kind: PrintJobKind, subject: string, bytes: Uint8Array): void {
    this.options.store.add(kind, subject, bytes, this.options.now());
    this.options.changed();
    this.kick();
  }

  status(): PrinterStatus {
    const set = this.options.transport() !== undefined;
    return { state: set ? this.state : 'notSet', waiting: this.options.store.waiting() };
  }

  /** Asks the printer now (and prints what waits); answers once that go is over. */
  async check(): Promise<PrinterStatus> {
    this.kick();
    while (this.running) await this.running;
    return this.status();
  }

  /** The printer's address changed: its state is not known until it is asked. */
  reconfigured(): void {
    this.setState('unknown');
    this.delayMs = this.options.timing.retryInitialMs;
    this.kick();
  }

  kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .catch((error: unknown) => this.options.log.error(`printing: ${(error as Error).message}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    const transport = this.options.transport();
    if (!transport) return;
    for (;;) {
      const job = this.options.store.next();
      const delivery = await transport(job?.bytes);
      this.setState(delivery.state);
      if (!job) return this.later(this.options.timing.pollMs);
      // The database is still open while closing (close() awaits this go): what printed is marked.
      if (!delivery.printed) {
        this.options.store.markTried(job.id, delivery.state);
        this.retryLater(delivery.state);
        return;
      }
      this.options.store.markSent(job.id, this.options.now());
      this.delayMs = this.options.timing.retryInitialMs;
      this.options.changed();
      if (this.closed) return;
    }
  }

  /**
   * A printer that answered (no paper, cover open, offline) is asked again soon, so the slip comes
   * out as soon as someone mends it; one that does not answer at all, less and less often.
   */
  private retryLater(state: PrinterState): void {
    if (!answered(state)) {
      this.later(this.delayMs);
      this.delayMs = Math.min(this.delayMs * 2, this.options.timing.retryMaxMs);
      return;
    }
    this.delayMs = this.options.timing.retryInitialMs;
    this.later(this.delayMs);
  }

  private later(ms: number): void {
    if (this.closed || ms <= 0) return;
    this.timer = setTimeout(() => this.kick(), ms);
    this.timer.unref();
  }

  private setState(state: PrinterState): void {
    if (state === this.state) return;
    this.state = state;
    this.options.changed();
  }
}
