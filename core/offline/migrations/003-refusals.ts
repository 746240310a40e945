import type { Migration } from './types';

/** How many attempts in a row the platform turned a hold away without an answer (401, other 4xx). */
export const migration003: Migration = {
  version: 3,
  description: 'outbox refusal count',
  up(db) {
    db.exec(`ALTER TABLE outbox ADD COLUMN refusals INTEGER NOT NULL DEFAULT 0`);
  },
};
