import { waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { ScanRouter } from '../../src/scan/scan-router.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { readerKeys } from '../../../harness/reader-keys';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A keydown on the page with the time stamp the reader gave it (when typed, not when handled). */
function press(code: string, key: string, timeStamp: number, shiftKey = false): void {
  const event = new KeyboardEvent('keydown', { code, key, shiftKey, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  document.body.dispatchEvent(event);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `;0001234567?`: the keys of a swipe, each with its code and key. */
const SWIPE = readerKeys(';0001234567?', 'us', null);

function router(): { fake: FakeBridge } {
  const fake = new FakeBridge().answer('scan.submit', () => ({
    ok: true,
    value: { kind: 'unrecognised', masked: '…', source: 'wedge' },
  }));
  const scans = new ScanRouter(fake.bridge, () => undefined);
  stops.push(scans.start(window));
  return { fake };
}

describe('a wedge burst handled late (a busy main thread)', () => {
  it('stays one scan when its keys, stamped 5 ms apart, are handled 150 ms apart', async () => {
    const { fake } = router();
    const start = performance.now();
    for (const [index, { code, key, shiftKey: shift }] of SWIPE.entries()) {
      press(code, key, start + index * 5, shift);
      if (index === 0) await pause(150); // the page was busy between the first key and the rest
    }
    press('Enter', 'Enter', start + SWIPE.length * 5);
    await waitFor(() => expect(fake.calls['scan.submit']).toHaveBeenCalled());
    expect(fake.calls['scan.submit'].mock.calls).toEqual([[{ text: ';0001234567?', source: 'wedge' }]]);
  });

  it('a burst no key follows (a reader without Enter) still ends by itself', async () => {
    const { fake } = router();
    const start = performance.now() - SWIPE.length * 5; // typed over the last few milliseconds
    for (const [index, { code, key, shiftKey: shift }] of SWIPE.entries())
      press(code, key, start + index * 5, shift);
    await waitFor(() =>
      expect(fake.calls['scan.submit']).toHaveBeenCalledWith({ text: ';0001234567?', source: 'wedge' }),
    );
  });
});
