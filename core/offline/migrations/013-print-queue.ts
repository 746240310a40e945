import type { Migration } from './types';

/**
 * The receipt printer's queue (issue 42): each slip or report as the bytes to print, written
 * before any try, so a slip waiting for a printer that is off survives a restart. `subject`: the
 * holds of a slip (comma-separated ids) or the shift of a report. A job is `sent` only once the
 * printer took every byte; sent jobs are kept a while for the last slip's reprint, then purged.
 */
export const migration013: Migration = {
  version: 13,
  description: 'print queue',
  up(db) {
    db.exec(`
      CREATE TABLE print_jobs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        subject TEXT NOT NULL,
        bytes BLOB NOT NULL,
        state TEXT NOT NULL DEFAULT 'waiting',
        attempts INTEGER NOT NULL DEFAULT 0,
        last_state TEXT,
        created_at INTEGER NOT NULL,
        sent_at INTEGER
      )
    `);
    db.exec(`CREATE INDEX print_jobs_waiting ON print_jobs (state, id)`);
  },
};
