import type Database from 'better-sqlite3';
import { toCents } from '../../common/platform/money';
import { CustomerWriter, customerSearchText, type NewCustomer } from './customer-writer';
import type { GuestsFixture } from './fixture-schema';
import { bulkSearchKeys } from './search-order';
import { createCustomerTables } from './sql-schema';
import { normalizeTokenKey } from '../../common/platform/token-key';

const iso = (text: string): string => new Date(text).toISOString();

/** Amounts in a validated fixture always convert; this keeps the types honest. */
function cents(amount: number): number {
  const value = toCents(amount);
  if (value === undefined) throw new Error(`not an amount: ${amount}`);
  return value;
}

/**
 * Creates the guests' tables and loads a validated `guests` section in one transaction.
 * Customers without createTime get `now`. Prior transactions get ids in regTime order.
 */
export function loadCustomers(db: Database.Database, guests: GuestsFixture, now: Date = new Date()): void {
  createCustomerTables(db);
  const insertType = db.prepare<[string, string, number | null]>(
    'INSERT INTO account_types (account_guid, name, max_usage) VALUES (?, ?, ?)',
  );
  const insertTransaction = db.prepare<
    [number, number, string, string, number, number, number, string | null, string | null, string | null]
  >(
    `INSERT INTO bonus_transactions (customer_id, account_type_id, reg_time, type, amount, ledger, available,
       date, precheck, order_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertGroup = db.prepare<[number, string, number]>(
    'INSERT INTO customer_groups (id, name, position) VALUES (?, ?, ?)',
  );
  const insertMember = db.prepare<[number, number]>(
    'INSERT INTO customer_group_members (customer_id, group_id) VALUES (?, ?)',
  );
  const writer = new CustomerWriter(db);
  const countCustomers = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM customers');

  db.transaction(() => {
    const typeIds = new Map<string, number>();
    for (const t of guests.accountTypes) {
      typeIds.set(
        t.accountGuid,
        Number(insertType.run(t.accountGuid, t.name, t.maxUsage ?? null).lastInsertRowid),
      );
    }
    const typeId = (guid: string): number => {
      const id = typeIds.get(guid);
      if (id === undefined) throw new Error(`unknown account type ${guid}`);
      return id;
    };

    const customers: NewCustomer[] = guests.customers.map((c) => ({
      customerGuid: c.customerGuid,
      firstName: c.firstName,
      lastName: c.lastName,
      middleName: c.middleName,
      dateOfBirth: c.dateOfBirth === undefined ? undefined : iso(c.dateOfBirth),
      sex: c.sex,
      contactMethods: c.phones.map((value) => ({ type: 'phoneNumber', value })),
      createTime: c.createTime === undefined ? now.getTime() : Date.parse(c.createTime),
      blocked: c.blocked,
      tokens: c.tokens.map((t) => ({
        type: t.type,
        entry: t.entry,
        key: normalizeTokenKey(t.type, t.key),
        expirationDate: t.expirationDate === undefined ? undefined : iso(t.expirationDate),
      })),
      accounts: c.accounts.map((a) => ({
        accountTypeId: typeId(a.accountGuid),
        ledger: cents(a.ledger),
        available: cents(a.available),
        debitHold: cents(a.debitHold),
        creditHold: cents(a.creditHold),
      })),
    }));
    // Into an empty table, keys follow the sort order at once; otherwise each finds its place.
    const empty = countCustomers.get()?.n === 0;
    const keys = empty ? bulkSearchKeys(customers.map((c) => customerSearchText(c).sortKey)) : [];
    const customerIds = new Map<string, number>();
    customers.forEach((c, i) => customerIds.set(c.customerGuid, writer.insert(c, keys[i])));

    guests.customerGroups.forEach((g, i) => insertGroup.run(g.id, g.name, i));
    for (const c of guests.customers) {
      if (c.customerGroupId !== undefined)
        insertMember.run(customerIds.get(c.customerGuid)!, c.customerGroupId);
    }

    const history = [...guests.transactions].sort((a, b) => Date.parse(a.regTime) - Date.parse(b.regTime));
    for (const t of history) {
      const customerId = customerIds.get(t.customerGuid);
      if (customerId === undefined) throw new Error(`unknown customer ${t.customerGuid}`);
      insertTransaction.run(
        customerId,
        typeId(t.accountGuid),
        iso(t.regTime),
        t.type,
        cents(t.amount),
        cents(t.ledger),
        cents(t.available),
        t.date === undefined ? null : iso(t.date),
        t.precheck ?? null,
        t.orderId ?? null,
      );
    }
    // One merged index segment after a bulk load: faster searches from the first request.
    db.exec("INSERT INTO customer_search (customer_search) VALUES ('optimize')");
  })();
}
