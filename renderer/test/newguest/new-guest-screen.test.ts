import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { CommandOutput, Result, ScannedToken } from '../../../common/contract/index';
import { terminalContext } from '../../src/context';
import NewGuestScreen from '../../src/screens/NewGuestScreen.svelte';
import { createTerminal } from '../../src/terminal.svelte';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { REF, guest } from '../search/guests';
import { typeFast, wedgeKeys } from '../search/wedge-keys';

const CARD: ScannedToken = { type: 'card', entry: 'trackCode', masked: '…7777', ref: REF(11) };
const PHONE: ScannedToken = { type: 'phone', entry: 'manual', masked: '…4567', ref: REF(12) };
const CREATED = guest({
  customerGuid: 'g-new',
  firstName: 'Анна',
  lastName: 'Новикова',
  tokens: [{ ...CARD, expired: false }],
});

function setup(options: { bridge?: FakeBridge; language?: 'ru' | 'en' } = {}) {
  const fake = options.bridge ?? new FakeBridge();
  if (!fake.answers.has('customer.create')) fake.ok('customer.create', { customer: CREATED });
  if (!fake.answers.has('scan.submit'))
    fake.ok('scan.submit', { kind: 'token', token: PHONE, source: 'manual' });
  if (!fake.answers.has('customer.lookup')) fake.fail('customer.lookup', fakeError('tokenNotFound'));
  const rendered = renderWithTerminal(NewGuestScreen, { bridge: fake, language: options.language ?? 'en' });
  rendered.terminal.navigation.go('newGuest');
  return rendered;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

async function fill(input: HTMLInputElement, text: string): Promise<void> {
  input.value = text;
  await fireEvent.input(input);
}

/** Types into the phone field key by key, at the end, as a cashier would. */
async function typePhone(input: HTMLInputElement, text: string): Promise<void> {
  for (const char of text) {
    input.value += char;
    input.setSelectionRange(input.value.length, input.value.length);
    await fireEvent.input(input, { inputType: 'insertText', data: char });
  }
}

const swipe = (token: ScannedToken) => ({ kind: 'token' as const, token, source: 'hid-msr' as const });

describe('NewGuestScreen', () => {
  it('claims a card scanned while it is open (shown masked), and releases the claim when left', async () => {
    const { fake, terminal, unmount } = setup();
    terminal.scans.route(swipe(CARD));
    await waitFor(() => expect(screen.getByText('…7777')).toBeTruthy());
    expect(terminal.navigation.screen).toBe('newGuest');
    expect(terminal.guest.loading || terminal.guest.refusal).toBeFalsy();
    expect(screen.getByRole('button', { name: 'Remove card …7777' })).toBeTruthy();

    unmount();
    terminal.scans.route(swipe(CARD));
    expect(terminal.navigation.screen).toBe('guest');
    await waitFor(() => expect(terminal.guest.refusal?.error.code).toBe('tokenNotFound'));
    expect(fake.calls['customer.lookup']).toHaveBeenLastCalledWith({ token: { ref: CARD.ref } });
  });

  it('says at once whose a scanned card already is, and opens that guest on request', async () => {
    const owner = guest({
      customerGuid: 'g-owner',
      lastName: 'Иванов',
      firstName: 'Иван',
      middleName: 'Иванович',
    });
    const fake = new FakeBridge().ok('customer.lookup', {
      customer: owner,
      source: 'live',
      ageMs: 0,
      fetchedAt: new Date(0).toISOString(),
    });
    const { terminal } = setup({ bridge: fake });
    terminal.scans.route(swipe(CARD));
    await screen.findByText(/This card already belongs to Иванов Иван Иванович/);
    await fireEvent.click(screen.getByRole('button', { name: 'Remove card …7777' }));
    expect(screen.queryByText(/already belongs/)).toBeNull();

    terminal.scans.route(swipe(CARD));
    await fireEvent.click(await screen.findByRole('button', { name: 'Open that guest' }));
    expect(terminal.navigation.screen).toBe('guest');
    await waitFor(() => expect(terminal.guest.shown?.customer.customerGuid).toBe('g-owner'));
  });

  it('formats the phone as it is typed, with the country code or the trunk prefix', async () => {
    setup();
    const phone = field('Phone');
    await typePhone(phone, '+79161234567');
    expect(phone.value).toBe('+7 (916) 123-45-67');
    await fill(phone, '');
    await typePhone(phone, '89161234567');
    expect(phone.value).toBe('8 (916) 123-45-67');
  });

  it('a barcode scanned while the phone is half typed takes the card and leaves the phone as it was', async () => {
    const fake = new FakeBridge().answer('scan.submit', ({ source }) => ({
      ok: true,
      value: { kind: 'token', token: source === 'wedge' ? CARD : PHONE, source },
    }));
    const { terminal } = setup({ bridge: fake });
    const stop = terminal.scans.start(window);
    const phone = field('Phone');
    phone.focus();
    await typePhone(phone, '8916');
    expect(phone.value).toBe('8 (916');

    // A digits-only barcode: its first keys reach the field (and are formatted) before the burst is known.
    const leaked = await typeFast(phone, wedgeKeys('8912345678906'));
    expect(leaked).toBe('8 (916) 891-23');
    await waitFor(() => expect(screen.getByText('…7777')).toBeTruthy());
    expect(fake.calls['scan.submit']).toHaveBeenCalledWith({ text: '8912345678906', source: 'wedge' });
    expect(phone.value).toBe('8 (916');
    await typePhone(phone, '1');
    expect(phone.value).toBe('8 (916) 1');
    stop();
  });

  it('creates the guest with the card and the phone by reference, then shows the guest', async () => {
    const { fake, terminal } = setup();
    terminal.scans.route(swipe(CARD));
    await fill(field('Last name'), '  Новикова ');
    await fill(field('First name'), 'Анна');
    await typePhone(field('Phone'), '89161234567');
    await fireEvent.click(screen.getByRole('button', { name: /Create guest/ }));

    await waitFor(() => expect(terminal.navigation.screen).toBe('guest'));
    expect(fake.calls['scan.submit']).toHaveBeenCalledWith({ text: '8 (916) 123-45-67', source: 'manual' });
    expect(fake.calls['customer.create']).toHaveBeenCalledWith({
      firstName: 'Анна',
      lastName: 'Новикова',
      tokens: [{ ref: CARD.ref }, { ref: PHONE.ref }],
    });
    expect(fake.calls['customer.lookup']).toHaveBeenCalledWith({ token: { ref: CARD.ref } });
  });

  it('a phone alone is enough; the typed number is cleared once the core has it', async () => {
    const fake = new FakeBridge().fail('customer.create', fakeError('platformRefused'));
    setup({ bridge: fake });
    await fill(field('Last name'), 'Новикова');
    await fill(field('First name'), 'Анна');
    await typePhone(field('Phone'), '9161234567');
    await fireEvent.click(screen.getByRole('button', { name: /Create guest/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(fake.calls['customer.create']).toHaveBeenCalledWith(
      expect.objectContaining({ tokens: [{ ref: PHONE.ref }] }),
    );
    expect(screen.queryByDisplayValue(/916/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove phone …4567' })).toBeTruthy();
  });

  it("says in words that the platform refused (a card bound to someone else), in the UI's language", async () => {
    const fake = new FakeBridge().fail('customer.create', fakeError('platformRefused'));
    const { terminal } = setup({ bridge: fake, language: 'ru' });
    terminal.scans.route(swipe(CARD));
    await fill(field('Фамилия'), 'Новикова');
    await fill(field('Имя'), 'Анна');
    await fireEvent.click(screen.getByRole('button', { name: /Создать гостя/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Гость не создан.');
    expect(alert.textContent).toContain('карта или телефон уже принадлежат другому гостю');
    expect(terminal.navigation.screen).toBe('newGuest');
    expect(screen.getByText('…7777')).toBeTruthy(); // the card stays for another try
    // Under the buttons: the refusal never pushes Create out of view on a small screen.
    const create = screen.getByRole('button', { name: /Создать гостя/ });
    expect(create.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('checks the fields inline before anything is sent', async () => {
    const { fake } = setup();
    await fill(field('First name'), 'Анна');
    await fireEvent.click(screen.getByRole('button', { name: /Create guest/ }));
    expect(field('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(field('First name').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('Fill this in.')).toBeTruthy();
    expect(screen.getByText(/Swipe a card or type a phone number/)).toBeTruthy();
    await fill(field('Phone'), '916 абв');
    await fireEvent.click(screen.getByRole('button', { name: /Create guest/ }));
    expect(field('Phone').value).toBe('916 абв'); // kept as typed, not silently cleaned
    expect(screen.getByText('This is not a telephone number.')).toBeTruthy();
    expect(fake.calls['scan.submit']).not.toHaveBeenCalled();
    expect(fake.calls['customer.create']).not.toHaveBeenCalled();
  });

  it('a number the core does not take for a phone is said at the phone field', async () => {
    const fake = new FakeBridge().ok('scan.submit', { kind: 'unrecognised', masked: '…', source: 'manual' });
    setup({ bridge: fake });
    await fill(field('Last name'), 'Новикова');
    await fill(field('First name'), 'Анна');
    await typePhone(field('Phone'), '12345');
    await fireEvent.click(screen.getByRole('button', { name: /Create guest/ }));
    await waitFor(() => expect(screen.getByText('This is not a telephone number.')).toBeTruthy());
    expect(fake.calls['customer.create']).not.toHaveBeenCalled();
  });

  it("the core's invalid input is shown at the field it names", async () => {
    const fake = new FakeBridge().fail('customer.create', {
      code: 'invalidInput',
      message: {
        ru: 'Неверные данные (firstName): слишком длинно',
        en: 'Invalid input (firstName): too long',
      },
      details: { field: 'firstName', problem: 'too long' },
    });
    const { terminal } = setup({ bridge: fake });
    terminal.scans.route(swipe(CARD));
    await fill(field('Last name'), 'Новикова');
    await fill(field('First name'), 'Анна');
    await fireEvent.click(screen.getByRole('button', { name: /Create guest/ }));
    await waitFor(() => expect(field('First name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid input (firstName): too long')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('one press makes one guest: the button is disabled while the core works', async () => {
    const fake = new FakeBridge();
    let answer: (result: Result<CommandOutput<'customer.create'>>) => void = () => {};
    fake.answer('customer.create', () => new Promise((resolve) => (answer = resolve)));
    const { terminal } = setup({ bridge: fake });
    terminal.scans.route(swipe(CARD));
    await fill(field('Last name'), 'Новикова');
    await fill(field('First name'), 'Анна');
    const button = screen.getByRole('button', { name: /Create guest/ });
    await fireEvent.click(button);
    await fireEvent.submit(button.closest('form')!);
    await fireEvent.click(screen.getByRole('button', { name: /Creating/ }));
    expect((screen.getByRole('button', { name: /Creating/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(fake.calls['customer.create']).toHaveBeenCalledTimes(1);
    answer({ ok: true, value: { customer: CREATED } });
    await waitFor(() => expect(terminal.navigation.screen).toBe('guest'));
  });

  it('takes the card the guest screen could not find a guest for', async () => {
    const fake = new FakeBridge();
    const terminal = createTerminal(fake.bridge, undefined, 'en');
    terminal.guest.pendingCard = CARD;
    render(NewGuestScreen, { context: terminalContext(terminal) });
    expect(screen.getByText('…7777')).toBeTruthy();
    expect(screen.getByText('The card that was not found')).toBeTruthy();
    expect(terminal.guest.pendingCard).toBeUndefined(); // taken, not offered twice
  });

  it('takes a phone the guest screen could not find a guest for as the phone', async () => {
    const fake = new FakeBridge();
    const terminal = createTerminal(fake.bridge, undefined, 'en');
    terminal.guest.pendingCard = PHONE;
    render(NewGuestScreen, { context: terminalContext(terminal) });
    expect(screen.getByRole('button', { name: 'Remove phone …4567' })).toBeTruthy();
    expect(screen.getByText('Swipe or scan the guest’s new card now.')).toBeTruthy();
  });
});
