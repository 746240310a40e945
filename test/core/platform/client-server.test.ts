import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthError, BusinessError, PlatformClient, type CustomerToken } from '../../../core/platform';
import { CrmCustomerSchema } from '../../../common/platform/schemas';
import { sendHttp } from '../../../core/platform/transport';
import { startPlatformProcess, type PlatformProcess } from '../../../harness/processes';

/** The typed client against the real platform server process and its demo fixture. */
const IVANOV: CustomerToken = { type: 'card', entry: 'trackCode', key: '0001234567' };
const BONUS = { accountGuid: 'bonus_account_type-1' };

let platform: PlatformProcess;
let client: PlatformClient;

beforeAll(async () => {
  platform = await startPlatformProcess();
  client = new PlatformClient({
    baseUrl: platform.baseUrl,
    user: 'demo',
    password: 'demo',
    timeoutMs: 5_000,
  });
});

afterAll(async () => {
  await platform.stop();
});

describe('PlatformClient against the platform server process', () => {
  it('answers ping and finds a guest by card', async () => {
    await client.ping();
    const guest = await client.customerInfo(IVANOV);
    expect(guest).toMatchObject({ lastName: 'Иванов', customerGuid: expect.any(String) });
    expect(typeof guest.dateOfBirth === 'string' || guest.dateOfBirth === undefined).toBe(true);
  });

  it('customerInfo: the client sends the wrapped token; the bare form, through the same transport, finds the same guest', async () => {
    const viaClient = await client.customerInfo(IVANOV);
    const bare = await sendHttp({
      method: 'POST',
      url: new URL(`${platform.baseUrl}/online/bonuses/customerInfo`),
      headers: {
        authorization: `Basic ${Buffer.from('demo:demo').toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(IVANOV),
      timeoutMs: 5_000,
      maxResponseBytes: 1024 * 1024,
    });
    expect(bare.status).toBe(200);
    expect(CrmCustomerSchema.parse(JSON.parse(bare.body))).toEqual(viaClient);
    expect(viaClient.tokens.map((t) => t.key)).toContain(IVANOV.key);
  });

  it('places, shows and reverses holds, keeping the balances consistent', async () => {
    const before = await client.balance({ customerToken: IVANOV, accountType: BONUS });
    const debit = await client.debitHold({ customerToken: IVANOV, accountType: BONUS, amount: 12.34 });
    expect(debit.balance?.available).toBeCloseTo(before.accountBalance.available - 12.34, 2);
    const credit = await client.creditHold({
      customerToken: IVANOV,
      accountType: BONUS,
      amount: 5,
      date: new Date().toISOString(),
      precheck: 'check-17',
    });
    expect(credit.balance?.ledger).toBeCloseTo((debit.balance?.ledger ?? Number.NaN) + 5, 2);

    const history = await client.operationHistory({ customerToken: IVANOV, accountType: BONUS });
    expect(history.transactions.slice(0, 2).map((t) => [t.id, t.type])).toEqual([
      [credit.bonusTransactionId, 'CREDIT'],
      [debit.bonusTransactionId, 'DEBIT_HOLD'],
    ]);

    const reversal = await client.reverse({
      customerToken: IVANOV,
      accountType: BONUS,
      amount: 12.34,
      bonusTransactionId: debit.bonusTransactionId,
    });
    expect(reversal.balance?.available).toBeCloseTo((credit.balance?.available ?? Number.NaN) + 12.34, 2);
    const again = await client
      .reverse({
        customerToken: IVANOV,
        accountType: BONUS,
        amount: 12.34,
        bonusTransactionId: debit.bonusTransactionId,
      })
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(BusinessError);
    expect(again).toMatchObject({ code: 'alreadyReversed', outcome: 'notApplied' });
  });

  it('creates a guest and finds them by name and phone', async () => {
    const created = await client.createCustomer({
      firstName: 'Клиент',
      lastName: 'Тестовый',
      tokens: [
        { type: 'card', entry: 'trackCode', key: '0007770001' },
        { type: 'phone', entry: 'manual', key: '79990001122' },
      ],
    });
    expect(created.customer.tokens).toEqual([{}, {}]);
    const byName = await client.filterCustomers({ search: 'тестов' });
    expect(byName.customers.map((c) => c.customerGuid)).toContain(created.customer.customerGuid);
    const byPhone = await client.filterCustomers({ search: '999 000 11' });
    expect(byPhone.customers.map((c) => c.customerGuid)).toContain(created.customer.customerGuid);
    expect(
      typeof byPhone.customers[0]?.dateOfBirth === 'number' ||
        byPhone.customers[0]?.dateOfBirth === undefined,
    ).toBe(true);
  });

  it('refuses an unknown token and an overdraft with typed business errors', async () => {
    await expect(
      client.customerInfo({ type: 'card', entry: 'trackCode', key: 'nobody' }),
    ).rejects.toMatchObject({
      code: 'tokenNotFound',
    });
    await expect(
      client.debitHold({ customerToken: IVANOV, accountType: BONUS, amount: 99_999_999 }),
    ).rejects.toMatchObject({ code: 'insufficientFunds' });
  });

  it('reads objects, the nomenclature tree, the company and the tables', async () => {
    const invoices = await client.list({ moduleName: 'warehouse.documents.incoming' });
    const first = invoices[0]!;
    const shallow = await client.get({
      moduleName: 'warehouse.documents.incoming',
      objectId: String(first.id),
    });
    const deep = await client.read({
      moduleName: 'warehouse.documents.incoming',
      objectId: String(first.id),
    });
    expect(shallow).not.toHaveProperty('invoiceItems');
    expect(Array.isArray(deep.invoiceItems)).toBe(true);

    const tree = await client.tree({ moduleName: 'warehouse.nomenclature.singleproduct' });
    const seen = new Set<number>();
    for (const item of tree) {
      if (typeof item.parentId === 'number') expect(seen.has(item.parentId)).toBe(true);
      seen.add(item.id);
    }

    const company = await client.companyInfo();
    expect(company.className).toMatch(/\.modules\.core\.company\.CompanyInfo$/);
    const { tableScheme } = await client.workload();
    expect(tableScheme.tables.length).toBeGreaterThanOrEqual(20);
    expect(tableScheme.currentLoad).toBeLessThanOrEqual(tableScheme.maxCapacity);
  });

  it('says AuthError for a wrong password', async () => {
    const stranger = new PlatformClient({ baseUrl: platform.baseUrl, user: 'demo', password: 'wrong' });
    await expect(stranger.ping()).rejects.toBeInstanceOf(AuthError);
  });
});
