import { slipOfBill } from '../../printing/printing-handlers';
import { accountTypes, settleBill } from './bill-commands';
import type { CommandHandlers } from '../command-handlers';
import type { CoreServices } from '../core-services';

/** Bills: settled as a payment and an award under the venue's rules, and the account types they name. */
export function billHandlers(core: CoreServices): Pick<CommandHandlers, 'bill.settle' | 'accountTypes.list'> {
  return {
    'bill.settle': (input, admission) =>
      core.printing.slipAfter(settleBill(core, input, admission), slipOfBill),
    'accountTypes.list': async () => ({ accountTypes: accountTypes(core) }),
  };
}
