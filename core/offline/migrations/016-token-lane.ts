import type { Migration } from './types';

/**
 * Holds a card took before its guest was known, in every state, by their card's `token:` lane:
 * the guest's list of holds finds them once the guest is known (outbox/guest-holds.ts, issue 41).
 * Only rows with no guest are in it, so it stays small.
 */
export const migration016: Migration = {
  version: 16,
  description: 'token lane',
  up(db) {
    db.exec(`CREATE INDEX outbox_token_lane ON outbox (lane_key, seq) WHERE customer_guid IS NULL`);
  },
};
