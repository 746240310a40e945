import type { Statement } from 'better-sqlite3';
import type { TerminalDb } from './db';

/** A statement by its SQL, prepared on first use and kept: the same text is compiled once. */
export type StatementCache = <Row = unknown>(sql: string) => Statement<unknown[], Row>;

/**
 * Prepares each SQL text once for `db`. Preparing costs more than running a one-row lookup, and
 * a swipe runs a dozen of them (issue 27).
 */
export function statementCache(db: TerminalDb): StatementCache {
  const prepared = new Map<string, Statement<unknown[], unknown>>();
  return <Row>(sql: string) => {
    let statement = prepared.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      prepared.set(sql, statement);
    }
    return statement as Statement<unknown[], Row>;
  };
}
