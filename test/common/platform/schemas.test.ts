import { describe, expect, it } from 'vitest';
import {
  CreateCustomerResponseSchema,
  CrmCustomerSchema,
  CustomerTokenSchema,
  FilteredCustomerSchema,
  HoldRequestSchema,
  ListQuerySchema,
  ObjectQuerySchema,
} from '../../../common/platform/schemas';

const balance = { ledger: 10, available: 5, debitHold: 5, creditHold: 0 };
const customer = {
  firstName: 'Иван',
  lastName: 'Иванов',
  tokens: [{ type: 'card', entry: 'trackCode', key: '1', expirationDate: '2020-01-01T00:00:00.000Z' }],
  accounts: [
    { accountBalance: balance, accountState: 'open', accountType: { accountGuid: 'g', name: 'Bonus' } },
  ],
  customerGuid: 'customer_put-1',
};

describe('platform schemas', () => {
  it('keeps dateOfBirth an ISO string in customerInfo and epoch ms in filterCustomers', () => {
    expect(
      CrmCustomerSchema.safeParse({ ...customer, dateOfBirth: '1990-05-01T00:00:00.000Z' }).success,
    ).toBe(true);
    expect(CrmCustomerSchema.safeParse({ ...customer, dateOfBirth: 641520000000 }).success).toBe(false);
    const filtered = {
      ...customer,
      dateOfBirth: 641520000000,
      id: 1,
      version: 1,
      deleted: false,
      createTime: 1,
      hidden: false,
      title: 'Иванов Иван',
      blocked: false,
      disabled: false,
      lastFrontRevision: false,
      className: 'ru.edgex.quickresto.modules.crm.customer.CrmCustomer',
      _Level: 0,
      _id: 'customer_put-1',
    };
    expect(FilteredCustomerSchema.safeParse(filtered).success).toBe(true);
    expect(FilteredCustomerSchema.safeParse({ ...filtered, dateOfBirth: '1990-05-01' }).success).toBe(false);
  });

  it('accepts the createCustomer answer with one empty object per token', () => {
    const answer = { customer: { ...customer, tokens: [{}, {}] }, notices: [] };
    expect(CreateCustomerResponseSchema.parse(answer).customer.tokens).toEqual([{}, {}]);
  });

  it('accepts tokens of types it does not know in answers but not in requests', () => {
    const unknownToken = { type: 'nfc', entry: 'tap', key: '1' };
    expect(CrmCustomerSchema.safeParse({ ...customer, tokens: [unknownToken] }).success).toBe(true);
    expect(CustomerTokenSchema.safeParse(unknownToken).success).toBe(false);
  });

  it.each([0, -1, 0.001, Number.NaN, Infinity, '5'])('refuses hold amount %s naming the field', (amount) => {
    const result = HoldRequestSchema.safeParse({
      customerToken: { type: 'card', entry: 'trackCode', key: '1' },
      accountType: { accountGuid: 'g' },
      amount,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['amount']);
  });

  it('accepts a hold without date and precheck (rule 6)', () => {
    const parsed = HoldRequestSchema.parse({
      customerToken: { type: 'pin', entry: 'manual', key: '1234' },
      accountType: { accountGuid: 'g' },
      amount: 0.01,
    });
    expect(parsed.date).toBeUndefined();
  });

  it('parses query strings of get, list and tree', () => {
    expect(ObjectQuerySchema.parse({ moduleName: 'm', objectId: '12' })).toMatchObject({ objectId: 12 });
    expect(ObjectQuerySchema.safeParse({ moduleName: 'm' }).success).toBe(false);
    expect(ObjectQuerySchema.safeParse({ moduleName: 'm', objectId: '1x' }).success).toBe(false);
    expect(ListQuerySchema.parse({ moduleName: 'm', showDeleted: 'true', limit: '10' })).toMatchObject({
      showDeleted: true,
      limit: 10,
    });
    expect(ListQuerySchema.safeParse({ moduleName: 'm', showDeleted: 'maybe' }).success).toBe(false);
  });
});

describe('hold amounts', () => {
  const body = (amount: unknown) => ({
    customerToken: { type: 'card', entry: 'trackCode', key: '1' },
    accountType: { accountGuid: 'g' },
    amount,
  });

  it('says an amount is too large rather than blaming its decimals', () => {
    const messages = HoldRequestSchema.safeParse(body(99_999_999_999_999)).error?.issues.map(
      (i) => i.message,
    );
    expect(messages).toEqual(['amount must be at most 100000000000']);
  });

  it('accepts the largest amount exactly', () => {
    expect(HoldRequestSchema.parse(body(100_000_000_000)).amount).toBe(100_000_000_000);
  });
});
