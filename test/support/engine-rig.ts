import {
  ConnectivityMonitor,
  GuestCache,
  openTerminalDb,
  HoldQueue,
  SyncEngine,
  TokenHasher,
  type SyncEngineOptions,
} from '../../core/offline';
import { NetworkError } from '../../core/platform/errors';
import type { CustomerToken } from '../../common/platform/schemas';
import { FakePlatform, ManualTime } from './fake-platform';

export const ACC = 'bonus_account_type-1';

export function card(n: number): CustomerToken {
  return { type: 'card', entry: 'trackCode', key: `42760000${String(n).padStart(8, '0')}` };
}

/** A queue and engine over a database (in memory unless `file`), a fake platform and a manual clock. */
export function engineRig(options: Partial<SyncEngineOptions> & { pinging?: boolean; file?: string } = {}) {
  const time = new ManualTime();
  const db = openTerminalDb(options.file ?? ':memory:');
  const hasher = new TokenHasher(Buffer.alloc(32, 5));
  const cache = new GuestCache(db, hasher, { clock: time.clock });
  const queue = new HoldQueue(db, hasher, { cache, clock: time.clock });
  const platform = new FakePlatform(time.clock);
  let pingOk = true;
  const connectivity = options.pinging
    ? new ConnectivityMonitor({
        platform: {
          ping: async () => {
            if (!pingOk) throw new NetworkError('refused', 'notApplied', 'connect ECONNREFUSED');
          },
        },
        clock: time.clock,
        timers: time,
      })
    : undefined;
  const engine = new SyncEngine({
    queue: queue.settlement,
    platform,
    cache,
    connectivity,
    clock: time.clock,
    timers: time,
    quietPeriodMs: 1_000,
    requestTimeoutMs: 300,
    // Most tests count history reads; the read before a lane's first send is tried where it matters.
    readFloorBeforeSend: false,
    retryInitialMs: 100,
    retryMaxMs: 1_000,
    ...options,
  });

  const hold = (n: number, amountCents: number, kind: 'debit' | 'credit' = 'debit', accountGuid = ACC) => {
    time.advance(1); // distinct dates, as holds taken by a cashier have
    const r = queue.enqueue(
      { kind, token: card(n), accountGuid, amountCents, customerGuid: `g-${n}` },
      { offline: false },
    );
    if (!r.ok) throw new Error(`refused ${r.refusal.code}`);
    return r.row;
  };

  /** Drains, moving the clock to each timer the engine set, until nothing waits. */
  const settle = async (maxRounds = 100_000) => {
    for (let round = 0; round < maxRounds; round++) {
      await engine.kick();
      await engine.idle();
      if (queue.totals().waitingCount === 0) return;
      const next = time.nextAt();
      if (next === undefined) throw new Error('holds wait but no timer is set: the engine is stuck');
      time.advance(next - time.now);
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error(`not settled after ${maxRounds} rounds`);
  };

  return {
    time,
    db,
    cache,
    queue,
    platform,
    engine,
    connectivity,
    hold,
    settle,
    setPing: (ok: boolean) => {
      pingOk = ok;
    },
  };
}
