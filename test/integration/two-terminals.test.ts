import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HoldView } from '../../common/contract/index';
import { toCents } from '../../common/platform/money';
import { isDebitRequest } from '../../harness/fault-proxy';
import type { CoreProcess } from '../../harness/processes';
import { loadAccount, rigDebit } from '../support/rig-holds';
import { TerminalRig } from '../../harness/terminal-rig';

/**
 * Issue 16 §3 with real processes: two terminal processes on one account of the platform
 * process, whose history echoes `date` and `precheck` (this project's server does). Terminal A's
 * debit never reaches the platform while terminal B debits the same amount in the same second;
 * B's transaction carries B's `lt:` reference in its precheck, which proves it is not A's.
 */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('two terminal processes, one account, the same amount in the same second', () => {
  let rig: TerminalRig;
  let second: CoreProcess;
  beforeAll(async () => {
    rig = await TerminalRig.start(1);
    second = await rig.startTerminal('data-second');
  }, 60_000);
  afterAll(async () => {
    await second?.stop('SIGKILL');
    await rig?.close();
  });

  it("A's lost debit is not taken for B's: A sends its own, and A's reversal reverses A's transaction, not B's", async () => {
    const guest = rig.guests[0]!;
    const before = await rig.platform.balance(loadAccount(guest));
    rig.proxy.next('dropRequest', isDebitRequest);
    // A's debit is dropped, then B's is sent at once: their dates fall in the same second.
    const minePending = rigDebit(rig, rig.core, guest, 10, 'bill-A');
    await until(() => rig.proxy.applied.dropRequest === 1);
    const theirs = await rigDebit(rig, second, guest, 10, 'bill-B');
    const mine = await minePending;
    expect(rig.proxy.applied.dropRequest).toBe(1);
    expect(theirs.state).toBe('confirmed');

    const { holds } = await rig.drained(20_000);
    const a = holds.find((h: HoldView) => h.holdId === mine.holdId);
    expect(a?.state).toBe('confirmed');
    expect(a?.bonusTransactionId).toBeDefined();
    expect(a?.bonusTransactionId).not.toBe(theirs.bonusTransactionId);
    const history = await rig.platform.operationHistory(loadAccount(guest));
    const debits = history.transactions.filter((t) => t.type === 'DEBIT_HOLD');
    expect(debits.map((t) => t.id).sort()).toEqual([a?.bonusTransactionId, theirs.bonusTransactionId].sort());

    expect(
      (await rig.call('hold.reverse', { holdId: mine.holdId, correction: { reason: 'duplicate' } })).status,
    ).toBe(200);
    await rig.drained(20_000);
    const after = await rig.platform.operationHistory(loadAccount(guest));
    const reversals = after.transactions.filter((t) => t.type === 'REVERSAL');
    expect(reversals.map((t) => (t as { reversedTransactionId?: number }).reversedTransactionId)).toEqual([
      a?.bonusTransactionId,
    ]);
    // Only B's 10,00 is still held.
    expect(toCents(after.account.accountBalance.available)).toBe(
      toCents(before.accountBalance.available)! - 1000,
    );
  }, 60_000);
});
