import { describe, expect, it } from 'vitest';
import {
  ConnectivityMonitor,
  offlineStatus,
  openTerminalDb,
  HoldQueue,
  TokenHasher,
} from '../../../core/offline';
import { BusinessError, NetworkError, ServerError } from '../../../core/platform/errors';
import { ManualTime } from '../../support/fake-platform';

function setup(initialState?: 'online' | 'offline', idleCheckMs?: number) {
  const time = new ManualTime();
  let pingAnswers = true;
  const pings: number[] = [];
  const monitor = new ConnectivityMonitor({
    platform: {
      ping: async () => {
        pings.push(time.now);
        if (!pingAnswers) throw new NetworkError('refused', 'notApplied', 'connect ECONNREFUSED');
      },
    },
    clock: time.clock,
    timers: time,
    initialState,
    ...(idleCheckMs !== undefined ? { idleCheckMs } : {}),
  });
  const changes: string[] = [];
  let onlineEvents = 0;
  monitor.on('change', (s) => changes.push(s.state));
  monitor.on('online', () => onlineEvents++);
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  return {
    time,
    monitor,
    pings,
    changes,
    onlineEvents: () => onlineEvents,
    flush,
    setPing: (ok: boolean) => {
      pingAnswers = ok;
    },
  };
}

const refused = () => new NetworkError('refused', 'notApplied', 'connect ECONNREFUSED');

describe('ConnectivityMonitor', () => {
  it('while online and idle, pings after idleCheckMs without an answer, and notices an outage', async () => {
    const t = setup('online', 30_000);
    const start = t.time.now;
    const runNextTimer = async () => {
      t.time.advance(t.time.nextAt()! - t.time.now);
      await t.flush();
    };
    t.time.advance(20_000);
    t.monitor.reportSuccess(); // a real answer: the idle time starts again
    await runNextTimer(); // the first wake-up finds an answer 10 s old: no ping yet
    expect(t.pings).toEqual([]);
    await runNextTimer();
    expect(t.pings).toEqual([start + 50_000]);
    expect(t.monitor.state).toBe('online');
    t.setPing(false);
    await runNextTimer();
    expect(t.pings).toEqual([start + 50_000, start + 80_000]);
    expect(t.monitor.state).toBe('offline');
    expect(t.changes).toEqual(['offline']);
  });

  it('the idle ping has its own short time-out; the outage pings keep the long one', async () => {
    const time = new ManualTime();
    const timeouts: (number | undefined)[] = [];
    const monitor = new ConnectivityMonitor({
      platform: {
        ping: async (options) => {
          timeouts.push(options?.timeoutMs);
          throw refused();
        },
      },
      clock: time.clock,
      timers: time,
      pingTimeoutMs: 10_000,
      idleCheckMs: 5_000,
      idlePingTimeoutMs: 4_000,
    });
    const start = time.now;
    expect(time.nextAt()).toBe(start + 5_000);
    time.advance(5_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(timeouts).toEqual([4_000]);
    expect(monitor.state).toBe('offline');
    time.advance(time.nextAt()! - time.now);
    await new Promise((resolve) => setImmediate(resolve));
    expect(timeouts).toEqual([4_000, 10_000]);
    monitor.stop();
  });

  it('without idleCheckMs, never pings while online', async () => {
    const t = setup('online');
    expect(t.time.nextAt()).toBeUndefined();
    expect(t.pings).toEqual([]);
  });

  it('goes offline when the platform cannot be reached and pings with a doubling delay up to 30 s', async () => {
    const t = setup();
    t.setPing(false);
    t.monitor.reportFailure(refused());
    expect(t.monitor.snapshot()).toMatchObject({
      state: 'offline',
      since: t.time.now,
      lastError: { kind: 'network:refused' },
    });
    const start = t.time.now;
    for (let i = 0; i < 8; i++) {
      t.time.advance(t.time.nextAt()! - t.time.now);
      await t.flush();
    }
    expect(t.pings.map((at) => at - start)).toEqual([
      1_000, 3_000, 7_000, 15_000, 31_000, 61_000, 91_000, 121_000,
    ]);
    expect(t.monitor.state).toBe('offline');
  });

  it('comes back online when a ping answers, says so once, and stops pinging', async () => {
    const t = setup();
    t.setPing(false);
    t.monitor.reportFailure(refused());
    t.time.advance(1_000);
    await t.flush();
    t.setPing(true);
    t.time.advance(2_000);
    await t.flush();
    expect(t.monitor.state).toBe('online');
    expect(t.changes).toEqual(['offline', 'online']);
    expect(t.onlineEvents()).toBe(1);
    expect(t.time.pendingCount).toBe(0);
  });

  it('backoff starts again from 1 s after a recovery', async () => {
    const t = setup();
    t.setPing(false);
    t.monitor.reportFailure(refused());
    for (let i = 0; i < 3; i++) {
      t.time.advance(t.time.nextAt()! - t.time.now);
      await t.flush();
    }
    t.monitor.reportSuccess();
    t.monitor.reportFailure(refused());
    expect(t.time.nextAt()! - t.time.now).toBe(1_000);
  });

  it('5xx or a lost answer while ping answers is degraded; a real success makes it online', async () => {
    const t = setup();
    t.monitor.reportFailure(new ServerError(503, 'not JSON (text/html)'));
    expect(t.monitor.snapshot()).toMatchObject({ state: 'degraded', lastError: { kind: 'server:503' } });
    t.monitor.reportFailure(new NetworkError('timeout', 'unknown', 'no answer'));
    t.time.advance(1_000);
    await t.flush();
    // Ping answered, but a request failed since the last ping: still degraded.
    expect(t.monitor.state).toBe('degraded');
    t.monitor.reportSuccess();
    expect(t.changes).toEqual(['degraded', 'online']);
  });

  it('degraded turns offline when ping fails too, and online when ping answers with no new failure', async () => {
    const t = setup();
    t.monitor.reportFailure(new NetworkError('reset', 'unknown', 'socket hang up'));
    t.time.advance(1_000);
    await t.flush();
    expect(t.monitor.state).toBe('degraded');
    t.time.advance(2_000);
    await t.flush();
    expect(t.monitor.state).toBe('online');

    t.monitor.reportFailure(new ServerError(500, 'x'));
    t.setPing(false);
    t.time.advance(1_000);
    await t.flush();
    expect(t.monitor.state).toBe('offline');
  });

  it('a business or auth answer proves the platform is there; an aborted call says nothing', () => {
    const t = setup('offline');
    t.monitor.reportFailure(new NetworkError('aborted', 'notApplied', 'cancelled'));
    expect(t.monitor.state).toBe('offline');
    t.monitor.reportFailure(new BusinessError('tokenNotFound', 'no such token'));
    expect(t.monitor.state).toBe('online');
  });

  it('the status snapshot carries the queue count, amount and oldest waiting hold', () => {
    const t = setup();
    const db = openTerminalDb(':memory:');
    const queue = new HoldQueue(db, new TokenHasher(Buffer.alloc(32, 1)), { clock: t.time.clock });
    const token = { type: 'card', entry: 'trackCode', key: '4276000011112222' } as const;
    const first = queue.enqueue(
      { kind: 'credit', token, accountGuid: 'a', amountCents: 150 },
      { offline: false },
    );
    t.time.advance(60_000);
    queue.enqueue({ kind: 'debit', token, accountGuid: 'a', amountCents: 25 }, { offline: false });
    t.monitor.reportFailure(refused());
    expect(offlineStatus(t.monitor, queue, t.time.now)).toEqual({
      state: 'offline',
      since: t.time.now,
      lastError: {
        kind: 'network:refused',
        message: expect.stringContaining('ECONNREFUSED'),
        at: t.time.now,
      },
      queue: {
        count: 2,
        debitCents: 25,
        creditCents: 150,
        reverseCount: 0,
        oldest: { holdId: first.ok ? first.row.holdId : '', ageMs: 60_000 },
        rejectedCount: 0,
        uncertainCount: 0,
      },
    });
  });
});
