import type {
  ErrorValue,
  ErrorValueOf,
  PrintOutcome,
  PrintTarget,
  ShiftReport,
  ShiftReportKind,
  ShiftView,
  TerminalBridge,
} from '../../../common/contract/index';

/**
 * After a close, how long a tap on «Открыть смену» is taken as the second tap of a double tap
 * on the confirmation (where the open button appears): longer than a double tap, shorter than
 * a cashier reading that the shift is closed (issue 41).
 */
export const OPEN_AFTER_CLOSE_MS = 800;

/** Which report is on screen: of a shift, X (as it is now) or Z (as it read at close). */
export interface ReportChoice {
  shiftId: number;
  kind: ShiftReportKind;
}

/** The shift screen's state: the open shift, the last closed one, the report shown. */
export class ShiftState {
  current = $state<ShiftView | null>(null);
  last = $state<ShiftView | null>(null);
  report = $state<ShiftReport | undefined>(undefined);
  loaded = $state(false);
  /** The core refused the close: holds of the shift wait (the report lists them). */
  waiting = $state<ErrorValueOf<'shiftHoldsWait'> | undefined>(undefined);
  error = $state<ErrorValue | undefined>(undefined);
  printed = $state<PrintOutcome | undefined>(undefined);
  /** The close is being confirmed: its dialog shows the shift's totals (the X report read now). */
  confirming = $state(false);
  /** A close or an open is with the core: another tap does nothing. */
  busy = $state(false);
  #closedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly bridge: TerminalBridge) {}

  async load(): Promise<void> {
    const result = await this.bridge['shift.current']({});
    this.loaded = true;
    if (!result.ok) return void (this.error = result.error);
    this.current = result.value.shift;
    this.last = result.value.last;
    if (this.current) await this.show({ shiftId: this.current.id, kind: 'x' });
    else if (this.last) await this.show({ shiftId: this.last.id, kind: 'z' });
    else this.report = undefined;
  }

  async show(choice: ReportChoice): Promise<void> {
    const result = await this.bridge['shift.report'](choice);
    if (!result.ok) return void (this.error = result.error);
    this.error = undefined;
    this.printed = undefined;
    this.report = result.value.report;
  }

  /** A tap just after a close is the second of a double tap on the confirmation, not an open. */
  async open(): Promise<void> {
    if (this.busy || performance.now() - this.#closedAt < OPEN_AFTER_CLOSE_MS) return;
    this.busy = true;
    try {
      this.settle(await this.bridge['shift.open']({}));
      await this.load();
    } finally {
      this.busy = false;
    }
  }

  /** «Закрыть смену»: the confirmation with the shift's totals as they are now. */
  async askClose(): Promise<void> {
    if (this.busy || this.confirming || !this.current) return;
    this.confirming = true;
    await this.show({ shiftId: this.current.id, kind: 'x' });
  }

  cancelClose(): void {
    if (!this.busy) this.confirming = false;
  }

  async carryOn(): Promise<void> {
    this.settle(await this.bridge['shift.continue']({}));
  }

  /** Closes the shift; while holds wait, only `leaveWaiting` with a manager's PIN (the bridge asks it). */
  async close(leaveWaiting = false): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    let result: Awaited<ReturnType<TerminalBridge['shift.close']>>;
    try {
      result = await this.bridge['shift.close'](leaveWaiting ? { leaveWaiting: true } : {});
    } finally {
      this.busy = false;
      this.confirming = false;
    }
    if (!result.ok) {
      if (result.error.code === 'shiftHoldsWait') {
        this.waiting = result.error;
        if (this.current) await this.show({ shiftId: this.current.id, kind: 'x' });
      } else this.error = result.error;
      return;
    }
    this.#closedAt = performance.now();
    this.waiting = undefined;
    this.error = undefined;
    this.current = null;
    this.last = result.value.shift;
    this.report = result.value.report;
  }

  keepOpen(): void {
    this.waiting = undefined;
  }

  async csv(): Promise<string | undefined> {
    if (!this.report) return undefined;
    const result = await this.bridge['shift.csv']({ shiftId: this.report.shift.id, kind: this.report.kind });
    if (!result.ok) return void (this.error = result.error);
    return result.value.csv;
  }

  async print(target: PrintTarget): Promise<void> {
    if (!this.report) return;
    const { shift, kind } = this.report;
    this.printed = await this.bridge.print(target, `shift-${shift.id}-${kind}`);
  }

  private settle(result: { ok: true } | { ok: false; error: ErrorValue }): void {
    this.error = result.ok ? undefined : result.error;
  }
}
