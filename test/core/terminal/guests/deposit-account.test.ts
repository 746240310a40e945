import { describe, expect, it } from 'vitest';
import type { CommandName, Guest, HoldView } from '../../../../common/contract/index';
import { accountKind } from '../../../../core/terminal/guests/account-kind';
import { dispatch } from '../../../../core/hosts/dispatch';
import { commandValue } from '../../../support/command-value';
import { quietLog } from '../../../support/recording-handlers';
import { demoCoreForEachTest } from '../../../support/core-rig';

/** Smith John: a bonus account and a deposit (docs/server.md, demo data). */
const SMITH = { type: 'card', entry: 'barCode', key: '4600000000015' } as const;
const BONUS = 'bonus_account_type-1';
const DEPOSIT = 'bonus_account_type-3';

const demo = demoCoreForEachTest('core-deposit-');

const value = <T>(name: CommandName, input: unknown = {}) => commandValue<T>(demo.core, name, input);
const call = (name: CommandName, input: unknown = {}) =>
  dispatch(demo.core.handlers, name, input, quietLog());

describe('a deposit account', () => {
  it('is told apart by the name of its account type, in either language, any case, ё as е', () => {
    expect(accountKind({ name: 'Депозит' })).toBe('deposit');
    expect(accountKind({ name: 'Банкетный ДЕПОЗИТ' })).toBe('deposit');
    expect(accountKind({ name: 'Guest deposit' })).toBe('deposit');
    expect(accountKind({ name: 'Бонусные баллы' })).toBe('bonus');
    expect(accountKind({ name: 'Подарочный сертификат' })).toBe('bonus');
  });

  it('is shown as a deposit beside the bonus account', async () => {
    const { guest } = await value<{ guest: Guest }>('guest.lookup', { token: SMITH });
    expect(guest.accounts.map((account) => [account.accountGuid, account.kind])).toEqual([
      [BONUS, 'bonus'],
      [DEPOSIT, 'deposit'],
    ]);
  });

  it('gets no payment or award with bonuses from the core: nothing queued, the platform not asked', async () => {
    await value('guest.lookup', { token: SMITH });
    for (const command of ['hold.debit', 'hold.credit'] as const) {
      const result = await call(command, { token: SMITH, accountGuid: DEPOSIT, amountCents: 100 });
      expect(result).toMatchObject({ ok: false, error: { code: 'depositAccount' } });
    }
    expect((await value<{ holds: HoldView[] }>('queue.list')).holds).toEqual([]);
    const bonus = await call('hold.credit', { token: SMITH, accountGuid: BONUS, amountCents: 100 });
    expect(bonus).toMatchObject({ ok: true, value: { state: 'confirmed' } });
  });
});
