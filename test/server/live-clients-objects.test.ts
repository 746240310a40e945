import { describe, expect, it } from 'vitest';
import { CrmCustomerSchema, IncomingInvoiceSchema, StoreSchema } from '../../common/platform/schemas';
import { demoFixture } from '../../server/fixture/build-demo';
import { BASIC, IVANOV_CARD, SIDOROV_VALID, testServer } from '../support/server-app';
import { listenForTests } from '../support/listening-app';

/**
 * Objects as the live service's clients read them: crm.customer through read (with its
 * sub-objects) and get, incoming invoices with `paid`, store codes that parse as integers.
 */

const served = listenForTests();

const GROUP_CLASS = 'ru.edgex.quickresto.modules.crm.customer.CustomerGroup';

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${served.origin}/platform/online/${path}`, {
    method,
    headers: { authorization: BASIC, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
  return { status: res.status, body: (await res.json()) as any };
}

async function customerObject(endpoint: 'get' | 'read', token: typeof IVANOV_CARD | typeof SIDOROV_VALID) {
  const info = await call('POST', 'bonuses/customerInfo', { customerToken: token });
  const rid = encodeURIComponent(info.body.customerGuid);
  const object = await call('GET', `api/${endpoint}?moduleName=crm.customer&objectRid=${rid}`);
  expect(object.status).toBe(200);
  return { info: info.body, object: object.body };
}

describe('crm.customer through read and get', () => {
  it('read returns the customer with contactMethods, tokens, accounts with balances, accumulationBalance, customerGroup and type', async () => {
    const { info, object } = await customerObject('read', IVANOV_CARD);
    expect(object).toMatchObject({
      type: 'customer',
      customerGuid: info.customerGuid,
      lastName: 'Иванов',
      customerGroup: { className: GROUP_CLASS, id: 2, name: 'Постоянные гости' },
    });
    expect(object.contactMethods).toEqual([
      { id: expect.any(Number), type: 'phoneNumber', value: '+7 916 123-45-67' },
    ]);
    expect(object.contactMethods).toEqual(info.contactMethods);
    expect(object.addresses).toEqual([]);
    expect(object.tokens).toEqual(info.tokens);
    expect(object.accounts).toEqual(info.accounts);
    expect(object.accounts[0].accountBalance).toEqual({
      ledger: 1250.5,
      available: 1000,
      debitHold: 200,
      creditHold: 50.5,
    });
    expect(object.accumulationBalance).toEqual(info.accumulationBalance);
    // What a client reads of it parses as the customer form the terminal knows.
    expect(CrmCustomerSchema.safeParse({ ...object, dateOfBirth: undefined }).success).toBe(true);
  });

  it('read follows holds: the balances are the current ones', async () => {
    await call('POST', 'bonuses/debitHold', {
      customerToken: IVANOV_CARD,
      accountType: { accountGuid: 'bonus_account_type-1' },
      amount: 10,
    });
    const { object } = await customerObject('read', IVANOV_CARD);
    expect(object.accounts[0].accountBalance.available).toBe(990);
    expect(object.accumulationBalance.available).toBe(990 + 3000);
  });

  it('get carries the fields that are not sub-objects: type and customerGroup, but no tokens, accounts or contact methods', async () => {
    const { object } = await customerObject('get', IVANOV_CARD);
    expect(object).toMatchObject({ type: 'customer', customerGroup: { id: 2, name: 'Постоянные гости' } });
    for (const field of ['tokens', 'accounts', 'contactMethods', 'accumulationBalance']) {
      expect(object).not.toHaveProperty(field);
    }
  });

  it('a customer without a group of its own, and one created later, belong to the first (default) group', async () => {
    const { object } = await customerObject('get', SIDOROV_VALID);
    expect(object.customerGroup).toEqual({ className: GROUP_CLASS, id: 1, name: 'Гости' });
    const created = await call('POST', 'bonuses/createCustomer', {
      firstName: 'Новый',
      lastName: 'Гость',
      tokens: [{ type: 'card', entry: 'trackCode', key: '0008000008' }],
    });
    const rid = encodeURIComponent(created.body.customer.customerGuid);
    const read = await call('GET', `api/read?moduleName=crm.customer&objectRid=${rid}`);
    expect(read.body).toMatchObject({
      customerGroup: { id: 1, name: 'Гости' },
      tokens: [{ type: 'card', entry: 'trackCode', key: '0008000008' }],
      contactMethods: [],
    });
    expect(
      read.body.accounts.map((a: { accountType: { accountGuid: string } }) => a.accountType.accountGuid),
    ).toEqual(['bonus_account_type-1', 'bonus_account_type-2', 'bonus_account_type-3']);
  });

  it('list filters customers by group', async () => {
    const res = await call(
      'GET',
      `api/list?moduleName=crm.customer&filters=${encodeURIComponent('[{"field":"customerGroup","value":3}]')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.map((c: { lastName: string }) => c.lastName)).toContain('Smith');
    for (const c of res.body) expect(c.customerGroup.name).toBe('Сотрудники');
  });

  it('a fixture without customer groups gives customers no customerGroup', async () => {
    const guests = demoFixture().guests;
    delete guests.customerGroups;
    for (const c of guests.customers) delete c.customerGroupId;
    const plain = testServer({ guests });
    try {
      const res = await plain.app.inject({
        method: 'GET',
        url: '/platform/online/api/list?moduleName=crm.customer&limit=1',
        headers: { authorization: BASIC },
      });
      expect(res.json()[0]).not.toHaveProperty('customerGroup');
      expect(res.json()[0].type).toBe('customer');
    } finally {
      await plain.close();
    }
  });
});

describe('venue objects as clients parse them', () => {
  it('an incoming invoice carries paid (boolean), in list, get and read', async () => {
    const listed = (await call('GET', 'api/list?moduleName=warehouse.documents.incoming')).body;
    expect(listed.map((i: { paid: boolean }) => i.paid)).toEqual([true, true, false, false, false]);
    const read = (await call('GET', 'api/read?moduleName=warehouse.documents.incoming&objectId=1')).body;
    expect(IncomingInvoiceSchema.parse(read).paid).toBe(true);
    expect((await call('GET', 'api/get?moduleName=warehouse.documents.incoming&objectId=4')).body.paid).toBe(
      false,
    );
  });

  it("an invoice's store and provider are whole objects: a Store built from the invoice's store has its storeCode", async () => {
    const listed = (await call('GET', 'api/list?moduleName=warehouse.documents.incoming')).body;
    for (const invoice of listed) {
      const store = StoreSchema.parse(invoice.store);
      const own = (await call('GET', `api/get?moduleName=warehouse.store&objectId=${store.id}`)).body;
      expect(invoice.store).toEqual(own);
      expect(store.storeCode).toMatch(/^\d+$/);
      const provider = (
        await call('GET', `api/get?moduleName=warehouse.providers&objectId=${invoice.provider.id}`)
      ).body;
      expect(invoice.provider).toEqual(provider);
    }
    const read = (await call('GET', 'api/read?moduleName=warehouse.documents.incoming&objectId=1')).body;
    expect(read.store).toEqual(listed[0].store);
  });

  it('store codes are digit strings that parse as integers', async () => {
    const stores = (await call('GET', 'api/list?moduleName=warehouse.store')).body;
    expect(stores.length).toBeGreaterThan(0);
    for (const store of stores) {
      const { storeCode } = StoreSchema.parse(store);
      expect(storeCode).toMatch(/^\d+$/);
      expect(String(Number.parseInt(storeCode, 10))).toBe(storeCode);
    }
  });
});
