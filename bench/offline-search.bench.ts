/**
 * Search during an outage at 20 000 saved guests (issue 18: at most 10 ms a keystroke): the time
 * of GuestCache.search (the index and reading the guests found, at most 20) for each prefix of
 * names and phone numbers as a cashier types them, in a file database (WAL, synchronous=FULL).
 * `npx tsx bench/offline-search.bench.ts` (GUESTS=50000 for another size)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { GuestCache, openTerminalDb, TokenHasher } from '../core/offline';
import { customerInCents } from '../core/platform/in-cents';
import type { CrmCustomer } from '../common/platform/schemas';

const GUESTS = Number(process.env.GUESTS ?? 20_000);
const LIMIT = 20;
const SURNAMES = [
  'Иванов',
  'Ёлкин',
  'Петров',
  'Смирнов',
  'Кузнецов',
  'Соловьёв',
  'Михайлов',
  'Фёдоров',
  'Новиков',
  'Морозов',
  'Волков',
  'Лебедев',
  'Семёнов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
  'Николаев',
  'Орлов',
  'Андреев',
];
const NAMES = [
  'Иван',
  'Пётр',
  'Анна',
  'Мария',
  'Алексей',
  'Ольга',
  'Сергей',
  'Елена',
  'Дмитрий',
  'Артём',
  'Наталья',
  'Фёдор',
];
const PATRONYMICS = ['Иванович', 'Петрович', 'Сергеевич', 'Алексеевич', 'Фёдорович', 'Артёмович'];

/** A deterministic stream of numbers, so every run searches the same guests. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
}

function guests(count: number): CrmCustomer[] {
  const next = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, (_, n) => {
    const female = next() < 0.5;
    const suffix = (word: string, ending: string) => (female ? word + ending : word);
    const phone = `79${String(Math.floor(next() * 1e9)).padStart(9, '0')}`;
    return {
      lastName: `${suffix(pick(SURNAMES), 'а')}${n % 7 === 0 ? '-' + pick(SURNAMES) : ''}`,
      firstName: pick(NAMES),
      middleName: pick(PATRONYMICS),
      customerGuid: `g-${n}`,
      tokens: [
        { type: 'card', entry: 'trackCode', key: `42760000${String(n).padStart(8, '0')}` },
        { type: 'phone', entry: 'manual', key: phone },
      ],
      accounts: [
        {
          accountBalance: { ledger: 100, available: 100, debitHold: 0, creditHold: 0 },
          accountState: 'open',
          accountType: { accountGuid: 'bonus_account_type-1', name: 'Bonus' },
        },
      ],
    };
  });
}

function percentiles(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${at(1).toFixed(2)} ms (n=${samples.length})`;
}

/** Every prefix of a text from two characters on: what the search sends as the cashier types. */
const keystrokes = (text: string) => Array.from({ length: text.length - 1 }, (_, i) => text.slice(0, i + 2));

function main(): void {
  const dir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), 'offline-search-bench-'));
  try {
    const db = openTerminalDb(join(dir, 'terminal.db'));
    const cache = new GuestCache(db, new TokenHasher(Buffer.alloc(32, 1)));
    const all = guests(GUESTS);
    const started = performance.now();
    db.transaction(() => all.forEach((guest) => cache.putGuest(customerInCents(guest))))();
    const indexMs = performance.now() - started;
    console.log(
      `${GUESTS} guests saved and indexed in ${indexMs.toFixed(0)} ms (${((indexMs * 1000) / GUESTS).toFixed(0)} µs a guest)`,
    );

    const phoneOf = (n: number) => all[n]!.tokens[1]!.key;
    const kinds: Record<string, string[]> = {
      'common surname (Иванова)': keystrokes('Иванова'),
      'ё typed as е (елкин)': keystrokes('елкин'),
      'patronymic (Фёдорович)': keystrokes('Фёдорович'),
      'no such guest (Щукин)': keystrokes('Щукин'),
      'phone, as the UI sends it (9…)': keystrokes(phoneOf(1234).slice(1)),
      'phone, middle digits': keystrokes(phoneOf(777).slice(4, 10)),
    };
    // Warm once (prepared statements, the page cache), as a till that has searched before.
    cache.search('ив', LIMIT);
    const every: number[] = [];
    const everyCpu: number[] = [];
    for (const [kind, texts] of Object.entries(kinds)) {
      const samples: number[] = [];
      const cpu: number[] = [];
      let found = 0;
      for (let round = 0; round < 20; round++)
        for (const text of texts) {
          const start = performance.now();
          const cpuStart = process.cpuUsage();
          found = cache.search(text, LIMIT).length;
          const used = process.cpuUsage(cpuStart);
          samples.push(performance.now() - start);
          cpu.push((used.user + used.system) / 1000);
        }
      every.push(...samples);
      everyCpu.push(...cpu);
      console.log(`${kind.padEnd(34)} wall ${percentiles(samples)}; the whole text finds ${found}`);
    }
    console.log(`${'every keystroke'.padEnd(34)} wall ${percentiles(every)}  (goal: at most 10 ms)`);
    // The process's own CPU time: what the search costs apart from waiting for a busy machine's cores.
    console.log(`${'every keystroke'.padEnd(34)} CPU  ${percentiles(everyCpu)}`);
    console.log(
      `load average at the end: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
