import { describe, expect, it } from 'vitest';
import {
  AccountSchema,
  HoldResponseSchema,
  OperationHistoryResponseSchema,
} from '../../common/platform/schemas';
import {
  BONUS,
  DEPOSIT,
  GIFT,
  IVANOV_CARD,
  NOW,
  PETROVA_QR,
  SIDOROV_EXPIRED,
  testServerForEachTest,
} from '../support/server-app';

const demo = testServerForEachTest();

const hold = (kind: 'debitHold' | 'creditHold', amount: number, extra: Record<string, unknown> = {}) =>
  demo.server.post(`bonuses/${kind}`, { customerToken: IVANOV_CARD, accountType: BONUS, amount, ...extra });
const balance = async (accountType: { accountGuid: string } = BONUS) =>
  AccountSchema.parse(
    (await demo.server.post('bonuses/balance', { customerToken: IVANOV_CARD, accountType })).body,
  ).accountBalance;
const history = async (accountType: { accountGuid: string } = BONUS) =>
  OperationHistoryResponseSchema.parse(
    (await demo.server.post('bonuses/operationHistory', { customerToken: IVANOV_CARD, accountType })).body,
  );

describe('balance', () => {
  it('returns the account selected by accountType.accountGuid (rule 2)', async () => {
    expect(await balance(GIFT)).toEqual({ ledger: 3000, available: 3000, debitHold: 0, creditHold: 0 });
  });

  it('accountNotFound when the customer has no account of that type', async () => {
    const { status, body } = await demo.server.post('bonuses/balance', {
      customerToken: IVANOV_CARD,
      accountType: DEPOSIT,
    });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('accountNotFound');
    expect(body.errorDescription).toContain('bonus_account_type-3');
  });
});

describe('debitHold', () => {
  it('effect 1: available drops by the amount, ledger unchanged, a DEBIT_HOLD is recorded with its id', async () => {
    const { status, body } = await hold('debitHold', 100.25);
    expect(status).toBe(200);
    const answer = HoldResponseSchema.parse(body);
    expect(answer.balance).toEqual({
      ledger: 1250.5,
      available: 899.75,
      debitHold: 300.25,
      creditHold: 50.5,
    });
    const [latest] = (await history()).transactions;
    expect(latest).toEqual({
      id: answer.bonusTransactionId,
      regTime: NOW.toISOString(),
      type: 'DEBIT_HOLD',
      amount: 100.25,
      ledger: 1250.5,
      available: 899.75,
    });
  });

  it('effect 3: insufficientFunds above the available balance, and nothing changes', async () => {
    const before = await balance();
    const { status, body } = await hold('debitHold', 1000.01);
    expect(status).toBe(400);
    expect(body.errorCode).toBe('insufficientFunds');
    expect(body.errorDescription).toContain('1000.01');
    expect(body.errorDescription).toContain('1000.00');
    expect(await balance()).toEqual(before);
    expect((await history()).transactions).toHaveLength(3);
  });

  it('takes exactly the whole available balance', async () => {
    const { body } = await hold('debitHold', 1000);
    expect(body.balance.available).toBe(0);
    expect((await hold('debitHold', 0.01)).body.errorCode).toBe('insufficientFunds');
  });

  it('rule 6: accepted without date and precheck; when sent, they are recorded', async () => {
    expect((await hold('debitHold', 1)).status).toBe(200);
    const sent = await hold('debitHold', 2, { date: '2026-03-01T15:00:00+03:00', precheck: 'PC-77' });
    expect(sent.status).toBe(200);
    const [latest] = (await history()).transactions;
    expect(latest).toMatchObject({
      type: 'DEBIT_HOLD',
      amount: 2,
      date: '2026-03-01T12:00:00.000Z',
      precheck: 'PC-77',
    });
  });

  it('keeps kopecks exact over many holds', async () => {
    for (let i = 0; i < 10; i++) await hold('debitHold', 0.1);
    expect(await balance()).toEqual({ ledger: 1250.5, available: 999, debitHold: 201, creditHold: 50.5 });
  });
});

describe('creditHold', () => {
  it('effect 2: ledger and creditHold rise by the amount, available unchanged, a CREDIT is recorded', async () => {
    const { status, body } = await hold('creditHold', 49.5);
    expect(status).toBe(200);
    const answer = HoldResponseSchema.parse(body);
    expect(answer.balance).toEqual({ ledger: 1300, available: 1000, debitHold: 200, creditHold: 100 });
    const [latest] = (await history()).transactions;
    expect(latest).toMatchObject({
      id: answer.bonusTransactionId,
      type: 'CREDIT',
      amount: 49.5,
      ledger: 1300,
    });
  });

  it('refuses to raise the ledger past the largest amount', async () => {
    // MAX_CENTS is 1e13 hundredths; the ledger holds 1250.50.
    expect((await hold('creditHold', 99_999_998_749.5)).body.balance?.ledger).toBe(100_000_000_000);
    const { status, body } = await hold('creditHold', 0.01);
    expect(status).toBe(400);
    expect(body.errorCode).toBe('invalidRequest');
  });
});

describe('token and account checks on holds', () => {
  it('tokenNotFound, tokenExpired and accountNotFound apply to holds and history too', async () => {
    const unknown = { type: 'card', entry: 'trackCode', key: '0000000000' };
    const cases = [
      ['debitHold', { customerToken: unknown, accountType: BONUS, amount: 1 }, 'tokenNotFound'],
      ['creditHold', { customerToken: SIDOROV_EXPIRED, accountType: BONUS, amount: 1 }, 'tokenExpired'],
      ['operationHistory', { customerToken: SIDOROV_EXPIRED, accountType: BONUS }, 'tokenExpired'],
      ['balance', { customerToken: unknown, accountType: BONUS }, 'tokenNotFound'],
      ['debitHold', { customerToken: PETROVA_QR, accountType: GIFT, amount: 1 }, 'accountNotFound'],
      ['operationHistory', { customerToken: PETROVA_QR, accountType: DEPOSIT }, 'accountNotFound'],
    ] as const;
    for (const [path, body, code] of cases) {
      const res = await demo.server.post(`bonuses/${path}`, body);
      expect({ path, status: res.status, code: res.body.errorCode }).toEqual({ path, status: 400, code });
    }
  });
});

describe('operationHistory', () => {
  it('rule 8: newest first (descending id), with the account', async () => {
    await hold('debitHold', 5);
    await hold('creditHold', 7);
    const answer = await history();
    const ids = answer.transactions.map((t) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(answer.transactions.map((t) => t.type)).toEqual([
      'CREDIT',
      'DEBIT_HOLD',
      'CREDIT',
      'DEBIT_HOLD',
      'CREDIT',
    ]);
    expect(answer.account.accountBalance).toEqual({
      ledger: 1257.5,
      available: 995,
      debitHold: 205,
      creditHold: 57.5,
    });
    expect(answer.account.accountType.accountGuid).toBe('bonus_account_type-1');
  });

  it('is empty for an account without operations', async () => {
    expect((await history(GIFT)).transactions).toEqual([]);
  });
});

describe('reverse', () => {
  const reverse = (bonusTransactionId: number, amount: number) =>
    demo.server.post('bonuses/reverse', {
      customerToken: IVANOV_CARD,
      accountType: BONUS,
      amount,
      bonusTransactionId,
    });

  it('cancels a DEBIT_HOLD: available and debitHold restored, a REVERSAL recorded', async () => {
    const before = await balance();
    const held = HoldResponseSchema.parse((await hold('debitHold', 30)).body);
    const { status, body } = await reverse(held.bonusTransactionId, 30);
    expect(status).toBe(200);
    const answer = HoldResponseSchema.parse(body);
    expect(answer.balance).toEqual(before);
    expect(answer.bonusTransactionId).toBeGreaterThan(held.bonusTransactionId);
    const [latest] = (await history()).transactions;
    expect(latest).toMatchObject({
      id: answer.bonusTransactionId,
      type: 'REVERSAL',
      amount: 30,
      reversedTransactionId: held.bonusTransactionId,
    });
  });

  it('cancels a CREDIT: ledger and creditHold lowered back', async () => {
    const before = await balance();
    const held = HoldResponseSchema.parse((await hold('creditHold', 12.34)).body);
    expect((await reverse(held.bonusTransactionId, 12.34)).body.balance).toEqual(before);
  });

  it('alreadyReversed the second time; transactionNotFound for an unknown id or another account', async () => {
    const held = HoldResponseSchema.parse((await hold('debitHold', 3)).body);
    expect((await reverse(held.bonusTransactionId, 3)).status).toBe(200);
    const again = await reverse(held.bonusTransactionId, 3);
    expect(again).toMatchObject({ status: 400, body: { errorCode: 'alreadyReversed' } });
    expect((await reverse(999_999, 3)).body.errorCode).toBe('transactionNotFound');
    const other = await demo.server.post('bonuses/reverse', {
      customerToken: IVANOV_CARD,
      accountType: GIFT,
      amount: 3,
      bonusTransactionId: held.bonusTransactionId,
    });
    expect(other.body.errorCode).toBe('transactionNotFound');
  });

  it('refuses an amount that differs from the hold, and a REVERSAL as target', async () => {
    const held = HoldResponseSchema.parse((await hold('debitHold', 3)).body);
    expect((await reverse(held.bonusTransactionId, 4)).body.errorCode).toBe('invalidRequest');
    const reversal = HoldResponseSchema.parse((await reverse(held.bonusTransactionId, 3)).body);
    expect((await reverse(reversal.bonusTransactionId, 3)).body.errorCode).toBe('invalidRequest');
  });
});
