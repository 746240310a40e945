import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { demoVenue, loadVenue, VenueFixtureSchema, type VenueFixtureInput } from '../../server/venue';

export const DEFAULT_PREFIX = 'ru.edgex.quickresto';
const AUTH = { authorization: `Basic ${Buffer.from('demo:demo').toString('base64')}` };

export interface VenueAppOptions {
  venue?: VenueFixtureInput;
  classPrefix?: string;
  /** The moment the fixture is loaded (relative occupancy counts from it). */
  loadedAt?: Date;
  now?: () => Date;
}

/** Response bodies are inspected field by field; typing each one would only restate the assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface VenueApp {
  app: FastifyInstance;
  db: Database.Database;
  /** GET /platform/online/api/<endpoint>?<query>; returns status and parsed JSON body. */
  get(
    endpoint: string,
    query: Record<string, string | number | boolean>,
  ): Promise<{ status: number; body: Json }>;
  post(endpoint: string, body: unknown): Promise<{ status: number; body: Json }>;
  close(): Promise<void>;
}

/** The real platform app (auth and error handling included) over an in-memory database with a venue loaded. */
export function venueApp(options: VenueAppOptions = {}): VenueApp {
  const classPrefix = options.classPrefix ?? DEFAULT_PREFIX;
  const db = new Database(':memory:');
  loadVenue(db, VenueFixtureSchema.parse(options.venue ?? demoVenue()), classPrefix, options.loadedAt);
  const app = buildApp({
    db,
    classPrefix,
    credentials: { user: 'demo', password: 'demo' },
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    app,
    db,
    async get(endpoint, query) {
      const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
      const res = await app.inject({
        method: 'GET',
        url: `/platform/online/api/${endpoint}?${search}`,
        headers: AUTH,
      });
      return { status: res.statusCode, body: res.json() };
    },
    async post(endpoint, body) {
      const res = await app.inject({
        method: 'POST',
        url: `/platform/online/api/${endpoint}`,
        headers: { ...AUTH, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      return { status: res.statusCode, body: res.json() };
    },
    async close() {
      await app.close();
      db.close();
    },
  };
}
