import { describe, expect, it } from 'vitest';
import type { Connectivity } from '../../../common/contract/index';
import { GuestState } from '../../src/state/guest.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { status } from '../queue/holds';
import { REF, cached, live } from './fixtures';

/** A guest shown from the saved copy, the guest state listening as App starts it. */
async function cachedGuest(fake: FakeBridge): Promise<GuestState> {
  const guest = new GuestState(fake.bridge);
  guest.start();
  fake.emit('status', status({ connectivity: 'offline' }));
  fake.ok('guest.lookup', cached(60_000));
  await guest.lookup({ ref: REF });
  return guest;
}

const lookups = (fake: FakeBridge) => fake.calls['guest.lookup'].mock.calls.length;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('GuestState when the platform comes back', () => {
  it('reads a guest shown from the saved copy again, in place', async () => {
    const fake = new FakeBridge();
    const guest = await cachedGuest(fake);
    fake.ok('guest.lookup', live());
    fake.emit('status', status({ connectivity: 'online' }));
    await flush();
    expect(lookups(fake)).toBe(2);
    expect(fake.calls['guest.lookup'].mock.calls[1]).toEqual([{ token: { ref: REF } }]);
    expect(guest.answer?.source).toBe('live');
  });

  it.each<Connectivity>(['offline', 'degraded'])(
    'does not read it while the status stays %s',
    async (state) => {
      const fake = new FakeBridge();
      await cachedGuest(fake);
      fake.emit('status', status({ connectivity: state }));
      await flush();
      expect(lookups(fake)).toBe(1);
    },
  );

  it('leaves a live guest alone, and reads nothing on an online status it already had', async () => {
    const fake = new FakeBridge();
    const guest = new GuestState(fake.bridge);
    guest.start();
    fake.emit('status', status({ connectivity: 'online' }));
    fake.ok('guest.lookup', live());
    await guest.lookup({ ref: REF });
    fake.emit('status', status({ connectivity: 'offline' }));
    fake.emit('status', status({ connectivity: 'online' }));
    fake.emit('status', status({ connectivity: 'online' }));
    await flush();
    expect(lookups(fake)).toBe(1);
  });
});
