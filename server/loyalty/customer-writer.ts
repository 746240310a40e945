import type Database from 'better-sqlite3';
import type { ContactMethod } from '../../common/platform/schemas';
import { type SearchText, searchText, triple } from './customer-text';
import { SearchOrder } from './search-order';
import { SUB_OBJECT_PART } from './sql-schema';

export interface NewToken {
  type: string;
  entry: string;
  /** Already normalised (normalizeTokenKey). */
  key: string;
  expirationDate?: string;
}

export interface NewAccount {
  accountTypeId: number;
  /** Hundredths. */
  ledger: number;
  available: number;
  debitHold: number;
  creditHold: number;
}

export interface NewCustomer {
  customerGuid: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  /** ISO 8601 UTC with milliseconds. */
  dateOfBirth?: string;
  sex?: string;
  contactMethods: ContactMethod[];
  /** Epoch milliseconds. */
  createTime: number;
  blocked: boolean;
  tokens: NewToken[];
  accounts: NewAccount[];
}

const isPhoneMethod = (m: ContactMethod): boolean => /phone/i.test(m.type);

/** The searched text of a customer: names, telephone numbers and phone tokens. */
export function customerSearchText(c: NewCustomer): SearchText {
  const phones = [
    ...c.contactMethods.filter(isPhoneMethod).map((m) => m.value),
    ...c.tokens.filter((t) => t.type === 'phone').map((t) => t.key),
  ];
  return searchText(c, phones);
}

/** Stores customers with their tokens, accounts and search row; used by the fixture loader and createCustomer. */
export class CustomerWriter {
  private readonly insertCustomer;
  private readonly insertToken;
  private readonly insertAccount;
  private readonly insertSearch;
  private readonly insertSubObjectId;
  private readonly order;

  constructor(db: Database.Database, searchKeyGap?: number) {
    this.order = new SearchOrder(db, searchKeyGap);
    this.insertCustomer = db.prepare<
      [
        string,
        string,
        string,
        string | null,
        string | null,
        string | null,
        string,
        number,
        number,
        string,
        string,
        string,
        number,
      ]
    >(
      `INSERT INTO customers (customer_guid, first_name, last_name, middle_name, date_of_birth, sex,
         contact_methods, create_time, blocked, title_lc, sort_key, phone_digits, search_key)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertToken = db.prepare<[string, string, string, number, number, string | null]>(
      `INSERT INTO customer_tokens (type, key, entry, customer_id, position, expiration_date) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    this.insertAccount = db.prepare<[number, number, number, number, number, number]>(
      `INSERT INTO accounts (customer_id, account_type_id, ledger, available, debit_hold, credit_hold)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    this.insertSubObjectId = db.prepare<['token' | 'account' | 'contact', number, string]>(
      'INSERT INTO sub_object_ids (kind, customer_id, part) VALUES (?, ?, ?)',
    );
    this.insertSearch = db.prepare<[number, string, string, string, string, number]>(
      'INSERT INTO customer_search (rowid, title, phones, title3, phones3, cid) VALUES (?, ?, ?, ?, ?, ?)',
    );
  }

  /**
   * Inserts one customer; the caller runs it inside a transaction. `searchKey` comes from
   * bulkSearchKeys for a bulk load; without it the customer takes its place in the order.
   * Returns the customer's id.
   */
  insert(c: NewCustomer, searchKey?: number): number {
    const text = customerSearchText(c);
    const key = searchKey ?? this.order.keyFor(text.sortKey);
    const id = Number(
      this.insertCustomer.run(
        c.customerGuid,
        c.firstName,
        c.lastName,
        c.middleName ?? null,
        c.dateOfBirth ?? null,
        c.sex ?? null,
        JSON.stringify(c.contactMethods),
        c.createTime,
        c.blocked ? 1 : 0,
        text.titleLc,
        text.sortKey,
        text.phones,
        key,
      ).lastInsertRowid,
    );
    c.tokens.forEach((t, position) => {
      this.insertToken.run(t.type, t.key, t.entry, id, position, t.expirationDate ?? null);
      this.insertSubObjectId.run('token', id, SUB_OBJECT_PART.token(t.type, t.key));
    });
    for (const a of c.accounts) {
      this.insertAccount.run(id, a.accountTypeId, a.ledger, a.available, a.debitHold, a.creditHold);
      this.insertSubObjectId.run('account', id, SUB_OBJECT_PART.account(a.accountTypeId));
    }
    c.contactMethods.forEach((_, position) => {
      this.insertSubObjectId.run('contact', id, SUB_OBJECT_PART.contact(position));
    });
    this.insertSearch.run(key, text.titleLc, text.phones, triple(text.titleLc), triple(text.phones), id);
    return id;
  }
}
