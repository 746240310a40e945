import type { BillResult, CommandOutput, HoldResult } from '../../common/contract/index';
import type { TerminalDb } from '../offline';
import type { CommandHandlers } from '../terminal/command-handlers';
import type { CoreContext } from '../terminal/context';
import type { Shifts } from '../terminal/shifts/shifts';
import { tillPlace } from './till-place';
import { Printing, type PrintingOptions } from './printing';

/** What a test or a host changes of the printing: its time-outs, its transport. */
export type PrintingSetup = Pick<PrintingOptions, 'timing' | 'transport'>;

/** The printing of a core: its settings, its shifts, who is at the till, its guests and venue. */
export function corePrinting(
  core: Pick<CoreContext, 'settings' | 'staff' | 'cache' | 'documents' | 'now'> & {
    shifts: Pick<Shifts, 'report'>;
  },
  db: TerminalDb,
  hooks: { changed(): void; log: { error(message: string): void } },
  setup: PrintingSetup = {},
): Printing {
  return new Printing({
    db,
    printer: () => core.settings.value.printer,
    language: () => core.settings.value.language,
    report: (input) => core.shifts.report(input),
    who: () => core.staff.cashier ?? 'cashier',
    firstNameOf: (guid) => core.cache.byGuid(guid)?.guest.firstName || undefined,
    place: () => tillPlace(core),
    now: () => core.now(),
    ...hooks,
    ...setup,
  });
}

type PrintingCommands = 'slip.reprint' | 'slip.preview' | 'printer.test' | 'printer.status' | 'shift.print';

export function printingHandlers(printing: Printing): Pick<CommandHandlers, PrintingCommands> {
  return {
    'slip.reprint': async (input) => printing.reprint(input),
    'slip.preview': async (input) => printing.preview(input),
    'printer.test': async () => printing.test(),
    'printer.status': () => printing.check(),
    'shift.print': async (input) => printing.printReport(input),
  };
}

/** The holds whose slip prints after each command. */
export const slipOfHold = (result: HoldResult) => [result.holdId];
export const slipOfBill = (result: BillResult) => [result.pay?.holdId, result.award?.holdId];
export const slipOfReversal = (result: CommandOutput<'hold.reverse'>) => [result.reversal?.holdId];
