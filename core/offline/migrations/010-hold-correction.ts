import type { Migration } from './types';

/**
 * Why a hold was reversed or discarded, and the manager whose grant it was (issue 25): kept on
 * the hold moved back and on its reversal, so the shift's report and the journal can say it.
 */
export const migration010: Migration = {
  version: 10,
  description: 'outbox correction',
  up(db) {
    db.exec(`ALTER TABLE outbox ADD COLUMN correction_reason TEXT`);
    db.exec(`ALTER TABLE outbox ADD COLUMN correction_note TEXT`);
    db.exec(`ALTER TABLE outbox ADD COLUMN corrected_by TEXT`);
  },
};
