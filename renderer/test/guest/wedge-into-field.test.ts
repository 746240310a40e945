import { screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import GuestScreen from '../../src/screens/GuestScreen.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { REF, live, scannedCard } from './fixtures';
import { readerKey, readerKeys, type Layout } from '../../../harness/reader-keys';
import { pressKey, type Key } from '../support/press-key';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A reader's swipe of card 0001234567 (`;0001234567?` + Enter) as keys in a layout. */
const swipe = (layout: Layout): Key[] => readerKeys(';0001234567?', layout);

/** A barcode reader's EAN-13 (digits only, which the phone formatting would regroup) + Enter. */
const BARCODE: Key[] = readerKeys('2000000012346');

const SCANS: [string, Key[], string][] = [
  ['a swipe, US layout', swipe('us'), ';0001234567?'],
  ['a swipe, Russian layout', swipe('ru'), ';0001234567?'],
  ['a barcode', BARCODE, '2000000012346'],
];

describe('a wedge scan while the manual-entry field has focus', () => {
  it.each(SCANS)('%s opens the guest and leaves the field as it was', async (_, keys, text) => {
    const fake = new FakeBridge()
      .answer('scan.submit', (input) =>
        input.text === text && input.source === 'wedge'
          ? { ok: true, value: { kind: 'token', token: scannedCard(), source: 'wedge' } }
          : { ok: true, value: { kind: 'unrecognised', masked: '…', source: 'wedge' } },
      )
      .ok('guest.lookup', live());
    const { terminal } = renderWithTerminal(GuestScreen, { bridge: fake });
    stops.push(terminal.scans.start(window), terminal.guest.start());
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Card number, phone or PIN' });
    field.focus();

    // The cashier types, a person's pace: the field formats the phone number.
    let now = 1_000;
    for (const key of ['+', '7', '9', '1', '6']) {
      pressKey(field, readerKey(key), (now += 300));
    }
    expect(field.value).toBe('+7 (916');

    // A swipe: a burst 5 ms apart; its first keys reach the field before it is known to be a scan.
    now += 500;
    for (const key of keys) pressKey(field, key, (now += 5));

    await screen.findByRole('region', { name: 'Иванов Иван Иванович' });
    expect(fake.calls['scan.submit']).toHaveBeenCalledWith({ text, source: 'wedge' });
    expect(fake.calls['guest.lookup']).toHaveBeenCalledWith({ token: { ref: REF } });
    expect(field.value).toBe('+7 (916');
    expect(field.selectionStart).toBe('+7 (916'.length);
    expect(terminal.scans.problem).toBeUndefined();
  });

  it('types normally when the keys come at a person’s pace (no scan)', async () => {
    const fake = new FakeBridge();
    const { terminal } = renderWithTerminal(GuestScreen, { bridge: fake });
    stops.push(terminal.scans.start(window));
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Card number, phone or PIN' });
    field.focus();
    let now = 1_000;
    for (const d of '0001234567') pressKey(field, readerKey(d), (now += 120));
    await waitFor(() => expect(field.value).toBe('0001234567'));
    expect(fake.calls['scan.submit']).not.toHaveBeenCalled();
  });
});
