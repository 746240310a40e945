import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, PLATFORM_PATH, type AppOptions } from './app';
import { openDatabase } from './db';
import { loadFixture, loadedClassPrefix, readFixtureFile } from './fixture/load';
import type { Credentials } from './http/credentials';

export const DEFAULT_FIXTURE = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'demo.json');
export const DEFAULT_CREDENTIALS: Credentials = { user: 'demo', password: 'demo' };

export interface StartOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  /** 127.0.0.1 unless told otherwise. */
  host?: string;
  /** A SQLite file or ':memory:' (the default). */
  db?: string;
  /** Loaded only into a database that holds no data yet (or after reset). */
  fixture?: string;
  credentials?: Credentials;
  /** Delete the database file first, so the fixture is loaded afresh. */
  reset?: boolean;
  logLevel?: AppOptions['logLevel'];
  now?: () => Date;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:8787/platform */
  baseUrl: string;
  /** Whether this start loaded the fixture (false: the database already held data). */
  loadedFixture: boolean;
  close(): Promise<void>;
}

function removeDatabaseFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}

/** Opens (and if empty, fills) the database and listens. Throws FixtureError for a bad fixture. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const file = options.db ?? ':memory:';
  if (options.reset && file !== ':memory:') removeDatabaseFiles(file);
  const db = openDatabase(file);
  try {
    let classPrefix = loadedClassPrefix(db);
    const loadedFixture = classPrefix === undefined;
    if (classPrefix === undefined) {
      const fixture = readFixtureFile(options.fixture ?? DEFAULT_FIXTURE);
      loadFixture(db, fixture, options.now?.() ?? new Date());
      // Fold the load into the database file, so the first searches do not read a large WAL.
      if (file !== ':memory:') db.pragma('wal_checkpoint(TRUNCATE)');
      classPrefix = fixture.classPrefix;
    }
    const app = buildApp({
      db,
      classPrefix,
      credentials: options.credentials ?? DEFAULT_CREDENTIALS,
      now: options.now,
      logLevel: options.logLevel,
    });
    const host = options.host ?? '127.0.0.1';
    await app.listen({ port: options.port ?? 0, host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const shownHost = host.includes(':') ? `[${host}]` : host;
    let closed = false;
    return {
      baseUrl: `http://${shownHost}:${port}${PLATFORM_PATH}`,
      loadedFixture,
      async close() {
        if (closed) return;
        closed = true;
        await app.close();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
