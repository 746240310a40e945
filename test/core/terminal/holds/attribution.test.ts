import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HoldCandidateView, HoldResult } from '../../../../common/contract/index';
import type { TerminalCore } from '../../../../core/terminal/terminal-core';
import { dispatch } from '../../../../core/hosts/dispatch';
import { PlatformClient } from '../../../../core/platform/client';
import { commandValue } from '../../../support/command-value';
import { isDebitRequest } from '../../../../harness/fault-proxy';
import { quietLog } from '../../../support/recording-handlers';
import { settled, type ProxiedCores as Rig } from '../../../support/proxied-cores';
import { swipedRef } from '../../../support/money-guards';

// The live service's history: no date, precheck or reversed id echoed (read once by the server).
// Its worker runs it in a module graph of its own (vitest.config.ts); the processes a later file
// of that worker starts must not inherit the shape.
vi.hoisted(() => {
  process.env.PLATFORM_HISTORY_SHAPE = 'bare';
});
afterAll(() => {
  delete process.env.PLATFORM_HISTORY_SHAPE;
});
const { ProxiedCores } = await import('../../../support/proxied-cores');

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const ACCOUNT = 'bonus_account_type-1';
const PIN = '2468';

let rig: Rig;
let platform: PlatformClient;

beforeEach(async () => {
  rig = await ProxiedCores.start('attribution-');
  platform = new PlatformClient({ baseUrl: rig.server.baseUrl, user: 'demo', password: 'demo' });
});
afterEach(async () => {
  await rig.close();
});

/**
 * Till A's debit of 10.00 meets `fault` (its answer is lost, or it never arrives), till B debits
 * the same 10.00 meanwhile: with nothing echoed, A's hold goes to a manager with the candidates.
 */
async function lostBesideSecondTill(fault: 'dropAnswer' | 'dropRequest') {
  // Time-outs a loaded test machine meets (300 ms lookups fail there now and then).
  const a = await rig.openCore(path.join(rig.base, 'till-a'), { requestTimeoutMs: 1_500 });
  const b = await rig.openCore(path.join(rig.base, 'till-b'), { requestTimeoutMs: 1_500 });
  await commandValue(a, 'guest.lookup', { token: IVANOV });
  await commandValue(b, 'guest.lookup', { token: IVANOV });
  await commandValue(a, 'staff.createFirstManager', { name: 'Анна', pin: PIN });
  rig.proxy.next(fault, isDebitRequest);
  const debit = { token: IVANOV, accountGuid: ACCOUNT, amountCents: 1000 };
  // Till A has a manager: its payment is by the card swiped (issue 40).
  const swiped = { ...debit, token: await swipedRef(a) };
  const lost = await commandValue<HoldResult>(a, 'hold.debit', { ...swiped, billNumber: 'A-1' });
  const other = await commandValue<HoldResult>(b, 'hold.debit', { ...debit, billNumber: 'B-1' });
  expect(other.state).toBe('confirmed');
  const hold = await settled(a, lost.holdId);
  expect(hold).toMatchObject({ state: 'rejected', awaitsAttribution: true });
  return { a, holdId: lost.holdId, otherTx: other.bonusTransactionId! };
}

const grant = async (core: TerminalCore) =>
  (await commandValue<{ grant: string }>(core, 'grant.request', { pin: PIN })).grant;

const attribute = async (core: TerminalCore, holdId: string, choice: unknown) =>
  dispatch(core.handlers, 'queue.attribute', { holdId, choice, grant: await grant(core) }, quietLog());

const debitsOfTen = async () =>
  (
    await platform.operationHistory({ customerToken: IVANOV, accountType: { accountGuid: ACCOUNT } })
  ).transactions
    .filter((t) => t.type === 'DEBIT_HOLD' && Math.abs(t.amount) === 10)
    .map((t) => t.id);

describe('a manager attributes a hold only a person can settle', () => {
  it('sees the candidates, names the hold’s own transaction, and the journal says who', async () => {
    const { a, holdId, otherTx } = await lostBesideSecondTill('dropAnswer');
    const { candidates } = await commandValue<{ candidates: HoldCandidateView[] }>(a, 'queue.candidates', {
      holdId,
    });
    const ids = candidates.map((c) => c.transactionId);
    expect(ids).toContain(otherTx);
    expect(ids.sort()).toEqual((await debitsOfTen()).sort());
    for (const c of candidates) {
      expect(c.type).toBe('DEBIT_HOLD');
      expect(Math.abs(c.amountCents)).toBe(1000);
      expect(c.balanceAfter?.availableCents).toEqual(expect.any(Number));
    }
    const own = ids.find((id) => id !== otherTx)!;

    // A transaction the history never showed for this hold is refused, changes nothing, is journalled.
    const wrong = await attribute(a, holdId, { transactionId: 1 });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'attributionNotCandidate' } });
    expect((await settled(a, holdId)).state).toBe('rejected');
    expect(a.journal.list({ kind: 'protected' }).entries[0]).toMatchObject({
      who: 'Анна',
      what: 'queue.attribute',
      details: { failed: 'attributionNotCandidate', transaction: '1', hold: holdId, state: 'rejected' },
    });

    const right = await attribute(a, holdId, { transactionId: own });
    expect(right).toMatchObject({
      ok: true,
      value: { hold: { state: 'confirmed', bonusTransactionId: own } },
    });
    expect(a.journal.list({ kind: 'protected' }).entries[0]).toMatchObject({
      who: 'Анна',
      what: 'queue.attribute',
      details: {
        'transaction before': String(own),
        'state before': 'rejected',
        'state after': 'confirmed',
        'transaction after': String(own),
      },
    });
    // The same transaction once more: the hold no longer waits for a choice.
    expect(await attribute(a, holdId, { transactionId: own })).toMatchObject({
      ok: false,
      error: { code: 'attributionNotNeeded' },
    });
    expect((await debitsOfTen()).length).toBe(2);
  });

  it('none of these: the hold is sent again once the history proves it absent, and applied once', async () => {
    const { a, holdId, otherTx } = await lostBesideSecondTill('dropRequest');
    const { candidates } = await commandValue<{ candidates: HoldCandidateView[] }>(a, 'queue.candidates', {
      holdId,
    });
    expect(candidates.map((c) => c.transactionId)).toEqual([otherTx]);
    const none = await attribute(a, holdId, 'none');
    expect(none).toMatchObject({ ok: true, value: { hold: { state: 'uncertain' } } });
    const hold = await settled(a, holdId);
    expect(hold.state).toBe('confirmed');
    expect(hold.bonusTransactionId).not.toBe(otherTx);
    expect((await debitsOfTen()).sort()).toEqual([otherTx, hold.bonusTransactionId].sort());
    expect(a.journal.list({ kind: 'protected' }).entries[0]?.details).toMatchObject({
      transaction: 'none',
      'state after': 'uncertain',
    });
  });
});
