import { expect, it } from 'vitest';
import {
  GuestCache,
  openTerminalDb,
  HoldQueue,
  SyncEngine,
  TokenHasher,
  type HoldState,
  type QueueRow,
} from '../../../core/offline';
import { ACC, card, engineRig } from '../../support/engine-rig';
import { seededRandom } from '../../../server/fixture/seeded-random';
import { type Fault } from '../../support/fake-platform';

const SEED = Number(process.env.OFFLINE_SEED ?? Math.floor(Math.random() * 2 ** 31));
const HOLDS = 1_200;
const GUESTS = 30;
const ACCOUNTS = [ACC, 'bonus_account_type-2'];
const FAULTS: Fault[] = [
  'refuse',
  'timeoutBeforeApply',
  'timeoutAfterApply',
  'resetAfterApply',
  'html500BeforeApply',
  'html500AfterApply',
];
const TX_TYPE = { debit: 'DEBIT_HOLD', credit: 'CREDIT', reverse: 'REVERSAL' } as const;
/** The platform's clock runs 2 h behind the first terminal's; the second terminal's runs 15 min ahead of it. */
const PLATFORM_OFFSET_MS = -2 * 3_600_000;
const SECOND_SKEW_MS = 15 * 60_000;
/** Share of holds taken on the second terminal, on the same guests' accounts. */
const SECOND_SHARE = 0.35;

it(`${HOLDS} holds of two terminals with skewed clocks across ${GUESTS * ACCOUNTS.length} accounts under random faults and crashes settle exactly once (seed ${SEED})`, async () => {
  try {
    await run(SEED);
  } catch (error) {
    console.error(`randomized settlement failed: reproduce with OFFLINE_SEED=${SEED}`);
    throw error;
  }
});

async function run(seed: number) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const rig = engineRig({ concurrency: 4, readFloorBeforeSend: true });
  rig.platform.offsetMs = PLATFORM_OFFSET_MS;
  rig.platform.sendsDate = true;
  const second = secondTerminal(rig);
  const initial = new Map<string, number>();
  for (let n = 1; n <= GUESTS; n++) {
    for (const account of ACCOUNTS) {
      const cents = Math.floor(random() * 50_000);
      rig.platform.addAccount(card(n).key, account, cents);
      initial.set(`${card(n).key}|${account}`, cents);
    }
  }
  let faultsOn = true;
  rig.platform.fault = (call) => {
    if (!faultsOn) return undefined;
    if (call.method === 'operationHistory')
      return random() < 0.2 ? pick(['refuse', 'timeoutBeforeApply']) : undefined;
    return random() < 0.4 ? pick(FAULTS) : undefined;
  };
  const seen = new Map<HoldState, number>();
  rig.queue.on('queue', (row) => seen.set(row.state, (seen.get(row.state) ?? 0) + 1));

  let created = 0;
  let crashes = 0;
  while (created < HOLDS) {
    const batch = Math.min(HOLDS - created, 1 + Math.floor(random() * 40));
    for (let i = 0; i < batch; i++, created++) {
      const n = 1 + Math.floor(random() * GUESTS);
      const kind = random() < 0.7 ? 'debit' : 'credit';
      const amountCents = 1 + Math.floor(random() * 8_000);
      if (random() < SECOND_SHARE) second.hold(n, amountCents, kind, pick(ACCOUNTS));
      else rig.hold(n, amountCents, kind, pick(ACCOUNTS));
    }
    if (random() < 0.3) {
      const holds = rig.queue.list({ states: ['queued', 'uncertain', 'confirmed', 'rejected'] });
      for (let i = 0; i < 3 && holds.length; i++) rig.queue.reverse(pick(holds).holdId);
    }
    if (random() < 0.2) {
      for (const queue of [rig.queue, second.queue])
        for (const row of queue.list({ states: ['rejected'] }))
          if (random() < 0.3) queue.resolve(row.holdId, 'retry');
    }
    await rig.engine.idle();
    await second.engine.idle();
    if (random() < 0.15) {
      await crashWhileSending(rig, random);
      crashes++;
    }
    void rig.engine.kick();
    void second.engine.kick();
    rig.time.advance(Math.floor(random() * 3_000));
    await rig.engine.idle();
    await second.engine.idle();
  }

  faultsOn = false;
  await settleBoth(rig, second);

  const rows = [...rig.queue.list(), ...second.queue.list()];
  const txs = rig.platform.allTransactions();
  expect(rows.filter((r) => r.kind !== 'reverse')).toHaveLength(HOLDS);
  expect(second.queue.list().length).toBeGreaterThan(HOLDS * SECOND_SHARE * 0.5);
  expect(rig.queue.totals().waitingCount + second.queue.totals().waitingCount).toBe(0);
  // The run did exercise lost answers, crashes and refusals.
  expect(seen.get('uncertain') ?? 0).toBeGreaterThan(100);
  expect(seen.get('rejected') ?? 0).toBeGreaterThan(10);
  expect(crashes).toBeGreaterThan(0);

  const byId = new Map(rows.map((r) => [r.holdId, r]));
  const claimed = new Map<number, string>();
  for (const row of rows) {
    const key = `${card(Number(row.customerGuid?.slice(2))).key}|${row.accountGuid}`;
    const target = row.targetHoldId ? byId.get(row.targetHoldId) : undefined;
    const mine = txs.filter(
      (t) =>
        t.accountKey === key &&
        t.type === TX_TYPE[row.kind] &&
        (row.kind === 'reverse'
          ? t.reversedTransactionId === target?.bonusTransactionId
          : t.date === row.date),
    );
    const applied = row.state === 'confirmed' || row.state === 'reversed';
    expect({ hold: row.holdId, state: row.state, applied: mine.length }).toEqual({
      hold: row.holdId,
      state: row.state,
      applied: applied ? 1 : 0,
    });
    if (applied) {
      expect(mine[0]?.id).toBe(row.bonusTransactionId);
      claimed.set(row.bonusTransactionId ?? -1, row.holdId);
      expect(row.hasPlainToken).toBe(false);
    }
    if (row.kind !== 'reverse' && row.state === 'reversed') {
      expect(rows.some((r) => r.targetHoldId === row.holdId && r.state === 'confirmed')).toBe(true);
    }
  }
  // One to one: every platform transaction belongs to exactly one hold.
  expect(claimed.size).toBe(txs.length);
  expect(txs.every((t) => claimed.has(t.id))).toBe(true);
  for (const [key, cents] of initial) {
    const [tokenKey = '', account = ''] = key.split('|');
    const live = rows.filter(
      (r) =>
        r.state === 'confirmed' &&
        r.kind !== 'reverse' &&
        `${card(Number(r.customerGuid?.slice(2))).key}|${r.accountGuid}` === key,
    );
    const debits = live.filter((r) => r.kind === 'debit').reduce((sum, r) => sum + r.amountCents, 0);
    expect(rig.platform.account(tokenKey, account).available).toBe(cents - debits);
  }
}

/** Another terminal on the same platform and guests: its own database, its clock 15 min ahead. */
function secondTerminal(rig: ReturnType<typeof engineRig>) {
  const clock = () => rig.time.now + SECOND_SKEW_MS;
  const db = openTerminalDb(':memory:');
  const hasher = new TokenHasher(Buffer.alloc(32, 7));
  const cache = new GuestCache(db, hasher, { clock });
  const queue = new HoldQueue(db, hasher, { cache, clock });
  const engine = new SyncEngine({
    queue: queue.settlement,
    platform: rig.platform,
    cache,
    clock,
    timers: rig.time,
    concurrency: 2,
    readFloorBeforeSend: true,
    quietPeriodMs: 1_000,
    requestTimeoutMs: 300,
    retryInitialMs: 100,
    retryMaxMs: 1_000,
  });
  const hold = (n: number, amountCents: number, kind: 'debit' | 'credit', accountGuid: string) => {
    rig.time.advance(1);
    const r = queue.enqueue(
      { kind, token: card(n), accountGuid, amountCents, customerGuid: `g-${n}` },
      { offline: false },
    );
    if (!r.ok) throw new Error(`refused ${r.refusal.code}`);
  };
  return { queue, engine, hold };
}

/** Drains both terminals, moving the clock to each timer either set, until nothing waits. */
async function settleBoth(rig: ReturnType<typeof engineRig>, second: ReturnType<typeof secondTerminal>) {
  for (let round = 0; round < 100_000; round++) {
    await Promise.all([rig.engine.kick(), second.engine.kick()]);
    await Promise.all([rig.engine.idle(), second.engine.idle()]);
    if (rig.queue.totals().waitingCount + second.queue.totals().waitingCount === 0) return;
    const next = rig.time.nextAt();
    if (next === undefined) throw new Error('holds wait but no timer is set: an engine is stuck');
    rig.time.advance(next - rig.time.now);
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('not settled');
}

/** The process wrote `sending`, maybe got its request applied, and died before the answer. */
async function crashWhileSending(rig: ReturnType<typeof engineRig>, random: () => number) {
  const heads = rig.queue.settlement.laneHeads().filter((r) => r.state === 'queued' && r.kind !== 'reverse');
  for (const row of heads.slice(0, 2)) {
    const token = rig.queue.plainToken(row.holdId);
    if (!token) continue;
    const sending: QueueRow = rig.queue.settlement.markSending(row.holdId, rig.time.now);
    if (random() < 0.5) {
      const body = {
        customerToken: token,
        accountType: { accountGuid: row.accountGuid },
        amount: row.amountCents / 100,
        date: sending.date,
      };
      await (row.kind === 'debit' ? rig.platform.debitHold(body) : rig.platform.creditHold(body)).catch(
        () => undefined,
      );
    }
  }
  rig.queue.recoverAfterCrash();
}
