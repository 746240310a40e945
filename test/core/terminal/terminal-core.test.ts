import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommandName, EventName, Result } from '../../../common/contract/index';
import type { Tuning } from '../../../core/offline/tuning';
import { FileSecretStore } from '../../../core/terminal/settings/secret-store';
import { TerminalCore } from '../../../core/terminal/terminal-core';
import { dispatch } from '../../../core/hosts/dispatch';
import { PlatformClient } from '../../../core/platform/client';
import { customerInCents } from '../../../core/platform/in-cents';
import type { RunningServer } from '../../../server/cli';
import { startDemoPlatform } from '../../../harness/demo-platform';
import { FaultProxy } from '../../../harness/fault-proxy';
import { quietLog } from '../../support/recording-handlers';
import { eventually } from '../../support/until';

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const ACCOUNT = 'bonus_account_type-1';

let dir: string;
let server: RunningServer;
let proxy: FaultProxy;
let core: TerminalCore;
let seen: { name: EventName; payload: unknown }[];

async function openCore(tuning: Partial<Tuning>): Promise<TerminalCore> {
  core = await TerminalCore.open({
    dataDir: dir,
    secrets: new FileSecretStore(dir, { PLATFORM_PASSWORD: 'demo' }),
    launch: { platform: { url: `${proxy.origin}/platform`, user: 'demo' } },
    tuning,
    log: quietLog(),
  });
  seen = [];
  core.events.subscribe((name, payload) => void seen.push({ name, payload }));
  return core;
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'terminal-core-'));
  server = await startDemoPlatform();
  proxy = await FaultProxy.start({ target: new URL(server.baseUrl).origin, delayMs: 600 });
  await openCore({
    requestTimeoutMs: 300,
    quietPeriodMs: 800,
    pingInitialMs: 50,
    pingMaxMs: 200,
  });
});

afterEach(async () => {
  await core.close();
  await proxy.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

async function call<K extends CommandName>(name: K, input: unknown = {}): Promise<Result<unknown>> {
  return dispatch(core.handlers, name, input, quietLog());
}

describe('TerminalCore', () => {
  it('never hands out the terminal credentials of companyInfo, live or cached', async () => {
    const direct = new PlatformClient({ baseUrl: server.baseUrl, user: 'demo', password: 'demo' });
    const { terminalLogin, terminalPassword } = await direct.companyInfo();
    const live = await call('company.info');
    expect(live).toMatchObject({ ok: true, value: { source: 'live' } });
    await proxy.down();
    await call('guest.lookup', { token: IVANOV }); // teaches the monitor the platform is gone
    const cached = await call('company.info');
    expect(cached).toMatchObject({ ok: true, value: { source: 'cache' } });
    for (const answer of [live, cached]) {
      const text = JSON.stringify(answer);
      expect(text).not.toMatch(/terminalLogin|terminalPassword/);
      expect(text).not.toContain(terminalLogin);
      expect(text).not.toContain(terminalPassword);
    }
  });

  it('answers a cached guest at once from the cache, then pushes the live guest as a guest event', async () => {
    const first = await call('guest.lookup', { token: IVANOV });
    expect(first).toMatchObject({ ok: true, value: { source: 'live' } });
    const fetchedAt = (first as { value: { fetchedAt: string } }).value.fetchedAt;
    seen = [];
    // The platform answers quickly: the cache still answers first, the platform after.
    const again = await call('guest.lookup', { token: IVANOV });
    expect(again).toMatchObject({
      ok: true,
      value: { source: 'cache', fetchedAt, guest: { lastName: 'Иванов' } },
    });
    const event = await eventually(() => seen.find((e) => e.name === 'guest'));
    expect(event.payload).toMatchObject({
      kind: 'guest',
      source: 'live',
      ageMs: 0,
      guest: { customerGuid: 'customer_put-180725100130889x' },
    });
    expect(JSON.stringify(event.payload)).not.toContain(IVANOV.key);
  });

  it('asks the platform about a cached guest after its answer, and not once the core has closed', async () => {
    await call('guest.lookup', { token: IVANOV }); // live: the guest is cached
    await core.close();
    await openCore({ requestTimeoutMs: 300, refreshBehindDelayMs: 100 });
    const asked = () => proxy.log.filter(({ request }) => request.path.endsWith('/customerInfo')).length;
    const before = asked();
    const again = await call('guest.lookup', { token: IVANOV });
    expect(again).toMatchObject({ ok: true, value: { source: 'cache' } });
    await core.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked()).toBe(before);
    expect(seen.filter((event) => event.name === 'guest')).toEqual([]);
  });

  it('waits for a slow platform when the guest is not cached', async () => {
    await core.close();
    await openCore({ requestTimeoutMs: 2_000 });
    proxy.next('delay', (r) => r.path.endsWith('/customerInfo'));
    const answer = await call('guest.lookup', { token: IVANOV });
    expect(answer).toMatchObject({ ok: true, value: { source: 'live', guest: { lastName: 'Иванов' } } });
  });

  it('pushes a refusal when the refresh finds the cached card unknown, so the UI can drop the guest', async () => {
    const lost = { type: 'card', entry: 'trackCode', key: '0007777777' } as const;
    const direct = new PlatformClient({ baseUrl: server.baseUrl, user: 'demo', password: 'demo' });
    // The guest was found by this card once; the platform no longer knows it.
    core.cache.putGuest(customerInCents(await direct.customerInfo(IVANOV)), {
      via: lost,
      now: Date.now() - 60_000,
    });
    const answer = await call('guest.lookup', { token: lost });
    expect(answer).toMatchObject({ ok: true, value: { source: 'cache', guest: { lastName: 'Иванов' } } });
    const event = await eventually(() => seen.find((e) => e.name === 'guest'));
    expect(event.payload).toMatchObject({
      kind: 'refused',
      customerGuid: 'customer_put-180725100130889x',
      token: { type: 'card', entry: 'trackCode', masked: '…7777' },
      error: { code: 'tokenNotFound', message: { en: 'Card not found' } },
    });
    expect(JSON.stringify(event.payload)).not.toContain(lost.key);
  });

  it('refuses the cached guest when the refresh finds the card now belongs to another guest', async () => {
    const petrova = { type: 'qrGuest', entry: 'qrCode', key: 'QRG-7F3A9C21D4' } as const;
    const direct = new PlatformClient({ baseUrl: server.baseUrl, user: 'demo', password: 'demo' });
    // The terminal last saw this code on Ivanov; the platform has since given it to Petrova.
    core.cache.putGuest(customerInCents(await direct.customerInfo(IVANOV)), {
      via: petrova,
      now: Date.now() - 60_000,
    });
    const answer = await call('guest.lookup', { token: petrova });
    expect(answer).toMatchObject({ ok: true, value: { source: 'cache', guest: { lastName: 'Иванов' } } });
    const events = await eventually(() => {
      const pushed = seen.filter((e) => e.name === 'guest');
      return pushed.length === 2 ? pushed.map((e) => e.payload) : undefined;
    });
    expect(events).toMatchObject([
      {
        kind: 'refused',
        customerGuid: 'customer_put-180725100130889x',
        error: { code: 'cardReassigned' },
      },
      { kind: 'guest', source: 'live', guest: { lastName: 'Петрова' } },
    ]);
  });

  it('refuses an offline lookup of a guest it has never seen', async () => {
    await proxy.down();
    await call('company.info');
    const answer = await call('guest.lookup', {
      token: { type: 'card', entry: 'trackCode', key: '0009999999' },
    });
    expect(answer).toMatchObject({ ok: false, error: { code: 'notInCache' } });
    expect(JSON.stringify(answer)).not.toContain('0009999999');
  });

  it('places, confirms and reverses a hold; the queue lists both', async () => {
    const debit = await call('hold.debit', { token: IVANOV, accountGuid: ACCOUNT, amountCents: 2550 });
    expect(debit).toMatchObject({
      ok: true,
      value: { state: 'confirmed', balance: { availableCents: 97_450 } },
    });
    const holdId = (debit as { value: { holdId: string } }).value.holdId;
    const reverse = await call('hold.reverse', {
      holdId,
      token: IVANOV,
      correction: { reason: 'duplicate' },
    });
    expect(reverse).toMatchObject({
      ok: true,
      value: {
        hold: { holdId, state: 'reversed' },
        reversal: { kind: 'reverse', state: 'confirmed', reverses: holdId },
      },
    });
    const list = await call('queue.list');
    expect(list).toMatchObject({ ok: true, value: { summary: { count: 0 } } });
    expect((list as { value: { holds: unknown[] } }).value.holds).toHaveLength(2);
    expect(seen.some((e) => e.name === 'queue')).toBe(true);
  });

  it('re-takes an online debit that could not reach the platform under the offline limits', async () => {
    expect((await call('guest.lookup', { token: IVANOV })).ok).toBe(true);
    await proxy.down(); // the core has not noticed yet: it takes the hold as an online one
    // Let the client's pool see its kept-alive socket closed: the next request opens a new
    // connection and is refused (certainly not applied) instead of reset (outcome unknown).
    await new Promise((r) => setTimeout(r, 100));
    expect(core.status().connectivity).toBe('online');
    const big = await call('hold.debit', { token: IVANOV, accountGuid: ACCOUNT, amountCents: 150_000 });
    expect(big).toMatchObject({ ok: false, error: { code: 'offlineLimitPerHold' } });
    const small = await call('hold.debit', { token: IVANOV, accountGuid: ACCOUNT, amountCents: 1500 });
    expect(small).toMatchObject({ ok: true, value: { state: 'queued' } });
    const list = (await call('queue.list')) as {
      value: { holds: { state: string; amountCents: number }[] };
    };
    // The big one's try, refused offline by the limits, moved nothing: the cashier was told, no
    // list shows it (as a «cancelled» beside the payment taken again, it read as one).
    expect(list.value.holds.map((h) => [h.state, h.amountCents])).toEqual([['queued', 1500]]);
  });

  it("discards a rejected hold that may have been applied only on a manager's force", async () => {
    await proxy.down();
    await call('company.info'); // the monitor learns the platform is gone: the credit is queued
    const credit = await call('hold.credit', { token: IVANOV, accountGuid: ACCOUNT, amountCents: 700 });
    expect(credit).toMatchObject({ ok: true, value: { state: 'queued' } });
    const holdId = (credit as { value: { holdId: string } }).value.holdId;
    // Its answer was lost and the history could not tell: rejected, and it may have been applied.
    await core.engine.stop();
    core.queue.settlement.markSending(holdId);
    core.queue.settlement.markUncertain(holdId, { code: 'network:reset', message: 'reset' });
    core.queue.settlement.markRejected(holdId, { code: 'historyIncomplete', message: 'history too short' });
    const listed = (await call('queue.list')) as {
      value: { holds: { holdId: string; reason?: unknown }[] };
    };
    expect(listed.value.holds.find((h) => h.holdId === holdId)?.reason).toMatchObject({
      code: 'holdOutcomeUnknown',
    });

    const refused = await call('queue.resolve', {
      holdId,
      action: 'discard',
      correction: { reason: 'duplicate' },
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'holdOutcomeUnknown' } });
    expect(core.queue.get(holdId)?.state).toBe('rejected');
    expect(await call('queue.resolve', { holdId, action: 'retry', force: true })).toMatchObject({
      ok: false,
      error: { code: 'invalidInput' },
    });
    const forced = await call('queue.resolve', {
      holdId,
      action: 'discard',
      force: true,
      correction: { reason: 'duplicate' },
    });
    expect(forced).toMatchObject({ ok: true, value: { hold: { holdId, state: 'discarded' } } });
  });

  it('tells debits and credits that wait apart in the queue summary', async () => {
    expect((await call('guest.lookup', { token: IVANOV })).ok).toBe(true); // cached balance
    await proxy.down();
    await eventually(async () => {
      await call('company.info'); // failed requests teach the monitor the platform is gone
      return core.status().connectivity === 'offline' || undefined;
    });
    for (const [command, amountCents] of [
      ['hold.debit', 1525],
      ['hold.debit', 475],
      ['hold.credit', 710],
    ] as const)
      expect(await call(command, { token: IVANOV, accountGuid: ACCOUNT, amountCents })).toMatchObject({
        ok: true,
        value: { state: 'queued' },
      });
    const summary = { count: 3, debitCents: 2000, creditCents: 710, reversals: 0 };
    expect(await call('status')).toMatchObject({ ok: true, value: { queue: summary } });
    const queueEvents = seen.filter((e) => e.name === 'queue');
    expect(queueEvents.at(-1)?.payload).toMatchObject({ summary });
    expect(JSON.stringify(await call('status'))).not.toContain('"amount"');
  });

  it('classifies a scan, pushes it as an event and masks what it does not recognise', async () => {
    const phone = await call('scan.submit', { text: '8 916 123-45-67', source: 'manual' });
    expect(phone).toEqual({
      ok: true,
      value: {
        kind: 'token',
        token: { type: 'phone', entry: 'manual', masked: '…4567', ref: expect.stringMatching(/^[\w-]{22}$/) },
        source: 'manual',
        rule: 'phone',
      },
    });
    const junk = await call('scan.submit', { text: 'garbage 4276380012345678', source: 'manual' });
    expect(junk).toMatchObject({ ok: true, value: { kind: 'unrecognised', source: 'manual' } });
    expect(JSON.stringify(junk)).not.toContain('4276380012345678');
    expect(seen.filter((e) => e.name === 'scan')).toHaveLength(2);
  });

  it('accepts a new password through settings.set without ever returning or storing it in settings', async () => {
    const answer = await call('settings.set', { platform: { password: 's3cret-pass' }, language: 'en' });
    expect(answer).toMatchObject({ ok: true, value: { platform: { passwordSet: true }, language: 'en' } });
    expect(JSON.stringify(await call('settings.get'))).not.toContain('s3cret-pass');
    expect(await readFile(path.join(dir, 'settings.json'), 'utf8')).not.toContain('s3cret-pass');
    expect(JSON.stringify(core.status())).not.toContain('s3cret-pass');
  });
});

describe('TerminalCore: what a guest can spend, handed to the UI', () => {
  type Spendable = { onlineCents: number; offlineCents: number };
  type Account = { accountGuid: string; balance: { availableCents: number }; spendable: Spendable };
  const bonusAccount = async () => {
    const answer = (await call('guest.lookup', { token: IVANOV })) as {
      value: { guest: { accounts: Account[] } };
    };
    return answer.value.guest.accounts.find((a) => a.accountGuid === ACCOUNT)!;
  };

  it('is available less waiting debits, and offline exactly the largest debit the limits take', async () => {
    const online = await bonusAccount();
    expect(online.spendable.onlineCents).toBe(online.balance.availableCents);
    await proxy.down();
    await eventually(async () => {
      await call('company.info');
      return core.status().connectivity === 'offline' || undefined;
    });
    const queued = await call('hold.debit', { token: IVANOV, accountGuid: ACCOUNT, amountCents: 10_000 });
    expect(queued).toMatchObject({ ok: true, value: { state: 'queued' } });
    const after = await bonusAccount();
    expect(after.balance.availableCents).toBe(online.balance.availableCents);
    expect(after.spendable.onlineCents).toBe(online.balance.availableCents - 10_000);
    const max = after.spendable.offlineCents;
    expect(max).toBeGreaterThan(0);
    expect(max).toBeLessThan(after.spendable.onlineCents);
    const over = await call('hold.debit', {
      token: IVANOV,
      accountGuid: ACCOUNT,
      amountCents: max + 1,
    });
    expect(over).toMatchObject({ ok: false, error: { code: expect.stringMatching(/^offline/) } });
    const exact = await call('hold.debit', { token: IVANOV, accountGuid: ACCOUNT, amountCents: max });
    expect(exact).toMatchObject({ ok: true, value: { state: 'queued' } });
    expect((await bonusAccount()).spendable.offlineCents).toBe(0);
  });
});

describe('TerminalCore: a wedge scan answered with its guest in one crossing', () => {
  it('answers a cached card’s guest with the scan, pushes no scan event, and refreshes it behind', async () => {
    const first = await call('scan.submit', { text: ';0001234567?', source: 'wedge' });
    expect(first).toMatchObject({ ok: true, value: { kind: 'token', source: 'wedge' } });
    expect((first as { value: object }).value).not.toHaveProperty('guest'); // not cached yet
    expect((await call('guest.lookup', { token: IVANOV })).ok).toBe(true); // now it is
    seen = [];
    const again = await call('scan.submit', { text: ';0001234567?', source: 'wedge' });
    expect(again).toMatchObject({
      ok: true,
      value: { kind: 'token', guest: { source: 'cache', guest: { lastName: 'Иванов' } } },
    });
    expect(JSON.stringify(again)).not.toContain('0001234567');
    await eventually(() => seen.find((e) => e.name === 'guest'));
    expect(seen.filter((e) => e.name === 'scan')).toEqual([]);
  });
});
