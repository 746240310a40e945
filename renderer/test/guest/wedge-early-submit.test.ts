import { waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommandOutput } from '../../../common/contract/index';
import { ScanRouter } from '../../src/scan/scan-router.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { readerKey, readerKeys } from '../../../harness/reader-keys';
import { cached, scannedCard } from './fixtures';

/**
 * A swipe goes to the core at its end sentinel, before the suffix key: the core's answer travels
 * while the reader types its Enter (a real reader: a few milliseconds a key).
 */

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

type Submitted = CommandOutput<'scan.submit'>;

/** Answers every submit with a card whose guest is named by the text submitted. */
function router() {
  const fake = new FakeBridge().answer('scan.submit', ({ text }) => ({
    ok: true,
    value: { kind: 'token', token: scannedCard(), source: 'wedge', guest: named(text) } satisfies Submitted,
  }));
  const openGuest = vi.fn();
  const scans = new ScanRouter(fake.bridge, openGuest);
  stops.push(scans.start(window));
  return { fake, openGuest, scans };
}

function named(text: string): CommandOutput<'guest.lookup'> {
  const guest = cached(1_000);
  return { ...guest, guest: { ...guest.guest, lastName: text } };
}

let clock = 0;

/** Keys typed as a reader types them, 2 ms apart; `suffix` adds its Enter. */
function type(text: string, suffix: 'Enter' | null = null): void {
  if (clock === 0) clock = performance.now();
  for (const { code, key, shiftKey } of readerKeys(text, 'us', suffix)) {
    clock += 2;
    const event = new KeyboardEvent('keydown', { code, key, shiftKey, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: clock });
    document.body.dispatchEvent(event);
  }
}

function pressEnter(): void {
  type('', 'Enter');
}

const submitted = (fake: FakeBridge) =>
  fake.calls['scan.submit'].mock.calls.map(([input]) => (input as { text: string }).text);

const openedWith = (openGuest: ReturnType<typeof vi.fn>) =>
  openGuest.mock.calls.map(([, guest]) => (guest as CommandOutput<'guest.lookup'>).guest.lastName);

describe('a swipe submitted at its end sentinel', () => {
  it('leaves at the ? before the Enter, and the Enter takes its answer without a second crossing', async () => {
    const { fake, openGuest } = router();
    type(';0001234567');
    expect(fake.calls['scan.submit']).not.toHaveBeenCalled();
    type('?');
    expect(submitted(fake)).toEqual([';0001234567?']);
    expect(openGuest).not.toHaveBeenCalled(); // not a scan until the burst ends
    pressEnter();
    await waitFor(() => expect(openGuest).toHaveBeenCalledTimes(1));
    expect(submitted(fake)).toEqual([';0001234567?']);
    expect(openedWith(openGuest)).toEqual([';0001234567?']);
  });

  it('a second track after the first: the whole swipe is what opens the guest', async () => {
    const { fake, openGuest } = router();
    type('%B0001234567^IVANOV/IVAN^?;0001234567?', 'Enter');
    await waitFor(() => expect(openGuest).toHaveBeenCalledTimes(1));
    expect(submitted(fake)).toEqual(['%B0001234567^IVANOV/IVAN^?', '%B0001234567^IVANOV/IVAN^?;0001234567?']);
    expect(openedWith(openGuest)).toEqual(['%B0001234567^IVANOV/IVAN^?;0001234567?']);
  });

  it('more characters after the ? (not stripe data) are submitted whole when the burst ends', async () => {
    const { fake, openGuest } = router();
    type(';0001234567?12', 'Enter');
    await waitFor(() => expect(openGuest).toHaveBeenCalledTimes(1));
    expect(submitted(fake)).toEqual([';0001234567?', ';0001234567?12']);
    expect(openedWith(openGuest)).toEqual([';0001234567?12']);
  });

  it('a code with a ? inside that is no stripe (a guest QR link) leaves only when it ends', async () => {
    const { fake, openGuest } = router();
    type('https://example.ru/g?id=42', 'Enter');
    await waitFor(() => expect(openGuest).toHaveBeenCalledTimes(1));
    expect(submitted(fake)).toEqual(['https://example.ru/g?id=42']);
  });

  it('a stray key after the ? makes the burst a bad read: the early answer opens nothing', async () => {
    const { fake, openGuest, scans } = router();
    type(';0001234567?');
    const f5 = new KeyboardEvent('keydown', { code: 'F5', key: 'F5', bubbles: true, cancelable: true });
    Object.defineProperty(f5, 'timeStamp', { value: (clock += 2) });
    document.body.dispatchEvent(f5);
    pressEnter();
    await waitFor(() => expect(scans.problem?.kind).toBe('incomplete'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(submitted(fake)).toEqual([';0001234567?']);
    expect(openGuest).not.toHaveBeenCalled();
  });

  it('a person typing the same characters submits nothing early (no burst)', async () => {
    const { fake } = router();
    for (const { code, key, shiftKey } of [...readerKeys(';0001234567?', 'us', null), readerKey('Enter')]) {
      clock += 200;
      const event = new KeyboardEvent('keydown', { code, key, shiftKey, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'timeStamp', { value: clock });
      document.body.dispatchEvent(event);
    }
    expect(fake.calls['scan.submit']).not.toHaveBeenCalled();
  });
});
