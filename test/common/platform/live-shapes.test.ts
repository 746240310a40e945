import { describe, expect, it } from 'vitest';
import { CrmCustomerSchema, HoldResponseSchema } from '../../../common/platform/schemas';

/** A customer as the live service returns it (../shared/platform-notes.md): ids everywhere, more fields. */
const LIVE_CUSTOMER = {
  id: 4312,
  type: 'customer',
  customerGuid: 'customer_put-180725100130889x',
  firstName: 'Иван',
  lastName: 'Иванов',
  customerGroup: { id: 1, name: 'Гости', discountPercent: 0 },
  addresses: [{ id: 9, city: 'Москва', street: 'Тверская' }],
  tokens: [{ id: 77, type: 'card', entry: 'trackCode', key: '66666600000011=2012' }],
  accounts: [
    {
      id: 501,
      accountBalance: { id: 502, ledger: 10, available: 10, debitHold: 0, creditHold: 0 },
      accountState: 'active',
      convertBonuses: false,
      deleted: false,
      hidden: false,
      accountType: {
        id: 3,
        accountGuid: 'bonus_account_type-1',
        name: 'Бонусы',
        deleted: false,
        resetPeriod: 'never',
      },
    },
  ],
};

describe("the terminal's client and the live service's full shapes", () => {
  it('accepts a customer with the extra fields, keeping them', () => {
    const parsed = CrmCustomerSchema.parse(LIVE_CUSTOMER);
    expect(parsed).toMatchObject({
      id: 4312,
      customerGroup: { id: 1 },
      accounts: [{ convertBonuses: false }],
    });
    expect(parsed.accounts[0]?.accountType).toMatchObject({ resetPeriod: 'never', deleted: false });
  });

  it('still accepts the interface’s plain shape without any of them', () => {
    const { id: _id, type: _type, customerGroup: _group, addresses: _addresses, ...plain } = LIVE_CUSTOMER;
    const accounts = plain.accounts.map(({ accountBalance, accountState, accountType }) => ({
      accountState,
      accountBalance: { ...accountBalance, id: undefined },
      accountType: { accountGuid: accountType.accountGuid, name: accountType.name },
    }));
    expect(CrmCustomerSchema.safeParse({ ...plain, accounts }).success).toBe(true);
  });

  it('accepts a hold answer whose balance carries an id', () => {
    const answer = {
      bonusTransactionId: 5,
      balance: { id: 1, ledger: 1, available: 1, debitHold: 0, creditHold: 0 },
    };
    expect(HoldResponseSchema.parse(answer).balance).toMatchObject({ available: 1 });
  });
});
