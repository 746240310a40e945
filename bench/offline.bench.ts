/**
 * Figures for the offline half: durable hold writes, cache lookups versus live ones, and how long
 * 1 000 queued holds take to settle once the platform is back. `npx tsx bench/offline.bench.ts`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { GuestCache, openTerminalDb, HoldQueue, SyncEngine, TokenHasher } from '../core/offline';
import { PlatformClient } from '../core/platform/client';
import { customerInCents } from '../core/platform/in-cents';
import type { CrmCustomer, CustomerToken } from '../common/platform/schemas';
import { startServer } from '../server/cli';
import { FIXTURE_ACCOUNT, fixtureToken, writeGuestsFixture } from '../harness/server-fixture';

function percentiles(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms, max ${at(1).toFixed(3)} ms (n=${samples.length})`;
}

function timed(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

const card = (n: number): CustomerToken => ({
  type: 'card',
  entry: 'trackCode',
  key: `42760000${String(n).padStart(8, '0')}`,
});

async function main() {
  // BENCH_DIR puts the files on a chosen disk (the default is the system temp folder).
  const dir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), 'offline-bench-'));
  try {
    const hasher = new TokenHasher(Buffer.alloc(32, 1));

    // 1. Durable hold writes: a file database, WAL, synchronous=FULL, one transaction per hold.
    const db = openTerminalDb(join(dir, 'terminal.db'));
    const cache = new GuestCache(db, hasher);
    const queue = new HoldQueue(db, hasher, { cache });
    const GUESTS = 5_000;
    for (let n = 0; n < GUESTS; n++) {
      const guest: CrmCustomer = {
        firstName: 'Guest',
        lastName: String(n),
        customerGuid: `g-${n}`,
        tokens: [{ ...card(n) }],
        accounts: [
          {
            accountBalance: { ledger: 5_000, available: 5_000, debitHold: 0, creditHold: 0 },
            accountState: 'open',
            accountType: { accountGuid: FIXTURE_ACCOUNT, name: 'Bonus' },
          },
        ],
      };
      cache.putGuest(customerInCents(guest));
    }
    const online: number[] = [];
    const offline: number[] = [];
    for (let i = 0; i < 2_000; i++) {
      const n = i % GUESTS;
      const input = {
        kind: 'debit' as const,
        token: card(n),
        accountGuid: FIXTURE_ACCOUNT,
        amountCents: 100 + i,
        customerGuid: `g-${n}`,
      };
      (i % 2 ? offline : online).push(timed(() => queue.enqueue(input, { offline: i % 2 === 1 })));
    }
    console.log(`hold written durably (online, no limits):     ${percentiles(online)}`);
    console.log(`hold written durably (offline, limits checked): ${percentiles(offline)}`);

    // 2. Lookups: from the cache (hash + two queries) versus live customerInfo on the local server.
    const lookups: number[] = [];
    for (let i = 0; i < 10_000; i++) {
      const n = Math.floor(Math.random() * GUESTS);
      lookups.push(timed(() => cache.lookup(card(n))));
    }
    console.log(`guest lookup from the cache (${GUESTS} guests): ${percentiles(lookups)}`);
    db.close();

    const SERVER_GUESTS = 200;
    const server = await startServer({
      fixture: writeGuestsFixture(dir, SERVER_GUESTS, 100_000),
      logLevel: 'silent',
    });
    try {
      const client = new PlatformClient({ baseUrl: server.baseUrl, user: 'demo', password: 'demo' });
      const live: number[] = [];
      for (let i = 0; i < 500; i++) {
        const start = performance.now();
        await client.customerInfo(fixtureToken(1 + (i % SERVER_GUESTS)));
        live.push(performance.now() - start);
      }
      console.log(`guest lookup live (customerInfo, local server):  ${percentiles(live)}`);

      // 3. 1 000 holds queued during an outage, settled once the platform is back.
      for (const concurrency of [1, 4, 8]) {
        const qdb = openTerminalDb(join(dir, `queue-${concurrency}.db`));
        const qcache = new GuestCache(qdb, hasher);
        const queue = new HoldQueue(qdb, hasher, { cache: qcache });
        for (let i = 0; i < 1_000; i++) {
          const n = 1 + (i % SERVER_GUESTS);
          queue.enqueue(
            {
              kind: i % 3 ? 'debit' : 'credit',
              token: fixtureToken(n),
              accountGuid: FIXTURE_ACCOUNT,
              amountCents: 100,
              customerGuid: `offline-guest-${n}`,
            },
            { offline: false },
          );
        }
        const engine = new SyncEngine({
          queue: queue.settlement,
          platform: client,
          cache: qcache,
          concurrency,
        });
        const start = performance.now();
        await engine.kick();
        const ms = performance.now() - start;
        const totals = queue.totals();
        const confirmed = queue.list({ states: ['confirmed'] }).length;
        console.log(
          `1 000 queued holds settled after an outage (concurrency ${concurrency}): ${ms.toFixed(0)} ms ` +
            `(${((1_000 / ms) * 1_000).toFixed(0)} holds/s; confirmed ${confirmed}, still waiting ${totals.waitingCount})`,
        );
        await engine.stop();
        qdb.close();
      }
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
