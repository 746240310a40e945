import type { CrmCustomer, CustomerToken } from '../../electron/platform/schemas';

/** Guest g-1 as the platform lists it: `token` and one open bonus account with `available` to spend, nothing on hold. */
export function bonusGuest(token: CustomerToken, accountGuid: string, available: number): CrmCustomer {
  return {
    firstName: 'A',
    lastName: 'B',
    customerGuid: 'g-1',
    tokens: [{ ...token }],
    accounts: [
      {
        accountBalance: { ledger: available, available, debitHold: 0, creditHold: 0 },
        accountState: 'open',
        accountType: { accountGuid, name: 'Bonus' },
      },
    ],
  };
}
