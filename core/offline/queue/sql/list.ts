import type { Statement } from 'better-sqlite3';
import type { TerminalDb } from '../../db';
import { TAKEN_FOR_GUEST, takenByCardsBefore } from '../guest-holds';
import type { QueueDbRow } from '../rows';

/** The `list` statements, prepared once per filter's shape and page. */
export function listStatements(db: TerminalDb) {
  /** `list` statements by the number of states filtered on (0: all), whether by guest, and the page. */
  const lists = new Map<string, Statement<unknown[], QueueDbRow>>();
  return {
    /**
     * Rows newest first below a `seq` (tries taken again offline left out: they moved nothing), of
     * `stateCount` states (none: all), of one guest or all, at
     * most `limit` rows after `offset`. Parameters: the states, `{ guest, token }` when `byGuest`
     * (the guest's holds as guest-holds.ts names them), then the
     * cursor. The limit and offset are written into the text, not bound: SQLite (built with STAT4)
     * compiles a statement again at every run whose LIMIT is bound, which showed in a swipe's card
     * at every list (issue 27).
     */
    list(stateCount: number, byGuest: boolean, page: QueuePage = {}): Statement<unknown[], QueueDbRow> {
      const limit = wholeOrNone(page.limit);
      const offset = wholeOrNone(page.offset);
      const key = `${stateCount}:${byGuest}:${limit}:${offset}`;
      let statement = lists.get(key);
      if (!statement) {
        const inStates = stateCount ? `state IN (${Array(stateCount).fill('?').join(', ')}) AND` : '';
        const ofGuest = byGuest
          ? `(${TAKEN_FOR_GUEST} OR o.seq IN (SELECT o.seq FROM ${takenByCardsBefore('outbox_token_lane')})) AND`
          : '';
        const paged =
          limit === undefined && offset === undefined ? '' : `LIMIT ${limit ?? -1} OFFSET ${offset ?? 0}`;
        // A few page sizes are used; a caller varying them endlessly would not grow this without end.
        if (lists.size >= MAX_LIST_STATEMENTS) lists.clear();
        statement = db.prepare(
          `SELECT * FROM outbox o
         WHERE ${inStates} ${ofGuest} retaken_offline = 0 AND seq < ? ORDER BY seq DESC ${paged}`,
        );
        lists.set(key, statement);
      }
      return statement;
    },
  };
}

export type ListStatements = ReturnType<typeof listStatements>;

/** A page of `list`: at most `limit` rows after the first `offset`. */
export interface QueuePage {
  limit?: number;
  offset?: number;
}

const MAX_LIST_STATEMENTS = 32;

/** A page bound as SQL text: only a whole number, never anything else. */
function wholeOrNone(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a page bound: ${value}`);
  return value;
}
