import { describe, expect, it } from 'vitest';
import type { HoldView } from '../../../../common/contract/index';
import { accountLabel } from '../../../../core/terminal/journal/account-label';
import { demoCoreForEachTest } from '../../../support/core-rig';

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const demo = demoCoreForEachTest('core-journal-holds-');

describe("the journal's hold entries", () => {
  it('name the guest, the masked card, the amount and the bill, and no card number', async () => {
    const { core } = demo;
    await core.handlers['guest.lookup']({ token: IVANOV });
    await core.handlers['hold.credit']({
      token: IVANOV,
      accountGuid: 'bonus_account_type-1',
      amountCents: 1250,
      billNumber: 'PC-9',
    });
    const [entry] = core.journal.list({ kind: 'hold' }).entries;
    expect(entry).toMatchObject({
      who: 'cashier',
      what: 'confirmed',
      details: {
        guest: 'Иванов Иван Иванович',
        card: '…4567',
        amount: '12.50',
        bill: 'PC-9',
        kind: 'credit',
        account: 'Бонусные баллы',
      },
    });
    expect(JSON.stringify(core.journal.list({}))).not.toContain('0001234567');
  });
});

describe("a hold's account in the journal", () => {
  const hold = {
    customerGuid: 'guest-1',
    accountGuid: '7f3a9c2e41b84d0c9e5a11d2b3c4d5e6f7a8b9c0',
  } as HoldView;
  const cacheWith = (name: string | undefined) => ({
    byGuid: () =>
      name === undefined
        ? undefined
        : ({
            guest: { accounts: [{ accountType: { accountGuid: hold.accountGuid, name } }] },
            fetchedAt: 0,
          } as never),
  });

  it("is the account's name for the guest, else the end of its guid (never blanked whole)", () => {
    expect(accountLabel(cacheWith('Депозит'), hold)).toBe('Депозит');
    expect(accountLabel(cacheWith('  '), hold)).toBe('…a8b9c0');
    expect(accountLabel(cacheWith(undefined), hold)).toBe('…a8b9c0');
    expect(accountLabel(cacheWith('Депозит'), { ...hold, customerGuid: undefined })).toBe('…a8b9c0');
  });
});
