import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestDisplayFeed } from '../../src/display-feed/guest-display-feed.svelte';
import { GuestState } from '../../src/state/guest.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { cached, ivanov, scannedCard } from '../guest/fixtures';

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
});

function feedOver() {
  vi.useFakeTimers();
  const fake = new FakeBridge().ok('display.show', {});
  const guest = new GuestState(fake.bridge);
  const feed = new GuestDisplayFeed(fake.bridge, guest);
  stops.push(feed.start());
  flushSync();
  vi.advanceTimersByTime(200); // the idle screen at start
  expect(fake.calls['display.show']).toHaveBeenCalledWith({ kind: 'idle' });
  fake.calls['display.show'].mockClear();
  return { fake, guest, feed };
}

const shown = (fake: FakeBridge) =>
  fake.calls['display.show'].mock.calls.map(([screen]) => screen as { kind: string; firstName?: string });

describe('the guest display’s screen is sent after the cashier’s frame', () => {
  it('a guest shown: not sent in the update that shows it, sent once the frame is out', () => {
    const { fake, guest } = feedOver();
    flushSync(() => void guest.lookup({ ref: 'r1' }, scannedCard(), cached(1_000)));
    expect(fake.calls['display.show']).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(shown(fake)).toMatchObject([{ kind: 'guest', firstName: 'Иван' }]);
  });

  it('two changes before the frame: one screen sent, the latest', () => {
    const { fake, guest } = feedOver();
    flushSync(() => void guest.lookup({ ref: 'r1' }, scannedCard(), cached(1_000)));
    const other = { ...ivanov(), customerGuid: 'customer-2', firstName: 'Анна' };
    flushSync(() => void guest.lookup({ ref: 'r2' }, scannedCard('r2'), cached(1_000, other)));
    vi.advanceTimersByTime(200);
    expect(shown(fake)).toMatchObject([{ kind: 'guest', firstName: 'Анна' }]);
  });

  it('a screen that came back to what was sent is not sent again; stopped, nothing is sent', () => {
    const { fake, guest } = feedOver();
    flushSync(() => void guest.lookup({ ref: 'r1' }, scannedCard(), cached(1_000)));
    flushSync(() => guest.clear());
    vi.advanceTimersByTime(200);
    expect(fake.calls['display.show']).not.toHaveBeenCalled(); // idle again, as already sent
    flushSync(() => void guest.lookup({ ref: 'r1' }, scannedCard(), cached(1_000)));
    stops.splice(0).forEach((stop) => stop());
    vi.advanceTimersByTime(200);
    expect(fake.calls['display.show']).not.toHaveBeenCalled();
  });
});
