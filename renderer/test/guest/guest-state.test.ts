import { describe, expect, it } from 'vitest';
import { GuestState } from '../../src/state/guest.svelte';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { REF, cached, ivanov, live, scannedCard } from './fixtures';

async function shownGuest(fake: FakeBridge, now = () => 5_000): Promise<GuestState> {
  const guest = new GuestState(fake.bridge, now);
  fake.ok('guest.lookup', live());
  await guest.lookup({ ref: REF }, scannedCard());
  return guest;
}

describe('GuestState', () => {
  it('remembers when an answer arrived, so its age can keep growing', async () => {
    const fake = new FakeBridge().ok('guest.lookup', cached(60_000));
    const guest = new GuestState(fake.bridge, () => 42_000);
    await guest.lookup({ ref: REF });
    expect(guest.answer).toMatchObject({ source: 'cache', ageMs: 60_000, receivedAt: 42_000 });
  });

  it('a refresh that cannot reach the platform leaves the guest shown', async () => {
    const fake = new FakeBridge();
    const guest = await shownGuest(fake);
    fake.fail('guest.lookup', fakeError('platformUnavailable'));
    await guest.refresh();
    expect(guest.answer?.guest.customerGuid).toBe('guid-ivanov');
    expect(guest.refusal).toBeUndefined();
    expect(guest.token).toEqual({ ref: REF });
  });

  it('a refresh the platform refuses removes the guest and names it', async () => {
    const fake = new FakeBridge();
    const guest = await shownGuest(fake);
    fake.fail('guest.lookup', fakeError('tokenExpired'));
    await guest.refresh();
    expect(guest.answer).toBeUndefined();
    expect(guest.token).toBeUndefined();
    expect(guest.refusal?.error.code).toBe('tokenExpired');
    expect(guest.refusal?.removed?.lastName).toBe('Иванов');
  });

  it('a lookup that lost the race to a newer one changes nothing', async () => {
    const fake = new FakeBridge();
    const guest = new GuestState(fake.bridge);
    let first!: () => void;
    fake.answer(
      'guest.lookup',
      () => new Promise((resolve) => (first = () => resolve({ ok: true, value: live() }))),
    );
    const slow = guest.lookup({ ref: REF });
    fake.ok('guest.lookup', live(ivanov({ customerGuid: 'guid-newer' })));
    await guest.lookup({ ref: 'CCCCCCCCCCCCCCCCCCCCCC' });
    first();
    await slow;
    expect(guest.answer?.guest.customerGuid).toBe('guid-newer');
  });

  it('offers only a card the platform does not know to the new-guest form', async () => {
    const fake = new FakeBridge().fail('guest.lookup', fakeError('tokenExpired'));
    const guest = new GuestState(fake.bridge);
    await guest.lookup({ ref: REF }, scannedCard());
    expect(guest.offerNewGuest()).toBeUndefined();
    expect(guest.pendingCard).toBeUndefined();
    fake.fail('guest.lookup', fakeError('tokenNotFound'));
    await guest.lookup({ ref: REF }, scannedCard());
    expect(guest.offerNewGuest()).toEqual(scannedCard());
    expect(guest.pendingCard).toEqual(scannedCard());
  });
});
