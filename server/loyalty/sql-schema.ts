import type Database from 'better-sqlite3';

/**
 * The guests' tables. Money columns are integer hundredths. `title_lc` (folded
 * "last first middle": foldName, lower-cased with ё as е) with the digits of the phones is what customer_search indexes as
 * trigrams for filterCustomers (customer-text.ts explains the tripled columns); `sort_key` is
 * the same folded title, so Russian names sort as a reader expects; `search_key` follows
 * that order and is the search index's rowid (search-order.ts). A customer without a row in
 * customer_group_members belongs to the first group (lowest position): the default group, so
 * customers created later need no row. Separate tables, not a column: a database file written
 * before groups existed gains them (empty) without a migration.
 */
const DDL = `
CREATE TABLE IF NOT EXISTS account_types (
  id INTEGER PRIMARY KEY,
  account_guid TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  max_usage REAL
);
CREATE TABLE IF NOT EXISTS customers (
  id INTEGER PRIMARY KEY,
  customer_guid TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  middle_name TEXT,
  date_of_birth TEXT,
  sex TEXT,
  contact_methods TEXT NOT NULL DEFAULT '[]',
  create_time INTEGER NOT NULL,
  blocked INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 0,
  title_lc TEXT NOT NULL,
  sort_key TEXT NOT NULL,
  search_key INTEGER NOT NULL UNIQUE,
  phone_digits TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS customers_order ON customers (sort_key, id);
CREATE TABLE IF NOT EXISTS customer_groups (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS customer_group_members (
  customer_id INTEGER PRIMARY KEY REFERENCES customers (id),
  group_id INTEGER NOT NULL REFERENCES customer_groups (id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS customer_tokens (
  type TEXT NOT NULL,
  key TEXT NOT NULL,
  entry TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  position INTEGER NOT NULL,
  expiration_date TEXT,
  PRIMARY KEY (type, key)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS customer_tokens_customer ON customer_tokens (customer_id, position);
CREATE TABLE IF NOT EXISTS accounts (
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  account_type_id INTEGER NOT NULL REFERENCES account_types (id),
  state TEXT NOT NULL DEFAULT 'open',
  ledger INTEGER NOT NULL,
  available INTEGER NOT NULL,
  debit_hold INTEGER NOT NULL,
  credit_hold INTEGER NOT NULL,
  PRIMARY KEY (customer_id, account_type_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS bonus_transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL,
  account_type_id INTEGER NOT NULL,
  reg_time TEXT NOT NULL,
  type TEXT NOT NULL,
  amount INTEGER NOT NULL,
  ledger INTEGER NOT NULL,
  available INTEGER NOT NULL,
  date TEXT,
  precheck TEXT,
  order_id TEXT,
  reverses_id INTEGER,
  reversed_by_id INTEGER,
  FOREIGN KEY (customer_id, account_type_id) REFERENCES accounts (customer_id, account_type_id)
);
CREATE INDEX IF NOT EXISTS bonus_transactions_account ON bonus_transactions (customer_id, account_type_id, id);
CREATE TABLE IF NOT EXISTS sub_object_ids (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  customer_id INTEGER NOT NULL,
  part TEXT NOT NULL,
  UNIQUE (kind, customer_id, part)
);
CREATE VIRTUAL TABLE IF NOT EXISTS customer_search USING fts5 (
  title, phones, title3, phones3, cid UNINDEXED, tokenize = 'trigram', detail = 'full'
);
`;

/**
 * The live service gives every sub-object of a customer its own integer `id` (tokens, accounts,
 * contact methods). They live in `sub_object_ids`, one sequence for all kinds, keyed by what
 * names the sub-object within its customer (SUB_OBJECT_PART); CustomerWriter gives them when it
 * stores a customer. A database file written before these ids existed gains the table, and ids
 * for what it holds, the first time it is opened: a one-off fill rather than a migration.
 */
const FILL_SUB_OBJECT_IDS = `
INSERT OR IGNORE INTO sub_object_ids (kind, customer_id, part)
  SELECT 'token', customer_id, type || char(0) || key FROM customer_tokens ORDER BY customer_id, position;
INSERT OR IGNORE INTO sub_object_ids (kind, customer_id, part)
  SELECT 'account', customer_id, CAST(account_type_id AS TEXT) FROM accounts ORDER BY customer_id, account_type_id;
INSERT OR IGNORE INTO sub_object_ids (kind, customer_id, part)
  SELECT 'contact', c.id, CAST(m.key AS TEXT) FROM customers c, json_each(c.contact_methods) m ORDER BY c.id, m.key;
`;

/** The `part` of each kind of sub-object: what names it among its customer's (SQL expressions and their JS twins). */
export const SUB_OBJECT_PART = {
  token: (type: string, key: string): string => `${type}\u0000${key}`,
  account: (accountTypeId: number): string => String(accountTypeId),
  contact: (position: number): string => String(position),
} as const;

export function createCustomerTables(db: Database.Database): void {
  const hadIds =
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sub_object_ids'").get() !==
    undefined;
  db.exec(DDL);
  if (!hadIds) db.exec(FILL_SUB_OBJECT_IDS);
}
