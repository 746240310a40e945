import { describe, expect, it } from 'vitest';
import { accountInCents, customerInCents, platformCents } from '../../../core/platform/in-cents';
import type { Account, CrmCustomer } from '../../../common/platform/schemas';

const account = (available: number): Account => ({
  accountBalance: { ledger: 1000.5, available, debitHold: 0.1 + 0.2, creditHold: 0 },
  accountState: 'open',
  accountType: { accountGuid: 'bonus', name: 'Bonus', maxUsage: 50 },
  vendorField: 'kept',
});

describe('the platform money in hundredths, once where an answer enters', () => {
  it('turns a balance into hundredths, float noise rounded, and keeps the rest of the account', () => {
    expect(accountInCents(account(999.99))).toEqual({
      balance: { ledger: 100050, available: 99999, debitHold: 30, creditHold: 0 },
      accountState: 'open',
      accountType: { accountGuid: 'bonus', name: 'Bonus', maxUsage: 50 },
      vendorField: 'kept',
    });
  });

  it('converts every account of a customer and keeps its other fields, the unreadable count among them', () => {
    const customer: CrmCustomer = {
      firstName: 'Анна',
      lastName: 'Ёлкина',
      customerGuid: 'g-1',
      blocked: true,
      tokens: [],
      accounts: [account(1), account(0.07)],
      unreadableAccounts: [{ index: 2, problem: 'accountBalance.available' }],
    };
    const inCents = customerInCents(customer);
    expect(inCents.accounts.map((a) => a.balance.available)).toEqual([100, 7]);
    expect(inCents.accounts.some((a) => 'accountBalance' in a)).toBe(false);
    expect(inCents).toMatchObject({
      blocked: true,
      lastName: 'Ёлкина',
      unreadableAccounts: customer.unreadableAccounts,
    });
  });

  it('rounds a number with more than two decimals to the nearest hundredth instead of refusing it', () => {
    expect([platformCents(12.345), platformCents(-0.004), platformCents(1e11)]).toEqual([1235, 0, 1e13]);
  });
});
