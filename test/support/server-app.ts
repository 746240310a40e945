import type Database from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db';
import { demoFixture } from '../../server/fixture/build-demo';
import { loadFixture, parseFixture } from '../../server/fixture/load';
import type { FixtureInput } from '../../server/fixture/schema';
import type { GuestsFixtureInput } from '../../server/loyalty/fixture-schema';

/** The moment the tests live in: after the demo's expired token (2020), before its valid ones (2099). */
export const NOW = new Date('2026-03-01T12:00:00.000Z');
export const BASIC = `Basic ${Buffer.from('demo:demo').toString('base64')}`;

export interface TestServer {
  app: FastifyInstance;
  db: Database.Database;
  /** POST a JSON body (or raw text) to /platform/online/<path> with valid credentials. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Reply>;
  close(): Promise<void>;
}

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read answers loosely
  headers: LightMyRequestResponse['headers'];
}

export function reply(res: LightMyRequestResponse): Reply {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers };
}

/** A server on an in-memory database loaded with the demo fixture, or with `guests` replacing its guests. */
export function testServer(options: { guests?: GuestsFixtureInput; now?: () => Date } = {}): TestServer {
  const input: FixtureInput = demoFixture();
  if (options.guests) input.guests = options.guests;
  const fixture = parseFixture(input);
  const db = openDatabase(':memory:');
  loadFixture(db, fixture, NOW);
  const app = buildApp({
    db,
    classPrefix: fixture.classPrefix,
    credentials: { user: 'demo', password: 'demo' },
    now: options.now ?? (() => NOW),
  });
  return {
    app,
    db,
    async post(path, body, headers = {}) {
      const res = await app.inject({
        method: 'POST',
        url: `/platform/online/${path}`,
        headers: { authorization: BASIC, 'content-type': 'application/json', ...headers },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return reply(res);
    },
    async close() {
      await app.close();
      db.close();
    },
  };
}

/** Well-known demo tokens (docs/server.md lists them). */
export const IVANOV_CARD = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
export const IVANOV_BARCODE = { type: 'card', entry: 'barCode', key: '2000000012346' } as const;
export const IVANOV_PHONE = { type: 'phone', entry: 'manual', key: '79161234567' } as const;
export const PETROVA_QR = { type: 'qrGuest', entry: 'qrCode', key: 'QRG-7F3A9C21D4' } as const;
export const PETROVA_TRACK = { type: 'card', entry: 'trackCode', key: '66666600000011=2012' } as const;
export const PETROVA_PIN = { type: 'pin', entry: 'manual', key: '4821' } as const;
export const SIDOROV_EXPIRED = { type: 'card', entry: 'trackCode', key: '0009999999' } as const;
export const SIDOROV_VALID = { type: 'card', entry: 'trackCode', key: '0001111111' } as const;
export const BONUS = { accountGuid: 'bonus_account_type-1' } as const;
export const GIFT = { accountGuid: 'bonus_account_type-2' } as const;
export const DEPOSIT = { accountGuid: 'bonus_account_type-3' } as const;

/** A fresh `testServer()` for each test of the calling file, closed after it; read `server` inside tests and hooks. */
export function testServerForEachTest(): { readonly server: TestServer } {
  let server: TestServer | undefined;
  beforeEach(() => {
    server = testServer();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return {
    get server() {
      if (!server) throw new Error('the test server starts in beforeEach: read it inside a test or hook');
      return server;
    },
  };
}
