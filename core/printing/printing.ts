import {
  parsePrinterAddress,
  type CommandOutput,
  type ConsentTextView,
  type Language,
  type ParsedInput,
  type PrinterSettings,
  type PrinterStatus,
  type ShiftReport,
} from '../../common/contract/index';
import type { TerminalDb } from '../offline';
import { coreError } from '../terminal/errors';
import { consentFormPrintout } from './consent-form';
import { encodePrintout } from './encode';
import type { Printout } from './print-lines';
import { PrintQueue, type PrintQueueTiming } from './print-queue';
import type { PrintJobKind } from './print-store';
import { PrintStore } from './print-store';
import { reportPrintout } from './report-layout';
import { sampleSlip } from './sample-slip';
import { slipPrintout } from './slip-layout';
import { SlipSource, type SlipSourceContext } from './slip-source';
import { testPrintout } from './test-page';
import type { TransportFactory, TransportTimeouts } from './transport';
import { defaultTransport } from './transports';

export type PrintTiming = PrintQueueTiming & TransportTimeouts;

/** A dead address costs at most 3 s to connect and 3 s per write or answer (issue 42: a few seconds). */
export const DEFAULT_PRINT_TIMING: PrintTiming = {
  connectMs: 3_000,
  ioMs: 3_000,
  retryInitialMs: 2_000,
  retryMaxMs: 30_000,
  pollMs: 30_000,
};

export interface PrintingOptions extends SlipSourceContext {
  db: TerminalDb;
  printer(): Readonly<PrinterSettings>;
  language(): Language;
  /** The shift's report as shift.report reads it. */
  report(input: ParsedInput<'shift.report'>): ShiftReport;
  /** Who prints a report: the signed-in cashier, else the till's generic name. */
  who(): string;
  now(): number;
  changed(): void;
  log: { error(message: string): void };
  timing?: Partial<PrintTiming>;
  transport?: TransportFactory;
}

type Queued = CommandOutput<'printer.test'>;

/**
 * The receipt printer behind the contract (issue 42): slips after holds, copies, X/Z reports,
 * the test print and the preview, all through the durable print queue.
 */
export class Printing {
  private readonly slips: SlipSource;
  private readonly queue: PrintQueue;
  private readonly store: PrintStore;
  /** The holds of the last slip made this run (printed or not: slips may not print by themselves). */
  private lastHolds: string[] | undefined;

  constructor(private readonly options: PrintingOptions) {
    const timing = { ...DEFAULT_PRINT_TIMING, ...options.timing };
    const factory = options.transport ?? defaultTransport;
    this.slips = new SlipSource(options.db, options);
    this.store = new PrintStore(options.db);
    this.queue = new PrintQueue({
      store: this.store,
      transport: () => {
        const address = this.options.printer().address;
        const parsed = address === null ? undefined : parsePrinterAddress(address);
        return parsed && factory(parsed, timing);
      },
      now: options.now,
      changed: options.changed,
      timing,
      log: options.log,
    });
    this.queue.kick();
  }

  status(): PrinterStatus {
    return this.queue.status();
  }

  check(): Promise<PrinterStatus> {
    return this.queue.check();
  }

  /** The printer's settings changed. */
  reconfigured(): void {
    this.queue.reconfigured();
  }

  /**
   * A command's holds get their slip once it answered, when slips print by themselves; the
   * answer goes back as it was, and nothing of the printing can fail it.
   */
  async slipAfter<T>(answer: Promise<T>, holdsOf: (value: T) => (string | undefined)[]): Promise<T> {
    const value = await answer;
    try {
      const holds = holdsOf(value).filter((id) => id !== undefined);
      if (holds.length === 0) return value;
      this.lastHolds = holds;
      if (this.options.printer().autoPrint) this.printSlip(holds, false);
    } catch (error) {
      this.options.log.error(`printing: the slip was not queued: ${(error as Error).message}`);
    }
    return value;
  }

  reprint({ holdId }: ParsedInput<'slip.reprint'>): Queued {
    const holds =
      holdId === undefined
        ? (this.lastHolds ?? this.store.lastSlip()?.split(','))
        : this.slips.slipHolds(holdId);
    if (holdId !== undefined && holds === undefined) throw coreError('holdNotFound');
    return { queued: holds !== undefined && this.printSlip(holds, true), printer: this.status() };
  }

  preview({ holdId, sample, paper, language }: ParsedInput<'slip.preview'>): CommandOutput<'slip.preview'> {
    const speaking = language ?? this.options.language();
    const holds = holdId === undefined ? undefined : this.slips.slipHolds(holdId);
    if (holdId !== undefined && holds === undefined) throw coreError('holdNotFound');
    const slip = holds
      ? this.slips.slip(holds, false)
      : sampleSlip(speaking, sample ?? 'bill', this.options.place(), this.options.now());
    if (!slip) throw coreError('holdNotFound');
    const printout = slipPrintout(slip, speaking, paper ?? this.options.printer().paper);
    return { lines: printout.lines.map((line) => line.text), columns: printout.columns };
  }

  test(): Queued {
    const { paper, codePage } = this.options.printer();
    return this.enqueue(
      'test',
      '',
      testPrintout(this.options.place(), { paper, codePage }, this.options.language(), this.options.now()),
    );
  }

  /** The paper form of a consent text, for the guest to sign (issue 43). */
  consentForm(consent: ConsentTextView): Queued {
    const { paper } = this.options.printer();
    const printout = consentFormPrintout(
      consent,
      this.options.place(),
      paper,
      this.options.language(),
      this.options.now(),
    );
    return this.enqueue('consentForm', `v${consent.version}`, printout);
  }

  printReport({ shiftId, kind }: ParsedInput<'shift.print'>): Queued {
    return this.enqueueReport(this.options.report({ kind, ...(shiftId !== undefined ? { shiftId } : {}) }));
  }

  /** The Z report prints by itself at the shift's close, when slips do; the close stands whatever the printing does. */
  zAfterClose<T extends { report: ShiftReport }>(closed: T): T {
    try {
      if (this.options.printer().autoPrint) this.enqueueReport(closed.report);
    } catch (error) {
      this.options.log.error(`printing: the Z report was not queued: ${(error as Error).message}`);
    }
    return closed;
  }

  private enqueueReport(report: ShiftReport): Queued {
    const printing = { ...this.options.place(), printedBy: this.options.who(), at: this.options.now() };
    const printout = reportPrintout(report, printing, this.options.language(), this.options.printer().paper);
    return this.enqueue('report', `${report.kind}${report.shift.id}`, printout);
  }

  close(): Promise<void> {
    return this.queue.close();
  }

  /** A slip of these holds, unless there is nothing to tell the guest (every hold refused). */
  private printSlip(holdIds: string[], copy: boolean): boolean {
    const slip = this.slips.slip(holdIds, copy);
    if (!slip || slip.holds.every((hold) => hold.standing === 'refused')) return false;
    const printout = slipPrintout(slip, this.options.language(), this.options.printer().paper);
    return this.enqueue(copy ? 'copy' : 'slip', holdIds.join(','), printout).queued;
  }

  private enqueue(kind: PrintJobKind, subject: string, printout: Printout): Queued {
    const { address, codePage } = this.options.printer();
    if (address === null) return { queued: false, printer: this.status() };
    this.queue.add(kind, subject, encodePrintout(printout, codePage));
    return { queued: true, printer: this.status() };
  }
}
