import { foldName } from '../../../common/platform/fold-name';
import type { Migration } from './types';

/**
 * The index of saved guests for search during an outage (guest-search-index.ts): their folded
 * names (ordered, and under FTS5's trigram tokenizer, kept in step by triggers), and keyed hashes of the three-digit runs of their phone
 * numbers with the run's position (never a phone number in plain text). Names of guests already
 * saved are indexed now; their phones only when the platform answers with them again (the cache
 * never kept them).
 */
export const migration006: Migration = {
  version: 6,
  description: 'guest search index',
  up(db) {
    db.exec(`
      CREATE TABLE guest_titles (
        id INTEGER PRIMARY KEY,
        customer_guid TEXT NOT NULL UNIQUE REFERENCES guests(customer_guid) ON DELETE CASCADE,
        title TEXT NOT NULL
      );
      CREATE INDEX guest_titles_title ON guest_titles(title);
      CREATE VIRTUAL TABLE guest_titles_fts USING fts5(
        title, content = 'guest_titles', content_rowid = 'id', tokenize = 'trigram'
      );
      CREATE TRIGGER guest_titles_added AFTER INSERT ON guest_titles BEGIN
        INSERT INTO guest_titles_fts (rowid, title) VALUES (new.id, new.title);
      END;
      CREATE TRIGGER guest_titles_removed AFTER DELETE ON guest_titles BEGIN
        INSERT INTO guest_titles_fts (guest_titles_fts, rowid, title) VALUES ('delete', old.id, old.title);
      END;
      CREATE TABLE guest_phone_grams (
        gram_hash TEXT NOT NULL,
        phone INTEGER NOT NULL,
        position INTEGER NOT NULL,
        customer_guid TEXT NOT NULL REFERENCES guests(customer_guid) ON DELETE CASCADE
      );
      CREATE INDEX guest_phone_grams_hash ON guest_phone_grams(gram_hash);
      CREATE INDEX guest_phone_grams_customer ON guest_phone_grams(customer_guid);
    `);
    const insert = db.prepare('INSERT INTO guest_titles (title, customer_guid) VALUES (?, ?)');
    const rows = db.prepare('SELECT customer_guid, customer_json FROM guests').all() as {
      customer_guid: string;
      customer_json: string;
    }[];
    for (const row of rows) {
      const customer = JSON.parse(row.customer_json) as {
        lastName?: unknown;
        firstName?: unknown;
        middleName?: unknown;
      };
      const parts = [customer.lastName, customer.firstName, customer.middleName].filter(
        (part): part is string => typeof part === 'string' && part !== '',
      );
      insert.run(foldName(parts.join(' ')), row.customer_guid);
    }
  },
};
