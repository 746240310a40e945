import { describe, expect, it } from 'vitest';
import { COMMAND_NAMES, EVENT_NAMES } from '../../../common/contract/index';

describe('contract', () => {
  it('holds exactly the commands and events of the issue', () => {
    expect([...COMMAND_NAMES].sort()).toEqual(
      [
        'guest.lookup',
        'guest.search',
        'guest.create',
        'account.balance',
        'account.history',
        'hold.debit',
        'hold.credit',
        'hold.reverse',
        'queue.list',
        'queue.resolve',
        'tables.workload',
        'company.info',
        'catalogue.tree',
        'scan.submit',
        'status',
        'settings.get',
        'settings.set',
        'notices.list',
        'notices.acknowledge',
        // issue 15: the manager role
        'staff.status',
        'staff.createFirstManager',
        'staff.addManager',
        'staff.addCashier',
        'staff.removeCashier',
        'cashier.signIn',
        'cashier.signOut',
        'grant.request',
        'grant.release',
        'journal.list',
        'journal.csv',
        'hold.allowBlocked',
        'app.quit',
        'app.stay',
        'readers.check',
        // issue 15: holds only a person can settle
        'queue.candidates',
        'queue.attribute',
        // issue 23: the bill drives the amounts
        'bill.settle',
        'accountTypes.list',
        // issue 25: shifts and their report
        'shift.current',
        'shift.open',
        'shift.close',
        'shift.continue',
        'shift.report',
        'shift.csv',
        // issue 26: the guest's display
        'display.show',
        'display.view',
        'display.checkIn',
        // issue 40: the guest's PIN typed on the guest's display
        'display.proof',
        // issue 26: where the guest's display goes (Settings)
        'display.placement',
        'display.place',
        // issue 43: the guest's consent, given on the display, withdrawn, logged
        'display.consent',
        'consent.text',
        'consent.setText',
        'consent.withdraw',
        'consent.list',
        'consent.csv',
        'consent.print',
        // issue 42: the receipt printer
        'slip.reprint',
        'slip.preview',
        'printer.test',
        'printer.status',
        'shift.print',
      ].sort(),
    );
    expect(EVENT_NAMES).toEqual(expect.arrayContaining(['scan', 'status', 'queue', 'notices', 'guestProof']));
  });
});
