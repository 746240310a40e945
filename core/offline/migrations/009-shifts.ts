import type { Migration } from './types';

/**
 * Shifts (issue 25): opened and closed at the till, at most one open at a time; the Z report is
 * kept as it read at close. Every hold belongs to the shift it was placed in (`shift_id`), and
 * keeps what a report needs as it was then: the bill's total (`bill_cents`, from bill.settle) and
 * its account type's name (`account_name`).
 */
export const migration009: Migration = {
  version: 9,
  description: 'shifts',
  up(db) {
    db.exec(`
      CREATE TABLE shifts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        opened_at INTEGER NOT NULL,
        opened_by TEXT NOT NULL,
        opened_automatically INTEGER NOT NULL DEFAULT 0,
        closed_at INTEGER,
        closed_by TEXT,
        close_approved_by TEXT,
        z_report_json TEXT
      );
      CREATE UNIQUE INDEX shifts_one_open ON shifts ((1)) WHERE closed_at IS NULL;
      ALTER TABLE outbox ADD COLUMN shift_id INTEGER REFERENCES shifts (id);
      ALTER TABLE outbox ADD COLUMN bill_cents INTEGER;
      ALTER TABLE outbox ADD COLUMN account_name TEXT;
      CREATE INDEX outbox_shift ON outbox (shift_id, seq);
    `);
  },
};
