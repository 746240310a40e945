import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommandName, Result } from '../../../../common/contract/index';
import type { TerminalCore } from '../../../../core/terminal/terminal-core';
import { dispatch } from '../../../../core/hosts/dispatch';
import { ProxiedCores } from '../../../support/proxied-cores';
import { isDebitRequest } from '../../../../harness/fault-proxy';
import { quietLog } from '../../../support/recording-handlers';

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const ACCOUNT = 'bonus_account_type-1';
const isLookup = (r: { path: string }) => r.path.endsWith('/customerInfo');

let rig: ProxiedCores;
let core: TerminalCore;

beforeEach(async () => {
  rig = await ProxiedCores.start('hostile-platform-');
  core = await rig.openCore(path.join(rig.base, 'till'), { requestTimeoutMs: 3000 });
});

afterEach(async () => {
  await rig.close();
});

function call<K extends CommandName>(name: K, input: unknown = {}): Promise<Result<unknown>> {
  return dispatch(core.handlers, name, input, quietLog());
}

const availableOf = async (): Promise<unknown> => {
  const answer = (await call('guest.lookup', { token: IVANOV })) as {
    value: { guest: { accounts: { accountGuid: string; balance: { availableCents: unknown } }[] } };
  };
  return answer.value.guest.accounts.find((a) => a.accountGuid === ACCOUNT)?.balance.availableCents;
};

describe('a platform answering absurd balances', () => {
  it('reports a debit it applied as confirmed with the balance unknown, never as a failure', async () => {
    expect(await availableOf()).toBe(100_000);
    rig.proxy.next('absurdBalancesAfterApply', isDebitRequest);
    const debit = await call('hold.debit', { token: IVANOV, accountGuid: ACCOUNT, amountCents: 1000 });
    expect(rig.proxy.applied.absurdBalancesAfterApply).toBe(1);
    expect(debit).toMatchObject({ ok: true, value: { state: 'confirmed' } });
    expect((debit as { value: object }).value).not.toHaveProperty('balance');
    const list = (await call('queue.list')) as {
      value: { holds: { state: string; amountCents: number }[] };
    };
    expect(list.value.holds.map((h) => [h.state, h.amountCents])).toEqual([['confirmed', 1000]]);
    // The platform did debit it: the refreshed guest shows 990; the cache was never given 1e308.
    // Looked up with pauses: the refresh behind runs once lookups pause (refreshes-behind.ts).
    await expect.poll(availableOf, { interval: 300, timeout: 3_000 }).toBe(99_000);
    expect(core.status().connectivity).toBe('online');
  });

  it("says the platform's answer could not be read, not 'no connection', and keeps the link online", async () => {
    rig.proxy.next('absurdBalancesAfterApply', isLookup);
    const answer = await call('guest.lookup', { token: IVANOV });
    expect(answer).toMatchObject({ ok: false, error: { code: 'platformInvalidAnswer' } });
    expect(core.status().connectivity).toBe('online');
    expect(await availableOf()).toBe(100_000);
  });

  it('keeps the cached guest when a refresh answers garbage', async () => {
    expect(await availableOf()).toBe(100_000);
    rig.proxy.next('absurdBalancesAfterApply', isLookup);
    expect(await availableOf()).toBe(100_000); // from the cache; the refresh gets the absurd answer
    await expect.poll(() => rig.proxy.applied.absurdBalancesAfterApply).toBe(1);
    await rig.proxy.down();
    await call('company.info');
    const cached = (await call('guest.lookup', { token: IVANOV })) as { value: { source: string } };
    expect(cached.value.source).toBe('cache');
    expect(await availableOf()).toBe(100_000);
  });
});
