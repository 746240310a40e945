import { fireEvent, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountView } from '../../../common/contract/index';
import GuestScreen from '../../src/screens/GuestScreen.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { account, guest, showGuest } from './fixtures';
import { summary } from '../queue/holds';
import { REACTION_MS } from '../../src/components/reaction-guard';

const BONUS = account({ name: 'Бонусные баллы' });
const GIFT = account({
  accountGuid: 'gift',
  name: 'Подарочный сертификат',
  balance: { ledgerCents: 300_000, availableCents: 300_000, debitHoldCents: 0, creditHoldCents: 0 },
});
const DEPOSIT = account({
  accountGuid: 'deposit',
  name: 'Депозит',
  kind: 'deposit',
  balance: { ledgerCents: 1_500_000, availableCents: 1_250_000, debitHoldCents: 250_000, creditHoldCents: 0 },
});
const EMPTY_GIFT = { ...GIFT, spendable: { onlineCents: 0, offlineCents: 0 } };

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** The guest screen showing a guest with these accounts (in Russian). */
async function showAccounts(accounts: AccountView[]) {
  const fake = new FakeBridge().ok('queue.list', { holds: [], summary: summary() });
  const rendered = renderWithTerminal(GuestScreen, { bridge: fake, language: 'ru' });
  stops.push(rendered.terminal.guest.start());
  await showGuest(rendered.terminal, fake, { guest: guest(accounts) });
  await screen.findByRole('heading', { level: 2, name: 'Иванов Иван Иванович' });
  return rendered;
}

const card = (name: string) => screen.getByRole('article', { name });
const key = (key: string) => fireEvent.keyDown(document.activeElement ?? window, { key });

describe('a deposit account', () => {
  it('offers neither "Оплатить бонусами" nor an award, and says why; its balance stays shown', async () => {
    await showAccounts([BONUS, DEPOSIT]);
    const deposit = card('Депозит');
    expect(within(deposit).queryByRole('button', { name: /Оплатить бонусами|Начислить бонусы/ })).toBeNull();
    expect(deposit.textContent).toContain(
      'Депозит: оплата бонусами и начисление бонусов на него здесь не проводятся.',
    );
    expect(within(deposit).getByTestId('available').textContent?.replace(/\s/g, ' ')).toBe('12 500,00');
    expect(within(card('Бонусные баллы')).getByRole('button', { name: /Оплатить бонусами/ })).toBeTruthy();
  });

  it('is not reached by F2 or F3: with one bonus account beside it they open that account straight away', async () => {
    await showAccounts([DEPOSIT, BONUS]);
    await key('F2');
    expect(screen.getByRole('dialog', { name: 'Оплата бонусами: Бонусные баллы' })).toBeTruthy();
    await key('Escape');
    await key('F3');
    expect(screen.getByRole('dialog', { name: 'Начисление бонусов: Бонусные баллы' })).toBeTruthy();
  });
});

describe('F2 / F3 with several accounts', () => {
  it('F2 opens a chooser of the accounts that can pay, digits 1..n pick one', async () => {
    await showAccounts([BONUS, GIFT, DEPOSIT]);
    await key('F2');
    const chooser = screen.getByRole('dialog', { name: 'С какого бонусного счёта оплатить?' });
    const options = within(chooser)
      .getAllByRole('button', { name: /^\d/ })
      .map((button) => (button.textContent ?? '').replace(/\s+/g, ' ').trim());
    expect(options).toEqual([
      '1 Бонусные баллы доступно 1 000,00',
      '2 Подарочный сертификат доступно 3 000,00',
    ]);
    // A digit typed straight after F2 (the first of an amount) was not meant for the chooser.
    await key('2');
    expect(screen.getByRole('dialog', { name: 'С какого бонусного счёта оплатить?' })).toBe(chooser);
    await new Promise((resolve) => setTimeout(resolve, REACTION_MS + 20));
    await key('2');
    expect(screen.queryByRole('dialog', { name: /С какого бонусного счёта/ })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Оплата бонусами: Подарочный сертификат' });
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Сумма' }));
    // Esc at once closes the dialog, not the guest behind it.
    await key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Иванов Иван Иванович' })).toBeTruthy();
  });

  it('F3 opens the award chooser; a tap picks; Esc picks none and F3 works again', async () => {
    await showAccounts([BONUS, GIFT]);
    await key('F3');
    let chooser = screen.getByRole('dialog', { name: 'На какой бонусный счёт начислить бонусы?' });
    await key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    await key('F3');
    chooser = screen.getByRole('dialog', { name: 'На какой бонусный счёт начислить бонусы?' });
    await fireEvent.click(within(chooser).getByRole('button', { name: /Бонусные баллы/ }));
    expect(screen.getByRole('dialog', { name: 'Начисление бонусов: Бонусные баллы' })).toBeTruthy();
  });

  it('F3 then "150" and Enter typed at once: no account picked by the "1", nothing sent', async () => {
    const { fake } = await showAccounts([BONUS, GIFT]);
    for (const typed of ['F3', '1', '5', '0', 'Enter']) await key(typed);
    expect(screen.getByRole('dialog', { name: 'На какой бонусный счёт начислить бонусы?' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /Начисление бонусов/ })).toBeNull();
    expect(fake.calls['hold.credit']).not.toHaveBeenCalled();
  });

  it('F2 then "1100" typed at once: the amount is kept and goes into the dialog of the account picked (issue 41)', async () => {
    await showAccounts([BONUS, GIFT]);
    for (const typed of ['F2', '1', '1', '0', '0']) await key(typed);
    const chooser = screen.getByRole('dialog', { name: 'С какого бонусного счёта оплатить?' });
    expect(within(chooser).getByTestId('typed-amount').textContent).toBe(
      'Сумма 1100: она перейдёт на выбранный счёт.',
    );
    // A pause, then the account's digit picks it.
    await new Promise((resolve) => setTimeout(resolve, REACTION_MS + 20));
    await key('1');
    const dialog = screen.getByRole('dialog', { name: 'Оплата бонусами: Бонусные баллы' });
    const amount = within(dialog).getByRole('textbox', { name: 'Сумма' }) as HTMLInputElement;
    expect(amount.value).toBe('1100');
    expect(document.activeElement).toBe(amount);
  });

  it('an amount typed on without a pause after the reaction time is still the amount; a tap picks', async () => {
    await showAccounts([BONUS, GIFT]);
    await key('F2');
    await new Promise((resolve) => setTimeout(resolve, REACTION_MS + 20));
    await key('0'); // no account has 0: the amount's
    await key('2'); // straight on from it: the amount's too, not the second account
    const chooser = screen.getByRole('dialog', { name: 'С какого бонусного счёта оплатить?' });
    expect(within(chooser).getByTestId('typed-amount').textContent).toContain('Сумма 2:');
    await fireEvent.click(within(chooser).getByRole('button', { name: /Подарочный сертификат/ }));
    const dialog = screen.getByRole('dialog', { name: 'Оплата бонусами: Подарочный сертификат' });
    expect((within(dialog).getByRole('textbox', { name: 'Сумма' }) as HTMLInputElement).value).toBe('2');
  });

  it('offline, shows the same available as the card and, labelled, the most the limits let be paid', async () => {
    const limited = { ...BONUS, spendable: { onlineCents: 100_000, offlineCents: 50_000 } };
    const rendered = await showAccounts([limited, GIFT]);
    rendered.terminal.status.status = { ...rendered.terminal.status.status!, connectivity: 'offline' };
    await key('F2');
    const chooser = screen.getByRole('dialog', { name: 'С какого бонусного счёта оплатить?' });
    const first = within(chooser).getAllByRole('button', { name: /^\d/ })[0]!;
    expect(first.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      '1 Бонусные баллы доступно 1 000,00 не больше 500,00 по лимитам без связи',
    );
    await key('Escape');
    const bonus = card('Бонусные баллы');
    expect(within(bonus).getByTestId('available').textContent?.replace(/\s/g, ' ')).toBe('1 000,00');
    expect(within(bonus).getByTestId('offline-maximum').textContent?.replace(/\s/g, ' ')).toBe(
      'не больше 500,00 по лимитам без связи',
    );
  });

  it('a digit beyond the list picks nothing', async () => {
    await showAccounts([BONUS, GIFT]);
    await key('F2');
    await key('3');
    expect(screen.getByRole('dialog', { name: 'С какого бонусного счёта оплатить?' })).toBeTruthy();
  });

  it('an account with nothing to pay with is left out of the payment: one left, straight to it', async () => {
    await showAccounts([BONUS, EMPTY_GIFT]);
    await key('F2');
    expect(screen.getByRole('dialog', { name: 'Оплата бонусами: Бонусные баллы' })).toBeTruthy();
  });

  it('the keys are shown on the buttons of every account they reach', async () => {
    await showAccounts([BONUS, EMPTY_GIFT, DEPOSIT]);
    const pay = (name: string) => within(card(name)).getByRole('button', { name: /Оплатить бонусами/ });
    const award = (name: string) => within(card(name)).getByRole('button', { name: /Начислить бонусы/ });
    expect(pay('Бонусные баллы').getAttribute('aria-keyshortcuts')).toBe('F2');
    expect(pay('Подарочный сертификат').getAttribute('aria-keyshortcuts')).toBeNull();
    expect(award('Бонусные баллы').getAttribute('aria-keyshortcuts')).toBe('F3');
    expect(award('Подарочный сертификат').getAttribute('aria-keyshortcuts')).toBe('F3');
  });
});
