import { describe, expect, it } from 'vitest';
import { CrmCustomerSchema } from '../../common/platform/schemas';
import {
  IVANOV_BARCODE,
  IVANOV_CARD,
  IVANOV_PHONE,
  PETROVA_PIN,
  PETROVA_QR,
  PETROVA_TRACK,
  SIDOROV_EXPIRED,
  SIDOROV_VALID,
  testServer,
  testServerForEachTest,
} from '../support/server-app';

const demo = testServerForEachTest();

describe('customerInfo', () => {
  it('returns the CRM customer with tokens, accounts, accumulationBalance and an ISO dateOfBirth', async () => {
    const { status, body } = await demo.server.post('bonuses/customerInfo', IVANOV_CARD);
    expect(status).toBe(200);
    const customer = CrmCustomerSchema.parse(body);
    expect(customer).toMatchObject({
      customerGuid: 'customer_put-180725100130889x',
      firstName: 'Иван',
      lastName: 'Иванов',
      middleName: 'Иванович',
      sex: 'male',
      dateOfBirth: '1985-03-14T00:00:00.000Z',
      contactMethods: [{ type: 'phoneNumber', value: '+7 916 123-45-67' }],
    });
    expect(customer.tokens.map((t) => `${t.type}/${t.entry}/${t.key}`)).toEqual([
      'card/trackCode/0001234567',
      'card/barCode/2000000012346',
      'phone/manual/79161234567',
    ]);
    // With the live service's fields beyond the interface (live-shapes-answers.test.ts).
    const live = { id: expect.any(Number), convertBonuses: false, deleted: false, hidden: false };
    const liveType = { id: expect.any(Number), deleted: false, resetPeriod: 'NEVER' };
    expect(customer.accounts).toEqual([
      {
        ...live,
        accountBalance: { ledger: 1250.5, available: 1000, debitHold: 200, creditHold: 50.5 },
        accountState: 'open',
        accountType: {
          ...liveType,
          accountGuid: 'bonus_account_type-1',
          name: 'Бонусные баллы',
          maxUsage: 50,
        },
      },
      {
        ...live,
        accountBalance: { ledger: 3000, available: 3000, debitHold: 0, creditHold: 0 },
        accountState: 'open',
        accountType: {
          ...liveType,
          accountGuid: 'bonus_account_type-2',
          name: 'Подарочный сертификат',
          maxUsage: 100,
        },
      },
    ]);
    expect(customer.accumulationBalance).toEqual({
      ledger: 4250.5,
      available: 4000,
      debitHold: 200,
      creditHold: 50.5,
    });
  });

  it.each([
    ['card/trackCode', IVANOV_CARD, 'Иванов'],
    ['card/barCode', IVANOV_BARCODE, 'Иванов'],
    ['phone/manual', IVANOV_PHONE, 'Иванов'],
    ['qrGuest/qrCode', PETROVA_QR, 'Петрова'],
    ['pin/manual', PETROVA_PIN, 'Петрова'],
    ["card/trackCode in the vendor's form (whole track 2)", PETROVA_TRACK, 'Петрова'],
  ])('resolves a %s token (rules 1 and 2)', async (_label, token, lastName) => {
    const { status, body } = await demo.server.post('bonuses/customerInfo', token);
    expect(status).toBe(200);
    expect(body.lastName).toBe(lastName);
  });

  it('matches on type and key: the entry only says how the key was read', async () => {
    const typed = await demo.server.post('bonuses/customerInfo', { ...IVANOV_CARD, entry: 'manual' });
    expect(typed.body.customerGuid).toBe('customer_put-180725100130889x');
    const otherType = await demo.server.post('bonuses/customerInfo', { ...IVANOV_CARD, type: 'pin' });
    expect(otherType.body.errorCode).toBe('tokenNotFound');
  });

  it('normalises a phone key: a leading + and separators are dropped', async () => {
    for (const key of ['+79161234567', '+7 916 123-45-67', '7 (916) 123-45-67']) {
      const { body } = await demo.server.post('bonuses/customerInfo', { ...IVANOV_PHONE, key });
      expect(body.lastName).toBe('Иванов');
    }
  });

  it('tokenNotFound names the token masked to its last 4 characters', async () => {
    const { status, body } = await demo.server.post('bonuses/customerInfo', {
      ...IVANOV_CARD,
      key: '0009876543',
    });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('tokenNotFound');
    expect(body.errorDescription).toContain('…6543');
    expect(body.errorDescription).not.toContain('0009876543');
  });

  it('tokenExpired for a token whose expirationDate has passed; the other token of the guest works', async () => {
    const expired = await demo.server.post('bonuses/customerInfo', SIDOROV_EXPIRED);
    expect(expired.status).toBe(400);
    expect(expired.body.errorCode).toBe('tokenExpired');
    expect(expired.body.errorDescription).not.toContain(SIDOROV_EXPIRED.key);
    const valid = await demo.server.post('bonuses/customerInfo', SIDOROV_VALID);
    expect(valid.status).toBe(200);
    const tokens = CrmCustomerSchema.parse(valid.body).tokens;
    expect(tokens.map((t) => t.expirationDate)).toEqual([
      '2020-12-31T23:59:59.000Z',
      '2099-12-31T23:59:59.000Z',
    ]);
  });

  it('a token expires at the moment of its expirationDate, by the server clock', async () => {
    let now = new Date('2099-12-31T23:59:58.000Z');
    const local = testServer({ now: () => now });
    try {
      expect((await local.post('bonuses/customerInfo', SIDOROV_VALID)).status).toBe(200);
      now = new Date('2099-12-31T23:59:59.000Z');
      expect((await local.post('bonuses/customerInfo', SIDOROV_VALID)).body.errorCode).toBe('tokenExpired');
    } finally {
      await local.close();
    }
  });

  it('refuses a body that is not a customerToken with invalidRequest naming the field', async () => {
    const { status, body } = await demo.server.post('bonuses/customerInfo', {
      type: 'card',
      entry: 'swipe',
      key: '1',
    });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('invalidRequest');
    expect(body.errorDescription).toMatch(/^entry: /);
  });
});
