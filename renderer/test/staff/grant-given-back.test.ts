import { describe, expect, it } from 'vitest';
import type { HoldView, TerminalBridge } from '../../../common/contract/index';
import { guardedBridge } from '../../src/staff/guarded-bridge';
import { ManagerGrants } from '../../src/staff/manager-grants.svelte';
import { fakeError, FakeBridge } from '../support/fake-bridge';
import { withManager } from './manager-fake';

const REVERSE = { holdId: 'h1', correction: { reason: 'wrongAmount' as const } };
const CARD = { ref: 'CARDCARDCARDCARDCARDCA' };

/** The core as issue 41 has it: without the card, cardRequired, and the grant is given back. */
function reversingCore(): FakeBridge {
  return withManager(new FakeBridge(), 'G.1').answer('hold.reverse', (input: { token?: unknown }) =>
    input.token === undefined
      ? { ok: false, error: fakeError('cardRequired') }
      : { ok: true, value: { hold: { holdId: 'h1' } as HoldView } },
  );
}

describe('the guarded bridge and a grant given back (issue 41)', () => {
  it('sends the try with the guest’s card with the same grant: the manager types the PIN once', async () => {
    const fake = reversingCore();
    const grants = new ManagerGrants(fake.bridge as TerminalBridge);
    const bridge = guardedBridge(fake.bridge as TerminalBridge, grants);
    const first = bridge['hold.reverse'](REVERSE);
    await expect.poll(() => grants.question?.command).toBe('hold.reverse');
    await grants.submit('2468', false);
    expect((await first).ok).toBe(false);
    const second = await bridge['hold.reverse']({ ...REVERSE, token: CARD });
    expect(second.ok).toBe(true);
    expect(grants.question).toBeUndefined();
    expect(fake.calls['grant.request']).toHaveBeenCalledTimes(1);
    expect(fake.calls['hold.reverse'].mock.calls[1]![0]).toMatchObject({ grant: 'G.1', token: CARD });
  });

  it('gives it to that command only: another protected command asks for its own PIN', async () => {
    const fake = reversingCore().ok('journal.list', { rows: [], truncated: false });
    const grants = new ManagerGrants(fake.bridge as TerminalBridge);
    const bridge = guardedBridge(fake.bridge as TerminalBridge, grants);
    const first = bridge['hold.reverse'](REVERSE);
    await expect.poll(() => grants.question?.command).toBe('hold.reverse');
    await grants.submit('2468', false);
    await first;
    void bridge['journal.list']({});
    await expect.poll(() => grants.question?.command).toBe('journal.list');
    grants.cancel();
  });
});
