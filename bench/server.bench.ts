/**
 * Platform server throughput and latency against a bare node:http server, in one run:
 *   npx tsx bench/server.bench.ts [--guests 100000] [--duration 5000] [--connections 16]
 * Starts the server (file database in a temp dir, loaded with a generated fixture) and the
 * bare server in child processes, then drives customerInfo, debitHold and filterCustomers
 * on both with keep-alive connections and prints requests per second, p50 and p99.
 * Aims: customerInfo at half the bare rate or better; filterCustomers p99 <= 10 ms.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { DEFAULT_GUESTS, largeGuestCard, writeLargeFixture } from '../server/fixture/generate-large';
import { seededRandom } from '../server/loyalty/name-pools';
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
  'смир',
  'кузнецова',
  'попов',
  'вас',
  'соколова',
  'ов',
  'с',
  'ко',
  'мих',
  'алекс',
  'анна',
  'дмитри',
  'сергеевна',
  'ёва',
  'фёдор',
  'smith',
  'mü',
  'rossi',
  "o'b",
  'na',
  '916',
  '45-67',
  '12 34',
  '7',
  '905 1',
];

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

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(8);

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
    const ours = await startChild([
      '--import',
      'tsx',
      'server/cli.ts',
      '--port',
      '0',
      '--db',
      join(dir, 'bench.db'),
      '--fixture',
      fixture,
      '--log-level',
      'warn',
    ]);
    children.push(ours.child);
    console.log(`server up in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s: ${ours.url}`);

    const random = seededRandom(42);
    const guest = () => largeGuestCard(1 + Math.floor(random() * guests));
    const token = () => ({ type: 'card', entry: 'trackCode', key: guest() });
    const endpoints: { name: string; body: () => string }[] = [
      { name: 'customerInfo', body: () => JSON.stringify(token()) },
      {
        name: 'debitHold',
        body: () =>
          JSON.stringify({
            customerToken: token(),
            accountType: { accountGuid: 'bonus_account_type-1' },
            amount: 0.01,
          }),
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

    // The bare server answers each path with a real answer of ours, so both send the same bytes.
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

    const rows: { name: string; ours: LoadResult; bare: LoadResult }[] = [];
    for (const e of endpoints) {
      const load = (base: string) =>
        runLoad({
          url: `${base}${path(e.name)}`,
          body: e.body,
          headers,
          connections,
          durationMs,
          warmupMs: 1000,
        });
      const ourResult = await load(new URL(ours.url).origin);
      const bareResult = await load(bare.url);
      rows.push({ name: e.name, ours: ourResult, bare: bareResult });
    }

    console.log(
      `\n${guests} guests, ${connections} connections, ${durationMs / 1000} s per run, Node ${process.version}`,
    );
    console.log(
      'endpoint          server req/s   p50 ms   p99 ms  errors |   bare req/s   p50 ms   p99 ms | ratio',
    );
    for (const { name, ours: o, bare: b } of rows) {
      console.log(
        `${name.padEnd(16)} ${fmt(o.rps)}     ${fmt(o.p50Ms, 2)} ${fmt(o.p99Ms, 2)} ${fmt(o.errors)} |  ${fmt(b.rps)}   ` +
          `${fmt(b.p50Ms, 2)} ${fmt(b.p99Ms, 2)} | ${(o.rps / b.rps).toFixed(2)}`,
      );
    }
    const info = rows.find((r) => r.name === 'customerInfo')!;
    const filter = rows.find((r) => r.name === 'filterCustomers')!;
    console.log(
      `\naim customerInfo >= 0.5 x bare: ${(info.ours.rps / info.bare.rps).toFixed(2)} x ` +
        `(${info.ours.rps / info.bare.rps >= 0.5 ? 'met' : 'missed'})`,
    );
    console.log(
      `aim filterCustomers p99 <= 10 ms: ${filter.ours.p99Ms.toFixed(2)} ms (${filter.ours.p99Ms <= 10 ? 'met' : 'missed'})`,
    );
  } finally {
    await Promise.all(children.map(stopChild));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
