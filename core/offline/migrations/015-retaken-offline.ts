import type { Migration } from './types';

/**
 * An online payment's try that certainly did not reach the platform is cancelled by the core and
 * the payment taken again under the offline limits (hold-commands.ts): `retaken_offline` marks
 * that try, so that the shift's report counts the payment once, by the hold taken again, and never
 * names the try a cancellation (nobody cancelled it).
 */
export const migration015: Migration = {
  version: 15,
  description: 'retaken offline',
  up(db) {
    db.exec(`ALTER TABLE outbox ADD COLUMN retaken_offline INTEGER NOT NULL DEFAULT 0`);
  },
};
