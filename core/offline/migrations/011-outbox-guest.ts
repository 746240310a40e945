import type { Migration } from './types';

/**
 * The guest's holds, newest first, read at every swipe for the guest's card (issue 27): an index
 * by guest, so the read takes the guest's rows, not the terminal's newest hundreds.
 */
export const migration011: Migration = {
  version: 11,
  description: 'outbox by guest',
  up(db) {
    db.exec(`CREATE INDEX outbox_customer ON outbox (customer_guid, seq) WHERE customer_guid IS NOT NULL`);
  },
};
