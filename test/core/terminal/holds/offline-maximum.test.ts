import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AccountView,
  CommandName,
  EventName,
  GuestAnswer,
  Result,
} from '../../../../common/contract/index';
import { dispatch } from '../../../../core/hosts/dispatch';
import { FileSecretStore } from '../../../../core/terminal/settings/secret-store';
import { TerminalCore } from '../../../../core/terminal/terminal-core';
import type { RunningServer } from '../../../../server/cli';
import { startDemoPlatform } from '../../../../harness/demo-platform';
import { FaultProxy } from '../../../../harness/fault-proxy';
import { lookUpValue } from '../../../support/command-value';
import { quietLog } from '../../../support/recording-handlers';
import { eventually } from '../../../support/until';

/**
 * Issue 41: what the account view offers as the most a debit may take offline is what
 * `hold.debit` then accepts, to the hundredth, with payments of the guest already waiting in the
 * queue (on the same account and on another one), and an answer's date lets the screen take the
 * cache's later answer over the platform's unchanged one.
 */

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const BONUS = 'bonus_account_type-1';
const GIFT = 'bonus_account_type-2';

let dir: string;
let server: RunningServer;
let proxy: FaultProxy;
let core: TerminalCore;
let seen: { name: EventName; payload: unknown }[];

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'offline-maximum-'));
  server = await startDemoPlatform();
  proxy = await FaultProxy.start({ target: new URL(server.baseUrl).origin, delayMs: 600 });
  core = await TerminalCore.open({
    dataDir: dir,
    secrets: new FileSecretStore(dir, { PLATFORM_PASSWORD: 'demo' }),
    launch: { platform: { url: `${proxy.origin}/platform`, user: 'demo' } },
    tuning: { requestTimeoutMs: 300, quietPeriodMs: 800, pingInitialMs: 50, pingMaxMs: 200 },
    log: quietLog(),
  });
  seen = [];
  core.events.subscribe((name, payload) => void seen.push({ name, payload }));
});

afterEach(async () => {
  await core.close();
  await proxy.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

function call<K extends CommandName>(name: K, input: unknown = {}): Promise<Result<unknown>> {
  return dispatch(core.handlers, name, input, quietLog());
}

async function lookup(): Promise<GuestAnswer> {
  return lookUpValue<GuestAnswer>(core, { token: IVANOV });
}

async function accountOf(accountGuid: string): Promise<AccountView> {
  return (await lookup()).guest.accounts.find((a) => a.accountGuid === accountGuid)!;
}

async function goOffline(): Promise<void> {
  await proxy.down();
  await eventually(async () => {
    await call('company.info');
    return core.status().connectivity === 'offline' || undefined;
  });
}

const debit = (accountGuid: string, amountCents: number) =>
  call('hold.debit', { token: IVANOV, accountGuid, amountCents });

/** The offered maximum is accepted, one hundredth more is refused for a limit. */
async function maximumHolds(accountGuid: string): Promise<number> {
  const max = (await accountOf(accountGuid)).spendable.offlineCents;
  expect(max).toBeGreaterThan(0);
  const over = await debit(accountGuid, max + 1);
  expect(over).toMatchObject({ ok: false, error: { code: expect.stringMatching(/^offline/) } });
  expect(await debit(accountGuid, max)).toMatchObject({ ok: true, value: { state: 'queued' } });
  return max;
}

describe('the offline maximum the account view offers is what hold.debit accepts', () => {
  it('after a queued payment, on the same account and on another account of the guest', async () => {
    // A guest may have 6 000,00 waiting: the gift certificate's maximum is bounded by the bonus
    // payments queued before it.
    expect(await call('settings.set', { limits: { perGuestCents: 60_000 } })).toMatchObject({ ok: true });
    await lookup(); // saved, with its balances: bonus 1 000,00, gift certificate 3 000,00
    await goOffline();
    expect(await debit(BONUS, 11_637)).toMatchObject({ ok: true, value: { state: 'queued' } });

    const bonus = await accountOf(BONUS);
    expect(bonus.pending).toEqual({ debitCents: 11_637, creditCents: 0, count: 1 });
    expect(bonus.spendable).toEqual({ onlineCents: 100_000 - 11_637, offlineCents: 50_000 - 11_637 });
    const gift = await accountOf(GIFT);
    expect(gift.spendable.offlineCents).toBe(60_000 - 11_637);

    expect(await maximumHolds(BONUS)).toBe(50_000 - 11_637); // 50 % of the saved balance, less the queue
    expect(await maximumHolds(GIFT)).toBe(60_000 - 50_000); // what the guest's limit leaves
    expect((await accountOf(BONUS)).spendable.offlineCents).toBe(0);
    expect((await accountOf(GIFT)).spendable.offlineCents).toBe(0);
    expect(await debit(GIFT, 1)).toMatchObject({ ok: false, error: { code: 'offlineLimitPerGuest' } });
  });

  it('the gift certificate: the per-hold limit, with a payment of it waiting', async () => {
    await lookup();
    await goOffline();
    expect(await debit(GIFT, 50_000)).toMatchObject({ ok: true, value: { state: 'queued' } });
    // 1 000,00 a hold (of 1 500,00 the share leaves and 1 500,00 the guest's limit leaves).
    expect(await maximumHolds(GIFT)).toBe(100_000);
    // Then 50 % of 3 000,00 less 1 500,00 waiting: nothing.
    expect((await accountOf(GIFT)).spendable.offlineCents).toBe(0);
  });
});

describe('a guest answer is dated as the saved copy it matches', () => {
  it('the platform’s unchanged answer a moment later carries the saved copy’s date, as the cache’s next answer', async () => {
    const first = await lookup();
    expect(first.source).toBe('live');
    seen = [];
    // Saved now: the copy at once, and the platform's answer behind it, unchanged (not written again).
    expect((await lookup()).source).toBe('cache');
    const behind = await eventually(() => seen.find((e) => e.name === 'guest'));
    const refreshed = behind.payload as GuestAnswer;
    expect(refreshed.source).toBe('live');
    expect(refreshed.fetchedAt).toBe(first.fetchedAt);
    await goOffline();
    expect(await debit(BONUS, 10_000)).toMatchObject({ ok: true, value: { state: 'queued' } });
    // The screen keeps an answer over one dated earlier: this one, counting the queue, is not.
    const after = await lookup();
    expect(after.source).toBe('cache');
    expect(Date.parse(after.fetchedAt)).toBeGreaterThanOrEqual(Date.parse(refreshed.fetchedAt));
    expect(after.guest.accounts.find((a) => a.accountGuid === BONUS)!.pending.count).toBe(1);
  });
});
