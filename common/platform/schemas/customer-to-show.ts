import { z } from 'zod';
import { AccountSchema, type Account } from './account';
import { CrmCustomerSchema, type CrmCustomer } from './customer';

/**
 * An account of a customerInfo answer that failed validation (an absurd or string balance, a
 * null where a figure is due): left out of the guest's accounts, remembered with its type's guid
 * when that much could be read, so a hold on it is refused by the core (issue 16 §2).
 */
export interface UnreadableAccount {
  accountGuid?: string;
}

/** A customer as the terminal reads customerInfo: the readable accounts, the others counted. */
export type CustomerToShow = CrmCustomer & { unreadableAccounts?: UnreadableAccount[] };

function unreadableAccount(row: unknown): UnreadableAccount {
  const type =
    typeof row === 'object' && row !== null ? (row as { accountType?: unknown }).accountType : undefined;
  const guid =
    typeof type === 'object' && type !== null ? (type as { accountGuid?: unknown }).accountGuid : undefined;
  return typeof guid === 'string' ? { accountGuid: guid } : {};
}

/**
 * customerInfo read account by account: one account whose figures cannot be read does not
 * refuse the guest. The customer itself (names, guid, tokens, accumulationBalance) is read as
 * strictly as before: when it fails, the whole answer is the platform's invalid answer.
 */
export const CustomerToShowSchema = CrmCustomerSchema.extend({ accounts: z.array(z.unknown()) }).transform(
  ({ accounts, unreadableAccounts: _sentByThePlatform, ...customer }): CustomerToShow => {
    const readable: Account[] = [];
    const unreadable: UnreadableAccount[] = [];
    for (const row of accounts) {
      const parsed = AccountSchema.safeParse(row);
      if (parsed.success) readable.push(parsed.data);
      else unreadable.push(unreadableAccount(row));
    }
    return {
      ...customer,
      accounts: readable,
      ...(unreadable.length > 0 ? { unreadableAccounts: unreadable } : {}),
    };
  },
);

/** The accounts a customer (live or saved) came with unreadable; none when it has no such note. */
export function unreadableAccountsOf(customer: object): UnreadableAccount[] {
  const noted = (customer as { unreadableAccounts?: unknown }).unreadableAccounts;
  return Array.isArray(noted) ? (noted as UnreadableAccount[]) : [];
}
