import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { Status } from '../../../common/contract/index';
import ReadersCheck from '../../src/readers/ReadersCheck.svelte';
import { UDEV_COMMAND } from '../../src/readers/reader-verdict';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { REF } from '../search/guests';
import { typeFast, wedgeKeys } from '../search/wedge-keys';

type Scanner = Status['scanner'];
type Reader = Scanner['readers'][number];

const reader = (id: string, overrides: Partial<Reader>): Reader => ({
  id,
  kind: 'msr',
  vendorId: 0x0801,
  productId: 0x0002,
  path: `/dev/hidraw${id}`,
  state: 'reading',
  ...overrides,
});

/** Fake devices: one read, one Linux refuses, one keyboard-mode reader the system keeps. */
const SCANNER: Scanner = {
  backend: { state: 'ready', description: 'node-hid (hidapi 0.14)' },
  readers: [
    reader('1', { manufacturer: 'MagTek', product: 'USB Swipe Reader', usagePage: 0x8e }),
    reader('2', {
      kind: 'barcode',
      vendorId: 0x0c2e,
      productId: 0x0b61,
      usagePage: 0x8c,
      state: 'noPermission',
      message: 'EACCES',
    }),
    reader('3', {
      kind: 'keyboard',
      vendorId: 0x05e0,
      productId: 0x1200,
      usagePage: 0x01,
      state: 'error',
      message: 'cannot open',
    }),
  ],
};

const CARD = { type: 'card', entry: 'trackCode', masked: '…4567', ref: REF(9) } as const;

function setup(scanner: Scanner = SCANNER, fake = new FakeBridge().ok('readers.check', {})) {
  fake.ok('scan.submit', { kind: 'token', token: CARD, source: 'wedge', rule: 'track2-content' });
  const rendered = renderWithTerminal(ReadersCheck, { bridge: fake, props: { scanner } });
  const stop = rendered.terminal.scans.start(window);
  return { ...rendered, stop };
}

/** An element's text with its whitespace as the eye reads it. */
const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');
const report = () => screen.getByLabelText('Support report').textContent ?? '';

describe("ReadersCheck: the readers' check", () => {
  it('says of each device whether it is read and, if not, why, with the udev command for no permission', async () => {
    const { stop } = setup();
    const rows = screen.getAllByRole('row');
    expect(text(rows[0]!)).toMatch(/MagTek USB Swipe Reader 0801:0002/);
    expect(text(rows[0]!)).toMatch(/Usage page 0x8E/);
    expect(text(rows[0]!)).toMatch(/Card reader.*Yes, it is being read/s);
    expect(text(rows[1]!)).toMatch(/Barcode scanner.*No: no permission/s);
    expect(within(rows[1]!).getByText(UDEV_COMMAND)).toBeTruthy();
    expect(text(rows[2]!)).toMatch(/the system keeps it as a keyboard/);
    expect(screen.getByText(/At least 6 characters, at most 40 ms between keys/)).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Show the report' }));
    await screen.findByLabelText('Support report');
    expect(report()).toMatch(/0c2e:0b61 "" usage page 0x8C, taken for barcode: noPermission \(fix: sudo cp/);
    stop();
  });

  it('lists the other HID devices the system has and why each is not read, in the report too', async () => {
    const others: NonNullable<Scanner['others']> = [
      {
        vendorId: 0x046d,
        productId: 0xc31c,
        product: 'Keyboard',
        usagePage: 0x01,
        path: '/dev/hidraw4',
        why: 'keyboard',
      },
      {
        vendorId: 0x046d,
        productId: 0xc077,
        product: 'Mouse',
        usagePage: 0x01,
        path: '/dev/hidraw5',
        why: 'notAReader',
      },
      { vendorId: 0x0801, productId: 0x0003, usagePage: 0x8e, path: '/dev/hidraw6', why: 'notChosen' },
    ];
    const { stop } = setup({ ...SCANNER, others });
    const table = screen.getByRole('table', { name: 'Other HID devices (not read)' });
    const rows = within(table).getAllByRole('row').map(text);
    expect(rows[0]).toMatch(/Keyboard 046d:c31c.*Usage page 0x1.*A keyboard: the system types with it/);
    expect(rows[1]).toMatch(/Mouse 046d:c077.*Not a card reader or scanner/);
    expect(rows[2]).toMatch(/0801:0003.*a kind the settings leave out/);
    await fireEvent.click(screen.getByRole('button', { name: 'Show the report' }));
    await screen.findByLabelText('Support report');
    expect(report()).toContain('Other HID devices, not read (3):');
    expect(report()).toContain('- 046d:c31c "Keyboard" usage page 0x01: not read (keyboard)');
    expect(report()).toContain('- 0801:0003 "" usage page 0x8E: not read (notChosen)');
    stop();
  });

  it('without a HID backend says so for every device', () => {
    const { stop } = setup({
      ...SCANNER,
      backend: { state: 'missing', reason: 'noLibusb', detail: 'libusb.so' },
    });
    expect(
      screen.getAllByText(
        /HID devices cannot be read here \(the libusb library is missing \(install libusb-1.0-0\)\)/,
      ),
    ).toHaveLength(3);
    stop();
  });

  it('test mode lists HID and wedge scans as they arrive (burst timing, masked) and looks nobody up; off again, a swipe opens the guest', async () => {
    const { fake, terminal, stop } = setup();
    await fireEvent.click(screen.getByRole('button', { name: 'Show the report' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Start the test mode' }));
    await screen.findByRole('button', { name: 'Stop the test mode' });
    expect(fake.calls['readers.check'].mock.calls.map(([input]) => input)).toEqual([
      { part: 'report' },
      { part: 'testMode' },
    ]);
    expect(screen.getByText('Swipe a card or scan a code.')).toBeTruthy();

    fake.emit('scan', { kind: 'token', token: CARD, source: 'hid-msr', rule: 'track2-number' });
    fake.emit('scan', { kind: 'badSwipe', masked: ';…', source: 'hid-msr', reason: 'no end sentinel' });
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    await typeFast(field, wedgeKeys(';0001234567?'));
    const list = await screen.findByRole('list', { name: "Readers' check" });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const [wedge, bad, hid] = within(list).getAllByRole('listitem');
    // The burst's keys as the router counted them (13 with Enter; a busy machine may split off the first).
    const keys = Number(
      /wedge card\/trackCode …4567 · rule track2-content · (\d+) keys in \d+ ms/.exec(text(wedge!))?.[1],
    );
    expect(keys).toBeGreaterThanOrEqual(10);
    expect(keys).toBeLessThanOrEqual(13);
    expect(text(bad!)).toMatch(/hid-msr badSwipe ;… \(no end sentinel\)/);
    expect(text(hid!)).toMatch(/hid-msr card\/trackCode …4567 · rule track2-number/);
    expect(fake.calls['guest.lookup']).not.toHaveBeenCalled();
    expect(terminal.navigation.screen).toBe('guest'); // where it started: nothing was opened
    expect(terminal.guest.loading).toBeFalsy();
    expect(report()).toMatch(/wedge: token card\/trackCode …4567 by rule track2-content, \d+ keys in \d+ ms/);
    expect(report()).toMatch(/hid-msr: token card\/trackCode …4567 by rule track2-number/);
    expect(report()).not.toContain('0001234567');
    expect(document.body.innerHTML).not.toContain('0001234567');

    await fireEvent.click(screen.getByRole('button', { name: 'Stop the test mode' }));
    fake.emit('scan', { kind: 'token', token: CARD, source: 'hid-msr' });
    await waitFor(() => expect(fake.calls['guest.lookup']).toHaveBeenCalled());
    field.remove();
    stop();
  });

  it("without a manager's grant neither the test mode nor the report opens, and the refusal is said", async () => {
    const fake = new FakeBridge().fail('readers.check', fakeError('grantRequired'));
    const { stop } = setup(SCANNER, fake);
    await fireEvent.click(screen.getByRole('button', { name: 'Start the test mode' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Stop the test mode' })).toBeNull();
    await fireEvent.click(screen.getByRole('button', { name: 'Show the report' }));
    expect(screen.queryByLabelText('Support report')).toBeNull();
    fake.emit('scan', { kind: 'token', token: CARD, source: 'hid-msr' });
    await waitFor(() => expect(fake.calls['guest.lookup']).toHaveBeenCalled());
    stop();
  });
});
