import { describe, expect, it } from 'vitest';
import { BASIC, BONUS, IVANOV_CARD, IVANOV_PHONE } from '../support/server-app';
import { listenForTests } from '../support/listening-app';

/**
 * What the live service's public clients send beyond the interface (../shared/platform-notes.md,
 * issue 16 §4): tokens without entry, a guest created with a first name and a phone contact only,
 * a date-only dateOfBirth.
 */

const served = listenForTests();

async function post(path: string, body: unknown) {
  const res = await fetch(`${served.origin}/platform/online/bonuses/${path}`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
  return { status: res.status, body: (await res.json()) as any };
}

const withoutEntry = ({ type, key }: { type: string; key: string }) => ({ type, key });

describe('a customerToken without entry', () => {
  it('is resolved by type and key on customerInfo (wrapped and bare), balance, history and holds', async () => {
    const token = withoutEntry(IVANOV_CARD);
    expect((await post('customerInfo', { customerToken: token })).body.lastName).toBe('Иванов');
    expect((await post('customerInfo', token)).body.lastName).toBe('Иванов');
    expect((await post('balance', { customerToken: token, accountType: BONUS })).status).toBe(200);
    expect((await post('operationHistory', { customerToken: token, accountType: BONUS })).status).toBe(200);
    const debit = await post('debitHold', { customerToken: token, accountType: BONUS, amount: 1.5 });
    expect(debit.status).toBe(200);
    expect(typeof debit.body.bonusTransactionId).toBe('number');
  });

  it('of an unknown type is still refused as invalid', async () => {
    const answer = await post('customerInfo', { customerToken: { type: 'loyaltyApp', key: '1' } });
    expect(answer.status).toBe(400);
  });
});

describe('createCustomer as public clients send it', () => {
  it('takes a first name and a phone contact only; the guest is then found by a phone token', async () => {
    const created = await post('createCustomer', {
      firstName: 'Анна',
      contactMethods: [{ type: 'phoneNumber', value: '+7 999 111-22-33' }],
      dateOfBirth: '1990-05-17',
    });
    expect(created.status).toBe(200);
    expect(created.body.customer).toMatchObject({ firstName: 'Анна', lastName: '' });
    const found = await post('customerInfo', { customerToken: { type: 'phone', key: '+79991112233' } });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      customerGuid: created.body.customer.customerGuid,
      firstName: 'Анна',
      dateOfBirth: '1990-05-17T00:00:00.000Z',
    });
  });

  it('does not refuse a guest whose phone contact is already another guest’s token: that token is left out', async () => {
    const created = await post('createCustomer', {
      firstName: 'Иван',
      contactMethods: [{ type: 'phoneNumber', value: `+${IVANOV_PHONE.key}` }],
    });
    expect(created.status).toBe(200);
    const owner = await post('customerInfo', { customerToken: IVANOV_PHONE });
    expect(owner.body.lastName).toBe('Иванов');
  });

  it('still refuses a date of birth that is no date, and a missing first name', async () => {
    expect((await post('createCustomer', { firstName: 'A', dateOfBirth: '17.05.1990' })).status).toBe(400);
    expect((await post('createCustomer', { contactMethods: [] })).status).toBe(400);
  });
});
