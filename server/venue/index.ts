import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { VenueFixture } from './fixture-schema';

export interface VenueDeps {
  db: Database.Database;
  classPrefix: string;
  now: () => Date;
}

/** Stub: the routes land shortly. */
export function registerVenueRoutes(app: FastifyInstance, deps: VenueDeps): void {
  void app;
  void deps;
}

/** Stub: creates the venue tables and loads the fixture's venue section. */
export function loadVenue(db: Database.Database, venue: VenueFixture, classPrefix: string): void {
  void db;
  void venue;
  void classPrefix;
}
