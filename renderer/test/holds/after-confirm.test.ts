import { fireEvent, screen, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { AccountView, HoldResult, Result } from '../../../common/contract/index';
import HoldActions from '../../src/holds/HoldActions.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { account, confirmReview, deferred, showGuest } from './fixtures';

/**
 * Issue 41: once the cashier confirmed, the dialog says what happened once, with the amount; the
 * review's line is not recomputed from the guest read again, and no bound of the amount shows.
 */
const plain = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ');

async function payFrom(start: AccountView, answer: Promise<Result<HoldResult>>, offline = false) {
  const fake = new FakeBridge().answer('hold.debit', () => answer);
  const rendered = renderWithTerminal(HoldActions, {
    props: { account: start },
    bridge: fake,
    language: 'ru',
  });
  await showGuest(rendered.terminal, fake, { connectivity: offline ? 'offline' : 'online' });
  await fireEvent.click(await screen.findByRole('button', { name: /Оплатить бонусами/ }));
  const dialog = screen.getByRole('dialog');
  const field = within(dialog).getByRole('textbox', { name: 'Сумма' });
  for (const key of ['1', '0', '0', 'Enter']) await fireEvent.keyDown(field, { key });
  await confirmReview(dialog);
  return { ...rendered, dialog };
}

describe('the pay dialog after a confirm', () => {
  it('keeps the review line the cashier confirmed while the guest is read again during the send', async () => {
    const answer = deferred<Result<HoldResult>>();
    const start = account({ spendable: { onlineCents: 38_275, offlineCents: 38_275 } });
    const { dialog, rerender } = await payFrom(start, answer.promise);
    expect(plain(within(dialog).getByTestId('hold-review').textContent)).toContain(
      'Доступно: 382,75 → 282,75',
    );
    // The core's events read the guest again before the answer: 100,00 already taken.
    await rerender({ account: { ...start, spendable: { onlineCents: 28_275, offlineCents: 28_275 } } });
    expect(plain(within(dialog).getByTestId('hold-review').textContent)).toContain(
      'Доступно: 382,75 → 282,75',
    );
    expect(dialog.textContent).not.toMatch(/Больше, чем/);
    answer.resolve({
      ok: true,
      value: {
        holdId: 'h1',
        state: 'confirmed',
        balance: { ledgerCents: 28_275, availableCents: 28_275, debitHoldCents: 0, creditHoldCents: 0 },
      },
    });
    await within(dialog).findByRole('button', { name: 'Закрыть' });
    const words = plain(dialog.textContent);
    expect(words).toContain('Готово: оплачено бонусами 100,00.');
    expect(words).toContain('Доступно: было 382,75, стало 282,75.');
    // One truth: no review line above the outcome, recomputed or not.
    expect(within(dialog).queryByTestId('hold-review')).toBeNull();
    expect(words).not.toContain('→');
    expect(words).not.toMatch(/Больше, чем/);
  });

  it('a payment queued offline names its amount once, with no review line left above it', async () => {
    const answer = deferred<Result<HoldResult>>();
    const start = account({ spendable: { onlineCents: 38_275, offlineCents: 20_000 } });
    const { dialog, rerender } = await payFrom(start, answer.promise, true);
    answer.resolve({ ok: true, value: { holdId: 'h1', state: 'queued' } });
    await within(dialog).findByRole('button', { name: 'Закрыть' });
    await rerender({ account: { ...start, spendable: { onlineCents: 38_275, offlineCents: 0 } } });
    const words = plain(dialog.textContent);
    expect(words).toContain('Ждёт отправки: оплата бонусами 100,00');
    expect(words.match(/100,00/g)).toHaveLength(1);
    expect(words).not.toMatch(/Больше, чем|→/);
  });
});
