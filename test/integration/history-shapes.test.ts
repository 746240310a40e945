import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HoldView } from '../../common/contract/index';
import { toCents } from '../../common/platform/money';
import { isDebitRequest, type ProxiedRequest } from '../../harness/fault-proxy';
import { LOAD_ACCOUNT, type LoadGuest } from '../../harness/load-fixture';
import { exactlyOnceProblems, historyIds, laneKey, type Lane } from '../support/ledger-check';
import type { CoreProcess } from '../../harness/processes';
import { loadAccount, rigDebit } from '../support/rig-holds';
import { TerminalRig, tuningWith } from '../../harness/terminal-rig';

const isReverse = (r: ProxiedRequest) => r.path.endsWith('/reverse');

/**
 * A longer quiet period: what a test does on the platform while a hold is uncertain (another
 * terminal's hold, transactions burying it) surely lands before the history is read, even on a
 * busy machine.
 */
const SLOW_QUIET = tuningWith({ '--quiet-period': '3000' });

const find = (holds: HoldView[], id: string) => holds.find((h) => h.holdId === id);

/**
 * A settled debit of `guest`, then one of 3.33 whose request meets `fault`, buried under more
 * of the platform's transactions (5) than a page holds; drained. `sent`: the debits sent since.
 */
async function lostUnderAPage(rig: TerminalRig, guest: LoadGuest, fault: 'dropAnswer' | 'dropRequest') {
  await rigDebit(rig, rig.core, guest, 1);
  await rig.drained(20_000);
  const mark = rig.proxy.log.length;
  rig.proxy.next(fault, isDebitRequest);
  const lost = await rigDebit(rig, rig.core, guest, 3.33);
  for (let i = 0; i < 5; i++)
    await rig.platform.creditHold({ ...loadAccount(guest), amount: 0.01 * (i + 1) });
  const { holds } = await rig.drained(20_000);
  const sinceMark = rig.proxy.log.slice(mark);
  return {
    lost: find(holds, lost.holdId),
    sinceMark,
    sent: sinceMark.filter((l) => isDebitRequest(l.request)),
  };
}

describe('a platform that echoes dates to the second, does not list reversals, pages by 3 with limit/offset', () => {
  let rig: TerminalRig;
  beforeAll(async () => {
    rig = await TerminalRig.start(3, {
      historyShape: 'seconds,hide=REVERSAL,page=3,paged',
      tuning: SLOW_QUIET,
    });
  }, 60_000);
  afterAll(async () => {
    await rig?.close();
  });

  it('a hold whose answer is lost is found by its date at second precision, not applied twice', async () => {
    const guest = rig.guests[0]!;
    const lane: Lane = { token: guest.token, accountGuid: LOAD_ACCOUNT };
    const baseline = await historyIds(rig.platform, [lane]);
    rig.proxy.next('dropAnswer', isDebitRequest);
    const hold = await rigDebit(rig, rig.core, guest, 6.54);
    const { holds } = await rig.drained(20_000);
    const ids = new Map([[hold.holdId, laneKey(lane)]]);
    expect(await exactlyOnceProblems(rig.platform, [lane], baseline, holds, ids)).toEqual([]);
    const history = await rig.platform.operationHistory(loadAccount(guest));
    expect((history.transactions[0] as { date?: string }).date).toMatch(/:\d\dZ$/); // no milliseconds
  }, 30_000);

  it('a request lost before it applied, under more transactions than a page, is found absent by paging back and sent again once', async () => {
    const { lost, sinceMark, sent } = await lostUnderAPage(rig, rig.guests[2]!, 'dropRequest');
    expect(lost).toMatchObject({ state: 'confirmed' });
    expect(sent).toHaveLength(2);
    const pages = sinceMark.filter((l) => l.request.path.endsWith('/operationHistory'));
    expect(pages.length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('a reversal whose answer is lost and whose resend gets alreadyReversed is done', async () => {
    const guest = rig.guests[1]!;
    const before = await rig.platform.balance(loadAccount(guest));
    const hold = await rigDebit(rig, rig.core, guest, 2.5);
    await rig.drained(20_000);
    rig.proxy.next('dropAnswer', isReverse);
    const reversing = rig.proxy.log.length;
    const answer = await rig.call('hold.reverse', {
      holdId: hold.holdId,
      correction: { reason: 'duplicate' },
    });
    expect(answer.status).toBe(200);
    const { holds } = await rig.drained(20_000);
    expect(find(holds, hold.holdId)?.state).toBe('reversed');
    const reversal = holds.find((h) => h.reverses === hold.holdId);
    expect(reversal).toMatchObject({ state: 'confirmed' });
    expect(reversal?.reason).toBeUndefined();
    // Sent twice (the answer of the first was lost); the platform reversed the hold once.
    expect(rig.proxy.log.slice(reversing).filter((l) => isReverse(l.request))).toHaveLength(2);
    const after = await rig.platform.balance(loadAccount(guest));
    expect(toCents(after.accountBalance.available)).toBe(toCents(before.accountBalance.available));
  }, 30_000);
});

describe('a history like the live service’s may be: no date, precheck or reversed id; pages of 3', () => {
  let rig: TerminalRig;
  let second: CoreProcess;
  beforeAll(async () => {
    rig = await TerminalRig.start(3, { historyShape: 'bare,page=3', tuning: SLOW_QUIET });
    second = await rig.startTerminal('data-second');
  }, 60_000);
  afterAll(async () => {
    await second?.stop('SIGKILL');
    await rig?.close();
  });

  it.each([
    ['applied', 'dropAnswer', 0],
    ['not applied', 'dropRequest', 1],
  ] as const)(
    'two terminals, one account: A’s hold lost (%s) while B holds the same amount goes to a manager, never adopting B’s',
    async (_label, fault, guestIndex) => {
      const guest = rig.guests[guestIndex]!;
      rig.proxy.next(fault, isDebitRequest);
      const mine = await rigDebit(rig, rig.core, guest, 8.88);
      const theirs = await rigDebit(rig, second, guest, 8.88);
      expect(theirs.state).toBe('confirmed');
      const { holds } = await rig.drained(20_000);
      const a = find(holds, mine.holdId);
      expect(a).toMatchObject({ state: 'rejected', reason: { code: 'holdOutcomeUnknown' } });
      expect(a?.bonusTransactionId).toBeUndefined();
      // The manager is shown the candidates: B's transaction among them.
      expect(a?.evidence).toContain(`#${theirs.bonusTransactionId} DEBIT_HOLD 8.88`);
      const history = await rig.platform.operationHistory(loadAccount(guest));
      const debits = history.transactions.filter((t) => t.type === 'DEBIT_HOLD');
      expect(debits).toHaveLength(fault === 'dropAnswer' ? 2 : 1); // nothing sent twice
      expect(debits.map((t) => t.id)).toContain(theirs.bonusTransactionId);
    },
    30_000,
  );

  it('a lost answer followed by more transactions than a page holds goes to a manager, never sent twice', async () => {
    const { lost, sent } = await lostUnderAPage(rig, rig.guests[2]!, 'dropAnswer');
    expect(lost).toMatchObject({ state: 'rejected', reason: { code: 'holdOutcomeUnknown' } });
    // The lost request is the only debit sent: the short page proved nothing, so it was not resent.
    expect(sent).toHaveLength(1);
  }, 30_000);
});
