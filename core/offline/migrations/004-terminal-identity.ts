import type { Migration } from './types';

/**
 * The terminal's identity in its own database: an id and a generation that the machine's record
 * (kept outside the data folder) must match; a copied or restored folder does not (identity.ts).
 */
export const migration004: Migration = {
  version: 4,
  description: 'terminal identity',
  up(db) {
    db.exec(`
      CREATE TABLE terminal_identity (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        terminal_id TEXT NOT NULL,
        generation INTEGER NOT NULL CHECK (generation >= 1),
        created_at INTEGER NOT NULL
      )
    `);
  },
};
