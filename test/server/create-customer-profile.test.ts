import { describe, expect, it } from 'vitest';
import { CrmCustomerSchema, FilteredCustomerSchema } from '../../common/platform/schemas';
import { testServerForEachTest } from '../support/server-app';

const demo = testServerForEachTest();

const card = { type: 'card', entry: 'trackCode', key: '0007770043' } as const;

/** The profile the terminal sends with a new guest (issue 43), as createCustomer takes it. */
const PROFILE = {
  firstName: 'Мария',
  lastName: 'Заречная',
  middleName: 'Олеговна',
  dateOfBirth: '1991-07-15T00:00:00.000Z',
  sex: 'female',
  contactMethods: [
    { type: 'phoneNumber', value: '+79991234567' },
    { type: 'email', value: 'maria@example.ru' },
  ],
  tokens: [card],
};

describe('createCustomer keeps the profile a new guest is enrolled with (issue 43)', () => {
  it('customerInfo gives it back with dateOfBirth as ISO; filterCustomers as epoch milliseconds', async () => {
    const created = await demo.server.post('bonuses/createCustomer', PROFILE);
    expect(created.status).toBe(200);
    expect(created.body.customer).toMatchObject({ dateOfBirth: PROFILE.dateOfBirth, middleName: 'Олеговна' });

    const info = CrmCustomerSchema.parse((await demo.server.post('bonuses/customerInfo', card)).body);
    expect(info).toMatchObject({
      middleName: 'Олеговна',
      sex: 'female',
      dateOfBirth: '1991-07-15T00:00:00.000Z',
    });
    expect(info.contactMethods?.map(({ type, value }) => ({ type, value }))).toEqual(PROFILE.contactMethods);

    const found = await demo.server.post('bonuses/filterCustomers', { search: 'Заречная' });
    const filtered = FilteredCustomerSchema.parse(found.body.customers[0]);
    expect(filtered).toMatchObject({
      sex: 'female',
      middleName: 'Олеговна',
      title: 'Заречная Мария Олеговна',
    });
    expect(filtered.dateOfBirth).toBe(Date.UTC(1991, 6, 15));
    expect(filtered.contactMethods?.map((c) => c.type)).toEqual(['phoneNumber', 'email']);
  });

  it('the phone contact finds the guest as a phone token; the e-mail does not become a token', async () => {
    await demo.server.post('bonuses/createCustomer', PROFILE);
    const byPhone = await demo.server.post('bonuses/customerInfo', {
      type: 'phone',
      entry: 'manual',
      key: '79991234567',
    });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.tokens.map((t: { type: string }) => t.type).sort()).toEqual(['card', 'phone']);
  });

  it('a birthday that is no ISO date is refused and nothing is stored', async () => {
    const refused = await demo.server.post('bonuses/createCustomer', {
      ...PROFILE,
      dateOfBirth: '31.02.1991',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('invalidRequest');
    expect((await demo.server.post('bonuses/customerInfo', card)).body.errorCode).toBe('tokenNotFound');
  });
});
