import { afterEach, describe, expect, it } from 'vitest';
import type { HoldResult, Status } from '../../../common/contract/index';
import { ConnectivityMonitor } from '../../../core/offline';
import { commandValue } from '../../support/command-value';
import { isDebitRequest } from '../../../harness/fault-proxy';
import { ProxiedCores } from '../../support/proxied-cores';
import { ManualTime } from '../../support/fake-platform';

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const ACCOUNT = 'bonus_account_type-1';

describe('a slow answer to a hold the cashier waits for', () => {
  it('the monitor: degraded at once, a ping alone does not end it, the answer does', async () => {
    const time = new ManualTime();
    const monitor = new ConnectivityMonitor({
      platform: { ping: async () => undefined },
      clock: time.clock,
      timers: time,
      pingInitialMs: 1_000,
    });
    const changes: string[] = [];
    monitor.on('change', (s) => changes.push(s.state));
    monitor.reportSlow();
    expect(monitor.state).toBe('degraded');
    await monitor.probe();
    expect(monitor.state).toBe('degraded');
    monitor.reportSuccess();
    expect(changes).toEqual(['degraded', 'online']);
    monitor.stop();
  });

  let cores: ProxiedCores | undefined;
  afterEach(async () => {
    await cores?.close();
    cores = undefined;
  });

  it('the core: the status is degraded while the hold waits, well before the time-out', async () => {
    cores = await ProxiedCores.start('slow-answer-');
    const core = await cores.openCore(`${cores.base}/till`, {
      requestTimeoutMs: 10_000,
      slowAnswerMs: 200,
      idleCheckMs: 60_000,
    });
    await commandValue(core, 'guest.lookup', { token: IVANOV });
    cores.proxy.next('delay', isDebitRequest, { delayMs: 2_500 });
    const states: string[] = [];
    const stop = core.events.subscribe((name, payload) => {
      if (name === 'status') states.push((payload as Status).connectivity);
    });
    let answered = false;
    const answer = commandValue<HoldResult>(core, 'hold.debit', {
      token: IVANOV,
      accountGuid: ACCOUNT,
      amountCents: 100,
    }).finally(() => (answered = true));
    // The proxy holds the request 2.5 s; the time-out is 10 s: degraded comes from the slowness.
    await expect.poll(() => states.includes('degraded'), { timeout: 10_000 }).toBe(true);
    expect(answered).toBe(false);
    expect((await answer).state).toBe('confirmed');
    stop();
    expect((await commandValue<Status>(core, 'status')).connectivity).toBe('online');
  });
});
