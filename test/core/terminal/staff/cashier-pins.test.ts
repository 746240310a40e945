import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_LOCK_MS, LOCK_AFTER } from '../../../../core/terminal/staff/pin-attempts';
import { STAFF_FILE } from '../../../../core/terminal/staff/staff-store';
import { tempFoldersForEachTest } from '../../../support/temp-folders';
import { demoCoreForEachTest } from '../../../support/core-rig';
import { codeOf, managerRoleIn } from '../../../support/staff-rig';
import { allowGoodwill } from '../../../support/money-guards';

const folder = tempFoldersForEachTest('cashier-pins-');

async function withCashier() {
  const dir = folder();
  const rig = managerRoleIn(dir);
  await rig.role.createFirstManager('Анна', '2468');
  await rig.role.addCashier('Борис', '1357', 'Анна');
  return { dir, ...rig };
}

describe('cashiers with PINs of their own', () => {
  it('are kept beside the managers as scrypt hashes, and sign in and out by PIN', async () => {
    const { dir, role, journal } = await withCashier();
    expect(readFileSync(path.join(dir, STAFF_FILE), 'utf8')).not.toContain('1357');
    expect(role.status()).toMatchObject({ cashiers: [{ name: 'Борис' }], cashier: null });
    expect(JSON.stringify(role.status())).not.toContain('pinHash');
    expect((await role.signInCashier('1357')).cashier).toBe('Борис');
    expect(role.cashier).toBe('Борис');
    expect(role.signOutCashier().cashier).toBeNull();
    expect(role.cashier).toBeUndefined();
    const what = journal.list({ kind: 'staff' }).entries.map((e) => `${e.who} ${e.what}`);
    expect(what).toEqual([
      'Борис cashierSignedOut',
      'Борис cashierSignedIn',
      'Анна cashierAdded',
      'Анна managerAdded',
    ]);
  });

  it("a manager's PIN does not sign a cashier in, nor a cashier's grant anything; no PIN is shared", async () => {
    const { role, clock } = await withCashier();
    expect(await codeOf(() => role.signInCashier('2468'))).toBe('pinWrong');
    clock.now += 10_000;
    expect(await codeOf(() => role.requestGrant('1357'))).toBe('pinWrong');
    clock.now += 10_000;
    expect(await codeOf(() => role.addCashier('Вера', '2468', 'Анна'))).toBe('pinTaken');
    expect(await codeOf(() => role.addManager('Глеб', '1357', 'Анна'))).toBe('pinTaken');
  });

  it('wrong PINs meet the same delays and lockout, each journalled, until the lock ends', async () => {
    const { role, clock, journal } = await withCashier();
    const codes: string[] = [];
    for (let i = 0; i < LOCK_AFTER; i++) {
      codes.push(await codeOf(() => role.signInCashier('0000')));
      clock.now += 5_000;
    }
    expect(codes.at(-1)).toBe('pinLocked');
    expect(await codeOf(() => role.signInCashier('1357'))).toBe('pinLocked');
    expect(journal.list({ kind: 'pinFailed' }).entries.length).toBe(LOCK_AFTER + 1);
    clock.now += FIRST_LOCK_MS;
    expect((await role.signInCashier('1357')).cashier).toBe('Борис');
  });

  it('removing the signed-in cashier signs them out; an unknown id is cashierNotFound', async () => {
    const { role } = await withCashier();
    await role.signInCashier('1357');
    const id = role.status().cashiers[0]!.id;
    expect(role.removeCashier(id, 'Анна')).toMatchObject({ cashiers: [], cashier: null });
    expect(await codeOf(() => role.removeCashier(id, 'Анна'))).toBe('cashierNotFound');
  });
});

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const demo = demoCoreForEachTest('core-cashier-pins-');

describe('holds with cashier PINs on', () => {
  it('are refused without a signed-in cashier, with cashierRequired, and nothing is queued', async () => {
    const { core } = demo;
    await core.handlers['staff.createFirstManager']({ name: 'Анна', pin: '2468' });
    const grant = await core.handlers['grant.request']({ pin: '2468' });
    await core.handlers['settings.set']({ cashierPins: true, grant: grant.grant } as never);
    await allowGoodwill(core);
    const hold = { token: IVANOV, accountGuid: 'bonus_account_type-1', amountCents: 300 };
    expect(await codeOf(() => core.handlers['hold.credit'](hold as never))).toBe('cashierRequired');
    expect((await core.handlers['queue.list']({} as never)).holds).toHaveLength(0);
    await core.handlers['staff.addCashier']({ name: 'Борис', pin: '1357' }, { who: 'Анна' } as never);
    await core.handlers['cashier.signIn']({ pin: '1357' });
    expect((await core.handlers['hold.credit'](hold as never)).state).toBe('confirmed');
    await core.handlers['cashier.signOut']({});
    expect(await codeOf(() => core.handlers['hold.credit'](hold as never))).toBe('cashierRequired');
  });
});

describe('a hold taken by a signed-in cashier', () => {
  it('carries their name in its view and the queue, and the journal and its CSV name them as who', async () => {
    const { core } = demo;
    await core.handlers['staff.createFirstManager']({ name: 'Анна', pin: '2468' });
    await core.handlers['staff.addCashier']({ name: 'Борис', pin: '1357' }, { who: 'Анна' } as never);
    await core.handlers['cashier.signIn']({ pin: '1357' });
    await allowGoodwill(core);
    const hold = { token: IVANOV, accountGuid: 'bonus_account_type-1', amountCents: 300 };
    const { holdId } = await core.handlers['hold.credit'](hold as never);
    await core.handlers['cashier.signOut']({});
    const listed = (await core.handlers['queue.list']({} as never)).holds.find((h) => h.holdId === holdId);
    expect(listed?.cashier).toBe('Борис');
    const [entry] = core.journal.list({ kind: 'hold' }).entries;
    expect(entry).toMatchObject({ who: 'Борис', what: 'confirmed' });
    expect(core.journal.csv({ kind: 'hold' }, 'en')).toMatch(
      /,Operation,Cashier Борис,Bonus award confirmed,/,
    );
    expect(core.journal.csv({ kind: 'hold' }, 'ru')).toMatch(
      /,Операция,Кассир Борис,Начисление бонусов проведено,/,
    );
    expect(core.journal.list({ who: 'Борис', kind: 'hold' }).entries).toHaveLength(1);
  });
});
