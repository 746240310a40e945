import type { Migration } from './types';

/**
 * Money guarded from the till's own hands (issue 40): how the hold's token came (`token_source`:
 * read, typed, found), how the guest was there for a payment (`presence`), which of the venue's
 * guards a manager's grant waived (`waived`, comma-separated codes) and whose grant it was
 * (`granted_by`). A bill's number is looked up by day: the same number is not settled twice.
 */
export const migration012: Migration = {
  version: 12,
  description: 'hold control',
  up(db) {
    db.exec(`ALTER TABLE outbox ADD COLUMN token_source TEXT`);
    db.exec(`ALTER TABLE outbox ADD COLUMN presence TEXT`);
    db.exec(`ALTER TABLE outbox ADD COLUMN waived TEXT`);
    db.exec(`ALTER TABLE outbox ADD COLUMN granted_by TEXT`);
    db.exec(`CREATE INDEX outbox_precheck ON outbox (precheck, created_at) WHERE precheck IS NOT NULL`);
  },
};
