import { afterEach, describe, expect, it } from 'vitest';
import type { CommandName, HoldView } from '../../../common/contract/index';
import { dispatch } from '../../../core/hosts/dispatch';
import { PlatformClient } from '../../../core/platform/client';
import type { Tuning } from '../../../core/offline/tuning';
import { TerminalCore } from '../../../core/terminal/terminal-core';
import { demoCoreOptions, proxiedDemoCoreForEachTest } from '../../support/core-rig';
import { isHoldRequest } from '../../../harness/fault-proxy';
import { quietLog } from '../../support/recording-handlers';
import { IVANOV_CARD, PETROVA_TRACK } from '../../support/server-app';
import { coreOnline, lookUpValue } from '../../support/command-value';
import { until } from '../../support/until';

/**
 * Holds left waiting by an earlier run go out after the start-up delay (issue 27: the cashier's
 * first screen comes first), or at once when something asks for a drain; either way each once.
 */
const BONUS = 'bonus_account_type-1';
const QUEUED_PER_GUEST = 6;
const FAST: Partial<Tuning> = { requestTimeoutMs: 300, pingInitialMs: 50, pingMaxMs: 100 };

const rig = proxiedDemoCoreForEachTest('core-start-drain-', FAST);
const relaunched: TerminalCore[] = [];
afterEach(async () => {
  for (const core of relaunched.splice(0)) await core.close();
});

const call = (core: TerminalCore, name: CommandName, input: unknown = {}) =>
  dispatch(core.handlers, name, input, quietLog());
async function value<T>(core: TerminalCore, name: CommandName, input: unknown = {}): Promise<T> {
  const result = await call(core, name, input);
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.error)}`);
  return result.value as T;
}

/** The credits on a guest's bonus account as the platform itself has them (not through the proxy). */
async function platformCredits(card: typeof IVANOV_CARD | typeof PETROVA_TRACK): Promise<number[]> {
  const client = new PlatformClient({ baseUrl: rig.server.baseUrl, user: 'demo', password: 'demo' });
  const history = await client.operationHistory({
    customerToken: card,
    accountType: { accountGuid: BONUS },
  });
  return history.transactions.filter((t) => t.type === 'CREDIT').map((t) => t.id);
}

/** Queues credits for Иванов and Петрова during an outage, closes the core, brings the platform back. */
async function leaveHoldsWaiting(): Promise<void> {
  for (const card of [IVANOV_CARD, PETROVA_TRACK]) await lookUpValue(rig.core, { token: card });
  await rig.proxy!.down();
  await until(async () => {
    await call(rig.core, 'company.info');
    return rig.core.status().connectivity === 'offline';
  });
  for (let i = 0; i < QUEUED_PER_GUEST; i++)
    for (const card of [IVANOV_CARD, PETROVA_TRACK]) {
      const hold = await value<HoldView>(rig.core, 'hold.credit', {
        token: card,
        accountGuid: BONUS,
        amountCents: 100 + i,
      });
      expect(hold.state).toBe('queued');
    }
  await rig.core.close();
  await rig.proxy!.up();
}

async function relaunch(tuning: Partial<Tuning>): Promise<TerminalCore> {
  const core = await TerminalCore.open(
    demoCoreOptions(rig.dir, `${rig.proxy!.origin}/platform`, { tuning: { ...FAST, ...tuning } }),
  );
  relaunched.push(core);
  return core;
}

const holdRequestsSince = (at: number) =>
  rig.proxy!.log.slice(at).filter((e) => isHoldRequest(e.request)).length;
const waiting = async (core: TerminalCore) =>
  (await value<{ queue: { count: number } }>(core, 'status')).queue.count;
const allConfirmed = async (core: TerminalCore) =>
  (await value<{ holds: HoldView[] }>(core, 'queue.list')).holds.every((h) => h.state === 'confirmed');

describe('holds left waiting at start', () => {
  it('wait for the start-up delay while the first screen is served, and go at once with a hold placed, each once', async () => {
    const creditsBefore = {
      ivanov: (await platformCredits(IVANOV_CARD)).length,
      petrova: (await platformCredits(PETROVA_TRACK)).length,
    };
    await leaveHoldsWaiting();
    const logAt = rig.proxy!.log.length;
    const core = await relaunch({ startDrainDelayMs: 600_000 });

    // The first screen's commands are answered; the platform answered the probe, and no hold went.
    // company.info asks the platform, so it comes once the core is online: with the 300 ms
    // time-out a loaded machine's probe can be late, and the core offline for a moment.
    await value(core, 'staff.status');
    await value(core, 'settings.get');
    await coreOnline(core);
    await value(core, 'company.info');
    expect(await waiting(core)).toBe(2 * QUEUED_PER_GUEST);
    expect(holdRequestsSince(logAt)).toBe(0);

    // A hold placed wants a drain: everything waiting goes with it.
    await value(core, 'hold.credit', { token: IVANOV_CARD, accountGuid: BONUS, amountCents: 999 });
    await until(() => allConfirmed(core));
    expect(await waiting(core)).toBe(0);
    expect(holdRequestsSince(logAt)).toBe(2 * QUEUED_PER_GUEST + 1);
    expect((await platformCredits(IVANOV_CARD)).length).toBe(creditsBefore.ivanov + QUEUED_PER_GUEST + 1);
    expect((await platformCredits(PETROVA_TRACK)).length).toBe(creditsBefore.petrova + QUEUED_PER_GUEST);
  });

  it('go by themselves once the start-up delay is over, each once', async () => {
    const creditsBefore = (await platformCredits(PETROVA_TRACK)).length;
    await leaveHoldsWaiting();
    const logAt = rig.proxy!.log.length;
    const core = await relaunch({ startDrainDelayMs: 200 });
    await until(() => allConfirmed(core));
    expect(await waiting(core)).toBe(0);
    expect(holdRequestsSince(logAt)).toBe(2 * QUEUED_PER_GUEST);
    expect((await platformCredits(PETROVA_TRACK)).length).toBe(creditsBefore + QUEUED_PER_GUEST);
  });
});
