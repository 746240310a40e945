import type Database from 'better-sqlite3';

/**
 * The venue's SQLite tables. Platform objects of every class share `venue_objects`: the
 * document (as get returns it) is JSON, the columns beside it are what lookups filter on.
 */
const DDL = `
CREATE TABLE IF NOT EXISTS venue_objects (
  module      TEXT    NOT NULL,
  id          INTEGER NOT NULL,
  class_name  TEXT    NOT NULL,
  rid         TEXT    NOT NULL UNIQUE,
  owner_class TEXT,
  owner_id    INTEGER,
  parent_id   INTEGER,
  deleted     INTEGER NOT NULL CHECK (deleted IN (0, 1)),
  sort_index  INTEGER NOT NULL,
  doc         TEXT    NOT NULL,
  PRIMARY KEY (module, id)
);
CREATE INDEX IF NOT EXISTS venue_objects_by_owner ON venue_objects (owner_class, owner_id, module);
CREATE INDEX IF NOT EXISTS venue_objects_by_parent ON venue_objects (module, parent_id);
CREATE INDEX IF NOT EXISTS venue_objects_in_order ON venue_objects (module, owner_class, owner_id, sort_index, id);

CREATE TABLE IF NOT EXISTS venue_halls (
  id       INTEGER PRIMARY KEY,
  position INTEGER NOT NULL,
  doc      TEXT    NOT NULL
);
CREATE TABLE IF NOT EXISTS venue_tables (
  id       INTEGER PRIMARY KEY,
  hall_id  INTEGER NOT NULL REFERENCES venue_halls (id),
  position INTEGER NOT NULL,
  doc      TEXT    NOT NULL
);
CREATE TABLE IF NOT EXISTS venue_occupancy (
  table_id  INTEGER NOT NULL REFERENCES venue_tables (id),
  starts_ms INTEGER NOT NULL,
  ends_ms   INTEGER NOT NULL CHECK (ends_ms > starts_ms)
);
CREATE INDEX IF NOT EXISTS venue_occupancy_by_time ON venue_occupancy (starts_ms, ends_ms);

CREATE TABLE IF NOT EXISTS venue_settings (
  key TEXT PRIMARY KEY,
  doc TEXT NOT NULL
);
`;

export function createVenueTables(db: Database.Database): void {
  db.exec(DDL);
}

/** Empties the venue tables (children first), so that loading a fixture replaces the previous one. */
export function clearVenueTables(db: Database.Database): void {
  db.exec('DELETE FROM venue_occupancy; DELETE FROM venue_tables; DELETE FROM venue_halls;');
  db.exec('DELETE FROM venue_objects; DELETE FROM venue_settings;');
}
