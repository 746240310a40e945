import { describe, expect, it } from 'vitest';
import { nullsAsAbsent } from '../../server/http/nulls-as-absent';
import { HoldRequestSchema, CreateCustomerRequestSchema } from '../../common/platform/schemas';
import { BASIC, BONUS, IVANOV_CARD, PETROVA_QR } from '../support/server-app';
import { listenForTests } from '../support/listening-app';

/**
 * What the live service's clients send to the bonus endpoints (../shared/platform-notes.md,
 * "What the live service's clients send"), over real HTTP to a listening server.
 */

const served = listenForTests();

async function post(path: string, body: unknown) {
  const res = await fetch(`${served.origin}/platform/online/bonuses/${path}`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
  return { status: res.status, body: (await res.json()) as any };
}

async function lastTransaction() {
  const { body } = await post('operationHistory', { customerToken: IVANOV_CARD, accountType: BONUS });
  return body.transactions[0];
}

describe('customerInfo', () => {
  it('takes the token wrapped, as every client of the live service sends it, and bare', async () => {
    const wrapped = await post('customerInfo', { customerToken: IVANOV_CARD });
    const bare = await post('customerInfo', IVANOV_CARD);
    expect(wrapped.status).toBe(200);
    expect(wrapped.body.lastName).toBe('Иванов');
    expect(bare).toEqual(wrapped);
    expect(
      (await post('customerInfo', { customerToken: PETROVA_QR, typeList: ['bonus'] })).body.lastName,
    ).toBe('Петрова');
  });

  it('names the field as sent when the token is wrong, in either form', async () => {
    const wrapped = await post('customerInfo', { customerToken: { type: 'card', entry: 'trackCode' } });
    expect(wrapped).toMatchObject({ status: 400, body: { errorCode: 'invalidRequest' } });
    expect(wrapped.body.errorDescription).toMatch(/^customerToken\.key: /);
    const bare = await post('customerInfo', { type: 'card', entry: 'trackCode' });
    expect(bare.body.errorDescription).toMatch(/^key: /);
    const nullToken = await post('customerInfo', { customerToken: null });
    expect(nullToken.body.errorDescription).toMatch(/^customerToken: /);
    const unknown = await post('customerInfo', { customerToken: { ...IVANOV_CARD, key: '0000000000' } });
    expect(unknown).toMatchObject({ status: 400, body: { errorCode: 'tokenNotFound' } });
  });
});

describe('null for an optional field means absent', () => {
  it('debitHold and creditHold with "date": null, "precheck": null', async () => {
    const body = { customerToken: IVANOV_CARD, accountType: BONUS, amount: 1.5, date: null, precheck: null };
    const debit = await post('debitHold', body);
    expect(debit.status).toBe(200);
    const recorded = await lastTransaction();
    expect(recorded).toMatchObject({ id: debit.body.bonusTransactionId, type: 'DEBIT_HOLD', amount: 1.5 });
    expect(recorded).not.toHaveProperty('date');
    expect(recorded).not.toHaveProperty('precheck');
    expect((await post('creditHold', body)).status).toBe(200);
  });

  it('reverse, filterCustomers (limit, offset) and createCustomer (middleName, dateOfBirth, sex, contactMethods)', async () => {
    const debit = await post('debitHold', { customerToken: IVANOV_CARD, accountType: BONUS, amount: 2 });
    const reversal = await post('reverse', {
      customerToken: IVANOV_CARD,
      accountType: BONUS,
      amount: 2,
      bonusTransactionId: debit.body.bonusTransactionId,
      date: null,
      precheck: null,
    });
    expect(reversal.status).toBe(200);
    const found = await post('filterCustomers', { search: 'Иван', limit: null, offset: null });
    expect(found.status).toBe(200);
    expect(found.body.customers.length).toBeGreaterThan(0);
    const created = await post('createCustomer', {
      firstName: 'Нуль',
      lastName: 'Нулев',
      middleName: null,
      dateOfBirth: null,
      sex: null,
      contactMethods: null,
      tokens: [{ type: 'card', entry: 'trackCode', key: '0007000007' }],
    });
    expect(created.status).toBe(200);
    expect(created.body.customer).not.toHaveProperty('middleName');
  });

  it('a null for a required field is refused, naming the field', async () => {
    const res = await post('debitHold', { customerToken: IVANOV_CARD, accountType: BONUS, amount: null });
    expect(res).toMatchObject({ status: 400, body: { errorCode: 'invalidRequest' } });
    expect(res.body.errorDescription).toMatch(/^amount: /);
    const token = await post('balance', { customerToken: null, accountType: BONUS });
    expect(token.body.errorDescription).toMatch(/^customerToken: /);
  });

  it('nullsAsAbsent drops nulls only where the schema takes absence, at every depth', () => {
    expect(nullsAsAbsent(HoldRequestSchema, { amount: null, date: null, precheck: 'x' })).toEqual({
      amount: null,
      precheck: 'x',
    });
    expect(
      nullsAsAbsent(CreateCustomerRequestSchema, {
        firstName: 'a',
        tokens: [{ type: 'card', entry: null, key: 'k' }],
        contactMethods: null,
      }),
    ).toEqual({ firstName: 'a', tokens: [{ type: 'card', entry: null, key: 'k' }] });
    const unchanged = { amount: 1, customerToken: { type: 'card' } };
    expect(nullsAsAbsent(HoldRequestSchema, unchanged)).toBe(unchanged);
    const deep = JSON.parse(`{"date": null, "x": ${'{"a":'.repeat(50_000)}null${'}'.repeat(50_000)}}`);
    expect(Object.keys(nullsAsAbsent(HoldRequestSchema, deep) as object)).toEqual(['x']);
    const poisoned = nullsAsAbsent(HoldRequestSchema, JSON.parse('{"__proto__": {"x": 1}, "date": null}'));
    expect(Object.getPrototypeOf(poisoned)).toBe(Object.prototype);
    expect(Object.keys(poisoned as object)).toEqual(['__proto__']);
  });
});

describe('precheck sent as a number', () => {
  it.each([
    [17, '17'],
    [0, '0'],
    [123456789012, '123456789012'],
    [-3.5, '-3.5'],
  ])('%s is recorded as "%s"', async (precheck, text) => {
    const res = await post('debitHold', {
      customerToken: IVANOV_CARD,
      accountType: BONUS,
      amount: 1,
      precheck,
    });
    expect(res.status).toBe(200);
    expect(await lastTransaction()).toMatchObject({ id: res.body.bonusTransactionId, precheck: text });
  });

  it('a number without a plain decimal form is refused', async () => {
    const res = await post(
      'creditHold',
      '{"customerToken":{"type":"card","entry":"trackCode","key":"0001234567"},' +
        '"accountType":{"accountGuid":"bonus_account_type-1"},"amount":1,"precheck":1e21}',
    );
    expect(res).toMatchObject({
      status: 400,
      body: {
        errorCode: 'invalidRequest',
        errorDescription: 'precheck: a number must have a plain decimal form',
      },
    });
  });
});
