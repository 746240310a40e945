import { slipOfHold, slipOfReversal } from '../../printing/printing-handlers';
import { attributeHold, holdCandidates } from './attribution-commands';
import type { CommandHandlers } from '../command-handlers';
import type { CoreServices } from '../core-services';
import { coreError } from '../errors';
import { cachedBlocked } from '../guests/guest-blocked';
import { listQueue, placeHold, resolveHold, reverseHold } from './hold-commands';

type HoldCommand =
  | 'hold.debit'
  | 'hold.credit'
  | 'hold.reverse'
  | 'hold.allowBlocked'
  | 'queue.list'
  | 'queue.resolve'
  | 'queue.candidates'
  | 'queue.attribute';

/** Holds and the queue: paid, awarded, reversed, listed, resolved, attributed; a slip after each. */
export function holdHandlers(core: CoreServices): Pick<CommandHandlers, HoldCommand> {
  return {
    'hold.debit': (input, admission) =>
      core.printing.slipAfter(placeHold(core, 'debit', input, admission), slipOfHold),
    'hold.credit': (input, admission) =>
      core.printing.slipAfter(placeHold(core, 'credit', input, admission), slipOfHold),
    'hold.reverse': (input, admission) =>
      core.printing.slipAfter(reverseHold(core, input, admission), slipOfReversal),
    'hold.allowBlocked': async ({ customerGuid }, admission) => {
      if (cachedBlocked(core, customerGuid) !== true) throw coreError('guestNotBlocked');
      return core.allowances.allow(customerGuid, admission?.who ?? 'cashier', core.guestName(customerGuid));
    },
    'queue.list': async (input) => listQueue(core, input),
    'queue.resolve': (input, admission) => resolveHold(core, input, admission),
    'queue.candidates': async (input) => holdCandidates(core, input),
    'queue.attribute': (input) => attributeHold(core, input),
  };
}
