import type { CommandHandlers } from '../command-handlers';
import type { CoreServices } from '../core-services';

type ShiftCommand =
  'shift.current' | 'shift.open' | 'shift.close' | 'shift.continue' | 'shift.report' | 'shift.csv';

/** Shifts: opened, closed (the Z report printed by itself when slips are), continued, reported. */
export function shiftHandlers(core: CoreServices): Pick<CommandHandlers, ShiftCommand> {
  return {
    'shift.current': async () => core.shifts.currentView(),
    'shift.open': async () => core.shifts.open(),
    'shift.close': async (input, admission) =>
      core.printing.zAfterClose(core.shifts.close(input, admission?.who)),
    'shift.continue': async () => core.shifts.continueOpen(),
    'shift.report': async (input) => ({ report: core.shifts.report(input) }),
    'shift.csv': async (input) => ({ csv: core.shifts.csv(input) }),
  };
}
