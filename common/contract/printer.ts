/**
 * The till's receipt printer (issue 42): its settings, its state in words, and the commands that
 * print slips and reports; spread into `commands` of commands.ts like shifts.ts. Zod only.
 */
import { z } from 'zod';
import { LANGUAGES } from '../language';
import { ShiftReportKindSchema } from './shifts';
import { parsePrinterAddress, type PrinterAddress } from '../printer-address';

/** Paper widths in millimetres: 58 mm prints 32 columns, 80 mm 48 (font A). */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];
export const PaperWidthSchema = z.union([z.literal(58), z.literal(80)]);

/** Code pages the slips are encoded in: cp866 carries Russian on Xprinter, Epson and Atol printers. */
export const CODE_PAGES = ['cp866', 'windows1251'] as const;
export type CodePage = (typeof CODE_PAGES)[number];
export const CodePageSchema = z.enum(CODE_PAGES);

export { parsePrinterAddress, type PrinterAddress };

export const PrinterAddressSchema = z
  .string()
  .max(500)
  .refine((text) => parsePrinterAddress(text) !== undefined, 'must be tcp://host:port or file:/path');

export const PrinterSettingsSchema = z.object({
  /** null: no printer (nothing is printed or queued). */
  address: PrinterAddressSchema.nullable(),
  paper: PaperWidthSchema,
  codePage: CodePageSchema,
  /** Slips print by themselves after each bill, payment, award and reversal. */
  autoPrint: z.boolean(),
});
export type PrinterSettings = z.infer<typeof PrinterSettingsSchema>;

/**
 * The printer's state as the status bar says it: `notSet` (no printer), `unknown` (not asked
 * yet), `ready`, `offline` (it says so, no cause given), `noPaper`, `coverOpen`, `unreachable`
 * (no connection, or no answer in time).
 */
export const PRINTER_STATES = [
  'notSet',
  'unknown',
  'ready',
  'offline',
  'noPaper',
  'coverOpen',
  'unreachable',
] as const;
export type PrinterState = (typeof PRINTER_STATES)[number];
export const PrinterStateSchema = z.enum(PRINTER_STATES);

export const PrinterStatusSchema = z.object({
  state: PrinterStateSchema,
  /** Slips and reports waiting to be printed (they print once the printer is back). */
  waiting: z.number().int().nonnegative(),
});
export type PrinterStatus = z.infer<typeof PrinterStatusSchema>;

/** The made-up slips the settings preview: a bill settled, a bill still waiting to be sent, a reversal. */
export const SLIP_SAMPLES = ['bill', 'waiting', 'reversal'] as const;
export type SlipSample = (typeof SLIP_SAMPLES)[number];

const HoldIdSchema = z.string().min(1).max(100);
/** What a print command answers: whether it was queued (false: no printer is set) and the printer's state. */
export const QueuedSchema = z.object({ queued: z.boolean(), printer: PrinterStatusSchema });

export const printerCommands = {
  /** A copy («КОПИЯ») of a hold's slip as the hold stands now; without holdId, of the last slip. */
  'slip.reprint': { input: z.strictObject({ holdId: HoldIdSchema.optional() }), output: QueuedSchema },
  /**
   * A slip as it prints, as text lines (the settings' preview): a hold's, or a sample at the given
   * width and language (default: the settings').
   */
  'slip.preview': {
    input: z.strictObject({
      holdId: HoldIdSchema.optional(),
      /** Without holdId: which sample (default `bill`). */
      sample: z.enum(SLIP_SAMPLES).optional(),
      paper: PaperWidthSchema.optional(),
      language: z.enum(LANGUAGES).optional(),
    }),
    output: z.object({ lines: z.array(z.string()), columns: z.number().int().positive() }),
  },
  'printer.test': { input: z.strictObject({}), output: QueuedSchema },
  /** Asks the printer now (DLE EOT where it answers). */
  'printer.status': { input: z.strictObject({}), output: PrinterStatusSchema },
  /** The shift's X report (any time) or Z report (a closed shift) on the receipt printer. */
  'shift.print': {
    input: z.strictObject({ shiftId: z.number().int().positive().optional(), kind: ShiftReportKindSchema }),
    output: QueuedSchema,
  },
} as const;
