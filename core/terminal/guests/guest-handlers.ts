import type { CommandHandlers } from '../command-handlers';
import type { CoreServices } from '../core-services';
import { accountBalance, accountHistory } from './account-commands';
import { createGuest, lookupGuest, searchGuests } from './guest-commands';

type GuestCommand = 'guest.lookup' | 'guest.search' | 'guest.create' | 'account.balance' | 'account.history';

/** Guests: found by token or by search, created, and their accounts' balances and history. */
export function guestHandlers(core: CoreServices): Pick<CommandHandlers, GuestCommand> {
  return {
    'guest.lookup': (input) => lookupGuest(core, input),
    'guest.search': (input) => searchGuests(core, input),
    'guest.create': (input) =>
      createGuest(core, input, { rules: core.rules(), cashier: core.staff.cashier ?? 'cashier' }),
    'account.balance': (input) => accountBalance(core, input),
    'account.history': (input) => accountHistory(core, input),
  };
}
