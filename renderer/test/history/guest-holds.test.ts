import { describe, expect, it, vi } from 'vitest';
import type { CommandOutput, HoldView, Result } from '../../../common/contract/index';
import { GuestHolds } from '../../src/history/guest-holds.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { deferred, holdView } from '../holds/fixtures';
import { summary } from '../queue/holds';

describe("GuestHolds: the guest on screen's recent holds", () => {
  it("gives the next guest none of the previous guest's holds while its own are read", async () => {
    const fake = new FakeBridge();
    const previous = holdView({ holdId: 'previous', customerGuid: 'customer-1' });
    fake.ok('queue.list', { holds: [previous], summary: summary() });
    const holds = new GuestHolds(fake.bridge);
    const releasePrevious = holds.use('customer-1');
    await vi.waitFor(() => expect(holds.of('customer-1')).toEqual([previous]));
    expect(holds.of('customer-2')).toEqual([]);

    const reading = deferred<Result<CommandOutput<'queue.list'>>>();
    fake.answer('queue.list', () => reading.promise);
    // The next guest's card is built (and takes the list) before the previous one goes.
    const releaseNext = holds.use('customer-2');
    releasePrevious();
    expect(holds.of('customer-2')).toEqual([]);
    expect(holds.of('customer-1')).toEqual([]);

    const next = holdView({ holdId: 'next', customerGuid: 'customer-2' });
    reading.resolve({ ok: true, value: { holds: [next], summary: summary() } });
    await vi.waitFor(() => expect(holds.of('customer-2')).toEqual([next]));
    releaseNext();
    expect(holds.of('customer-2')).toEqual([]);
  });
});

describe('GuestHolds: an online try taken again offline', () => {
  it('leaves the list when its event says so: the hold taken again is the one shown', async () => {
    const fake = new FakeBridge();
    const attempt = holdView({ holdId: 'try', customerGuid: 'customer-1', state: 'sending' });
    fake.ok('queue.list', { holds: [attempt], summary: summary() });
    const holds = new GuestHolds(fake.bridge);
    const release = holds.use('customer-1');
    await vi.waitFor(() => expect(holds.of('customer-1')).toEqual([attempt]));
    const retaken = holdView({ holdId: 'again', customerGuid: 'customer-1' });
    fake.emit('queue', { hold: { ...attempt, state: 'cancelled', retaken: true }, summary: summary() });
    fake.emit('queue', { hold: retaken, summary: summary() });
    expect(holds.of('customer-1')).toEqual([retaken]);
    release();
  });
});

describe('GuestHolds: read after the frame that shows the guest', () => {
  it('is not read in the update that builds the card, but once the frame is out', async () => {
    const fake = new FakeBridge().ok('queue.list', { holds: [], summary: summary() });
    const holds = new GuestHolds(fake.bridge);
    const release = holds.use('customer-1');
    expect(fake.calls['queue.list']).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fake.calls['queue.list']).toHaveBeenCalledTimes(1));
    expect(fake.calls['queue.list']).toHaveBeenCalledWith({ customerGuid: 'customer-1', limit: 100 });
    release();
  });

  it('a guest gone before that frame is not read at all', async () => {
    const fake = new FakeBridge().ok('queue.list', { holds: [], summary: summary() });
    const holds = new GuestHolds(fake.bridge);
    holds.use('customer-1')();
    const next = holds.use('customer-2');
    await vi.waitFor(() => expect(fake.calls['queue.list']).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fake.calls['queue.list'].mock.calls).toEqual([[{ customerGuid: 'customer-2', limit: 100 }]]);
    next();
  });
});

/** A hold taken by a card whose guest was not known: the core names no guest. */
function withoutGuest(hold: HoldView): HoldView {
  const copy = { ...hold };
  delete copy.customerGuid;
  return copy;
}

describe("GuestHolds: the holds the guest's card took before the guest was known", () => {
  it('keeps them as the core lists them, and follows their state, but adds no unknown guest’s hold', async () => {
    const early = withoutGuest(holdView({ holdId: 'early', state: 'queued' }));
    const own = holdView({ holdId: 'own', createdAt: '2026-11-23T11:20:00.000Z' });
    const fake = new FakeBridge().ok('queue.list', { holds: [own, early], summary: summary() });
    const holds = new GuestHolds(fake.bridge);
    const release = holds.use('customer-1');
    await vi.waitFor(() =>
      expect(holds.of('customer-1').map((hold) => hold.holdId)).toEqual(['own', 'early']),
    );

    fake.emit('queue', { hold: { ...early, state: 'confirmed' }, summary: summary() });
    expect(holds.of('customer-1').map((hold) => [hold.holdId, hold.state])).toEqual([
      ['own', own.state],
      ['early', 'confirmed'],
    ]);
    fake.emit('queue', { hold: withoutGuest(holdView({ holdId: 'stranger' })), summary: summary() });
    expect(holds.of('customer-1').map((hold) => hold.holdId)).toEqual(['own', 'early']);
    release();
  });
});
