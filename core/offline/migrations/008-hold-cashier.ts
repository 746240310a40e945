import type { Migration } from './types';

/**
 * The cashier signed in when a hold was queued (cashier PINs, issue 15), by name: the queue and the
 * journal say who took it even after that cashier signed out.
 */
export const migration008: Migration = {
  version: 8,
  description: 'outbox cashier',
  up(db) {
    db.exec(`ALTER TABLE outbox ADD COLUMN cashier TEXT`);
  },
};
