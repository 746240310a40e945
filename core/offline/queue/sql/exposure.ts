import type { Statement } from 'better-sqlite3';
import type { TerminalDb } from '../../db';
import { TAKEN_FOR_GUEST, takenByCardsBefore } from '../guest-holds';
import { WAITING_SQL, type Cents, type WaitingSum } from './shapes';

const DEBITS_WAITING = `SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM outbox
  WHERE kind = 'debit' AND state IN ${WAITING_SQL}`;

/** What waits, summed for the offline limits and a guest's offline room: by lane, card, guest and terminal. */
export interface ExposureStatements {
  readonly debitsOfLane: Statement<[laneKey: string], Cents>;
  readonly debitsOfToken: Statement<[tokenHash: string], Cents>;
  /**
   * A guest's waiting debits and credits by account and lane (found by the lanes' prefix, in the
   * index of waiting rows), then the terminal's by kind (lane and account null).
   */
  readonly waitingOfGuest: Statement<
    [{ guest: string; from: string; below: string }],
    WaitingSum & { lane_key: string | null; account_guid: string | null }
  >;
  /**
   * The waiting debits and credits taken by a card before its guest was known (a `token:` lane),
   * by account and lane, for each of the guest's saved tokens and `token` (found by the lanes'
   * prefix in the index of waiting rows).
   */
  readonly waitingOfGuestTokens: Statement<
    [{ guest: string; token: string | null }],
    WaitingSum & { lane_key: string; account_guid: string }
  >;
  /** The waiting debits and credits of holds taken for no known guest, by account. */
  readonly waitingWithoutGuest: Statement<[], WaitingSum & { account_guid: string }>;
}

export function exposureStatements(db: TerminalDb): ExposureStatements {
  return {
    debitsOfLane: db.prepare(`${DEBITS_WAITING} AND lane_key = ?`),
    debitsOfToken: db.prepare(`${DEBITS_WAITING} AND token_hash = ?`),
    // Without INDEXED BY SQLite reads the guest's whole history through outbox_customer.
    waitingOfGuest: db.prepare(
      `SELECT account_guid, lane_key, kind, SUM(amount_cents) AS cents, COUNT(*) AS n
         FROM outbox o INDEXED BY outbox_waiting_lane
         WHERE state IN ${WAITING_SQL} AND kind <> 'reverse' AND lane_key >= @from AND lane_key < @below
           AND ${TAKEN_FOR_GUEST}
         GROUP BY account_guid, lane_key, kind
       UNION ALL
       SELECT NULL, NULL, kind, SUM(amount_cents), COUNT(*) FROM outbox
         WHERE state IN ${WAITING_SQL} AND kind <> 'reverse' GROUP BY kind`,
    ),
    // guest_tokens is the guest cache's (same database): the tokens it knows of the guest.
    waitingOfGuestTokens: db.prepare(
      `SELECT o.account_guid, o.lane_key, o.kind, SUM(o.amount_cents) AS cents, COUNT(*) AS n
         FROM ${takenByCardsBefore('outbox_waiting_lane')}
         WHERE o.state IN ${WAITING_SQL} AND o.kind <> 'reverse'
         GROUP BY o.account_guid, o.lane_key, o.kind`,
    ),
    waitingWithoutGuest: db.prepare(
      `SELECT account_guid, kind, SUM(amount_cents) AS cents, COUNT(*) AS n FROM outbox
       WHERE state IN ${WAITING_SQL} AND kind <> 'reverse' AND customer_guid IS NULL GROUP BY account_guid, kind`,
    ),
  };
}
