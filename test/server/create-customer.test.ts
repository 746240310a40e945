import { describe, expect, it } from 'vitest';
import { CreateCustomerResponseSchema, CrmCustomerSchema } from '../../common/platform/schemas';
import { IVANOV_CARD, NOW, testServerForEachTest } from '../support/server-app';

const demo = testServerForEachTest();

const newCard = { type: 'card', entry: 'trackCode', key: '0007770001' } as const;
const newPhone = { type: 'phone', entry: 'manual', key: '+7 999 000-00-01' } as const;

describe('createCustomer', () => {
  it('answers with the customer whose tokens are one empty object per token sent, and empty notices', async () => {
    const { status, body } = await demo.server.post('bonuses/createCustomer', {
      firstName: 'Олег',
      lastName: 'Новый',
      tokens: [newCard, newPhone],
    });
    expect(status).toBe(200);
    const answer = CreateCustomerResponseSchema.parse(body);
    expect(answer.customer.tokens).toEqual([{}, {}]);
    expect(answer.notices).toEqual([]);
    expect(answer.customer).toMatchObject({ firstName: 'Олег', lastName: 'Новый' });
    expect(answer.customer.customerGuid).toMatch(/^customer_put-260301120000000[0-9a-z]+$/);
  });

  it('creates an open, zero account of every account type; the customer is then found by its tokens', async () => {
    const created = await demo.server.post('bonuses/createCustomer', {
      firstName: 'Olga',
      lastName: 'New',
      middleName: 'Petrovna',
      sex: 'female',
      dateOfBirth: '1990-05-06T00:00:00+03:00',
      contactMethods: [{ type: 'phoneNumber', value: '+7 999 000-00-01' }],
      tokens: [newCard, newPhone],
    });
    const guid = created.body.customer.customerGuid;
    for (const token of [newCard, { ...newPhone, key: '79990000001' }]) {
      const { status, body } = await demo.server.post('bonuses/customerInfo', token);
      expect(status).toBe(200);
      const customer = CrmCustomerSchema.parse(body);
      expect(customer.customerGuid).toBe(guid);
      expect(customer.dateOfBirth).toBe('1990-05-05T21:00:00.000Z');
      expect(customer.tokens.map((t) => t.key)).toEqual(['0007770001', '79990000001']);
      expect(
        customer.accounts.map((a) => [a.accountType.accountGuid, a.accountState, a.accountBalance]),
      ).toEqual(
        ['bonus_account_type-1', 'bonus_account_type-2', 'bonus_account_type-3'].map((guid) => [
          guid,
          'open',
          { ledger: 0, available: 0, debitHold: 0, creditHold: 0 },
        ]),
      );
    }
    const found = await demo.server.post('bonuses/filterCustomers', { search: 'petrovna' });
    expect(found.body.customers.map((c: { _id: string }) => c._id)).toEqual([guid]);
    expect(found.body.customers[0].createTime).toBe(NOW.getTime());
    expect(found.body.customers[0].dateOfBirth).toBe(Date.parse('1990-05-05T21:00:00.000Z'));
    const byPhone = await demo.server.post('bonuses/filterCustomers', { search: '999 000' });
    expect(byPhone.body.customers.map((c: { _id: string }) => c._id)).toEqual([guid]);
  });

  it('refuses a token already bound to another customer, and stores nothing', async () => {
    const { status, body } = await demo.server.post('bonuses/createCustomer', {
      firstName: 'Двойник',
      lastName: 'Иванов',
      tokens: [newCard, { ...IVANOV_CARD, entry: 'barCode' }],
    });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('invalidRequest');
    expect(body.errorDescription).toMatch(/^tokens\[1\]: .*already bound/);
    expect(body.errorDescription).not.toContain(IVANOV_CARD.key);
    expect((await demo.server.post('bonuses/customerInfo', newCard)).body.errorCode).toBe('tokenNotFound');
  });

  it('refuses the same token twice in one request', async () => {
    const { body } = await demo.server.post('bonuses/createCustomer', {
      firstName: 'A',
      lastName: 'B',
      tokens: [newPhone, { ...newPhone, key: '79990000001' }],
    });
    expect(body).toMatchObject({ errorCode: 'invalidRequest' });
    expect(body.errorDescription).toMatch(/^tokens\[1\]: .*twice/);
  });

  it.each([
    [{ lastName: 'B', tokens: [newCard] }, /^firstName: /],
    [{ firstName: '  ', lastName: 'B', tokens: [newCard] }, /^firstName: /],
    // No tokens at all is taken (issue 16: public clients create guests with a phone contact only).
    [{ firstName: 'A', lastName: 'B', tokens: 'card' }, /^tokens: /],
    [{ firstName: 'A', lastName: 'B', tokens: [{ ...newCard, type: 'email' }] }, /^tokens\[0\]\.type: /],
    [{ firstName: 'A', lastName: 'B', tokens: [newCard], dateOfBirth: '06.05.1990' }, /^dateOfBirth: /],
  ])('refuses an invalid body with the field named (%#)', async (body, description) => {
    const res = await demo.server.post('bonuses/createCustomer', body);
    expect(res.status).toBe(400);
    expect(res.body.errorDescription).toMatch(description);
  });
});
