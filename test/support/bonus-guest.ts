import type { SavedGuest } from '../../core/offline';
import { customerInCents } from '../../core/platform/in-cents';
import type { Account, CustomerToken } from '../../common/platform/schemas';

/** An open account as the platform sends it: `available` (a platform number) to spend, nothing on hold. */
export function openAccount(accountGuid: string, available: number, name = accountGuid): Account {
  return {
    accountBalance: { ledger: available, available, debitHold: 0, creditHold: 0 },
    accountState: 'open',
    accountType: { accountGuid, name },
  };
}

/** A guest as the cache keeps it, first name A: its id, last name, tokens and accounts. */
export function savedGuest(
  customerGuid: string,
  lastName: string,
  tokens: readonly CustomerToken[],
  accounts: Account[],
): SavedGuest {
  return customerInCents({
    firstName: 'A',
    lastName,
    customerGuid,
    tokens: tokens.map((token) => ({ ...token })),
    accounts,
  });
}

/** Guest g-1 as the cache keeps it: `token` and one open bonus account with `available` (a platform number) to spend, nothing on hold. */
export function bonusGuest(token: CustomerToken, accountGuid: string, available: number): SavedGuest {
  return savedGuest('g-1', 'B', [token], [openAccount(accountGuid, available, 'Bonus')]);
}
