import type { Migration } from './types';

/**
 * The history transactions that merely look like a hold whose answer was lost (`ambiguousMatch`),
 * kept as the engine read them so that a manager can say which one is the hold's, or that none
 * is (`ruled_out`: the engine then ignores it for this hold). No card data: ids, times, amounts.
 */
export const migration007: Migration = {
  version: 7,
  description: 'hold candidates',
  up(db) {
    db.exec(`
      CREATE TABLE hold_candidates (
        hold_id TEXT NOT NULL REFERENCES outbox(hold_id) ON DELETE CASCADE,
        tx_id INTEGER NOT NULL,
        account_guid TEXT NOT NULL,
        type TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        reg_time TEXT NOT NULL,
        ledger_cents INTEGER,
        available_cents INTEGER,
        read_at INTEGER NOT NULL,
        ruled_out INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (hold_id, tx_id)
      ) WITHOUT ROWID`);
  },
};
