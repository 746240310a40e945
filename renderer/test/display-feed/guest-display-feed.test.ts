import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { GuestDisplayFeed } from '../../src/display-feed/guest-display-feed.svelte';
import { GuestState } from '../../src/state/guest.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { cached, ivanov, scannedCard } from '../guest/fixtures';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function feedOver() {
  const fake = new FakeBridge().ok('display.show', {});
  const guest = new GuestState(fake.bridge);
  const feed = new GuestDisplayFeed(fake.bridge, guest);
  stops.push(feed.start());
  flushSync();
  expect(fake.calls['display.show']).toHaveBeenCalledWith({ kind: 'idle' });
  fake.calls['display.show'].mockClear();
  return { fake, guest, feed };
}

const shown = (fake: FakeBridge) =>
  fake.calls['display.show'].mock.calls.map(([screen]) => screen as { kind: string; firstName?: string });

/**
 * The display follows the cashier's screen in the same update (issue 26: within a frame); sending
 * it after the cashier's frame was measured to cost the display about 4 ms, and was not kept.
 */
describe('the guest display’s screen follows the cashier’s', () => {
  it('a guest shown: sent in the update that shows it', () => {
    const { fake, guest } = feedOver();
    flushSync(() => void guest.lookup({ ref: 'r1' }, scannedCard(), cached(1_000)));
    expect(shown(fake)).toMatchObject([{ kind: 'guest', firstName: 'Иван' }]);
  });

  it('each guest in turn; the same screen is not sent twice', () => {
    const { fake, guest } = feedOver();
    flushSync(() => void guest.lookup({ ref: 'r1' }, scannedCard(), cached(1_000)));
    const other = { ...ivanov(), customerGuid: 'customer-2', firstName: 'Анна' };
    flushSync(() => void guest.lookup({ ref: 'r2' }, scannedCard('r2'), cached(1_000, other)));
    flushSync(() => void guest.lookup({ ref: 'r2' }, scannedCard('r2'), cached(500, other)));
    expect(shown(fake)).toMatchObject([
      { kind: 'guest', firstName: 'Иван' },
      { kind: 'guest', firstName: 'Анна' },
    ]);
  });

  it('stopped, nothing more is sent', () => {
    const { fake, guest } = feedOver();
    stops.splice(0).forEach((stop) => stop());
    flushSync(() => void guest.lookup({ ref: 'r1' }, scannedCard(), cached(1_000)));
    expect(fake.calls['display.show']).not.toHaveBeenCalled();
  });
});
