import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GuestScreen from '../../src/screens/GuestScreen.svelte';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { REF, account, cached, ivanov, live, scannedCard } from './fixtures';

/** The guest screen with its guest state listening to `guest` events, as App starts it. */
function renderScreen(fake: FakeBridge, language: 'en' | 'ru' = 'en') {
  const rendered = renderWithTerminal(GuestScreen, { bridge: fake, language });
  const stop = rendered.terminal.guest.start();
  stops.push(stop);
  return rendered;
}
const stops: (() => void)[] = [];

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
});

async function openGuest(fake: FakeBridge, language: 'en' | 'ru' = 'en') {
  const rendered = renderScreen(fake, language);
  void rendered.terminal.guest.lookup({ ref: REF }, scannedCard());
  return rendered;
}

function guestRegion(): HTMLElement {
  return screen.getByRole('region', { name: 'Иванов Иван Иванович' });
}

describe('GuestScreen', () => {
  it('waits for a guest with a large prompt, the manual entry and a way to the search', async () => {
    const { terminal } = renderScreen(new FakeBridge());
    expect(screen.getByText('Swipe a card or scan a code')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Card number, phone or PIN' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Keypad' })).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Search by name or phone Alt+2' }));
    expect(terminal.navigation.screen).toBe('search');
  });

  it('says the lookup is under way until the answer comes', async () => {
    let answer!: () => void;
    const fake = new FakeBridge().answer(
      'guest.lookup',
      () => new Promise((resolve) => (answer = () => resolve({ ok: true, value: live() }))),
    );
    await openGuest(fake);
    expect((await screen.findByRole('status')).textContent).toContain('Looking up the guest');
    answer();
    await screen.findByRole('heading', { name: 'Иванов Иван Иванович' });
    expect(screen.queryByText('Looking up the guest…')).toBeNull();
  });

  it('shows the guest: full name, masked tokens with the expired one marked, each account’s balances', async () => {
    const guest = ivanov({
      accounts: [
        account({ pending: { debitCents: 15_000, creditCents: 0, count: 2 } }),
        account({ accountGuid: 'gift', name: 'Gift certificate', state: 'blocked' }),
      ],
    });
    await openGuest(new FakeBridge().ok('guest.lookup', live(guest)));
    const region = await waitFor(guestRegion);
    const tokens = within(region).getByRole('region', { name: 'Cards and phone' });
    const items = within(tokens).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Card …4567 magnetic stripe',
      'Card …9999 magnetic stripe expired',
      'Phone …4567 typed in',
    ]);
    const card = within(region).getByRole('article', { name: 'Bonus points' });
    // What the guest can spend here: the platform's 1 000,00 less this till's 150,00 waiting, said beside it.
    expect(within(card).getByTestId('available').textContent).toBe('850.00');
    expect(within(card).getByTestId('available-less-queued').textContent).toBe(
      '1,000.00 − 150.00 in the queue',
    );
    const text = card.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('Balance 1,250.50');
    expect(text).toContain('On hold to pay 200.00');
    expect(text).toContain('On hold to award 50.50');
    expect(text).toContain('Waiting in the queue to be sent: 2 To pay 150.00 To award 0.00');
    expect(text).not.toContain('State');
    expect(screen.queryByRole('group', { name: 'Keypad' })).toBeNull();
    const blocked = within(region).getByRole('article', { name: 'Gift certificate' });
    expect(blocked.textContent).toContain('State: blocked');
    expect(screen.getByText('Up to date')).toBeTruthy();
  });

  it('shows money the Russian way in Russian', async () => {
    await openGuest(new FakeBridge().ok('guest.lookup', live()), 'ru');
    const card = await screen.findByRole('article', { name: 'Bonus points' });
    expect(within(card).getByTestId('available').textContent).toBe('1\u00a0000,00');
    expect(within(card).getByText('Доступно')).toBeTruthy();
  });

  it('says in the accounts area how many accounts the loyalty server sent unreadable (ru)', async () => {
    await openGuest(new FakeBridge().ok('guest.lookup', live(ivanov({ unreadableAccounts: 2 }))), 'ru');
    const accounts = await screen.findByRole('group', { name: 'Бонусные счета' });
    expect(within(accounts).getByRole('article', { name: 'Bonus points' })).toBeTruthy();
    expect(within(accounts).getByRole('note').textContent?.trim()).toBe(
      'Сервер лояльности прислал ещё бонусные счета в непонятном терминалу виде (2): их здесь нет, операции по ним недоступны.',
    );
  });

  it('says it in English too', async () => {
    await openGuest(new FakeBridge().ok('guest.lookup', live(ivanov({ unreadableAccounts: 1 }))));
    const accounts = await screen.findByRole('group', { name: 'Accounts' });
    expect(within(accounts).getByRole('note').textContent).toContain(
      'The loyalty server also sent accounts in a form the terminal cannot read (1)',
    );
  });

  it('says nothing of unreadable accounts when every account was read', async () => {
    await openGuest(new FakeBridge().ok('guest.lookup', live()));
    const accounts = await screen.findByRole('group', { name: 'Accounts' });
    await within(accounts).findByRole('article', { name: 'Bonus points' });
    expect(within(accounts).queryByRole('note')).toBeNull();
  });

  it('says how old a cached answer is, and the age grows while it is shown', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-23T10:30:00Z'));
    await openGuest(new FakeBridge().ok('guest.lookup', cached(5 * 60_000)));
    const badge = await screen.findByText(/^Saved \d/);
    expect(badge.textContent).toBe(`Saved 5 minutes ago, at ${timeOf('2026-11-23T10:25:00Z')}`);
    expect(screen.getByText('Saved copy: not yet confirmed by the loyalty server')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(badge.textContent).toBe(`Saved 8 minutes ago, at ${timeOf('2026-11-23T10:25:00Z')}`);
  });

  it('replaces a cached guest in place when the live one arrives: same elements, new figures', async () => {
    const fake = new FakeBridge().ok('guest.lookup', cached(60_000));
    await openGuest(fake);
    const card = await screen.findByRole('article', { name: 'Bonus points' });
    const amount = within(card).getByTestId('available');
    const refreshed = ivanov({
      accounts: [
        account({
          balance: {
            ledgerCents: 130_000,
            availableCents: 110_000,
            debitHoldCents: 20_000,
            creditHoldCents: 0,
          },
        }),
        ivanov().accounts[1]!,
      ],
    });
    fake.emit('guest', { kind: 'guest', ...live(refreshed) });
    await waitFor(() => expect(amount.textContent).toBe('1,100.00'));
    expect(screen.getByRole('article', { name: 'Bonus points' })).toBe(card);
    expect(amount.isConnected).toBe(true);
    expect(screen.queryByText(/^Saved \d/)).toBeNull();
    expect(screen.getByText('Up to date')).toBeTruthy();
  });

  it('ignores a refresh for another guest', async () => {
    const fake = new FakeBridge().ok('guest.lookup', cached(60_000));
    await openGuest(fake);
    await waitFor(guestRegion);
    fake.emit('guest', { kind: 'guest', ...live(ivanov({ customerGuid: 'other', lastName: 'Петров' })) });
    await Promise.resolve();
    expect(guestRegion()).toBeTruthy();
    expect(screen.queryByText(/Петров/)).toBeNull();
  });

  it.each([['tokenNotFound' as const], ['tokenExpired' as const], ['cardReassigned' as const]])(
    'removes the guest when the refresh refuses the card (%s), naming the guest and the reason',
    async (code) => {
      const fake = new FakeBridge().ok('guest.lookup', cached(60_000));
      const { terminal } = await openGuest(fake);
      await waitFor(guestRegion);
      fake.emit('guest', {
        kind: 'refused',
        customerGuid: 'guid-ivanov',
        token: scannedCard(),
        error: fakeError(code),
      });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Иванов Иван Иванович was removed from the screen');
      expect(alert.textContent).toContain(
        code === 'tokenNotFound' ? 'No guest has this card' : `error ${code}`,
      );
      expect(screen.queryByRole('region', { name: 'Иванов Иван Иванович' })).toBeNull();
      expect(terminal.guest.token).toBeUndefined();
      expect(screen.queryAllByRole('button', { name: 'New guest with this card' })).toHaveLength(
        code === 'tokenNotFound' ? 1 : 0,
      );
    },
  );

  it('offers a new guest with a scanned card no guest has, handing the card over', async () => {
    const fake = new FakeBridge().fail('guest.lookup', fakeError('tokenNotFound'));
    const { terminal } = await openGuest(fake);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No guest has this card');
    expect(alert.textContent).not.toContain('error tokenNotFound');
    expect(alert.textContent).toContain('Card …4567');
    await fireEvent.click(screen.getByRole('button', { name: 'New guest with this card' }));
    expect(terminal.guest.pendingCard).toEqual(scannedCard());
    expect(terminal.navigation.screen).toBe('newGuest');
  });

  it.each([
    [{ type: 'qrGuest', entry: 'qrCode', masked: '…-123' }, 'QR-код не найден: ни у одного гостя его нет'],
    [{ type: 'phone', entry: 'manual', masked: '…4567' }, 'Телефон не найден: ни у одного гостя его нет'],
    [{ type: 'pin', entry: 'manual', masked: '…' }, 'Код не найден: ни у одного гостя его нет'],
  ])('says what no guest has by the token’s kind, not «Карта» for a %j', async (token, words) => {
    const fake = new FakeBridge().fail('guest.lookup', fakeError('tokenNotFound'));
    const rendered = renderScreen(fake, 'ru');
    void rendered.terminal.guest.lookup({ ref: REF }, { ...token, ref: REF });
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('.reason')?.textContent).toBe(words);
    expect(alert.textContent).not.toContain('Карта');
  });

  it('does not offer a new guest for an expired card', async () => {
    await openGuest(new FakeBridge().fail('guest.lookup', fakeError('tokenExpired')));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: /New guest/ })).toBeNull();
  });

  it('closes the guest with the button and with Esc', async () => {
    const fake = new FakeBridge().ok('guest.lookup', live());
    const { terminal } = await openGuest(fake);
    await waitFor(guestRegion);
    await fireEvent.click(screen.getByRole('button', { name: 'Close guest Esc' }));
    expect(screen.getByText('Swipe a card or scan a code')).toBeTruthy();
    void terminal.guest.lookup({ ref: REF });
    await waitFor(guestRegion);
    await fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Иванов Иван Иванович' })).toBeNull();
    expect(terminal.guest.token).toBeUndefined();
  });

  it('Esc in the manual field empties it first, and closes the guest only when it is empty', async () => {
    const { terminal } = await openGuest(new FakeBridge().ok('guest.lookup', live()));
    await waitFor(guestRegion);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Card number, phone or PIN' });
    await fireEvent.input(field, { target: { value: '4821' } });
    await fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.value).toBe('');
    expect(terminal.guest.answer).toBeDefined();
    await fireEvent.keyDown(field, { key: 'Escape' });
    expect(terminal.guest.answer).toBeUndefined();
  });

  it('a new scan replaces the guest: the previous one is gone while the next one loads', async () => {
    let answer!: () => void;
    const fake = new FakeBridge().ok('guest.lookup', live());
    const { terminal } = await openGuest(fake);
    await waitFor(guestRegion);
    const petrova = ivanov({
      customerGuid: 'guid-petrova',
      lastName: 'Петрова',
      firstName: 'Анна',
      middleName: 'Сергеевна',
    });
    fake.answer(
      'guest.lookup',
      () => new Promise((resolve) => (answer = () => resolve({ ok: true, value: live(petrova) }))),
    );
    void terminal.guest.lookup({ ref: 'CCCCCCCCCCCCCCCCCCCCCC' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Иванов Иван Иванович' })).toBeNull());
    expect(terminal.guest.token).toBeUndefined();
    answer();
    await screen.findByRole('region', { name: 'Петрова Анна Сергеевна' });
  });

  it('a lookup with the guest’s own token (after a hold) refreshes in place', async () => {
    const fake = new FakeBridge().ok('guest.lookup', live());
    const { terminal } = await openGuest(fake);
    const card = await screen.findByRole('article', { name: 'Bonus points' });
    fake.ok(
      'guest.lookup',
      live(
        ivanov({
          accounts: [
            account({
              balance: { ledgerCents: 100, availableCents: 100, debitHoldCents: 0, creditHoldCents: 0 },
            }),
          ],
        }),
      ),
    );
    void terminal.guest.lookup({ ref: REF });
    expect(screen.getByRole('article', { name: 'Bonus points' })).toBe(card);
    await waitFor(() => expect(within(card).getByTestId('available').textContent).toBe('1.00'));
    expect(screen.getByRole('article', { name: 'Bonus points' })).toBe(card);
  });

  it('builds another guest afresh when the same card now answers with someone else', async () => {
    const fake = new FakeBridge().ok('guest.lookup', live());
    const { terminal } = await openGuest(fake);
    const card = await screen.findByRole('article', { name: 'Bonus points' });
    const petrova = ivanov({
      customerGuid: 'guid-petrova',
      lastName: 'Петрова',
      firstName: 'Анна',
      middleName: 'Сергеевна',
    });
    fake.ok('guest.lookup', live(petrova));
    await terminal.guest.refresh();
    await screen.findByRole('region', { name: 'Петрова Анна Сергеевна' });
    expect(card.isConnected).toBe(false);
  });
});

function timeOf(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(Date.parse(iso));
}

describe('GuestScreen with a platform that repeats an account id', () => {
  it('shows both accounts of one accountGuid instead of staying on the loading text', async () => {
    const guest = ivanov({
      accounts: [
        account(),
        account({ name: 'Bonus points (again)', balance: { ...account().balance, ledgerCents: 700 } }),
      ],
    });
    await openGuest(new FakeBridge().ok('guest.lookup', live(guest)));
    const region = await waitFor(guestRegion);
    expect(within(region).getByRole('article', { name: 'Bonus points' })).toBeTruthy();
    expect(within(region).getByRole('article', { name: 'Bonus points (again)' }).textContent).toContain(
      'Balance 7.00',
    );
  });
});
