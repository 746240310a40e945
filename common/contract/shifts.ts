/**
 * Shifts and their X/Z report (issue 25): spread into `commands` of commands.ts like staff.ts;
 * zod schemas only. Every amount is integer hundredths.
 */
import { z } from 'zod';
import { CentsSchema, TimestampSchema } from './shapes';
import { HOLD_KINDS, HOLD_STATES } from '../hold-codes';
import { CorrectionViewSchema } from './corrections';
import { ControlCheckSchema, PresenceSchema } from './control';

const CountSchema = z.number().int().nonnegative();

export const ShiftViewSchema = z.object({
  /** Numbered 1, 2, 3… on this terminal. */
  id: z.number().int().positive(),
  openedAt: TimestampSchema,
  /** The cashier who opened it, by name (`cashier` when cashier PINs are off). */
  openedBy: z.string(),
  /** Opened by the core for a hold placed while no shift was open. */
  openedAutomatically: z.boolean(),
  closedAt: TimestampSchema.optional(),
  closedBy: z.string().optional(),
  /** The manager who let it close while holds waited. */
  closeApprovedBy: z.string().optional(),
});
export type ShiftView = z.infer<typeof ShiftViewSchema>;

/** How many and how much. */
export const FigureSchema = z.object({ count: CountSchema, cents: CentsSchema });
export type Figure = z.infer<typeof FigureSchema>;

/** One account type's settled figures: paid with bonuses (debits), awarded (credits), and their reversals. */
export const AccountFiguresSchema = z.object({
  accountGuid: z.string(),
  /** The account type's name as the platform gave it when the hold was placed. */
  accountName: z.string(),
  paid: FigureSchema,
  awarded: FigureSchema,
  /** Reversals of payments placed in this shift (the bonuses went back to the guest). */
  reversedPaid: FigureSchema,
  /** Reversals of awards placed in this shift (the bonuses were taken back). */
  reversedAwarded: FigureSchema,
});
export type AccountFigures = z.infer<typeof AccountFiguresSchema>;

/** A hold the report names one by one: with its guest (name, masked card) and bill. */
export const ReportHoldSchema = z.object({
  holdId: z.string(),
  kind: z.enum(HOLD_KINDS),
  state: z.enum(HOLD_STATES),
  amountCents: CentsSchema,
  accountName: z.string(),
  guestName: z.string().optional(),
  /** The guest's card, masked to its last four characters. */
  card: z.string(),
  /** The bill's number. */
  billNumber: z.string().optional(),
  /** The bill's total, when the hold came from a bill. */
  billCents: CentsSchema.optional(),
  cashier: z.string().optional(),
  at: TimestampSchema,
  /** Why it was reversed or discarded, and the manager who let it (a reversal, a discard, a cancel). */
  correction: CorrectionViewSchema.optional(),
});
export type ReportHold = z.infer<typeof ReportHoldSchema>;

/**
 * A hold under one of the shift's control checks (issue 40): what a manager reads the same day.
 * A hold may stand under several checks, once under each.
 */
export const ControlLineSchema = ReportHoldSchema.extend({
  check: ControlCheckSchema,
  /** The manager whose grant let it through (for a reversal or a discard: whose grant made it). */
  grantedBy: z.string().optional(),
  /** How the guest was there for a payment with bonuses. */
  presence: PresenceSchema.optional(),
});
export type ControlLine = z.infer<typeof ControlLineSchema>;

/** The report's body: for the whole shift, and again for each cashier. */
export const ReportSectionSchema = z.object({
  accounts: z.array(AccountFiguresSchema),
  /** Bills settled in the shift (bill.settle), each counted once. */
  bills: FigureSchema,
  /** Waiting to be sent (queued, sending). */
  queued: z.array(ReportHoldSchema),
  /** Of unknown outcome: the answer was lost (uncertain), or a manager must say which transaction is its own. */
  unknown: z.array(ReportHoldSchema),
  /** Refused by the loyalty server, waiting for a manager's retry or discard. */
  refused: z.array(ReportHoldSchema),
  /** Reversals placed in the shift, in any state but cancelled. */
  reversals: z.array(ReportHoldSchema),
  /** Holds discarded, and queued holds cancelled before they were sent. */
  discarded: z.array(ReportHoldSchema),
  /**
   * The control lines, check by check (CONTROL_CHECKS' order), oldest first within a check. A Z
   * report kept before issue 40 has none: it reads as an empty list.
   */
  control: z.array(ControlLineSchema).default([]),
});
export type ReportSection = z.infer<typeof ReportSectionSchema>;

export const SHIFT_REPORT_KINDS = ['x', 'z'] as const;
export const ShiftReportKindSchema = z.enum(SHIFT_REPORT_KINDS);
export type ShiftReportKind = z.infer<typeof ShiftReportKindSchema>;

/** Where a report was read (issue 42): the venue and the till, on screen, in the CSV and on paper. */
export const ReportPlaceSchema = z.object({ venue: z.string().nullable(), till: z.string() });
export type ReportPlace = z.infer<typeof ReportPlaceSchema>;

export const ShiftReportSchema = ReportSectionSchema.extend({
  /** `x`: as it is now (any time, also for a closed shift); `z`: as it read at close, kept. */
  kind: ShiftReportKindSchema,
  shift: ShiftViewSchema,
  /** When the figures were read. */
  at: TimestampSchema,
  /** Per cashier, when any hold of the shift has one (cashier PINs). */
  byCashier: z.array(ReportSectionSchema.extend({ cashier: z.string() })),
  /** Absent from a Z report kept before issue 42. */
  place: ReportPlaceSchema.optional(),
});
export type ShiftReport = z.infer<typeof ShiftReportSchema>;

const ReportInput = z.strictObject({
  /** Default: the open shift, else the last closed one. */
  shiftId: z.number().int().positive().optional(),
  /** Default `x`. `z` only for a closed shift. */
  kind: ShiftReportKindSchema.optional(),
});

export const shiftCommands = {
  /** The open shift (null when none) and the last closed one. */
  'shift.current': {
    input: z.strictObject({}),
    output: z.object({ shift: ShiftViewSchema.nullable(), last: ShiftViewSchema.nullable() }),
  },
  'shift.open': { input: z.strictObject({}), output: z.object({ shift: ShiftViewSchema }) },
  /**
   * Closes the open shift with its Z report. While any hold of the shift waits (queued, of unknown
   * outcome, refused) it is refused with `shiftHoldsWait` unless `leaveWaiting`, which needs a
   * manager's grant: the holds stay in the queue and the Z report lists them.
   */
  'shift.close': {
    input: z.strictObject({ leaveWaiting: z.literal(true).optional() }),
    output: z.object({ shift: ShiftViewSchema, report: ShiftReportSchema }),
  },
  /** A shift left open over midnight or a restart: the cashier carries on with it (the warning goes). */
  'shift.continue': { input: z.strictObject({}), output: z.object({ shift: ShiftViewSchema }) },
  'shift.report': { input: ReportInput, output: z.object({ report: ShiftReportSchema }) },
  'shift.csv': { input: ReportInput, output: z.object({ csv: z.string() }) },
} as const;
