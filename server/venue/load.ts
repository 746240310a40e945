import type Database from 'better-sqlite3';
import { buildCompanyDoc, storeCompanyDoc } from './company';
import { buildObjectRows } from './documents';
import type { VenueFixture } from './fixture-schema';
import { MODULES } from './modules';
import { ObjectStore } from './object-store';
import { storeTableScheme } from './table-scheme';
import { clearVenueTables, createVenueTables } from './sql-schema';

/**
 * Creates the venue tables and replaces their content with the (already validated) venue
 * section, in one transaction. Relative occupancy intervals count from `loadedAt`.
 */
export function loadVenue(
  db: Database.Database,
  venue: VenueFixture,
  classPrefix: string,
  loadedAt: Date = new Date(),
): void {
  createVenueTables(db);
  const rows = buildObjectRows(venue, classPrefix);
  const units = new Map(rows.filter((r) => r.module === MODULES.measureUnits).map((r) => [r.id, r.doc]));
  const company = buildCompanyDoc(venue, classPrefix, (id) => {
    const unit = units.get(id);
    if (!unit)
      throw new Error(`company measure unit ${id} is missing (the fixture schema should have refused it)`);
    return unit;
  });
  db.transaction(() => {
    clearVenueTables(db);
    new ObjectStore(db).insert(rows);
    storeCompanyDoc(db, company);
    storeTableScheme(db, venue, loadedAt);
  })();
}
