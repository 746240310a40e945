import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { CommandOutput, Result, ScannedToken, Status } from '../../../common/contract/index';
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

const TEXT = {
  version: 1,
  text: 'Согласие на обработку персональных данных: текст заведения.',
  sha256: 'a'.repeat(64),
  createdAt: new Date(0).toISOString(),
  createdBy: 'default',
};
const PAPER = { personalData: true, marketing: false, textVersion: 1, via: 'paper' } as const;

function setup(options: { bridge?: FakeBridge; language?: 'ru' | 'en' } = {}) {
  const fake = options.bridge ?? new FakeBridge();
  if (!fake.answers.has('consent.text')) fake.ok('consent.text', { current: TEXT });
  if (!fake.answers.has('guest.create')) fake.ok('guest.create', { guest: CREATED });
  if (!fake.answers.has('scan.submit'))
    fake.ok('scan.submit', { kind: 'token', token: PHONE, source: 'manual' });
  if (!fake.answers.has('guest.lookup')) fake.fail('guest.lookup', fakeError('tokenNotFound'));
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

/** The cashier confirms the guest signed the paper form (once the text is known). */
async function paperSigned(language: 'ru' | 'en' = 'en'): Promise<void> {
  const name =
    language === 'ru' ? 'Гость подписал бумажную форму согласия' : 'The guest signed the paper consent form';
  await fireEvent.click(await screen.findByRole('checkbox', { name }));
}

/** Names, and the guest's consent on paper: what every guest needs. */
async function fillRequired(language: 'ru' | 'en' = 'en'): Promise<void> {
  await fill(field(language === 'ru' ? 'Фамилия' : 'Last name'), '  Новикова ');
  await fill(field(language === 'ru' ? 'Имя' : 'First name'), 'Анна');
  await paperSigned(language);
}

const create = () => fireEvent.click(screen.getByRole('button', { name: /Create guest/ }));

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
    expect(fake.calls['guest.lookup']).toHaveBeenLastCalledWith({ token: { ref: CARD.ref } });
  });

  it('says at once whose a scanned card already is, and opens that guest on request', async () => {
    const owner = guest({
      customerGuid: 'g-owner',
      lastName: 'Иванов',
      firstName: 'Иван',
      middleName: 'Иванович',
    });
    const fake = new FakeBridge().ok('guest.lookup', {
      guest: owner,
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
    await waitFor(() => expect(terminal.guest.answer?.guest.customerGuid).toBe('g-owner'));
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

  it('creates the guest with the card by reference and the phone as typed, then shows the guest', async () => {
    const { fake, terminal } = setup();
    terminal.scans.route(swipe(CARD));
    await fillRequired();
    await typePhone(field('Phone'), '89161234567');
    await create();

    await waitFor(() => expect(terminal.navigation.screen).toBe('guest'));
    expect(fake.calls['scan.submit']).not.toHaveBeenCalled();
    expect(fake.calls['guest.create']).toHaveBeenCalledWith({
      firstName: 'Анна',
      lastName: 'Новикова',
      phone: '8 (916) 123-45-67',
      tokens: [{ ref: CARD.ref }],
      consent: PAPER,
    });
    expect(fake.calls['guest.lookup']).toHaveBeenCalledWith({ token: { ref: CARD.ref } });
  });

  it('sends the whole profile: patronymic, birthday, sex, e-mail and the guest’s PIN', async () => {
    const { fake, terminal } = setup();
    terminal.scans.route(swipe(CARD));
    await fillRequired();
    await fill(field('Patronymic (optional)'), 'Олеговна');
    // Optional like the patronymic, and said so: a guest created without it is no mistake.
    expect(screen.getByRole('group', { name: 'Birthday (optional)' })).toBeTruthy();
    await fill(field('Day'), '5');
    await fill(field('Month'), '7');
    await fill(field('Year'), '1991');
    await fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await fill(field('E-mail (optional)'), 'anna@example.ru');
    await fill(field('Guest’s own PIN (optional)'), '7788');
    await fireEvent.click(screen.getByRole('checkbox', { name: /advertising messages/ }));
    await create();
    await waitFor(() => expect(terminal.navigation.screen).toBe('guest'));
    expect(fake.calls['guest.create']).toHaveBeenCalledWith({
      firstName: 'Анна',
      lastName: 'Новикова',
      middleName: 'Олеговна',
      dateOfBirth: '1991-07-05',
      sex: 'female',
      email: 'anna@example.ru',
      pin: '7788',
      tokens: [{ ref: CARD.ref }],
      consent: { ...PAPER, marketing: true },
    });
  });

  it('says each bad field in words and sends nothing: 31.02, an e-mail without @, a short phone, a long name', async () => {
    const { fake } = setup();
    await fillRequired();
    await fill(field('Last name'), 'Я'.repeat(300));
    await fill(field('Day'), '31');
    await fill(field('Month'), '02');
    await fill(field('Year'), '1990');
    await fill(field('E-mail (optional)'), 'anna.example.ru');
    await typePhone(field('Phone'), '123');
    await fill(field('Guest’s own PIN (optional)'), '12');
    await create();
    expect(screen.getByText('At most 100 characters.')).toBeTruthy();
    expect(screen.getByText('There is no such day: check the day and the month.')).toBeTruthy();
    expect(screen.getByText(/This is not an e-mail address/)).toBeTruthy();
    expect(screen.getByText('This is not a telephone number.')).toBeTruthy();
    expect(screen.getByText('A PIN is 4 to 7 digits.')).toBeTruthy();
    expect(field('Day').getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls['guest.create']).not.toHaveBeenCalled();
  });

  it('a PIN another guest has is said at the PIN, which is emptied for the guest to choose another', async () => {
    const fake = new FakeBridge().fail('guest.create', {
      code: 'invalidInput',
      message: { ru: 'Неверные данные (pin)', en: 'Invalid input (pin)' },
      details: { field: 'pin', problem: 'belongs to another guest' },
    });
    setup({ bridge: fake });
    await fillRequired();
    await typePhone(field('Phone'), '89161234567');
    await fill(field('Guest’s own PIN (optional)'), '4821');
    await create();
    await screen.findByText('Another guest already has this PIN: the guest picks another.');
    expect(field('Guest’s own PIN (optional)').value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without consent nothing is sent; the guest’s «I agree» on the display is the consent sent', async () => {
    const { fake, terminal } = setup();
    terminal.scans.route(swipe(CARD));
    await fill(field('Last name'), 'Новикова');
    await fill(field('First name'), 'Анна');
    await create();
    expect(screen.getByText(/The guest has not given consent yet/)).toBeTruthy();
    expect(fake.calls['guest.create']).not.toHaveBeenCalled();

    await fireEvent.click(await screen.findByRole('button', { name: 'Ask on the guest display' }));
    await waitFor(() => expect(terminal.display.consentAsked).toEqual({ firstName: 'Анна', textVersion: 1 }));
    expect(terminal.display.screen).toEqual({ kind: 'consent', firstName: 'Анна', textVersion: 1, text: '' });
    fake.emit('guestConsent', { textVersion: 1, marketing: true });
    await screen.findByText(/The guest agreed on the guest display/);
    expect(terminal.display.consentAsked).toBeUndefined();
    await create();
    await waitFor(() => expect(terminal.navigation.screen).toBe('guest'));
    expect(fake.calls['guest.create']).toHaveBeenCalledWith(
      expect.objectContaining({
        consent: { personalData: true, via: 'display', textVersion: 1, marketing: true },
      }),
    );
  });

  it('the platform’s notices are shown before the guest opens', async () => {
    const fake = new FakeBridge().ok('guest.create', {
      guest: CREATED,
      notices: ['Карта будет активна через час'],
    });
    const { terminal } = setup({ bridge: fake });
    terminal.scans.route(swipe(CARD));
    await fillRequired();
    await create();
    await screen.findByText('Карта будет активна через час');
    expect(terminal.navigation.screen).toBe('newGuest');
    await fireEvent.click(screen.getByRole('button', { name: 'Open the guest' }));
    expect(terminal.navigation.screen).toBe('guest');
  });

  it('a phone alone is enough; after a refusal the number stays as typed for another try', async () => {
    const fake = new FakeBridge().fail('guest.create', fakeError('platformRefused'));
    setup({ bridge: fake });
    await fillRequired();
    await typePhone(field('Phone'), '9161234567');
    await create();
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(fake.calls['guest.create']).toHaveBeenCalledWith(
      expect.objectContaining({ tokens: [], phone: '(916) 123-45-67' }),
    );
    expect(field('Phone').value).toBe('(916) 123-45-67');
  });

  it("says in words that the platform refused (a card bound to someone else), in the UI's language", async () => {
    const fake = new FakeBridge().fail('guest.create', fakeError('platformRefused'));
    const { terminal } = setup({ bridge: fake, language: 'ru' });
    terminal.scans.route(swipe(CARD));
    await fillRequired('ru');
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
    expect(fake.calls['guest.create']).not.toHaveBeenCalled();
  });

  it('a number the core does not take for a phone is said at the phone field', async () => {
    const fake = new FakeBridge().fail('guest.create', {
      code: 'invalidInput',
      message: { ru: 'Неверные данные (phone)', en: 'Invalid input (phone)' },
      details: { field: 'phone', problem: 'not a telephone number' },
    });
    setup({ bridge: fake });
    await fillRequired();
    await typePhone(field('Phone'), '1234567');
    await create();
    await waitFor(() => expect(screen.getByText('This is not a telephone number.')).toBeTruthy());
    expect(field('Phone').value).not.toBe('');
  });

  it("the core's invalid input is shown at the field it names", async () => {
    const fake = new FakeBridge().fail('guest.create', {
      code: 'invalidInput',
      message: {
        ru: 'Неверные данные (firstName): слишком длинно',
        en: 'Invalid input (firstName): too long',
      },
      details: { field: 'firstName', problem: 'too long' },
    });
    const { terminal } = setup({ bridge: fake });
    terminal.scans.route(swipe(CARD));
    await fillRequired();
    await create();
    await waitFor(() => expect(field('First name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid input (firstName): too long')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('one press makes one guest: the button is disabled while the core works', async () => {
    const fake = new FakeBridge();
    let answer: (result: Result<CommandOutput<'guest.create'>>) => void = () => {};
    fake.answer('guest.create', () => new Promise((resolve) => (answer = resolve)));
    const { terminal } = setup({ bridge: fake });
    terminal.scans.route(swipe(CARD));
    await fillRequired();
    const button = screen.getByRole('button', { name: /Create guest/ });
    await fireEvent.click(button);
    await fireEvent.submit(button.closest('form')!);
    await fireEvent.click(screen.getByRole('button', { name: /Creating/ }));
    expect((screen.getByRole('button', { name: /Creating/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(fake.calls['guest.create']).toHaveBeenCalledTimes(1);
    answer({ ok: true, value: { guest: CREATED } });
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

  it('prints the paper form where a receipt printer is set, and offers nothing where none is', async () => {
    const fake = new FakeBridge().ok('consent.print', {
      queued: true,
      printer: { state: 'ready', waiting: 1 },
    });
    const { terminal } = setup({ bridge: fake });
    await screen.findByText(/version 1/i);
    expect(screen.queryByRole('button', { name: 'Print the consent form' })).toBeNull();
    terminal.status.status = { printer: { state: 'ready', waiting: 0 } } as Status;
    await fireEvent.click(await screen.findByRole('button', { name: 'Print the consent form' }));
    expect(fake.calls['consent.print']).toHaveBeenCalledWith({});
    await screen.findByText('The form went to the receipt printer.');
  });
});
