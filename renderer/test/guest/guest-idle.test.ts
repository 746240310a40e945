import { fireEvent } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { GuestState } from '../../src/state/guest.svelte';
import { GuestIdleCloser, idleCloseMs } from '../../src/state/guest-idle.svelte';
import { guest, REF } from '../holds/fixtures';
import { FakeBridge } from '../support/fake-bridge';

/** A guest on screen, a closer on a hand-moved clock, and a dialog the test opens and closes. */
async function setup() {
  const fake = new FakeBridge().ok('guest.lookup', {
    guest: guest(),
    source: 'live',
    ageMs: 0,
    fetchedAt: '2026-11-23T10:00:00.000Z',
  });
  const state = new GuestState(fake.bridge);
  let clock = 0;
  let dialog = false;
  const idle = new GuestIdleCloser(
    state,
    fake.bridge,
    () => clock,
    () => dialog,
  );
  const stop = idle.start(window);
  await state.lookup({ ref: REF });
  idle.check(); // the new guest counts as activity
  /** Moves the clock and runs the check as the timer would. */
  const after = (ms: number) => {
    clock += ms;
    idle.check();
  };
  return {
    fake,
    state,
    idle,
    after,
    stop,
    dialog: (open: boolean) => (dialog = open),
  };
}

describe('the guest closes by itself when the till is idle', () => {
  it('after a minute by default, not before', async () => {
    const { state, after, stop } = await setup();
    after(59_000);
    expect(state.answer).toBeDefined();
    after(1_000);
    expect(state.answer).toBeUndefined();
    stop();
  });

  it('a key, a touch or a HID scan starts the minute again', async () => {
    const { state, fake, after, stop } = await setup();
    after(40_000);
    await fireEvent.keyDown(window, { key: 'a' });
    after(40_000);
    await fireEvent.pointerDown(document.body);
    after(40_000);
    fake.emit('scan', { kind: 'noise', source: 'hid' } as never);
    after(40_000);
    expect(state.answer).toBeDefined();
    after(20_000);
    expect(state.answer).toBeUndefined();
    stop();
  });

  it('never while a dialog is open; the time counts again from when it closes', async () => {
    const { state, after, dialog, stop } = await setup();
    dialog(true);
    after(30_000);
    after(300_000);
    expect(state.answer).toBeDefined();
    dialog(false);
    after(59_000);
    expect(state.answer).toBeDefined();
    after(1_000);
    expect(state.answer).toBeUndefined();
    stop();
  });

  it('follows the setting: 30 s closes sooner, never keeps the guest', async () => {
    const { state, idle, after, stop } = await setup();
    idle.choice = 'never';
    after(3_600_000);
    expect(state.answer).toBeDefined();
    idle.choice = '30s';
    await fireEvent.keyDown(window, { key: 'a' });
    after(30_000);
    expect(state.answer).toBeUndefined();
    stop();
    expect([idleCloseMs('1min'), idleCloseMs('2min'), idleCloseMs('5min')]).toEqual([
      60_000, 120_000, 300_000,
    ]);
  });
});
