import { screen, waitFor, within } from '@testing-library/svelte';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HoldView } from '../../../common/contract/index';
import HistoryPanel from '../../src/history/HistoryPanel.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { account, holdView, showGuest } from '../holds/fixtures';
import { summary } from '../queue/holds';

/** issue 14 §3: the recent operations list refused and cancelled holds, each cancellation tied to what it cancelled. */
const HOLDS: HoldView[] = [
  holdView({
    holdId: 'paid',
    state: 'reversed',
    amountCents: 10_000,
    createdAt: '2026-11-23T02:03:00.000Z',
    bonusTransactionId: 7,
  }),
  holdView({
    holdId: 'undo',
    kind: 'reverse',
    state: 'confirmed',
    amountCents: 10_000,
    reverses: 'paid',
    createdAt: '2026-11-23T02:05:00.000Z',
  }),
  holdView({
    holdId: 'refused',
    state: 'rejected',
    amountCents: 30_000,
    billNumber: '17',
    createdAt: '2026-11-23T02:10:00.000Z',
    bonusTransactionId: undefined,
    reason: {
      code: 'insufficientFunds',
      message: { ru: 'недостаточно бонусов: доступно 50,00', en: 'not enough bonuses: 50.00 available' },
    },
  }),
  holdView({
    holdId: 'never-sent',
    kind: 'credit',
    state: 'cancelled',
    amountCents: 4000,
    createdAt: '2026-11-23T02:20:00.000Z',
    bonusTransactionId: undefined,
  }),
  holdView({
    holdId: 'award',
    kind: 'credit',
    state: 'confirmed',
    amountCents: 2500,
    createdAt: '2026-11-22T13:00:00.000Z',
    bonusTransactionId: 6,
  }),
  holdView({
    holdId: 'undo-award',
    kind: 'reverse',
    state: 'queued',
    amountCents: 2500,
    reverses: 'award',
    createdAt: '2026-11-23T02:30:00.000Z',
  }),
];

async function recentItems(language: 'en' | 'ru'): Promise<{ items: string[]; recent: HTMLElement }> {
  const fake = new FakeBridge().ok('queue.list', { holds: HOLDS, summary: summary() });
  const rendered = renderWithTerminal(HistoryPanel, {
    props: { account: account() },
    bridge: fake,
    language,
  });
  await showGuest(rendered.terminal, fake);
  const recent = await screen.findByRole('region', {
    name: language === 'ru' ? 'Последние операции на этом терминале' : 'Recent operations at this terminal',
  });
  await waitFor(() => expect(within(recent).getAllByRole('listitem').length).toBe(5));
  const items = within(recent)
    .getAllByRole('listitem')
    .map((item) => (item.textContent ?? '').replace(/\s+/g, ' ').trim());
  return { items, recent };
}

describe('Recent operations: refused and cancelled ones too', () => {
  beforeAll(() => vi.stubEnv('TZ', 'Asia/Vladivostok')); // UTC+10
  afterAll(() => vi.unstubAllEnvs());

  it('in Russian: each cancellation names the payment or award it cancelled, a refusal its reason', async () => {
    const { items, recent } = await recentItems('ru');
    // Newest first, five shown: the award of the day before (the sixth) is named by its cancellation.
    expect(items).toEqual([
      '23.11.2026, 12:30 Отмена начисления 25,00 от 22.11.2026, 23:00 −25,00 в очереди',
      '23.11.2026, 12:20 Начисление бонусов +40,00 отменена до отправки',
      '23.11.2026, 12:10 Оплата бонусами −300,00 ✕ отклонена: недостаточно бонусов: доступно 50,00, счёт 17',
      '23.11.2026, 12:05 Отмена оплаты 100,00 от 12:03 +100,00 проведена',
      '23.11.2026, 12:03 Оплата бонусами −100,00 отменена на сервере лояльности',
    ]);
    // Nothing of these can be cancelled again: reversed, refused, cancelled, or its cancellation on its way.
    expect(within(recent).queryByRole('button')).toBeNull();
  });

  it('in English', async () => {
    const { items } = await recentItems('en');
    expect(items[0]).toBe(
      '23/11/2026, 12:30 Cancellation of the award 25.00 of 22/11/2026, 23:00 −25.00 in the queue',
    );
    expect(items[1]).toMatch(/Bonus award \+40\.00 cancelled before it was sent$/);
    expect(items[2]).toMatch(
      /Payment with bonuses −300\.00 ✕ refused: not enough bonuses: 50\.00 available, bill 17$/,
    );
    expect(items[3]).toBe('23/11/2026, 12:05 Cancellation of the payment 100.00 of 12:03 +100.00 done');
  });

  it('a refused cancellation does not stop the payment from being cancelled again', async () => {
    const paid = holdView({
      holdId: 'p',
      state: 'confirmed',
      amountCents: 1000,
      createdAt: '2026-11-23T02:00:00.000Z',
    });
    const refusedUndo = holdView({
      holdId: 'r',
      kind: 'reverse',
      state: 'rejected',
      amountCents: 1000,
      reverses: 'p',
      createdAt: '2026-11-23T02:01:00.000Z',
    });
    const fake = new FakeBridge().ok('queue.list', { holds: [paid, refusedUndo], summary: summary() });
    const rendered = renderWithTerminal(HistoryPanel, { props: { account: account() }, bridge: fake });
    await showGuest(rendered.terminal, fake);
    const recent = await screen.findByRole('region', { name: 'Recent operations at this terminal' });
    expect(
      await within(recent).findByRole('button', { name: 'Cancel operation: Payment with bonuses −10.00' }),
    ).toBeTruthy();
    expect(within(recent).getAllByRole('button')).toHaveLength(1);
  });
});
