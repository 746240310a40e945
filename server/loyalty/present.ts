import { fromCents } from '../../common/platform/money';
import type { Account, Balance, ContactMethod, ReturnedToken } from '../../common/platform/schemas';
import { SUB_OBJECT_PART } from './sql-schema';

/*
 * Answers are built as object literals of one fixed shape: an absent optional field is
 * `undefined` (JSON.stringify leaves it out). Conditional spreads made filterCustomers ten
 * times slower (V8 cannot keep such objects on its fast path).
 */

/** Rows as the guest tables hold them; money in hundredths. */
export interface BalanceRow {
  ledger: number;
  available: number;
  debit_hold: number;
  credit_hold: number;
}

export interface AccountRow extends BalanceRow {
  /** The account's own id (sub_object_ids); null only if a row escaped the one-off fill. */
  id: number | null;
  customer_id: number;
  account_type_id: number;
  account_guid: string;
  name: string;
  max_usage: number | null;
  state: string;
}

export interface TokenRow {
  id: number | null;
  customer_id: number;
  type: string;
  entry: string;
  key: string;
  expiration_date: string | null;
}

export interface CustomerRow {
  id: number;
  customer_guid: string;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  date_of_birth: string | null;
  sex: string | null;
  contact_methods: string;
  create_time: number;
  blocked: number;
  version: number;
}

export function balanceJson(row: BalanceRow): Balance {
  return {
    ledger: fromCents(row.ledger),
    available: fromCents(row.available),
    debitHold: fromCents(row.debit_hold),
    creditHold: fromCents(row.credit_hold),
  };
}

/**
 * An account with the live service's fields beyond the interface (platform-notes: the older
 * client builds accounts with convertBonuses, deleted and hidden, account types with deleted and
 * resetPeriod). Nothing here converts, deletes, hides or resets, so the values are constant.
 */
export function accountJson(row: AccountRow): Account {
  return {
    id: row.id ?? undefined,
    accountBalance: balanceJson(row),
    accountState: row.state,
    convertBonuses: false,
    deleted: false,
    hidden: false,
    accountType: {
      id: row.account_type_id,
      accountGuid: row.account_guid,
      name: row.name,
      maxUsage: row.max_usage ?? undefined,
      deleted: false,
      resetPeriod: NO_RESET,
    },
  };
}

/** The notes name resetPeriod without its values; bonuses here never lapse (docs/server.md). */
export const NO_RESET = 'NEVER';

/** The customer's accounts added together (the interface does not say more of accumulationBalance). */
export function accumulationJson(rows: readonly BalanceRow[]): Balance {
  const sum: BalanceRow = { ledger: 0, available: 0, debit_hold: 0, credit_hold: 0 };
  for (const r of rows) {
    sum.ledger += r.ledger;
    sum.available += r.available;
    sum.debit_hold += r.debit_hold;
    sum.credit_hold += r.credit_hold;
  }
  return balanceJson(sum);
}

export function tokenJson(row: TokenRow): ReturnedToken {
  return {
    id: row.id ?? undefined,
    type: row.type,
    entry: row.entry,
    key: row.key,
    expirationDate: row.expiration_date ?? undefined,
  };
}

/** The ids of a customer's contact methods by position (sub_object_ids' `part`). */
export type ContactIds = ReadonlyMap<string, number>;

function contactMethodsJson(text: string, ids: ContactIds | undefined): ContactMethod[] {
  const methods = JSON.parse(text) as ContactMethod[];
  return methods.map((m, position) => ({ id: ids?.get(SUB_OBJECT_PART.contact(position)), ...m }));
}

/** Fields common to every form of a returned customer, without dateOfBirth (its form differs). */
export function customerCoreJson(
  row: CustomerRow,
  tokens: readonly TokenRow[],
  accounts: readonly AccountRow[],
  contactIds: ContactIds | undefined,
) {
  return {
    customerGuid: row.customer_guid,
    firstName: row.first_name,
    lastName: row.last_name,
    middleName: row.middle_name ?? undefined,
    sex: row.sex ?? undefined,
    contactMethods: contactMethodsJson(row.contact_methods, contactIds),
    tokens: tokens.map(tokenJson),
    accounts: accounts.map(accountJson),
    accumulationBalance: accumulationJson(accounts),
  };
}
