import {
  ShiftReportSchema,
  type CommandOutput,
  type ErrorValue,
  type ParsedInput,
  type ReportPlace,
  type ShiftReport,
} from '../../../common/contract/index';
import { coreError, errorValue } from '../errors';
import type { Journal } from '../journal/journal';
import { shiftCsv } from './shift-csv';
import { shiftHolds, shiftReport, shiftView, waitingOf } from './shift-report';
import type { ShiftRecord, ShiftStore } from './shift-store';
import { localTime } from './local-time';

export interface ShiftsOptions {
  now(): number;
  journal: Pick<Journal, 'record'>;
  /** Who stands at the till: the signed-in cashier, `cashier` when cashier PINs are off; throws cashierRequired otherwise. */
  whoIsAtTheTill(): string;
  /** A shift opened or closed: the status says so. */
  changed(): void;
  /** The venue and the till the report names (issue 42). */
  place?(): ReportPlace;
}

type Warned = 'shiftOpenBeforeRestart' | 'shiftOpenSinceEarlierDay';

const localDay = (ms: number) => localTime(ms).slice(0, 10);

/**
 * Shifts as the core's commands and the rest of the core see them. A hold placed while no shift
 * is open opens one by itself (journalled, said in the status): no sale is refused for paperwork.
 * Closing while holds of the shift wait needs a manager (`leaveWaiting`, guarded): they stay in
 * the queue, the Z report lists them, and the shift's X report shows them settled later.
 */
export class Shifts {
  private readonly startedAt: number;
  /** Warnings the cashier answered with shift.continue, per shift (this launch). */
  private readonly continued = new Map<number, Set<Warned>>();

  constructor(
    private readonly store: ShiftStore,
    private readonly options: ShiftsOptions,
  ) {
    this.startedAt = options.now();
  }

  /** The open shift, if any ("is a shift open": the update gate asks this). */
  current(): ShiftRecord | undefined {
    return this.store.current();
  }

  /** The shift a new hold belongs to: the open one, or one opened for it now. */
  forHold(who: string): number {
    const open = this.store.current();
    if (open) return open.id;
    const opened = this.store.open(who, true);
    if (!opened) return this.forHold(who);
    this.options.journal.record('shift', who, 'shiftOpenedAutomatically', { shift: opened.id });
    this.options.changed();
    return opened.id;
  }

  currentView(): CommandOutput<'shift.current'> {
    const open = this.store.current();
    const last = this.store.lastClosed();
    return { shift: open ? shiftView(open) : null, last: last ? shiftView(last) : null };
  }

  open(): CommandOutput<'shift.open'> {
    const who = this.options.whoIsAtTheTill();
    const opened = this.store.open(who, false);
    if (!opened) throw coreError('shiftAlreadyOpen');
    this.options.journal.record('shift', who, 'shiftOpened', { shift: opened.id });
    this.options.changed();
    return { shift: shiftView(opened) };
  }

  close(
    { leaveWaiting }: ParsedInput<'shift.close'>,
    manager: string | undefined,
  ): CommandOutput<'shift.close'> {
    const who = this.options.whoIsAtTheTill();
    const open = this.store.current();
    if (!open) throw coreError('shiftNotOpen');
    const waiting = waitingOf(this.reportOf(open, 'x'));
    if (waiting.count > 0 && !leaveWaiting) throw coreError('shiftHoldsWait', waiting);
    const approvedBy = waiting.count > 0 ? (manager ?? null) : null;
    let report: ShiftReport | undefined;
    const closed = this.store.close(open.id, who, approvedBy, (closedAt) => {
      const shift = { ...open, closedAt, closedBy: who, closeApprovedBy: approvedBy };
      report = this.reportOf(shift, 'z', closedAt);
      return report;
    });
    if (!closed || !report) throw coreError('shiftNotOpen');
    this.options.journal.record('shift', who, 'shiftClosed', {
      shift: open.id,
      waiting: waiting.count,
      ...(approvedBy !== null ? { approvedBy } : {}),
    });
    this.options.changed();
    return { shift: report.shift, report };
  }

  continueOpen(): CommandOutput<'shift.continue'> {
    const open = this.store.current();
    if (!open) throw coreError('shiftNotOpen');
    const answered = this.continued.get(open.id) ?? new Set<Warned>();
    for (const warning of this.warnings()) answered.add(warning.code as Warned);
    this.continued.set(open.id, answered);
    this.options.journal.record('shift', this.options.whoIsAtTheTill(), 'shiftContinued', { shift: open.id });
    this.options.changed();
    return { shift: shiftView(open) };
  }

  report({ shiftId, kind = 'x' }: ParsedInput<'shift.report'>): ShiftReport {
    const shift =
      shiftId === undefined ? (this.store.current() ?? this.store.lastClosed()) : this.store.byId(shiftId);
    if (!shift) throw coreError(shiftId === undefined ? 'shiftNotOpen' : 'shiftNotFound');
    if (kind === 'x') return this.reportOf(shift, 'x');
    const kept = this.store.zReport(shift.id);
    if (kept === undefined) throw coreError('shiftStillOpen');
    return ShiftReportSchema.parse(kept);
  }

  csv(input: ParsedInput<'shift.csv'>): string {
    return shiftCsv(this.report(input));
  }

  /** The open shift left over midnight or a restart, until the cashier closes or continues it. */
  warnings(): ErrorValue[] {
    const open = this.store.current();
    if (!open) return [];
    const answered = this.continued.get(open.id);
    const details = { shift: open.id, openedAt: localTime(open.openedAt) };
    const warnings: ErrorValue[] = [];
    if (open.openedAt < this.startedAt && !answered?.has('shiftOpenBeforeRestart'))
      warnings.push(errorValue('shiftOpenBeforeRestart', details));
    if (
      localDay(open.openedAt) !== localDay(this.options.now()) &&
      !answered?.has('shiftOpenSinceEarlierDay')
    )
      warnings.push(errorValue('shiftOpenSinceEarlierDay', details));
    return warnings;
  }

  private reportOf(shift: ShiftRecord, kind: 'x' | 'z', at = this.options.now()): ShiftReport {
    const report = shiftReport(shift, shiftHolds(this.store.holds(shift.id)), kind, at);
    const place = this.options.place?.();
    return place ? { ...report, place } : report;
  }
}
