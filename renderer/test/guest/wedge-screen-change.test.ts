import { screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { readerKeys } from '../../../harness/reader-keys';
import { ScanRouter } from '../../src/scan/scan-router.svelte';
import GuestScreen from '../../src/screens/GuestScreen.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { pressKey } from '../support/press-key';
import { renderWithTerminal } from '../support/render';
import { live, scannedCard } from './fixtures';

/**
 * Issue 23 §5: a valid swipe just after a screen change read as a QR code («…567?»): the
 * sentinel was lost. A screen change keeps the page busy, so a swipe's first keys can be handled
 * and its rest only after the idle timer (300 ms) has run, which ended the burst by the clock
 * with the sentinel alone; and the first keys may land in a field that loses the focus mid-burst.
 */

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const SWIPE = readerKeys(';0001234567?');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The keys of a swipe stamped 5 ms apart; after `split` of them the page is busy for `busyMs`. */
async function swipe(target: () => Element, split: number, busyMs: number): Promise<void> {
  const start = performance.now();
  for (const [index, key] of SWIPE.entries()) {
    if (index === split) await pause(busyMs);
    pressKey(target(), key, start + index * 5);
  }
}

function submitted(): FakeBridge {
  return new FakeBridge().answer('scan.submit', (input) =>
    input.text === ';0001234567?'
      ? { ok: true, value: { kind: 'token', token: scannedCard(), source: 'wedge' } }
      : { ok: true, value: { kind: 'unrecognised', masked: '…', source: 'wedge' } },
  );
}

describe('a swipe whose first keys come before a busy moment', () => {
  it.each([1, 2, 5])('stays one scan when the rest comes 400 ms after its first %i key(s)', async (split) => {
    const fake = submitted();
    const scans = new ScanRouter(fake.bridge, () => undefined);
    stops.push(scans.start(window));
    await swipe(() => document.body, split, 400);
    await waitFor(() => expect(fake.calls['scan.submit']).toHaveBeenCalled());
    expect(fake.calls['scan.submit'].mock.calls).toEqual([[{ text: ';0001234567?', source: 'wedge' }]]);
  });

  it('right after Esc closed the guest, opens the guest again', async () => {
    const fake = submitted().ok('guest.lookup', live());
    const { terminal } = renderWithTerminal(GuestScreen, { bridge: fake });
    stops.push(terminal.scans.start(window), terminal.guest.start());
    terminal.scans.route({ kind: 'token', token: scannedCard(), source: 'wedge' });
    await screen.findByRole('region', { name: 'Иванов Иван Иванович' });

    pressKey(document.body, { code: 'Escape', key: 'Escape' }, performance.now());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Иванов Иван Иванович' })).toBeNull());
    await swipe(() => document.activeElement ?? document.body, 1, 400);
    await screen.findByRole('region', { name: 'Иванов Иван Иванович' });
    expect(fake.calls['scan.submit'].mock.calls).toEqual([[{ text: ';0001234567?', source: 'wedge' }]]);
    expect(terminal.scans.problem).toBeUndefined();
  });
});

describe('a swipe whose first keys went into a field that lost the focus mid-burst', () => {
  it('leaves both fields as they were and goes whole', async () => {
    document.body.innerHTML = '<input id="before" value="Ив" /><input id="after" value="Ольга" />';
    const before = document.getElementById('before') as HTMLInputElement;
    const after = document.getElementById('after') as HTMLInputElement;
    const fake = submitted();
    const scans = new ScanRouter(fake.bridge, () => undefined);
    stops.push(scans.start(window));
    before.focus();
    const start = performance.now();
    for (const [index, key] of SWIPE.entries()) {
      if (index === 3) after.focus(); // a screen that opens focuses its own field
      pressKey(document.activeElement!, key, start + index * 5);
    }
    await waitFor(() => expect(fake.calls['scan.submit']).toHaveBeenCalled());
    expect(fake.calls['scan.submit'].mock.calls).toEqual([[{ text: ';0001234567?', source: 'wedge' }]]);
    expect(before.value).toBe('Ив');
    expect(after.value).toBe('Ольга');
  });
});
