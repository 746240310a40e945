import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterCustomersResponseSchema } from '../../../common/platform/schemas';
import { buildApp } from '../../../server/app';
import { demoFixture } from '../../../server/fixture/build-demo';
import { loadFixture, parseFixture } from '../../../server/fixture/load';

const AUTH = { authorization: `Basic ${Buffer.from('demo:demo').toString('base64')}` };
const MODULE = 'crm.customer';

function demoApp() {
  const db = new Database(':memory:');
  loadFixture(db, parseFixture(demoFixture()), new Date('2025-06-01T12:00:00Z'));
  const app = buildApp({
    db,
    classPrefix: 'ru.edgex.quickresto',
    credentials: { user: 'demo', password: 'demo' },
  });
  return { db, app };
}

let running: ReturnType<typeof demoApp> | undefined;
afterEach(async () => {
  await running?.app.close();
  running?.db.close();
  running = undefined;
});

async function api(method: 'GET' | 'POST', path: string, payload?: unknown) {
  const res = await running!.app.inject({
    method,
    url: `/platform/online/${path}`,
    headers: AUTH,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

describe('crm.customer objects', () => {
  it('match the object fields filterCustomers gives the same customers, plus type and customerGroup, without sub-objects', async () => {
    running = demoApp();
    const { body: listed } = await api('GET', `api/list?moduleName=${MODULE}&limit=5`);
    expect(listed).toHaveLength(5);
    const found = FilterCustomersResponseSchema.parse(
      (await api('POST', 'bonuses/filterCustomers', { search: listed[0].lastName, limit: 1000 })).body,
    ).customers.find((c) => c.id === listed[0].id);
    expect(found).toBeDefined();
    const { tokens: _t, accounts: _a, accumulationBalance: _b, contactMethods: _c, ...objectFields } = found!;
    expect(listed[0]).toEqual({
      ...objectFields,
      type: 'customer',
      customerGroup: {
        className: 'ru.edgex.quickresto.modules.crm.customer.CustomerGroup',
        id: expect.any(Number),
        name: expect.any(String),
      },
    });
    expect(listed[0].className).toBe('ru.edgex.quickresto.modules.crm.customer.CrmCustomer');
  });

  it('are found by id and by customerGuid as objectRid; get is the list form', async () => {
    running = demoApp();
    const { body: first } = await api('GET', `api/list?moduleName=${MODULE}&limit=1`);
    const byId = await api('GET', `api/get?moduleName=${MODULE}&objectId=${first[0].id}`);
    const byRid = await api(
      'GET',
      `api/get?moduleName=${MODULE}&objectRid=${encodeURIComponent(first[0].customerGuid)}`,
    );
    expect(byId.body).toEqual(first[0]);
    expect(byRid.body).toEqual(first[0]);
    const missing = await api('GET', `api/get?moduleName=${MODULE}&objectId=999999`);
    expect(missing.body.errorCode).toBe('objectNotFound');
  });

  it('page in id order', async () => {
    running = demoApp();
    const { body: page1 } = await api('GET', `api/list?moduleName=${MODULE}&limit=3`);
    const { body: page2 } = await api('GET', `api/list?moduleName=${MODULE}&limit=3&offset=3`);
    const ids = [...page1, ...page2].map((c: { id: number }) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(6);
  });
});
