import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AccountSchema,
  CompanyInfoRequestSchema,
  CreateCustomerRequestSchema,
  CreateCustomerResponseSchema,
  CrmCustomerSchema,
  CustomerToShowSchema,
  FilterCustomersRequestSchema,
  FilterCustomersResponseSchema,
  HistoryToShowSchema,
  HoldRequestSchema,
  HoldResponseSchema,
  IncomingInvoiceSchema,
  OperationHistoryResponseSchema,
  ReverseRequestSchema,
  SearchToShowSchema,
  SingleCategorySchema,
  WorkloadRequestSchema,
} from '../../../common/platform/schemas';
import { asFilteredCustomer } from '../../support/filtered-customer';
import { withNullOptionals } from '../../support/null-optionals';

/**
 * The live service sends JSON null for every optional field it leaves unset: each wire schema
 * reads such a body exactly as the same body without those fields.
 */

const token = { type: 'card', entry: 'trackCode', key: '0001234567' };
const balance = { ledger: 100, available: 90, debitHold: 10, creditHold: 0 };
const account = {
  accountBalance: balance,
  accountState: 'open',
  accountType: { accountGuid: 'bonus_account_type-1', name: 'Бонусы' },
};
const customer = {
  customerGuid: 'customer_put-1',
  firstName: 'Иван',
  lastName: 'Иванов',
  tokens: [token],
  accounts: [account],
};
const transaction = {
  id: 7,
  regTime: '2026-01-01T10:00:00.000Z',
  type: 'DEBIT_HOLD',
  amount: 10,
  ledger: 100,
  available: 90,
};
const history = { account, transactions: [transaction] };
const object = { className: 'Ref', id: 3 };
const hold = { customerToken: token, accountType: { accountGuid: 'bonus_account_type-1' }, amount: 12.5 };

const CUSTOMER_OPTIONALS = [
  'accumulationBalance',
  'contactMethods',
  'dateOfBirth',
  'expirationDate',
  'maxUsage',
  'middleName',
  'sex',
];

/** [what, the schema describing the body, the schema reading it, the body without its optional fields, those fields] */
const CASES: [string, z.ZodType, z.ZodType, unknown, string[]][] = [
  ['customerInfo', CrmCustomerSchema, CrmCustomerSchema, customer, CUSTOMER_OPTIONALS],
  ['customerInfo as shown', CrmCustomerSchema, CustomerToShowSchema, customer, CUSTOMER_OPTIONALS],
  [
    'filterCustomers',
    FilterCustomersResponseSchema,
    FilterCustomersResponseSchema,
    { customers: [asFilteredCustomer(customer)] },
    CUSTOMER_OPTIONALS,
  ],
  [
    'filterCustomers as shown',
    FilterCustomersResponseSchema,
    SearchToShowSchema,
    { customers: [asFilteredCustomer(customer)] },
    CUSTOMER_OPTIONALS,
  ],
  [
    'createCustomer',
    CreateCustomerResponseSchema,
    CreateCustomerResponseSchema,
    { customer: { ...customer, tokens: [{}] }, notices: [] },
    CUSTOMER_OPTIONALS.filter((field) => field !== 'expirationDate'),
  ],
  ['balance', AccountSchema, AccountSchema, account, ['maxUsage']],
  [
    'history',
    OperationHistoryResponseSchema,
    OperationHistoryResponseSchema,
    history,
    ['maxUsage', 'orderId'],
  ],
  ['history as shown', OperationHistoryResponseSchema, HistoryToShowSchema, history, ['maxUsage', 'orderId']],
  ['debitHold', HoldResponseSchema, HoldResponseSchema, { bonusTransactionId: 41 }, ['balance']],
  ['a hold request', HoldRequestSchema, HoldRequestSchema, hold, ['date', 'precheck']],
  [
    'a reverse request',
    ReverseRequestSchema,
    ReverseRequestSchema,
    { ...hold, bonusTransactionId: 41 },
    ['date', 'precheck'],
  ],
  [
    'a createCustomer request',
    CreateCustomerRequestSchema,
    CreateCustomerRequestSchema,
    { firstName: 'Иван', lastName: 'Иванов', tokens: [token] },
    ['contactMethods', 'dateOfBirth', 'middleName', 'sex'],
  ],
  [
    'a filterCustomers request',
    FilterCustomersRequestSchema,
    FilterCustomersRequestSchema,
    { search: 'Иван' },
    ['limit', 'offset'],
  ],
  ['a workload request', WorkloadRequestSchema, WorkloadRequestSchema, {}, ['service', 'time']],
  ['a companyInfo request', CompanyInfoRequestSchema, CompanyInfoRequestSchema, {}, ['service']],
  [
    'a category',
    SingleCategorySchema,
    SingleCategorySchema,
    { ...object, name: 'Супы', displayOnTerminal: true, itemTitle: 'Супы', index: 0 },
    ['measureUnit', 'parentId', 'parentItem'],
  ],
  [
    'an incoming invoice',
    IncomingInvoiceSchema,
    IncomingInvoiceSchema,
    {
      ...object,
      documentNumber: 'A-1',
      invoiceDate: '2026-01-01T10:00:00.000Z',
      provider: object,
      store: object,
      processed: true,
      totalSum: 10,
      totalSumWoNds: 8,
      totalNds: 2,
      totalAmount: 1,
    },
    ['invoiceItems', 'paid'],
  ],
];

const nulledFields = (body: unknown): string[] =>
  [...new Set([...JSON.stringify(body).matchAll(/"(\w+)":null/g)].map((m) => m[1] ?? ''))].sort();

describe('wire schemas read JSON null in an optional field as the field absent', () => {
  it.each(CASES)('%s', (_what, described, reader, body, fields) => {
    const nulled = withNullOptionals(described, body);
    // Every optional field of the body is there, as null.
    expect(nulledFields(nulled)).toEqual([...fields].sort());
    const read = reader.safeParse(nulled);
    expect(read.error).toBeUndefined();
    const withoutThem = reader.parse(body);
    expect(read.data).toEqual(withoutThem);
    expect(JSON.stringify(read.data)).toBe(JSON.stringify(withoutThem));
  });

  it('still refuses a null in a required field, naming it', () => {
    const read = CrmCustomerSchema.safeParse({ ...customer, lastName: null });
    expect(read.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['lastName']);
    expect(
      AccountSchema.safeParse({ ...account, accountBalance: { ...balance, ledger: null } }).success,
    ).toBe(false);
  });

  it('still checks an optional field that is there', () => {
    expect(CrmCustomerSchema.safeParse({ ...customer, middleName: 5 }).success).toBe(false);
    expect(HoldRequestSchema.safeParse({ ...hold, date: 'yesterday' }).success).toBe(false);
  });
});
