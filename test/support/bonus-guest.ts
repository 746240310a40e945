import type { SavedGuest } from '../../core/offline';
import { customerInCents } from '../../core/platform/in-cents';
import type { CustomerToken } from '../../common/platform/schemas';

/** Guest g-1 as the cache keeps it: `token` and one open bonus account with `available` (a platform number) to spend, nothing on hold. */
export function bonusGuest(token: CustomerToken, accountGuid: string, available: number): SavedGuest {
  return customerInCents({
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
  });
}
