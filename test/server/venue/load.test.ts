import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { loadVenue, VenueFixtureSchema } from '../../../server/venue';
import { smallVenue } from '../../support/small-venue';

const count = (db: Database.Database, table: string) =>
  (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('loadVenue', () => {
  it('replaces what an earlier load stored instead of adding to it', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    const first = VenueFixtureSchema.parse(smallVenue());
    loadVenue(db, first, 'ru.edgex.quickresto');
    const fewer = VenueFixtureSchema.parse({ ...smallVenue(), invoices: [], occupancy: [] });
    loadVenue(db, fewer, 'ru.edgex.quickresto');
    expect(count(db, 'venue_objects')).toBe(2 + 2 + 1 + 4 + 4);
    expect(count(db, 'venue_occupancy')).toBe(0);
    expect(count(db, 'venue_tables')).toBe(4);
    db.close();
  });

  it('leaves the stored venue untouched when a section cannot be built', () => {
    const db = new Database(':memory:');
    loadVenue(db, VenueFixtureSchema.parse(smallVenue()), 'ru.edgex.quickresto');
    const before = count(db, 'venue_objects');
    // A section that skipped validation: the invoice's store does not exist.
    const broken = VenueFixtureSchema.parse(smallVenue());
    broken.invoices[0]!.storeId = 99;
    expect(() => loadVenue(db, broken, 'ru.edgex.quickresto')).toThrow();
    expect(count(db, 'venue_objects')).toBe(before);
    db.close();
  });
});
