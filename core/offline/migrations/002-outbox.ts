import type { Migration } from './types';

/** The hold queue. `token_key` is the only plain token key at rest; it is NULLed once settled. */
export const migration002: Migration = {
  version: 2,
  description: 'hold outbox',
  up(db) {
    db.exec(`
      CREATE TABLE outbox (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        hold_id TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL CHECK (kind IN ('debit', 'credit', 'reverse')),
        state TEXT NOT NULL CHECK (state IN
          ('queued', 'sending', 'uncertain', 'confirmed', 'rejected', 'cancelled', 'discarded', 'reversed')),
        lane_key TEXT NOT NULL,
        customer_guid TEXT,
        token_type TEXT NOT NULL,
        token_entry TEXT NOT NULL,
        token_key TEXT,
        token_key_masked TEXT NOT NULL,
        token_hash TEXT NOT NULL,
        account_guid TEXT NOT NULL,
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        date TEXT NOT NULL,
        precheck TEXT,
        target_hold_id TEXT REFERENCES outbox(hold_id),
        offline INTEGER NOT NULL DEFAULT 0,
        attempts INTEGER NOT NULL DEFAULT 0,
        needs_check INTEGER NOT NULL DEFAULT 0,
        last_error_code TEXT,
        last_error_message TEXT,
        bonus_transaction_id INTEGER,
        matched_tx_id INTEGER UNIQUE,
        confirmed_by TEXT CHECK (confirmed_by IN ('answer', 'history')),
        balance_ledger_cents INTEGER,
        balance_available_cents INTEGER,
        balance_debit_hold_cents INTEGER,
        balance_credit_hold_cents INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        first_sent_at INTEGER,
        last_sent_at INTEGER,
        next_attempt_at INTEGER,
        settled_at INTEGER
      );
      CREATE INDEX outbox_waiting_lane ON outbox(lane_key, seq)
        WHERE state IN ('queued', 'sending', 'uncertain');
      CREATE INDEX outbox_state ON outbox(state, seq);
      CREATE INDEX outbox_target ON outbox(target_hold_id) WHERE target_hold_id IS NOT NULL;
    `);
  },
};
