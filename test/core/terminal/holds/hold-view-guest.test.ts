import { describe, expect, it } from 'vitest';
import type { CommandName, HoldView } from '../../../../common/contract/index';
import { commandValue } from '../../../support/command-value';
import { demoCoreForEachTest } from '../../../support/core-rig';

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const SMITH = { type: 'card', entry: 'barCode', key: '4600000000015' } as const;
const ACCOUNT = 'bonus_account_type-1';

const demo = demoCoreForEachTest('core-hold-guest-');

function value<T>(name: CommandName, input: unknown = {}): Promise<T> {
  return commandValue<T>(demo.core, name, input);
}

describe('holds name their guest', () => {
  it('queue.list tells two guests’ holds on the same account type apart by customerGuid', async () => {
    const guids: string[] = [];
    for (const token of [IVANOV, SMITH]) {
      const { guest } = await value<{ guest: { customerGuid: string } }>('guest.lookup', { token });
      guids.push(guest.customerGuid);
      await value('hold.credit', { token, accountGuid: ACCOUNT, amountCents: 500 });
    }
    const { holds } = await value<{ holds: HoldView[] }>('queue.list');
    expect(holds.map((hold) => [hold.accountGuid, hold.customerGuid])).toEqual([
      [ACCOUNT, guids[1]],
      [ACCOUNT, guids[0]],
    ]);
    expect(guids[0]).not.toBe(guids[1]);
  });

  it('keeps the guest’s name with each hold (the queue and the notices name the guest)', async () => {
    await value('guest.lookup', { token: IVANOV });
    await value('hold.credit', { token: IVANOV, accountGuid: ACCOUNT, amountCents: 500 });
    const { holds } = await value<{ holds: HoldView[] }>('queue.list');
    expect(holds[0]?.guestName).toBe('Иванов Иван Иванович');
    expect(JSON.stringify(holds)).not.toContain(IVANOV.key);
  });
});
