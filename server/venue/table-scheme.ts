import type Database from 'better-sqlite3';
import type { Hall, Table, TableScheme } from '../../common/platform/schemas';
import type { Doc } from './documents';
import type { OccupancyFixture, VenueFixture } from './fixture-schema';
import { defaultRid } from './modules';

const SCHEME_KEY = 'scheme';
const MINUTE_MS = 60_000;

/** [starts, ends) of an occupancy interval in epoch ms; relative intervals count from `loadedAt`. */
export function occupancyInterval(o: OccupancyFixture, loadedAt: Date): { starts: number; ends: number } {
  if (o.startsMinutesFromLoad !== undefined && o.durationMinutes !== undefined) {
    const starts = loadedAt.getTime() + o.startsMinutesFromLoad * MINUTE_MS;
    return { starts, ends: starts + o.durationMinutes * MINUTE_MS };
  }
  // The fixture schema guarantees from and to when the relative form is absent.
  return { starts: Date.parse(o.from ?? ''), ends: Date.parse(o.to ?? '') };
}

/** Stores halls, tables and occupancy of the venue section. */
export function storeTableScheme(db: Database.Database, venue: VenueFixture, loadedAt: Date): void {
  const hall = db.prepare('INSERT INTO venue_halls (id, position, doc) VALUES (?, ?, ?)');
  venue.halls.forEach((h, i) => {
    hall.run(
      h.id,
      i,
      JSON.stringify({ id: h.id, title: h.title, itemTitle: h.title, width: h.width, height: h.height }),
    );
  });
  const table = db.prepare('INSERT INTO venue_tables (id, hall_id, position, doc) VALUES (?, ?, ?, ?)');
  venue.tables.forEach((t, i) => {
    const { hallId, rid, ...fields } = t;
    table.run(
      t.id,
      hallId,
      i,
      JSON.stringify({ ...fields, itemTitle: t.title, _id: rid ?? defaultRid('Table', t.id) }),
    );
  });
  const occupancy = db.prepare('INSERT INTO venue_occupancy (table_id, starts_ms, ends_ms) VALUES (?, ?, ?)');
  for (const o of venue.occupancy) {
    const { starts, ends } = occupancyInterval(o, loadedAt);
    occupancy.run(o.tableId, starts, ends);
  }
  db.prepare('INSERT INTO venue_settings (key, doc) VALUES (?, ?)').run(
    SCHEME_KEY,
    JSON.stringify({ itemTitle: venue.schemeTitle }),
  );
}

/**
 * The table scheme at `moment`: a table is busy when one of its occupancy intervals
 * [starts, ends) contains the moment. maxCapacity is the seats of all tables, currentLoad the
 * seats of the busy ones; width and height are those of the largest hall.
 */
export function tableSchemeAt(db: Database.Database, moment: Date): TableScheme {
  const at = moment.getTime();
  const busy = new Set(
    db
      .prepare<[number, number], { table_id: number }>(
        'SELECT DISTINCT table_id FROM venue_occupancy WHERE starts_ms <= ? AND ends_ms > ?',
      )
      .all(at, at)
      .map((r) => r.table_id),
  );
  const halls = db
    .prepare<[], { id: number; doc: string }>('SELECT id, doc FROM venue_halls ORDER BY position')
    .all()
    .map((r) => ({ id: r.id, doc: JSON.parse(r.doc) as Hall }));
  const rows = db
    .prepare<[], { id: number; hall_id: number; doc: string }>(
      'SELECT id, hall_id, doc FROM venue_tables ORDER BY position',
    )
    .all();
  const tables = rows.map((r) => ({
    hallId: r.hall_id,
    table: { ...(JSON.parse(r.doc) as Table), isBusy: busy.has(r.id) },
  }));
  const settings = db
    .prepare<[string], { doc: string }>('SELECT doc FROM venue_settings WHERE key = ?')
    .get(SCHEME_KEY);
  const itemTitle = settings ? String((JSON.parse(settings.doc) as Doc).itemTitle) : '';

  let maxCapacity = 0;
  let currentLoad = 0;
  for (const { table } of tables) {
    maxCapacity += table.maxCapacity;
    if (table.isBusy) currentLoad += table.maxCapacity;
  }
  return {
    tables: tables.map((t) => t.table),
    halls: halls.map((h) => ({
      ...h.doc,
      tables: tables.filter((t) => t.hallId === h.id).map((t) => t.table),
    })),
    width: Math.max(0, ...halls.map((h) => h.doc.width)),
    height: Math.max(0, ...halls.map((h) => h.doc.height)),
    maxCapacity,
    currentLoad,
    reservations: [],
    itemTitle,
  };
}
