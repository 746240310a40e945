import type { Migration } from './types';

/** The guest cache: guests, the hashes of their tokens, accounts with balances, history, documents. */
export const migration001: Migration = {
  version: 1,
  description: 'guest cache',
  up(db) {
    db.exec(`
      CREATE TABLE guests (
        customer_guid TEXT PRIMARY KEY,
        customer_json TEXT NOT NULL,
        fetched_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      );
      CREATE INDEX guests_last_seen ON guests(last_seen_at);

      CREATE TABLE guest_tokens (
        token_hash TEXT PRIMARY KEY,
        customer_guid TEXT NOT NULL REFERENCES guests(customer_guid) ON DELETE CASCADE
      );
      CREATE INDEX guest_tokens_customer ON guest_tokens(customer_guid);

      CREATE TABLE guest_accounts (
        customer_guid TEXT NOT NULL REFERENCES guests(customer_guid) ON DELETE CASCADE,
        account_guid TEXT NOT NULL,
        position INTEGER NOT NULL,
        account_json TEXT NOT NULL,
        ledger_cents INTEGER NOT NULL,
        available_cents INTEGER NOT NULL,
        debit_hold_cents INTEGER NOT NULL,
        credit_hold_cents INTEGER NOT NULL,
        fetched_at INTEGER NOT NULL,
        PRIMARY KEY (customer_guid, account_guid)
      );

      CREATE TABLE account_history (
        customer_guid TEXT NOT NULL REFERENCES guests(customer_guid) ON DELETE CASCADE,
        account_guid TEXT NOT NULL,
        history_json TEXT NOT NULL,
        fetched_at INTEGER NOT NULL,
        PRIMARY KEY (customer_guid, account_guid)
      );

      CREATE TABLE documents (
        name TEXT PRIMARY KEY,
        json TEXT NOT NULL,
        fetched_at INTEGER NOT NULL
      );
    `);
  },
};
