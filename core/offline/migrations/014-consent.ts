import type { Migration } from './types';

/**
 * A guest's consent, kept by the terminal (issue 43, 152-FZ): the venue's consent texts, each
 * version as it was with its SHA-256; every consent given (guest, time, text version and hash, how,
 * till, cashier, advertising yes or no); every withdrawal with its time. Rows are never updated
 * or deleted: the log is what the venue shows its data protection officer.
 */
export const migration014: Migration = {
  version: 14,
  description: 'consent',
  up(db) {
    db.exec(`
      CREATE TABLE consent_texts (
        version INTEGER PRIMARY KEY,
        text TEXT NOT NULL,
        sha256 TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        created_by TEXT NOT NULL
      );
      CREATE TABLE consents (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        customer_guid TEXT NOT NULL,
        given_at INTEGER NOT NULL,
        text_version INTEGER NOT NULL REFERENCES consent_texts(version),
        text_sha256 TEXT NOT NULL,
        via TEXT NOT NULL,
        till TEXT NOT NULL,
        cashier TEXT NOT NULL,
        marketing INTEGER NOT NULL
      );
      CREATE INDEX consents_customer ON consents (customer_guid, id);
      CREATE TABLE consent_withdrawals (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        customer_guid TEXT NOT NULL,
        at INTEGER NOT NULL,
        scope TEXT NOT NULL,
        till TEXT NOT NULL,
        cashier TEXT NOT NULL
      );
      CREATE INDEX consent_withdrawals_customer ON consent_withdrawals (customer_guid, id);
    `);
  },
};
