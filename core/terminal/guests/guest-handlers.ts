import type { CommandHandlers } from '../command-handlers';
import type { CoreServices } from '../core-services';
import { accountBalance, accountHistory } from './account-commands';
import { createCustomer, lookupCustomer, searchCustomers } from './guest-commands';

type GuestCommand =
  'customer.lookup' | 'customer.search' | 'customer.create' | 'account.balance' | 'account.history';

/** Guests: found by token or by search, created, and their accounts' balances and history. */
export function guestHandlers(core: CoreServices): Pick<CommandHandlers, GuestCommand> {
  return {
    'customer.lookup': (input) => lookupCustomer(core, input),
    'customer.search': (input) => searchCustomers(core, input),
    'customer.create': (input) =>
      createCustomer(core, input, { rules: core.rules(), cashier: core.staff.cashier ?? 'cashier' }),
    'account.balance': (input) => accountBalance(core, input),
    'account.history': (input) => accountHistory(core, input),
  };
}
