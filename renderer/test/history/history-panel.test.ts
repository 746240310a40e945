import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommandOutput, TransactionView } from '../../../common/contract/index';
import HistoryPanel from '../../src/history/HistoryPanel.svelte';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { account, REF, showGuest } from '../holds/fixtures';
import { summary } from '../queue/holds';

const TRANSACTIONS: TransactionView[] = [
  // Deliberately not in order: the panel sorts newest first.
  {
    id: 2,
    regTime: '2026-01-20T13:05:10.250Z',
    type: 'DEBIT_HOLD',
    amountCents: 20_000,
    ledgerCents: 120_000,
    availableCents: 100_000,
  },
  {
    id: 1,
    regTime: '2025-11-02T18:20:00.000Z',
    type: 'CREDIT',
    amountCents: 120_000,
    ledgerCents: 120_000,
    availableCents: 120_000,
  },
  {
    id: 4,
    regTime: '2026-02-05T20:00:00.000Z',
    type: 'REVERSAL',
    amountCents: 20_000,
    ledgerCents: 125_050,
    availableCents: 120_000,
  },
  {
    id: 3,
    regTime: '2026-02-05T19:44:31.900Z',
    type: 'CREDIT',
    amountCents: 5050,
    ledgerCents: 125_050,
    availableCents: 100_000,
  },
  {
    id: 5,
    regTime: '2026-02-06T08:00:00.000Z',
    type: 'BIRTHDAY_GIFT',
    amountCents: 1000,
    ledgerCents: 126_050,
    availableCents: 121_000,
  },
];

function historyAnswer(
  overrides: Partial<CommandOutput<'account.history'>> = {},
): CommandOutput<'account.history'> {
  return {
    account: account(),
    transactions: TRANSACTIONS,
    source: 'live',
    ageMs: 0,
    fetchedAt: '2026-02-06T09:00:00.000Z',
    ...overrides,
  };
}

/** Each row's cells as text, spaces normalised. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
    );
}

async function renderPanel(fake: FakeBridge, language: 'en' | 'ru' = 'en') {
  fake.answer('queue.list', {
    ok: true,
    value: {
      holds: [],
      summary: summary(),
    },
  });
  const rendered = renderWithTerminal(HistoryPanel, {
    props: { account: account(), open: true },
    bridge: fake,
    language,
  });
  await showGuest(rendered.terminal, fake);
  return rendered;
}

describe('HistoryPanel: the history', () => {
  beforeAll(() => {
    vi.stubEnv('TZ', 'Asia/Vladivostok'); // UTC+10 all year: the terminal's own zone
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('lists newest first with types in words, signed amounts, balances after, local time', async () => {
    const fake = new FakeBridge().ok('account.history', historyAnswer());
    await renderPanel(fake);
    const table = await screen.findByRole('table');
    expect(fake.calls['account.history']).toHaveBeenCalledWith({
      token: { ref: REF },
      accountGuid: 'bonus_account_type-1',
    });
    expect(rowsOf(table)).toEqual([
      ['06/02/2026, 18:00', 'BIRTHDAY_GIFT', '+10.00', '1,210.00', '1,260.50', ''],
      ['06/02/2026, 06:00', 'Cancellation', '+200.00', '1,200.00', '1,250.50', ''],
      ['06/02/2026, 05:44', 'Bonuses awarded', '+50.50', '1,000.00', '1,250.50', ''],
      ['20/01/2026, 23:05', 'Paid with bonuses', '−200.00', '1,000.00', '1,200.00', ''],
      ['03/11/2025, 04:20', 'Bonuses awarded', '+1,200.00', '1,200.00', '1,200.00', ''],
    ]);
  });

  it('shows an unknown type as it comes, unsigned when the balances cannot tell', async () => {
    const only: TransactionView = {
      id: 9,
      regTime: '2026-02-06T08:00:00.000Z',
      type: 'ADJUSTMENT',
      amountCents: 500,
      ledgerCents: 500,
      availableCents: 500,
    };
    const fake = new FakeBridge().ok('account.history', historyAnswer({ transactions: [only] }));
    await renderPanel(fake);
    expect(rowsOf(await screen.findByRole('table'))[0]!.slice(1, 3)).toEqual(['ADJUSTMENT', '5.00']);
  });

  it('speaks Russian: types, money and dates', async () => {
    const fake = new FakeBridge().ok('account.history', historyAnswer());
    await renderPanel(fake, 'ru');
    const rows = rowsOf(await screen.findByRole('table'));
    expect(rows[3]).toEqual(['20.01.2026, 23:05', 'Оплата бонусами', '−200,00', '1 000,00', '1 200,00', '']);
    expect(rows[1]![1]).toBe('Отмена');
    expect(screen.getByRole('columnheader', { name: 'Баланс после' })).toBeTruthy();
  });

  it('says when the history comes from the cache, and how old it is', async () => {
    const fake = new FakeBridge().ok(
      'account.history',
      historyAnswer({ source: 'cache', ageMs: 5 * 60_000, fetchedAt: '2026-02-06T08:55:00.000Z' }),
    );
    await renderPanel(fake);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Saved history (no connection): newer operations may be missing.');
    expect(notice.textContent).toContain('Saved 5 minutes ago, at 18:55');
  });

  it('says so when the history cannot be read', async () => {
    const fake = new FakeBridge().fail('account.history', fakeError('notInCache'));
    await renderPanel(fake);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The history could not be read: error notInCache.',
    );
  });

  it('says there is nothing yet for an empty history', async () => {
    const fake = new FakeBridge().ok('account.history', historyAnswer({ transactions: [] }));
    await renderPanel(fake);
    expect(await screen.findByText('No operations on this account yet.')).toBeTruthy();
  });

  it('is folded unless asked, and read only when unfolded', async () => {
    const fake = new FakeBridge().ok('account.history', historyAnswer());
    fake.ok('queue.list', {
      holds: [],
      summary: summary(),
    });
    const rendered = renderWithTerminal(HistoryPanel, { props: { account: account() }, bridge: fake });
    await showGuest(rendered.terminal, fake);
    const toggle = screen.getByRole('button', { name: 'History' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    expect(fake.calls['account.history']).not.toHaveBeenCalled();
    await fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(fake.calls['account.history']).toHaveBeenCalledTimes(1);
  });

  it('reads the history again when the account’s balance changes, and on Refresh', async () => {
    const fake = new FakeBridge().ok('account.history', historyAnswer());
    const { rerender } = await renderPanel(fake);
    await waitFor(() => expect(fake.calls['account.history']).toHaveBeenCalledTimes(1));
    await rerender({
      account: account({
        balance: {
          ledgerCents: 125_050,
          availableCents: 90_000,
          debitHoldCents: 30_000,
          creditHoldCents: 5050,
        },
      }),
    });
    await waitFor(() => expect(fake.calls['account.history']).toHaveBeenCalledTimes(2));
    await rerender({
      open: true,
      account: account({
        balance: {
          ledgerCents: 125_050,
          availableCents: 90_000,
          debitHoldCents: 30_000,
          creditHoldCents: 5050,
        },
      }),
    });
    expect(fake.calls['account.history']).toHaveBeenCalledTimes(2); // same figures: nothing read
    await fireEvent.click(screen.getByRole('button', { name: 'Refresh history' }));
    await waitFor(() => expect(fake.calls['account.history']).toHaveBeenCalledTimes(3));
  });
});

describe('HistoryPanel: a platform that repeats ids and sends unreadable rows', () => {
  it('shows both transactions of a repeated id, and an unreadable row as unreadable, not a stalled panel', async () => {
    const first = TRANSACTIONS[1]!;
    const repeated: TransactionView = { ...first, regTime: '2025-11-03T18:20:00.000Z', amountCents: 100 };
    const noDate: TransactionView = { ...first, id: 7, regTime: 'yesterday' };
    const notAnAmount = { ...first, id: 8, amountCents: Number.NaN } as TransactionView;
    const fake = new FakeBridge().ok(
      'account.history',
      historyAnswer({ transactions: [first, repeated, noDate, notAnAmount] }),
    );
    await renderPanel(fake);
    const rows = rowsOf(await screen.findByRole('table'));
    expect(rows).toEqual([
      ['03/11/2025, 18:20', 'Bonuses awarded', '+1.00', '1,200.00', '1,200.00', ''],
      ['02/11/2025, 18:20', 'Bonuses awarded', '+1,200.00', '1,200.00', '1,200.00', ''],
      ['—', 'An operation the loyalty server sent in a form the terminal cannot read'],
      ['—', 'An operation the loyalty server sent in a form the terminal cannot read'],
    ]);
  });

  it('shows a row the core marks unreadable (an amount of 1e308 at the boundary) as unreadable: the mark wins', async () => {
    const first = TRANSACTIONS[1]!;
    // The core sends zeros with the mark; even figures that look readable are not shown as such.
    const marked: TransactionView = { ...first, id: 5, unreadable: true };
    const fake = new FakeBridge().ok('account.history', historyAnswer({ transactions: [marked, first] }));
    await renderPanel(fake);
    expect(rowsOf(await screen.findByRole('table'))).toEqual([
      ['02/11/2025, 18:20', 'Bonuses awarded', '+1,200.00', '1,200.00', '1,200.00', ''],
      ['—', 'An operation the loyalty server sent in a form the terminal cannot read'],
    ]);
  });
});
