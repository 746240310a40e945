import { describe, expect, it } from 'vitest';
import type { HoldState } from '../../../common/contract/index';
import { GuestState } from '../../src/state/guest.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { holdView } from '../holds/fixtures';
import { summary } from '../queue/holds';
import { REF, account, ivanov, live } from './fixtures';

const lookups = (fake: FakeBridge) => fake.calls['guest.lookup'].mock.calls.length;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Иванов on screen with 900,00 waiting in the queue, the guest state listening as App starts it. */
async function waitingGuest(fake: FakeBridge): Promise<GuestState> {
  const guest = new GuestState(fake.bridge);
  guest.start();
  const waiting = account({ pending: { debitCents: 90_000, creditCents: 0, count: 1 } });
  fake.ok('guest.lookup', live(ivanov({ accounts: [waiting] })));
  await guest.lookup({ ref: REF });
  return guest;
}

const ofIvanov = (state: HoldState) =>
  holdView({ customerGuid: 'guid-ivanov', state, amountCents: 90_000, bonusTransactionId: undefined });

describe('GuestState when a hold of the guest on screen moves', () => {
  it('a queued payment refused when the platform returns: the guest is read again, nothing waits any more', async () => {
    const fake = new FakeBridge();
    const guest = await waitingGuest(fake);
    expect(guest.answer?.guest.accounts[0]?.pending.count).toBe(1);
    fake.ok('guest.lookup', live(ivanov({ accounts: [account()] })));
    fake.emit('queue', { hold: ofIvanov('rejected'), summary: summary({ rejected: 1 }) });
    await flush();
    expect(lookups(fake)).toBe(2);
    expect(guest.answer?.guest.accounts[0]?.pending.count).toBe(0);
  });

  it.each<HoldState>(['confirmed', 'uncertain', 'cancelled', 'reversed'])(
    'reads the guest again on %s',
    async (state) => {
      const fake = new FakeBridge();
      await waitingGuest(fake);
      fake.ok('guest.lookup', live());
      fake.emit('queue', { hold: ofIvanov(state), summary: summary() });
      await flush();
      expect(lookups(fake)).toBe(2);
    },
  );

  it('reads nothing for a hold being sent, or a hold of another guest', async () => {
    const fake = new FakeBridge();
    await waitingGuest(fake);
    fake.emit('queue', { hold: ofIvanov('sending'), summary: summary() });
    fake.emit('queue', {
      hold: holdView({ customerGuid: 'someone-else', state: 'rejected' }),
      summary: summary(),
    });
    await flush();
    expect(lookups(fake)).toBe(1);
  });
});
