import { describe, expect, it } from 'vitest';
import type { CommandName, HoldView } from '../../../../common/contract/index';
import { dispatch } from '../../../../core/hosts/dispatch';
import { commandValue } from '../../../support/command-value';
import { demoCoreForEachTest } from '../../../support/core-rig';
import { quietLog } from '../../../support/recording-handlers';
import { IVANOV_CARD, PETROVA_TRACK } from '../../../support/server-app';

const BONUS = 'bonus_account_type-1';

const rig = demoCoreForEachTest('core-queue-guest-');
const value = <T>(name: CommandName, input: unknown = {}) => commandValue<T>(rig.core, name, input);
type Page = { holds: HoldView[]; nextCursor?: number };

describe("queue.list of one guest (the guest's card reads it at every swipe)", () => {
  it("gives that guest's holds only, newest first, paged, in the states asked", async () => {
    const ivanov: string[] = [];
    for (let i = 0; i < 5; i++) {
      const token = i % 2 === 0 ? IVANOV_CARD : PETROVA_TRACK;
      const { holdId } = await value<{ holdId: string }>('hold.credit', {
        token,
        accountGuid: BONUS,
        amountCents: 100 * (i + 1),
      });
      if (token === IVANOV_CARD) ivanov.push(holdId);
    }
    const { holds } = await value<Page>('queue.list');
    const guid = holds.find((hold) => hold.holdId === ivanov[0])!.customerGuid!;

    const ofIvanov = await value<Page>('queue.list', { customerGuid: guid });
    expect(ofIvanov.holds.map((hold) => hold.holdId)).toEqual([...ivanov].reverse());
    expect(ofIvanov.holds.every((hold) => hold.customerGuid === guid)).toBe(true);

    const first = await value<Page>('queue.list', { customerGuid: guid, limit: 2 });
    const rest = await value<Page>('queue.list', { customerGuid: guid, limit: 2, cursor: first.nextCursor });
    expect([...first.holds, ...rest.holds].map((hold) => hold.holdId)).toEqual([...ivanov].reverse());
    expect(rest.nextCursor).toBeUndefined();

    const state = ofIvanov.holds[0]!.state;
    const inState = await value<Page>('queue.list', { customerGuid: guid, states: [state] });
    expect(inState.holds.map((hold) => hold.holdId)).toEqual(
      ofIvanov.holds.filter((hold) => hold.state === state).map((hold) => hold.holdId),
    );
    expect((await value<Page>('queue.list', { customerGuid: 'customer-nobody' })).holds).toEqual([]);
  });

  it('refuses a guest that is not an id', async () => {
    const empty = await dispatch(rig.core.handlers, 'queue.list', { customerGuid: '' }, quietLog());
    expect(empty).toMatchObject({
      ok: false,
      error: { code: 'invalidInput', details: { field: 'customerGuid' } },
    });
  });
});
