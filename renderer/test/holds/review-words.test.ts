import { fireEvent, screen, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../common/contract/index';
import BillReview from '../../src/bill/BillReview.svelte';
import HoldActions from '../../src/holds/HoldActions.svelte';
import { renderWithTerminal } from '../support/render';
import { account, showGuest } from './fixtures';

/**
 * Issue 41: one word per figure in the reviews, as the entry's hint and the result say it: what
 * may be spent is «Доступно» / «Available», the account's balance «Баланс» / «Balance», never the
 * one for the other. The account has 1 000,00 available and a balance of 1 250,50.
 */

const WORDS = {
  ru: { available: 'Доступно:', balance: 'Баланс:', pay: /Оплатить бонусами/, award: /Начислить бонусы/ },
  en: { available: 'Available:', balance: 'Balance:', pay: /Pay with bonuses/, award: /Award bonuses/ },
} as const;

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

async function reviewOf(language: Language, button: RegExp): Promise<string> {
  const rendered = renderWithTerminal(HoldActions, { props: { account: account() }, language });
  await showGuest(rendered.terminal, rendered.fake);
  await fireEvent.click(await screen.findByRole('button', { name: button }));
  const dialog = screen.getByRole('dialog');
  for (const key of ['1', '5', '0', 'Enter'])
    await fireEvent.keyDown(document.activeElement ?? dialog, { key });
  return plain(within(dialog).getByTestId('hold-review').textContent);
}

describe.each(['ru', 'en'] as const)('the review’s figures in %s', (language) => {
  const words = WORDS[language];
  const money = (text: string) => (language === 'ru' ? text : text.replace(',', '.').replace(' ', ','));

  it('a payment: what is available, before and after, and no balance', async () => {
    const review = await reviewOf(language, words.pay);
    expect(review).toContain(`${words.available} ${money('1 000,00')} → ${money('850,00')}`);
    expect(review).not.toContain(words.balance.slice(0, -1));
  });

  it('an award: the balance, before and after, and nothing called available', async () => {
    const review = await reviewOf(language, words.award);
    expect(review).toContain(`${words.balance} ${money('1 250,50')} → ${money('1 400,50')}`);
    expect(review).not.toContain(words.available.slice(0, -1));
  });

  it('a bill: the payment’s line says what is available, the award’s the balance', () => {
    const bonus = account();
    renderWithTerminal(BillReview, {
      language,
      props: {
        plan: {
          billCents: 123_450,
          number: '4711',
          pay: { account: bonus, cents: 61_725, before: 100_000, after: 38_275 },
          award: { account: bonus, cents: 3_086, before: 125_050, after: 128_136 },
          moneyCents: 61_725,
        },
      },
    });
    const [payLine, awardLine] = screen.getAllByRole('listitem').map((item) => plain(item.textContent));
    expect(payLine).toContain(`${words.available} ${money('1 000,00')} → ${money('382,75')}`);
    expect(payLine).not.toContain(words.balance.slice(0, -1));
    expect(awardLine).toContain(`${words.balance} ${money('1 250,50')} → ${money('1 281,36')}`);
    expect(awardLine).not.toContain(words.available.slice(0, -1));
  });
});
