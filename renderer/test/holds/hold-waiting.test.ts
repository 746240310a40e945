import { fireEvent, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HoldResult, Result } from '../../../common/contract/index';
import HoldActions from '../../src/holds/HoldActions.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { account, confirmReview, showGuest, status } from './fixtures';

afterEach(() => {
  vi.useRealTimers();
});

describe('HoldDialog while the platform has not answered', () => {
  it('says that it waits, for how long, and the time-out; the answer replaces it', async () => {
    let answer: (result: Result<HoldResult>) => void = () => {};
    const fake = new FakeBridge().answer('hold.debit', () => new Promise((resolve) => (answer = resolve)));
    const rendered = renderWithTerminal(HoldActions, {
      props: { account: account({ pending: { debitCents: 0, creditCents: 0, count: 0 } }) },
      bridge: fake,
      language: 'ru',
    });
    await showGuest(rendered.terminal, fake);
    rendered.terminal.status.status = { ...status('online'), holdWaitMs: 12_000 };
    await fireEvent.click(await screen.findByRole('button', { name: /Оплатить бонусами/ }));
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Сумма' });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    for (const key of ['1', '5', '0', 'Enter']) await fireEvent.keyDown(field, { key });
    await confirmReview(dialog);
    const waiting = await within(dialog).findByTestId('hold-waiting');
    expect(waiting.getAttribute('role')).toBe('status');
    expect(waiting.textContent).toMatch(/Ждём ответа сервера лояльности: 0 с · не дольше 12 с/);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(waiting.textContent).toMatch(
      /Ждём ответа сервера лояльности: 4 с · не дольше 12 с, затем операция ждёт в очереди/,
    );
    vi.useRealTimers();
    answer({ ok: true, value: { holdId: 'h', state: 'queued' } });
    await within(dialog).findByRole('button', { name: 'Закрыть' });
    expect(within(dialog).queryByTestId('hold-waiting')).toBeNull();
  });
});
