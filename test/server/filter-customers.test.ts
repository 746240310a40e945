import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilterCustomersResponseSchema } from '../../common/platform/schemas';
import type { GuestsFixtureInput } from '../../server/loyalty/fixture-schema';
import { testServer, type TestServer } from '../support/server-app';

const zero = { ledger: 0, available: 0, debitHold: 0, creditHold: 0 };
const guest = (
  n: number,
  lastName: string,
  firstName: string,
  middleName: string | undefined,
  phone: string,
) => ({
  customerGuid: `g${n}`,
  lastName,
  firstName,
  ...(middleName === undefined ? {} : { middleName }),
  phones: [phone],
  createTime: '2024-01-01T00:00:00.000Z',
  dateOfBirth: '1980-01-02T00:00:00.000Z',
  tokens: [{ type: 'card' as const, entry: 'trackCode' as const, key: `card-${n}` }],
  accounts: [{ accountGuid: 't1', ...zero }],
});

/** Guests whose matches the tests can list by guid. */
const GUESTS: GuestsFixtureInput = {
  accountTypes: [{ accountGuid: 't1', name: 'Бонусы' }],
  customers: [
    guest(1, 'Иванов', 'Иван', 'Иванович', '+7 916 123-45-67'),
    guest(2, 'Иванова', 'Мария', 'Петровна', '+7 903 555-01-01'),
    guest(3, 'Петров', 'Сергей', 'Иванович', '8 (495) 111-22-33'),
    guest(4, 'Ёжиков', 'Ян', undefined, '+7 912 000-00-12'),
    guest(5, 'Ежов', 'Лев', 'Ильич', '+7 912 000-00-13'),
    guest(6, 'Müller', 'Jürgen', undefined, '+49 30 1234567'),
    guest(7, 'Smith', 'Anna', undefined, '+44 20 7946 0018'),
    guest(8, 'Иванов', 'Алексей', undefined, '+7 926 777-88-99'),
    guest(9, 'Иванов', 'Алексей', undefined, '+7 926 777-88-90'),
  ],
};

let server: TestServer;
beforeAll(() => {
  server = testServer({ guests: GUESTS });
});
afterAll(async () => {
  await server.close();
});

async function search(body: Record<string, unknown>): Promise<string[]> {
  const res = await server.post('bonuses/filterCustomers', body);
  expect(res.status).toBe(200);
  return FilterCustomersResponseSchema.parse(res.body).customers.map((c) => c.customerGuid);
}

describe('filterCustomers (rule 3)', () => {
  it.each([
    ['иван', ['g8', 'g9', 'g1', 'g2', 'g3']],
    ['ИВАНОВ', ['g8', 'g9', 'g1', 'g2', 'g3']],
    ['вна', ['g2']],
    ['ович', ['g1', 'g3']],
    ['MÜLL', ['g6']],
    ['jürgen', ['g6']],
    ['anna', ['g7']],
    ['nobody', []],
  ])('%s finds a case-insensitive part of a last, first or middle name', async (text, guids) => {
    expect(await search({ search: text })).toEqual(guids);
  });

  it.each([
    ['ёж', ['g4', 'g5']],
    ['еж', ['g4', 'g5']],
    ['ЕЖ', ['g4', 'g5']],
    ['ежик', ['g4']],
    ['ЁЖОВ', ['g5']],
  ])('%s: е and ё are one letter, short and long searches alike', async (text, guids) => {
    expect(await search({ search: text })).toEqual(guids);
  });

  it.each([
    ['916 12', ['g1']],
    ['+7 916', ['g1']],
    ['4567', ['g6', 'g1']],
    ['(495) 111', ['g3']],
    ['912 000-00-1', ['g4', 'g5']],
    ['49', ['g6', 'g3']],
    ['7', ['g6', 'g7', 'g4', 'g5', 'g8', 'g9', 'g1', 'g2']],
  ])('%s finds the digits inside a telephone number', async (text, guids) => {
    expect(await search({ search: text })).toEqual(guids);
  });

  it.each([
    ['и', ['g4', 'g5', 'g8', 'g9', 'g1', 'g2', 'g3']],
    ['ян', ['g4']],
    ['Ив', ['g8', 'g9', 'g1', 'g2', 'g3']],
    ['m', ['g6', 'g7']],
    ['щ', []],
  ])('one- and two-letter search %s', async (text, guids) => {
    expect(await search({ search: text })).toEqual(guids);
  });

  it('an empty search lists everyone in (last, first, middle, id) order, ё read as е', async () => {
    expect(await search({ search: '' })).toEqual(['g6', 'g7', 'g4', 'g5', 'g8', 'g9', 'g1', 'g2', 'g3']);
    expect(await search({ search: '   ' })).toHaveLength(9);
  });

  it('pages with limit and offset in the same order', async () => {
    const all = await search({ search: 'и' });
    expect(await search({ search: 'и', limit: 2 })).toEqual(all.slice(0, 2));
    expect(await search({ search: 'и', limit: 2, offset: 2 })).toEqual(all.slice(2, 4));
    expect(await search({ search: 'иван', limit: 2, offset: 4 })).toEqual(['g3']);
    expect(await search({ search: 'иван', offset: 50 })).toEqual([]);
  });

  it('returns the object fields of filterCustomers with dateOfBirth in epoch ms', async () => {
    const res = await server.post('bonuses/filterCustomers', { search: 'Сергей' });
    const [customer] = FilterCustomersResponseSchema.parse(res.body).customers;
    expect(customer).toMatchObject({
      customerGuid: 'g3',
      _id: 'g3',
      title: 'Петров Сергей Иванович',
      className: 'ru.edgex.quickresto.modules.crm.customer.CrmCustomer',
      dateOfBirth: Date.parse('1980-01-02T00:00:00.000Z'),
      createTime: Date.parse('2024-01-01T00:00:00.000Z'),
      deleted: false,
      hidden: false,
      blocked: false,
      disabled: false,
      lastFrontRevision: false,
      _Level: 0,
      version: 0,
      tokens: [{ type: 'card', entry: 'trackCode', key: 'card-3' }],
      accounts: [
        { accountBalance: zero, accountState: 'open', accountType: { accountGuid: 't1', name: 'Бонусы' } },
      ],
    });
    expect(customer?.id).toEqual(expect.any(Number));
  });

  it('treats FTS syntax in the search as text', async () => {
    for (const text of ['"', 'иван" OR "', 'NEAR(a b)', '*', 'title:ив', '%_%']) {
      expect(await search({ search: text })).toEqual([]);
    }
  });

  it.each([
    [{ search: 'x', limit: 0 }, /^limit: /],
    [{ search: 'x', limit: 1001 }, /^limit: /],
    [{ search: 'x', offset: -1 }, /^offset: /],
    [{ search: 5 }, /^search: /],
    [{}, /^search: /],
  ])('refuses %j', async (body, description) => {
    const res = await server.post('bonuses/filterCustomers', body);
    expect(res.status).toBe(400);
    expect(res.body.errorDescription).toMatch(description);
  });
});
