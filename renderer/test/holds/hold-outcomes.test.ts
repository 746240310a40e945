import { fireEvent, screen, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { Connectivity, ErrorValue, HoldResult, Language, Result } from '../../../common/contract/index';
import HoldActions from '../../src/holds/HoldActions.svelte';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { account, confirmReview, showGuest } from './fixtures';

/** Places a debit of 150.00 (or a credit) whose answer is `answer`, and returns the result region. */
async function placeHold(
  answer: Result<HoldResult>,
  options: { connectivity?: Connectivity; pendingCount?: number; credit?: boolean; language?: Language } = {},
): Promise<HTMLElement> {
  const language = options.language ?? 'en';
  const command = options.credit ? 'hold.credit' : 'hold.debit';
  const fake = new FakeBridge().answer(command, answer);
  const pending = { debitCents: 0, creditCents: 0, count: options.pendingCount ?? 0 };
  const rendered = renderWithTerminal(HoldActions, {
    props: { account: account({ pending }) },
    bridge: fake,
    language,
  });
  await showGuest(rendered.terminal, fake, { connectivity: options.connectivity ?? 'online' });
  const en = language === 'en';
  const open = options.credit
    ? en
      ? /Award bonuses/
      : /Начислить бонусы/
    : en
      ? /Pay with bonuses/
      : /Оплатить бонусами/;
  await fireEvent.click(await screen.findByRole('button', { name: open }));
  const dialog = screen.getByRole('dialog');
  const field = within(dialog).getByRole('textbox', { name: en ? 'Amount' : 'Сумма' });
  for (const key of ['1', '5', '0', 'Enter']) await fireEvent.keyDown(field, { key });
  await confirmReview(dialog);
  await within(dialog).findByRole('button', { name: en ? 'Close' : 'Закрыть' });
  expect(fake.calls[command]).toHaveBeenCalledTimes(1);
  return within(dialog).getByRole('region', { name: en ? 'Result' : 'Результат' });
}

/** The figures of an offline refusal as `label: value` lines. */
function figuresOf(region: HTMLElement): string[] {
  return [...region.querySelectorAll('dt')].map((dt) =>
    `${dt.textContent}: ${dt.nextElementSibling?.textContent}`.replace(/\s/g, ' '),
  );
}

const ok = (value: HoldResult): Result<HoldResult> => ({ ok: true, value });
const fail = (error: ErrorValue): Result<HoldResult> => ({ ok: false, error });
const balance = {
  ledgerCents: 125_050,
  availableCents: 85_000,
  debitHoldCents: 35_000,
  creditHoldCents: 5050,
};

describe('HoldActions: the outcome in words', () => {
  it('done: the amount and what it changed (available before and after)', async () => {
    const region = await placeHold(ok({ holdId: 'h', state: 'confirmed', balance, bonusTransactionId: 9 }));
    expect(region.textContent).toContain('Done: 150.00 paid with bonuses.');
    expect(region.textContent).toContain('Available: was 1,000.00, now 850.00.');
  });

  it('done for a credit: awarded, the balance before and after, and what is available meanwhile', async () => {
    const region = await placeHold(ok({ holdId: 'h', state: 'confirmed', balance }), { credit: true });
    expect(region.textContent).toContain('Done: 150.00 awarded.');
    expect(region.textContent).toContain('Balance: was 1,100.50, now 1,250.50.');
    // The platform keeps the award on hold: available is unchanged, and the screen says why.
    expect(region.textContent).toContain('Available to pay with meanwhile: 850.00.');
    expect(region.textContent).not.toMatch(/Available: was/);
  });

  it('in Russian an award never reads as an unchanged available balance', async () => {
    const region = await placeHold(
      ok({
        holdId: 'h',
        state: 'confirmed',
        balance: { ...balance, creditHoldCents: 0, ledgerCents: 100_050 },
      }),
      { credit: true, language: 'ru' },
    );
    expect(region.textContent?.replace(/\s/g, ' ')).toContain('Баланс: было 850,50, стало 1 000,50.');
    expect(region.textContent).not.toContain('Доступно к оплате пока');
    expect(region.textContent).not.toContain('Теперь доступно');
  });

  it('an award queued offline says the balance changes when the platform takes it', async () => {
    const award = await placeHold(ok({ holdId: 'h', state: 'queued' }), {
      connectivity: 'offline',
      credit: true,
    });
    expect(award.textContent).toContain(
      'The guest’s balance changes when the loyalty server takes the award.',
    );
    expect(award.querySelector('[data-testid="balance-change"]')).toBeNull();
  });

  it('a payment queued offline does not speak of an award', async () => {
    const payment = await placeHold(ok({ holdId: 'h2', state: 'queued' }), { connectivity: 'offline' });
    expect(payment.textContent).not.toContain('takes the award');
  });

  it('queued offline: saved, and sent by itself when the connection returns', async () => {
    const region = await placeHold(ok({ holdId: 'h', state: 'queued' }), { connectivity: 'offline' });
    expect(region.textContent).toMatch(
      /Saved in the queue: the loyalty server cannot be reached.*sends it by itself/,
    );
  });

  it('queued online after a failed attempt is told as queued, not as waiting', async () => {
    const reason = fakeError('platformUnavailable');
    const region = await placeHold(ok({ holdId: 'h', state: 'queued', reason }), { pendingCount: 1 });
    expect(region.textContent).toContain('the loyalty server cannot be reached');
  });

  it('waiting behind an unsettled hold of the same account', async () => {
    const region = await placeHold(ok({ holdId: 'h', state: 'queued' }), { pendingCount: 1 });
    expect(region.textContent).toMatch(/an earlier operation of this account is not settled yet/);
  });

  it('sending: the answer is late, do not repeat', async () => {
    const region = await placeHold(ok({ holdId: 'h', state: 'sending' }));
    expect(region.textContent).toMatch(/answer is late.*do not repeat/);
  });

  it('outcome unknown: what it means, a manager sees it, no payment another way', async () => {
    const region = await placeHold(ok({ holdId: 'h', state: 'uncertain' }));
    const text = region.textContent ?? '';
    expect(text).toContain('Outcome unknown');
    expect(text).toContain('it is not known whether the bonuses were debited');
    expect(text).toContain('a manager sees the operation in the queue');
    expect(text).toContain('Do not take this amount another way');
  });

  it('a rejected hold whose outcome the history could not tell reads as unknown too', async () => {
    const reason = fakeError('holdOutcomeUnknown');
    const region = await placeHold(ok({ holdId: 'h', state: 'rejected', reason }), { credit: true });
    expect(region.textContent).toContain('Outcome unknown');
    expect(region.textContent).toContain('Do not award them again until it is settled.');
  });

  it('refused by the platform, with its reason', async () => {
    const reason = fakeError('insufficientFunds');
    const region = await placeHold(ok({ holdId: 'h', state: 'rejected', reason }));
    expect(region.textContent).toContain('Refused: payment of 150.00 with bonuses. Error insufficientFunds.');
  });

  it('refused by the core (a card reference it forgot), with the reason', async () => {
    const region = await placeHold(fail(fakeError('tokenRefUnknown')));
    expect(region.textContent).toContain('Refused: payment of 150.00 with bonuses. Error tokenRefUnknown.');
  });

  it('an offline limit: the core’s message and the limit and amounts as figures', async () => {
    const error = fakeError('offlineLimitPerGuest', {
      limitCents: 200_000,
      pendingCents: 190_000,
      amountCents: 15_000,
    });
    const region = await placeHold(fail(error), { connectivity: 'offline' });
    expect(region.textContent).toContain(
      'Refused by the limits of working without a connection: payment of 150.00 with bonuses.',
    );
    expect(region.textContent).toContain('error offlineLimitPerGuest');
    expect(figuresOf(region)).toEqual(['Limit: 2,000.00', 'Already in the queue: 1,900.00', 'Asked: 150.00']);
  });

  it('an offline limit in Russian: the Russian message and figures', async () => {
    const error: ErrorValue = {
      code: 'offlineLimitPerHold',
      message: {
        ru: 'Без связи можно списать не больше 1\u00a0000,00 за раз (запрошено 1\u00a0500,00)',
        en: 'Offline, at most 1,000.00 per operation (asked 1,500.00)',
      },
      details: { limitCents: 100_000, amountCents: 150_000 },
    };
    const region = await placeHold(fail(error), { connectivity: 'offline', language: 'ru' });
    const text = (region.textContent ?? '').replace(/\s/g, ' ');
    expect(text).toContain('Отказ по лимитам работы без связи: оплата бонусами 150,00.');
    // One decimal separator: the core's message writes money as the figures below it do.
    expect(text).toContain('Без связи можно списать не больше 1 000,00 за раз');
    expect(figuresOf(region)).toEqual(['Лимит: 1 000,00', 'Запрошено: 1 500,00']);
  });

  it('a stale offline balance names its age in hours', async () => {
    const error = fakeError('offlineBalanceStale', { ageHours: 30, maxHours: 24 });
    const region = await placeHold(fail(error), { connectivity: 'offline' });
    expect(figuresOf(region)).toEqual(['Age of the saved balance: 30 h', 'Allowed age: 24 h']);
  });

  it('done in Russian', async () => {
    const region = await placeHold(ok({ holdId: 'h', state: 'confirmed', balance }), { language: 'ru' });
    expect((region.textContent ?? '').replace(/\s/g, ' ')).toContain('Готово: оплачено бонусами 150,00.');
  });
});
