/**
 * Platform server throughput and latency against two baselines, in one run:
 *   npx tsx bench/server.bench.ts [--guests 100000] [--duration 5000] [--connections 16]
 * Starts the server (file database in a temp dir, loaded with a generated fixture), a bare
 * node:http server and an empty Fastify app (both answering with our own recorded answers,
 * so every server sends the same bytes) in child processes. Drives customerInfo, debitHold
 * and filterCustomers on each with keep-alive connections: requests per second, p50 and p99
 * under load, and the server's latency with a single connection (what one cashier waits).
 * Aims: customerInfo at half the bare rate or better; filterCustomers p99 <= 10 ms.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { DEFAULT_GUESTS, largeCustomerCard, writeLargeFixture } from '../server/fixture/generate-large';
import { seededRandom } from '../server/fixture/seeded-random';
import { type LoadResult, runLoad } from './server/load';

const { values } = parseArgs({
  options: {
    guests: { type: 'string', default: String(DEFAULT_GUESTS) },
    duration: { type: 'string', default: '5000' },
    connections: { type: 'string', default: '16' },
  },
});
const guests = Number(values.guests);
const durationMs = Number(values.duration);
const connections = Number(values.connections);
const ROOT = join(import.meta.dirname, '..');

/** What a cashier types into the search box: name fragments of every length, phone digits. */
const SEARCHES = [
  'смир', 'кузнецова', 'попов', 'вас', 'соколова', 'ов', 'с', 'ко', 'мих', 'алекс', 'анна', 'дмитри',
  'сергеевна', 'ёва', 'фёдор', 'smith', 'mü', 'rossi', "o'b", 'na', '916', '45-67', '12 34', '7', '905 1',
]; // prettier-ignore

function startChild(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (url) => resolve({ child, url }));
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Row {
  name: string;
  ours: LoadResult;
  single: LoadResult;
  bare: LoadResult;
  fastify: LoadResult;
}

function printTable(rows: Row[]): void {
  const head = ['endpoint', 'server req/s', 'p50', 'p99', 'errors', '1 conn p50', 'p99'];
  const tail = ['bare req/s', 'p50', 'p99', 'fastify req/s', 'server/bare', 'server/fastify'];
  const cells = rows.map(({ name, ours: o, single: s, bare: b, fastify: f }) => [
    name,
    o.rps.toFixed(0),
    o.p50Ms.toFixed(2),
    o.p99Ms.toFixed(2),
    String(o.errors),
    s.p50Ms.toFixed(2),
    s.p99Ms.toFixed(2),
    b.rps.toFixed(0),
    b.p50Ms.toFixed(2),
    b.p99Ms.toFixed(2),
    f.rps.toFixed(0),
    (o.rps / b.rps).toFixed(2),
    (o.rps / f.rps).toFixed(2),
  ]);
  const all = [[...head, ...tail], ...cells];
  const widths = all[0]!.map((_, c) => Math.max(...all.map((r) => r[c]!.length)));
  for (const r of all) {
    console.log(
      r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '),
    );
  }
}

async function main(): Promise<void> {
  const fixture = join(ROOT, 'bench', 'data', `large-${guests}.json`);
  if (!existsSync(fixture)) {
    console.log(`generating ${fixture} ...`);
    await writeLargeFixture(fixture, guests);
  }
  const dir = mkdtempSync(join(tmpdir(), 'server-bench-'));
  const children: ChildProcess[] = [];
  try {
    console.log(`loading ${guests} guests into ${join(dir, 'bench.db')} ...`);
    const loadStarted = performance.now();
    const serverArgs = [
      '--port',
      '0',
      '--db',
      join(dir, 'bench.db'),
      '--fixture',
      fixture,
      '--log-level',
      'warn',
    ];
    const ours = await startChild(['--import', 'tsx', 'server/cli.ts', ...serverArgs]);
    children.push(ours.child);
    console.log(`server up in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s: ${ours.url}`);

    const random = seededRandom(42);
    const token = () => ({
      type: 'card',
      entry: 'trackCode',
      key: largeCustomerCard(1 + Math.floor(random() * guests)),
    });
    const bonus = { accountGuid: 'bonus_account_type-1' };
    const endpoints: { name: string; body: () => string }[] = [
      { name: 'customerInfo', body: () => JSON.stringify(token()) },
      {
        name: 'debitHold',
        body: () => JSON.stringify({ customerToken: token(), accountType: bonus, amount: 0.01 }),
      },
      {
        name: 'filterCustomers',
        body: () => JSON.stringify({ search: SEARCHES[Math.floor(random() * SEARCHES.length)] }),
      },
    ];
    const headers = {
      authorization: `Basic ${Buffer.from('demo:demo').toString('base64')}`,
      'content-type': 'application/json',
    };
    const path = (name: string) => `/platform/online/bonuses/${name}`;

    const samples: Record<string, string> = {};
    for (const e of endpoints) {
      const res = await fetch(`${ours.url}/online/bonuses/${e.name}`, {
        method: 'POST',
        headers,
        body: e.body(),
      });
      samples[path(e.name)] = await res.text();
    }
    const bodiesFile = join(dir, 'bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(samples));
    const bare = await startChild(['--import', 'tsx', 'bench/server/bare-server.ts', bodiesFile]);
    children.push(bare.child);
    const empty = await startChild(['--import', 'tsx', 'bench/server/fastify-baseline.ts', bodiesFile]);
    children.push(empty.child);

    const rows: Row[] = [];
    const ourOrigin = new URL(ours.url).origin;
    for (const e of endpoints) {
      const load = (origin: string, n = connections) =>
        runLoad({
          url: `${origin}${path(e.name)}`,
          body: e.body,
          headers,
          connections: n,
          durationMs,
          warmupMs: 1000,
        });
      rows.push({
        name: e.name,
        ours: await load(ourOrigin),
        single: await load(ourOrigin, 1),
        bare: await load(bare.url),
        fastify: await load(empty.url),
      });
    }

    console.log(
      `\n${guests} guests, ${durationMs / 1000} s per run, Node ${process.version}, ${cpus().length} CPUs shared by ` +
        `the load generator, the server measured and whatever else the machine runs`,
    );
    console.log(`req/s, p50 and p99 (ms) with ${connections} connections; "1 conn": one request at a time\n`);
    printTable(rows);

    const info = rows.find((r) => r.name === 'customerInfo')!;
    const filter = rows.find((r) => r.name === 'filterCustomers')!;
    const ratio = info.ours.rps / info.bare.rps;
    console.log(
      `\naim customerInfo >= 0.5 x bare: ${ratio.toFixed(2)} x (${ratio >= 0.5 ? 'met' : 'missed'}); ` +
        `an empty Fastify app reaches ${(info.fastify.rps / info.bare.rps).toFixed(2)} x bare on this machine`,
    );
    console.log(
      `aim filterCustomers p99 <= 10 ms: ${filter.single.p99Ms.toFixed(2)} ms one request at a time ` +
        `(${filter.single.p99Ms <= 10 ? 'met' : 'missed'}); ${filter.ours.p99Ms.toFixed(2)} ms with ` +
        `${connections} connections queueing on one event loop`,
    );
  } finally {
    await Promise.all(children.map(stopChild));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
