import { waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommandOutput, Result } from '../../../common/contract/index';
import { createTerminal } from '../../src/terminal.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { cached, ivanov, live, scannedCard } from './fixtures';
import { readerKeys } from '../../../harness/reader-keys';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

type Submitted = CommandOutput<'scan.submit'>;

function terminalOver(fake: FakeBridge) {
  const terminal = createTerminal(fake.bridge, undefined, 'en');
  stops.push(terminal.guest.start(), terminal.scans.start(window));
  return terminal;
}

/** The keys of a wedge swipe of `;0001234567?` and its Enter, stamped 5 ms apart, as typed now. */
function swipe(): void {
  const keys = readerKeys(';0001234567?');
  const start = performance.now() - keys.length * 5;
  for (const [index, { code, key, shiftKey }] of keys.entries()) {
    const event = new KeyboardEvent('keydown', { code, key, shiftKey, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: start + index * 5 });
    document.body.dispatchEvent(event);
  }
}

const tokenScan = (guest?: CommandOutput<'guest.lookup'>): Submitted => ({
  kind: 'token',
  token: scannedCard(),
  source: 'wedge',
  ...(guest ? { guest } : {}),
});

describe('a scanned card with its guest answered in the same crossing', () => {
  it('a wedge swipe of a cached card shows the guest from the scan’s answer, with no lookup after it', async () => {
    const fake = new FakeBridge().ok('scan.submit', tokenScan(cached(60_000)));
    const terminal = terminalOver(fake);
    swipe();
    await waitFor(() => expect(terminal.guest.answer?.guest.lastName).toBe('Иванов'));
    expect(terminal.guest.answer?.source).toBe('cache');
    expect(fake.calls['guest.lookup']).not.toHaveBeenCalled();
    expect(terminal.navigation.screen).toBe('guest');
  });

  it('a card the cache does not know is looked up after the scan, as before', async () => {
    const fake = new FakeBridge().ok('scan.submit', tokenScan()).ok('guest.lookup', live());
    const terminal = terminalOver(fake);
    swipe();
    await waitFor(() => expect(terminal.guest.answer?.source).toBe('live'));
    expect(fake.calls['guest.lookup']).toHaveBeenCalledTimes(1);
  });

  it('the live refresh that overtakes the scan’s answer is not replaced by the saved copy', async () => {
    const fake = new FakeBridge();
    let release!: () => void;
    fake.answer(
      'scan.submit',
      () =>
        new Promise<Result<Submitted>>(
          (resolve) => (release = () => resolve({ ok: true, value: tokenScan(cached(60_000)) })),
        ),
    );
    const terminal = terminalOver(fake);
    swipe();
    await waitFor(() => expect(fake.calls['scan.submit']).toHaveBeenCalled());
    const fresh = ivanov({ firstName: 'Иван (live)' });
    fake.emit('guest', { kind: 'guest', ...live(fresh) });
    release();
    await waitFor(() => expect(terminal.guest.answer).toBeDefined());
    expect(terminal.guest.answer).toMatchObject({ source: 'live', guest: { firstName: 'Иван (live)' } });
  });

  it('a HID scan’s event carries its guest: shown without a lookup', async () => {
    const fake = new FakeBridge();
    const terminal = terminalOver(fake);
    fake.emit('scan', { kind: 'token', token: scannedCard(), source: 'hid-msr', guest: cached(30_000) });
    await waitFor(() => expect(terminal.guest.answer?.guest.lastName).toBe('Иванов'));
    expect(fake.calls['guest.lookup']).not.toHaveBeenCalled();
  });
});
