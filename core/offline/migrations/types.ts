import type Database from 'better-sqlite3';

/** One forward-only step of the schema. `up` runs inside a transaction with the version bump. */
export interface Migration {
  version: number;
  description: string;
  up(db: Database.Database): void;
}
