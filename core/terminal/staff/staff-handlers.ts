import type { CommandHandlers } from '../command-handlers';
import type { CoreServices } from '../core-services';

type StaffCommand =
  | 'staff.status'
  | 'staff.createFirstManager'
  | 'staff.addManager'
  | 'staff.addCashier'
  | 'staff.removeCashier'
  | 'cashier.signIn'
  | 'cashier.signOut'
  | 'grant.request'
  | 'grant.release'
  | 'journal.list'
  | 'journal.csv'
  | 'app.quit'
  | 'app.stay';

/** Staff: managers and cashiers, their grants, the journal of what they did, and quitting. */
export function staffHandlers(core: CoreServices): Pick<CommandHandlers, StaffCommand> {
  return {
    'staff.status': async () => core.staff.status(),
    'staff.createFirstManager': ({ name, pin }) => core.staff.createFirstManager(name, pin),
    'staff.addManager': ({ name, pin }) => core.staff.addManager(name, pin, 'manager'),
    'staff.addCashier': ({ name, pin }, admission) =>
      core.staff.addCashier(name, pin, admission?.who ?? 'manager'),
    'staff.removeCashier': async ({ id }, admission) =>
      core.staff.removeCashier(id, admission?.who ?? 'manager'),
    'cashier.signIn': ({ pin }) => core.staff.signInCashier(pin),
    'cashier.signOut': async () => core.staff.signOutCashier(),
    'grant.request': ({ pin, scope, action }) => core.staff.requestGrant(pin, scope, action),
    'grant.release': async ({ token }) => {
      core.staff.release(token);
      return {};
    },
    'journal.list': async (filter) => core.journal.rows(filter),
    'journal.csv': async ({ language, ...filter }) => ({
      csv: core.journal.csv(filter, language ?? core.settings.value.language),
    }),
    'app.quit': async () => {
      core.quit.approve();
      return {};
    },
    'app.stay': async () => {
      core.quit.stay();
      return {};
    },
  };
}
