import { describe, expect, it } from 'vitest';
import type { CommandName, Guest, HoldView } from '../../../../common/contract/index';
import { dispatch } from '../../../../core/hosts/dispatch';
import { commandValue } from '../../../support/command-value';
import { quietLog } from '../../../support/recording-handlers';
import { demoCoreForEachTest } from '../../../support/core-rig';

const ELKINA = { type: 'card', entry: 'trackCode', key: '0005550005' } as const;
const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const ACCOUNT = 'bonus_account_type-1';

const demo = demoCoreForEachTest('core-blocked-');

const value = <T>(name: CommandName, input: unknown = {}) => commandValue<T>(demo.core, name, input);
const call = (name: CommandName, input: unknown = {}) =>
  dispatch(demo.core.handlers, name, input, quietLog());
const lookup = (token: unknown) => value<{ guest: Guest; source: string }>('guest.lookup', { token });

describe('a blocked guest', () => {
  it('is shown blocked when swiped (customerInfo has no flag: read from crm.customer)', async () => {
    expect((await lookup(ELKINA)).guest).toMatchObject({ lastName: 'Ёлкина', blocked: true });
    expect((await lookup(IVANOV)).guest.blocked).toBeUndefined();
  });

  it('is shown blocked in search results, found with е for ё', async () => {
    const { guests } = await value<{ guests: Guest[] }>('guest.search', { text: 'Елкина' });
    expect(guests.map((g) => [g.lastName, g.blocked])).toEqual([['Ёлкина', true]]);
  });

  it('gets no debit and no credit from the core: nothing is queued, the platform is not asked', async () => {
    await lookup(ELKINA);
    for (const command of ['hold.debit', 'hold.credit'] as const) {
      const result = await call(command, { token: ELKINA, accountGuid: ACCOUNT, amountCents: 100 });
      expect(result).toMatchObject({ ok: false, error: { code: 'guestBlocked' } });
    }
    expect((await value<{ holds: HoldView[] }>('queue.list')).holds).toEqual([]);
    const ivanov = await call('hold.credit', { token: IVANOV, accountGuid: ACCOUNT, amountCents: 100 });
    expect(ivanov).toMatchObject({ ok: true, value: { state: 'confirmed' } });
  });

  it('is refused for a token never looked up before (the core looks the guest up itself)', async () => {
    const result = await call('hold.debit', { token: ELKINA, accountGuid: ACCOUNT, amountCents: 100 });
    expect(result).toMatchObject({ ok: false, error: { code: 'guestBlocked' } });
  });

  it('stays blocked offline, from the saved copy', async () => {
    await lookup(ELKINA);
    await demo.server.close();
    const cached = await lookup(ELKINA);
    expect(cached).toMatchObject({ source: 'cache', guest: { blocked: true } });
    const result = await call('hold.debit', { token: ELKINA, accountGuid: ACCOUNT, amountCents: 100 });
    expect(result).toMatchObject({ ok: false, error: { code: 'guestBlocked' } });
  });
});
