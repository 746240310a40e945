import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountView, Connectivity } from '../../../common/contract/index';
import type { BillRule } from '../../../common/bill/rules';
import BillAction from '../../src/bill/BillAction.svelte';
import GuestScreen from '../../src/screens/GuestScreen.svelte';
import { REACTION_MS } from '../../src/components/reaction-guard';
import { accountFigures } from '../../src/holds/account-figures';
import { summary } from '../queue/holds';
import { SETTINGS_VIEW } from '../settings/settings-view';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { account, guest, showGuest } from './fixtures';

/**
 * Issue 41: one module derives every figure the cashier sees about an account from the core's
 * account view, and the card, the chooser, the pay dialog and the bill all show the same ones.
 * Ivanov's bonus points after a payment of 116,37 queued offline: the platform's 1 000,00, 883,63
 * available at this till, and the offline limits' 383,63 (as the core computes it).
 */
const QUEUED_BONUS = account({
  name: 'Бонусные баллы',
  pending: { debitCents: 11_637, creditCents: 0, count: 1 },
  spendable: { onlineCents: 88_363, offlineCents: 38_363 },
});
const GIFT = account({
  accountGuid: 'gift',
  name: 'Подарочный сертификат',
  balance: { ledgerCents: 300_000, availableCents: 300_000, debitHoldCents: 0, creditHoldCents: 0 },
  spendable: { onlineCents: 300_000, offlineCents: 48_363 },
});

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const words = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ');

describe('accountFigures', () => {
  it('online: available less the queue, and no offline maximum', () => {
    expect(accountFigures(QUEUED_BONUS, 'online')).toEqual({
      availableCents: 88_363,
      platformAvailableCents: 100_000,
      queued: { debitCents: 11_637, creditCents: 0, count: 1 },
      maxDebitCents: 88_363,
      offlineMaximumCents: undefined,
    });
  });

  it.each<Connectivity | undefined>(['offline', 'degraded', undefined])(
    '%s: the core’s offline maximum, labelled as such',
    (connectivity) => {
      const figures = accountFigures(QUEUED_BONUS, connectivity);
      expect(figures.maxDebitCents).toBe(38_363);
      expect(figures.offlineMaximumCents).toBe(38_363);
      expect(figures.availableCents).toBe(88_363);
    },
  );

  it('offline with the limits no lower than what is available: no separate maximum', () => {
    const roomy = { ...QUEUED_BONUS, spendable: { onlineCents: 20_000, offlineCents: 20_000 } };
    expect(accountFigures(roomy, 'offline')).toMatchObject({
      maxDebitCents: 20_000,
      offlineMaximumCents: undefined,
    });
  });
});

/** The guest screen showing a guest with these accounts, offline (in Russian). */
async function showOffline(accounts: AccountView[]) {
  const fake = new FakeBridge().ok('queue.list', { holds: [], summary: summary() });
  const rendered = renderWithTerminal(GuestScreen, { bridge: fake, language: 'ru' });
  stops.push(rendered.terminal.guest.start());
  await showGuest(rendered.terminal, fake, { connectivity: 'offline', guest: guest(accounts) });
  await screen.findByRole('heading', { level: 2, name: 'Иванов Иван Иванович' });
  return { ...rendered, fake };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('the same figures on the card, the chooser and the pay dialog, offline after a queued payment', () => {
  it('the card: available, the queue taken off, the offline maximum and the waiting block', async () => {
    await showOffline([QUEUED_BONUS, GIFT]);
    const bonus = card('Бонусные баллы');
    expect(words(within(bonus).getByTestId('available'))).toBe('883,63');
    expect(words(within(bonus).getByTestId('available-less-queued'))).toBe('1 000,00 − 116,37 в очереди');
    expect(words(within(bonus).getByTestId('offline-maximum'))).toBe('не больше 383,63 по лимитам без связи');
    expect(words(within(bonus).getByTestId('queued'))).toMatch(/Ждут отправки в очереди: 1.*116,37/);
    expect(words(within(card('Подарочный сертификат')).getByTestId('offline-maximum'))).toBe(
      'не больше 483,63 по лимитам без связи',
    );
  });

  it('the chooser and the pay dialog offer the card’s figures', async () => {
    await showOffline([QUEUED_BONUS, GIFT]);
    await fireEvent.keyDown(window, { key: 'F2' });
    const chooser = screen.getByRole('dialog', { name: 'С какого бонусного счёта оплатить?' });
    const option = (n: number) => words(within(chooser).getAllByRole('button')[n]);
    expect(option(0)).toMatch(/Бонусные баллы доступно 883,63 не больше 383,63 по лимитам без связи/);
    expect(option(1)).toMatch(
      /Подарочный сертификат доступно 3 000,00 не больше 483,63 по лимитам без связи/,
    );
    await new Promise((resolve) => setTimeout(resolve, REACTION_MS + 20));
    await fireEvent.keyDown(window, { key: '1' });
    const dialog = await screen.findByRole('dialog', { name: 'Оплата бонусами: Бонусные баллы' });
    expect(words(dialog)).toMatch(
      /Доступно: 883,63 · не больше 383,63 по лимитам без связи \(116,37 уже ждут в очереди\)/,
    );
  });

  it('the guest read again after the payment queued replaces every figure at once', async () => {
    const { terminal, fake } = await showOffline([QUEUED_BONUS, GIFT]);
    const after = {
      ...QUEUED_BONUS,
      pending: { debitCents: 50_000, creditCents: 0, count: 2 },
      spendable: { onlineCents: 50_000, offlineCents: 0 },
    };
    // The cache's answer, dated as the copy on screen (core/offline/guest-cache.ts putGuest).
    fake.ok('guest.lookup', {
      guest: guest([after, GIFT]),
      source: 'cache',
      ageMs: 60_000,
      fetchedAt: '2026-11-23T10:00:00.000Z',
    });
    await terminal.guest.refresh();
    const bonus = card('Бонусные баллы');
    await waitFor(() => expect(words(within(bonus).getByTestId('available'))).toBe('500,00'));
    expect(within(bonus).queryByTestId('offline-maximum')).not.toBeNull();
    expect(words(within(bonus).getByTestId('offline-maximum'))).toBe('не больше 0,00 по лимитам без связи');
    expect(words(within(bonus).getByTestId('queued'))).toMatch(/Ждут отправки в очереди: 2/);
  });
});

const ALL_OF_IT: BillRule = {
  maxPayBasisPoints: 10_000,
  awardBasisPoints: 0,
  rounding: { mode: 'down', step: 'cent' },
  minBillForAwardCents: 0,
};

describe('the bill offers the card’s figures', () => {
  it('offline, its payment proposed and capped at the offline maximum, its review from what is available', async () => {
    const fake = new FakeBridge();
    fake.ok('settings.get', { ...SETTINGS_VIEW, billRules: { [QUEUED_BONUS.accountGuid]: ALL_OF_IT } });
    const rendered = renderWithTerminal(BillAction, { bridge: fake, language: 'ru' });
    await showGuest(rendered.terminal, fake, { connectivity: 'offline', guest: guest([QUEUED_BONUS]) });
    await fireEvent.keyDown(window, { key: 'F6' });
    const dialog = screen.getByRole('dialog', { name: 'Счёт' });
    await waitFor(() => expect(fake.calls['settings.get']).toHaveBeenCalled());
    const field = (name: string) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
    for (const key of ['1', '0', '0', '0', 'Enter']) await fireEvent.keyDown(field('Сумма счёта'), { key });
    expect(field('Оплата бонусами').value).toBe('383,63');
    expect(words(dialog)).toMatch(/Доступно: 883,63 · не больше 383,63 по лимитам без связи/);
    await fireEvent.input(field('Номер счёта'), { target: { value: '77' } });
    await fireEvent.keyDown(field('Номер счёта'), { key: 'Enter' });
    const review = await within(screen.getByRole('dialog')).findByTestId('bill-review');
    expect(words(review)).toMatch(/Оплатить бонусами 383,63 с «Бонусные баллы».*Доступно: 883,63 → 500,00/);
  });
});
