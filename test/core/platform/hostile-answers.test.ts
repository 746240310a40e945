import { afterEach, describe, expect, it } from 'vitest';
import { PlatformClient, ProtocolError, type HoldRequest } from '../../../core/platform';
import {
  AccountSchema,
  BonusTransactionSchema,
  HistoryToShowSchema,
  HoldResponseSchema,
  OperationHistoryResponseSchema,
  SearchToShowSchema,
  CustomerToShowSchema,
} from '../../../common/platform/schemas';
import { asFilteredCustomer } from '../../support/filtered-customer';
import { json, startScriptedServer, type Handler } from '../../support/scripted-server';

/** Amounts no integer count of hundredths can hold, or that are not numbers at all. */
const BAD_AMOUNTS: [string, unknown][] = [
  ['1e308', 1e308],
  ['1e15', 1e15],
  ['-1e15', -1e15],
  ['the string "1000"', '1000'],
  ['null', null],
];
const balance = { ledger: 100, available: 87.5, debitHold: 12.5, creditHold: 0 };
const account = {
  accountBalance: balance,
  accountState: 'active',
  accountType: { accountGuid: 'bonus_account_type-1', name: 'Бонусы' },
};

const ivanov = { customerGuid: 'g', firstName: 'Иван', lastName: 'Иванов', tokens: [] };

describe('amounts at the platform boundary', () => {
  it.each(BAD_AMOUNTS)('refuses %s as an account balance, naming the field', (_label, bad) => {
    for (const field of ['ledger', 'available', 'debitHold', 'creditHold']) {
      const parsed = AccountSchema.safeParse({ ...account, accountBalance: { ...balance, [field]: bad } });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['accountBalance', field]);
    }
  });

  it.each(BAD_AMOUNTS)('refuses %s as a transaction amount', (_label, bad) => {
    const row = {
      id: 1,
      regTime: '2026-01-01T00:00:00.000Z',
      type: 'CREDIT',
      amount: 5,
      ledger: 5,
      available: 5,
    };
    expect(BonusTransactionSchema.safeParse(row).success).toBe(true);
    expect(BonusTransactionSchema.safeParse({ ...row, amount: bad }).success).toBe(false);
  });

  it('accepts the largest amount whose hundredths stay exact, and kopecks', () => {
    expect(
      AccountSchema.parse({ ...account, accountBalance: { ...balance, ledger: 1e11, available: 0.01 } }),
    ).toBeDefined();
    expect(
      AccountSchema.safeParse({ ...account, accountBalance: { ...balance, ledger: 1e11 + 1 } }).success,
    ).toBe(false);
  });

  it.each(BAD_AMOUNTS)(
    "keeps an applied hold's answer whose balance holds %s: the transaction id stands, the balance is unknown",
    (_label, bad) => {
      const answer = HoldResponseSchema.parse({
        bonusTransactionId: 42,
        balance: { ...balance, available: bad },
      });
      expect(answer).toMatchObject({ bonusTransactionId: 42, balance: undefined });
    },
  );

  it.each(BAD_AMOUNTS)(
    'keeps a history page with %s in one row for the screen: that row unreadable with its id, the others whole',
    (_label, bad) => {
      const row = (id: number) => ({
        id,
        regTime: '2026-01-01T00:00:00.000Z',
        type: 'CREDIT',
        amount: 5,
        ledger: 5,
        available: 5,
      });
      const page = { account, transactions: [row(1), { ...row(2), amount: bad }, row(3)] };
      expect(HistoryToShowSchema.parse(page).transactions).toEqual([
        row(1),
        { unreadable: true, id: 2 },
        row(3),
      ]);
      // Settling a hold reads the strict form: a row it cannot read might be the hold's own.
      expect(OperationHistoryResponseSchema.safeParse(page).success).toBe(false);
    },
  );

  it.each(BAD_AMOUNTS)(
    'keeps a search answer with %s in one guest’s balance: that guest left out and counted',
    (_label, bad) => {
      const guest = (guid: string) =>
        asFilteredCustomer({
          customerGuid: guid,
          firstName: 'Иван',
          lastName: 'Иванов',
          tokens: [],
          accounts: [account],
        });
      const bent = { ...guest('b'), accounts: [{ ...account, accountBalance: { ...balance, ledger: bad } }] };
      const parsed = SearchToShowSchema.parse({ customers: [guest('a'), bent, guest('c')] });
      expect(parsed.customers.map((c) => c.customerGuid)).toEqual(['a', 'c']);
      expect(parsed.unreadable).toBe(1);
    },
  );

  it.each(BAD_AMOUNTS)(
    'keeps a customerInfo answer with %s in one account’s balance: that account left out and noted',
    (_label, bad) => {
      const other = { ...account, accountType: { accountGuid: 'bonus_account_type-2', name: 'Подарки' } };
      for (const field of ['ledger', 'available', 'debitHold', 'creditHold']) {
        const bent = { ...account, accountBalance: { ...balance, [field]: bad } };
        const parsed = CustomerToShowSchema.parse({ ...ivanov, accounts: [other, bent] });
        expect(parsed.accounts.map((a) => a.accountType.accountGuid)).toEqual(['bonus_account_type-2']);
        expect(parsed.unreadableAccounts).toEqual([{ accountGuid: 'bonus_account_type-1' }]);
        expect(parsed.lastName).toBe('Иванов');
      }
    },
  );

  it('counts an account whose type cannot be read either, and notes nothing when every account reads', () => {
    const parsed = CustomerToShowSchema.parse({ ...ivanov, accounts: [account, null, { accountType: 7 }] });
    expect(parsed.accounts).toHaveLength(1);
    expect(parsed.unreadableAccounts).toEqual([{}, {}]);
    // A note of the platform's own under that name is not taken for the terminal's.
    const clean = CustomerToShowSchema.parse({ ...ivanov, accounts: [account], unreadableAccounts: [{}] });
    expect(clean).not.toHaveProperty('unreadableAccounts');
  });

  it.each(BAD_AMOUNTS)(
    'still refuses a customer whose own figures hold %s (accumulationBalance)',
    (_label, bad) => {
      const customer = {
        ...ivanov,
        accounts: [account],
        accumulationBalance: { ...balance, available: bad },
      };
      expect(CustomerToShowSchema.safeParse(customer).success).toBe(false);
    },
  );

  it('still refuses a customer whose name, guid or tokens cannot be read', () => {
    for (const broken of [{ lastName: null }, { customerGuid: 5 }, { tokens: 'none' }]) {
      expect(CustomerToShowSchema.safeParse({ ...ivanov, accounts: [account], ...broken }).success).toBe(
        false,
      );
    }
  });

  it('still refuses a hold answer without a transaction id', () => {
    expect(HoldResponseSchema.safeParse({ balance }).success).toBe(false);
  });
});

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function clientFor(handler: Handler) {
  const server = await startScriptedServer(handler);
  closers.push(server.close);
  return new PlatformClient({ baseUrl: server.baseUrl, user: 'demo', password: 'demo', timeoutMs: 2000 });
}

describe('PlatformClient with a hostile platform', () => {
  const hold: HoldRequest = {
    customerToken: { type: 'card', entry: 'trackCode', key: '0001234567' },
    accountType: { accountGuid: 'bonus_account_type-1' },
    amount: 12.5,
  };

  it('answers an applied debit whose balance is 1e308 with its transaction id and no balance', async () => {
    const client = await clientFor((_req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(
          '{"bonusTransactionId": 7, "balance": {"ledger": 1e308, "available": 1e308, "debitHold": 0, "creditHold": 0}}',
        ),
    );
    expect(await client.debitHold(hold)).toEqual({ bonusTransactionId: 7, balance: undefined });
  });

  it('reports a customer with firstName null as an invalid answer (ProtocolError), naming the field', async () => {
    const customer = {
      customerGuid: 'g',
      firstName: null,
      lastName: 'Иванов',
      tokens: [],
      accounts: [account],
    };
    const client = await clientFor((_req, res) => json(res, 200, customer));
    const error = await client.customerInfo(hold.customerToken).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProtocolError);
    expect((error as ProtocolError).message).toContain('firstName');
  });

  it('answers a customer with middleName null as one without a middle name', async () => {
    const customer = { ...ivanov, middleName: null, accounts: [account] };
    const client = await clientFor((_req, res) => json(res, 200, customer));
    const read = await client.customerInfo(hold.customerToken);
    expect(read.middleName).toBeUndefined();
    expect(read.lastName).toBe(ivanov.lastName);
  });

  it('answers a customer with one account of string balances with the other account and the note', async () => {
    const other = { ...account, accountType: { accountGuid: 'bonus_account_type-2', name: 'Подарки' } };
    const bent = { ...account, accountBalance: { ...balance, available: '1000' } };
    const client = await clientFor((_req, res) => json(res, 200, { ...ivanov, accounts: [bent, other] }));
    const customer = await client.customerInfo(hold.customerToken);
    expect(customer.accounts.map((a) => a.accountType.accountGuid)).toEqual(['bonus_account_type-2']);
    expect(customer.unreadableAccounts).toEqual([{ accountGuid: 'bonus_account_type-1' }]);
  });

  it('reports balances given as strings as an invalid answer (ProtocolError), naming the field', async () => {
    const client = await clientFor((_req, res) =>
      json(res, 200, { ...account, accountBalance: { ...balance, available: '1000' } }),
    );
    const error = await client
      .balance({ customerToken: hold.customerToken, accountType: hold.accountType })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ProtocolError);
    expect((error as ProtocolError).message).toContain('accountBalance.available');
  });
});
