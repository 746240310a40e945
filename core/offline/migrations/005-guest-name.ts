import type { Migration } from './types';

/**
 * The guest's name kept with each hold when it is queued, so that a notice about it (refused
 * later, outcome unknown) and the queue name the guest even after the cache forgot them.
 */
export const migration005: Migration = {
  version: 5,
  description: 'outbox guest name',
  up(db) {
    db.exec(`ALTER TABLE outbox ADD COLUMN guest_name TEXT`);
  },
};
