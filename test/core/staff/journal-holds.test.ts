import { describe, expect, it } from 'vitest';
import { demoCoreForEachTest } from '../core-rig';

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const demo = demoCoreForEachTest('core-journal-holds-');

describe("the journal's hold entries", () => {
  it('name the guest, the masked card, the amount and the bill, and no card number', async () => {
    const { core } = demo;
    await core.handlers['customer.lookup']({ token: IVANOV });
    await core.handlers['hold.credit']({
      token: IVANOV,
      accountGuid: 'bonus_account_type-1',
      amount: 12.5,
      precheck: 'PC-9',
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
      },
    });
    expect(JSON.stringify(core.journal.list({}))).not.toContain('0001234567');
  });
});
