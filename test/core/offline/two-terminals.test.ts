import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HoldResult } from '../../../common/contract/index';
import { PlatformClient } from '../../../core/platform/client';
import { commandValue } from '../../support/command-value';
import { isDebitRequest } from '../../../harness/fault-proxy';
import { ProxiedCores, settled } from '../../support/proxied-cores';

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const ACCOUNT = 'bonus_account_type-1';

let rig: ProxiedCores;
let platform: PlatformClient;

beforeEach(async () => {
  rig = await ProxiedCores.start('two-terminals-');
  platform = new PlatformClient({ baseUrl: rig.server.baseUrl, user: 'demo', password: 'demo' });
});

afterEach(async () => {
  await rig.close();
});

describe('two terminals debit one account the same amount in the same second', () => {
  it("A's lost debit is not taken for B's transaction, whose precheck names B's hold: A sends its own", async () => {
    // Time-outs long enough for a loaded machine: only the dropped debit may time out.
    const a = await rig.openCore(path.join(rig.base, 'till-a'), { requestTimeoutMs: 1_500 });
    const b = await rig.openCore(path.join(rig.base, 'till-b'), { requestTimeoutMs: 1_500 });
    await commandValue(a, 'guest.lookup', { token: IVANOV });
    await commandValue(b, 'guest.lookup', { token: IVANOV });

    // A's debit never reaches the platform, and A cannot know: its outcome is unknown.
    rig.proxy.next('dropRequest', isDebitRequest);
    const debitA = await commandValue<HoldResult>(a, 'hold.debit', {
      token: IVANOV,
      accountGuid: ACCOUNT,
      amountCents: 1000,
      billNumber: 'A-1',
    });
    expect(rig.proxy.applied.dropRequest).toBe(1);
    // B debits the same amount within the same second (its date within A's tolerance).
    const debitB = await commandValue<HoldResult>(b, 'hold.debit', {
      token: IVANOV,
      accountGuid: ACCOUNT,
      amountCents: 1000,
      billNumber: 'B-1',
    });
    expect(debitB.state).toBe('confirmed');

    const holdA = await settled(a, debitA.holdId);
    const holdB = await settled(b, debitB.holdId);
    expect(holdA, JSON.stringify(holdA)).toMatchObject({ state: 'confirmed' });
    expect(holdA.bonusTransactionId).not.toBe(holdB.bonusTransactionId);

    // The platform holds both debits: A's was sent again, not attributed to B's.
    const history = await platform.operationHistory({
      customerToken: IVANOV,
      accountType: { accountGuid: ACCOUNT },
    });
    const debits = history.transactions.filter((t) => t.type === 'DEBIT_HOLD' && Math.abs(t.amount) === 10);
    expect(debits.map((t) => t.id).sort()).toEqual(
      [holdA.bonusTransactionId, holdB.bonusTransactionId].sort(),
    );
    expect(history.account.accountBalance.available).toBe(980);
  });
});
