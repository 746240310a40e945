import { beforeEach, describe, expect, it } from 'vitest';
import type { CommandName, Guest, Result, TransactionView } from '../../../../common/contract/index';
import { dispatch } from '../../../../core/hosts/dispatch';
import { scriptedCoreForEachTest } from '../../../support/scripted-core';
import { json } from '../../../support/scripted-server';
import { asFilteredCustomer } from '../../../support/filtered-customer';
import { quietLog } from '../../../support/recording-handlers';

/**
 * A platform whose answers hold records the terminal cannot read (issue 16 §2): the history
 * shows the others and each bad row as unreadable in its place, the search the other guests with
 * a count of those left out, a guest their readable accounts with a count of the others, instead
 * of refusing the whole answer.
 */

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const ACCOUNT = 'bonus_account_type-1';
const balance = { ledger: 100, available: 100, debitHold: 0, creditHold: 0 };
const account = {
  accountBalance: balance,
  accountState: 'open',
  accountType: { accountGuid: ACCOUNT, name: 'Бонусы' },
};
const customer = {
  customerGuid: 'customer_put-1',
  firstName: 'Иван',
  lastName: 'Иванов',
  tokens: [IVANOV],
  accounts: [account],
};
const row = (id: number, amount: unknown) => ({
  id,
  regTime: `2026-01-0${id}T10:00:00.000Z`,
  type: 'CREDIT',
  amount,
  ledger: 100,
  available: 100,
});
const { id: _noId, ...rowWithoutId } = row(9, 1e15);
const HISTORY = [row(1, 100), row(5, 1e308), row(6, '10'), rowWithoutId, row(2, 0.5)];

const filtered = (guid: string, lastName: string) =>
  asFilteredCustomer({ ...customer, customerGuid: guid, lastName, tokens: [] });
const absurd = { ...account, accountBalance: { ...balance, available: 1e308 } };
const FOUND = [
  filtered('g-1', 'Иванов'),
  { ...filtered('g-2', 'Иванова'), accounts: [absurd] },
  { ...filtered('g-3', 'Иванченко'), firstName: null },
  filtered('g-4', 'Иваницкий'),
];

const PETROV = { type: 'card', entry: 'trackCode', key: '0007654321' } as const;
const GIFTS = 'bonus_account_type-2';
const gifts = { ...account, accountType: { accountGuid: GIFTS, name: 'Подарки' } };
/** Петров's bonus account as the platform sends it; the test makes it unreadable. */
let petrovBonus: object = account;
const petrov = () => ({ ...customer, customerGuid: 'customer_put-2', lastName: 'Петров', tokens: [PETROV] });
const holdsAsked: string[] = [];

beforeEach(() => {
  petrovBonus = account;
  holdsAsked.length = 0;
});

const rig = scriptedCoreForEachTest('unreadable-rows-', (req, res, body) => {
  if (req.url?.endsWith('/customerInfo') && body.includes(PETROV.key))
    return json(res, 200, { ...petrov(), accounts: [petrovBonus, gifts] });
  if (req.url?.endsWith('/customerInfo')) return json(res, 200, customer);
  // Read before the hold is sent; Петров's history is empty.
  if (req.url?.endsWith('/operationHistory') && body.includes(PETROV.key))
    return json(res, 200, { account: gifts, transactions: [] });
  if (req.url?.endsWith('/creditHold')) {
    holdsAsked.push(body);
    return json(res, 200, { bonusTransactionId: 40 + holdsAsked.length, balance });
  }
  if (req.url?.endsWith('/operationHistory')) return json(res, 200, { account, transactions: HISTORY });
  if (req.url?.endsWith('/filterCustomers')) return json(res, 200, { customers: FOUND });
  return json(res, 400, { errorCode: 'invalidRequest', errorDescription: 'not scripted' });
});

function call<K extends CommandName>(name: K, input: unknown = {}): Promise<Result<unknown>> {
  return dispatch(rig.core.handlers, name, input, quietLog());
}

describe('a history with rows the terminal cannot read', () => {
  it('lists the readable rows as sent and each unreadable one in its place, with its id when it has one', async () => {
    expect(await call('guest.lookup', { token: IVANOV })).toMatchObject({ ok: true });
    const answer = await call('account.history', { token: IVANOV, accountGuid: ACCOUNT });
    expect(answer.ok).toBe(true);
    const rows = (answer as { value: { transactions: TransactionView[] } }).value.transactions;
    expect(rows.map((t) => [t.id, t.unreadable ?? false])).toEqual([
      [1, false],
      [5, true],
      [6, true],
      [0, true],
      [2, false],
    ]);
    expect(rows[0]).toMatchObject({ amountCents: 10_000, regTime: '2026-01-01T10:00:00.000Z' });
    expect(rows[4]).toMatchObject({ amountCents: 50 });
    expect(rig.core.status().connectivity).toBe('online');
  });

  it('keeps the unreadable rows marked in the saved copy shown during an outage', async () => {
    await call('guest.lookup', { token: IVANOV });
    await call('account.history', { token: IVANOV, accountGuid: ACCOUNT });
    await rig.platform.close();
    const answer = (await call('account.history', { token: IVANOV, accountGuid: ACCOUNT })) as {
      ok: boolean;
      value: { source: string; transactions: TransactionView[] };
    };
    expect(answer.ok).toBe(true);
    expect(answer.value.source).toBe('cache');
    expect(answer.value.transactions.filter((t) => t.unreadable).map((t) => t.id)).toEqual([5, 6, 0]);
  });
});

describe('a search answer with guests the terminal cannot read', () => {
  it('lists the readable guests and counts the others, saving none of them', async () => {
    const answer = (await call('guest.search', { text: 'Иван' })) as {
      ok: boolean;
      value: { source: string; guests: { lastName: string }[]; unreadable?: number };
    };
    expect(answer.ok).toBe(true);
    expect(answer.value.source).toBe('live');
    expect(answer.value.guests.map((c) => c.lastName)).toEqual(['Иванов', 'Иваницкий']);
    expect(answer.value.unreadable).toBe(2);
    expect(rig.core.status().connectivity).toBe('online');
    // During an outage the saved copies are searched: the two readable guests, nothing of the others.
    await rig.platform.close();
    const saved = (await call('guest.search', { text: 'Иван' })) as {
      value: { source: string; guests: { lastName: string }[] };
    };
    expect(saved.value.source).toBe('cache');
    expect(saved.value.guests.map((c) => c.lastName).sort()).toEqual(['Иваницкий', 'Иванов']);
  });
});

describe('a guest with an account the terminal cannot read', () => {
  type Answer = { ok: boolean; value: { source: string; guest: Guest } };
  const lookup = async () => (await call('guest.lookup', { token: PETROV })) as Answer;

  it('opens with the readable accounts and the count of the others, the link online', async () => {
    petrovBonus = { ...account, accountBalance: { ...balance, available: 1e308 } };
    const answer = await lookup();
    expect(answer.ok).toBe(true);
    expect(answer.value.guest.accounts.map((a) => a.accountGuid)).toEqual([GIFTS]);
    expect(answer.value.guest.unreadableAccounts).toBe(1);
    expect(rig.core.status().connectivity).toBe('online');
  });

  it('refuses a hold on the left-out account with nothing queued or sent; the other account works', async () => {
    petrovBonus = { ...account, accountBalance: { ...balance, ledger: '1000' } };
    await lookup();
    const refused = await call('hold.credit', { token: PETROV, accountGuid: ACCOUNT, amountCents: 500 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'accountUnreadable' } });
    expect(await call('queue.list')).toMatchObject({ ok: true, value: { holds: [] } });
    expect(holdsAsked).toEqual([]);
    const award = await call('hold.credit', { token: PETROV, accountGuid: GIFTS, amountCents: 500 });
    expect(award).toMatchObject({ ok: true, value: { state: 'confirmed' } });
    expect(holdsAsked.map((b) => (JSON.parse(b) as { accountType: object }).accountType)).toEqual([
      { accountGuid: GIFTS },
    ]);
  });

  it('replaces a saved copy by what was read: the account that turned unreadable is left out, never its garbage', async () => {
    expect((await lookup()).value.guest.accounts).toHaveLength(2);
    petrovBonus = { ...account, accountBalance: { ...balance, debitHold: null } };
    // Answered from the saved copy; the refresh in the background reads the new answer.
    expect((await lookup()).value.source).toBe('cache');
    // Looked up with pauses: the refresh behind runs once lookups pause (refreshes-behind.ts).
    await expect
      .poll(async () => (await lookup()).value.guest.unreadableAccounts, { interval: 300, timeout: 3_000 })
      .toBe(1);
    await rig.platform.close();
    const saved = await lookup();
    expect(saved.value.source).toBe('cache');
    expect(saved.value.guest.accounts.map((a) => [a.accountGuid, a.balance.availableCents])).toEqual([
      [GIFTS, 10_000],
    ]);
    expect(saved.value.guest.unreadableAccounts).toBe(1);
    const offline = await call('hold.credit', { token: PETROV, accountGuid: ACCOUNT, amountCents: 500 });
    expect(offline).toMatchObject({ ok: false, error: { code: 'accountUnreadable' } });
  });
});
