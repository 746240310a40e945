import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import type { JournalEntry } from '../../../common/contract/index';
import { journalRow } from '../../../common/journal/journal-words';
import JournalPanel from '../../src/staff/JournalPanel.svelte';
import { fakeError, FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';

const ENTRIES: JournalEntry[] = [
  {
    at: '2026-11-24T10:05:00.000Z',
    kind: 'protected',
    who: 'Anna',
    what: 'settings.set',
    details: { 'limits before': 'perHold: 1000.00, perGuest: 5000.00', 'limits after': 'perHold: 1500.00' },
  },
  { at: '2026-11-24T10:04:00.000Z', kind: 'pinFailed', who: 'unknown', what: 'wrong', details: {} },
  {
    at: '2026-11-24T10:03:00.000Z',
    kind: 'hold',
    who: 'cashier',
    what: 'confirmed',
    details: { kind: 'debit', amount: '25.50', card: '…4567' },
  },
];

/** The core's answer: the entries in words in both languages (journal.list), filtered by kind. */
function journalBridge(): FakeBridge {
  return new FakeBridge()
    .answer('journal.list', (filter) => ({
      ok: true,
      value: {
        rows: ENTRIES.filter((e) => !filter.kind || e.kind === filter.kind).map(journalRow),
        truncated: false,
      },
    }))
    .ok('journal.csv', { csv: 'time,kind\r\n' });
}

/** Types as a manager would: the text so far plus one character, the caret at its end. */
async function type(input: HTMLInputElement, text: string): Promise<void> {
  for (const key of text) {
    const value = input.value + key;
    await fireEvent.input(input, {
      target: { value, selectionStart: value.length, selectionEnd: value.length },
    });
  }
}

/** Reading waits for "Show" (a manager's PIN, asked by the guarded bridge). */
async function show(): Promise<void> {
  await fireEvent.click(screen.getByRole('button', { name: /^(Show|Показать)$/ }));
}

describe('JournalPanel', () => {
  it('lists entries newest first in words: kind, who, what and details', async () => {
    renderWithTerminal(JournalPanel, { bridge: journalBridge() });
    await show();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('Manager action')).toBeTruthy();
    expect(within(rows[1]!).getByText('Manager Anna')).toBeTruthy();
    expect(within(rows[1]!).getByText('Changed the settings')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Offline limits (after): perHold: 1500.00');
    expect(within(rows[2]!).getByText('Failed PIN')).toBeTruthy();
    expect(within(rows[2]!).getByText('Wrong PIN')).toBeTruthy();
    expect(rows[3]!.textContent).toContain('Bonus payment confirmed');
    expect(rows[3]!.textContent).toContain('Card: …4567');
    expect(rows.map((row) => row.textContent).join(' ')).not.toMatch(/settings\.set|confirmed,|\bwrong\b/);
  });

  it('reads in Russian', async () => {
    renderWithTerminal(JournalPanel, { bridge: journalBridge(), language: 'ru' });
    await show();
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('Менеджер Anna')).toBeTruthy();
    expect(within(rows[1]!).getByText('Изменил настройки')).toBeTruthy();
    expect(rows[3]!.textContent).toContain('Оплата бонусами проведена');
    expect(rows[3]!.textContent).toContain('Сумма: 25,50');
  });

  it('follows a change of language in the words the core sent, without reading again', async () => {
    const { terminal, fake } = renderWithTerminal(JournalPanel, { bridge: journalBridge() });
    await show();
    await screen.findByText('Changed the settings');
    terminal.locale.language = 'ru';
    expect(await screen.findByText('Изменил настройки')).toBeTruthy();
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('Действие менеджера')).toBeTruthy();
    expect(rows[3]!.textContent).toContain('Оплата бонусами проведена');
    expect(screen.queryByText('Changed the settings')).toBeNull();
    expect(fake.calls['journal.list']).toHaveBeenCalledTimes(1);
  });

  it('filters by day and person', async () => {
    const fake = journalBridge();
    renderWithTerminal(JournalPanel, { bridge: fake });
    await show();
    await screen.findAllByRole('row');
    await type(screen.getByLabelText('Day') as HTMLInputElement, '24112026');
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('24/11/2026');
    await fireEvent.input(screen.getByLabelText('Person'), { target: { value: ' unknown ' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(fake.calls['journal.list']).toHaveBeenCalledTimes(2));
    // (the kind's select is driven in Chromium: test/e2e/manager.test.ts)
    expect(fake.calls['journal.list'].mock.calls.at(-1)![0]).toEqual({ day: '2026-11-24', who: 'unknown' });
  });

  it('in Russian: the day reads дд.мм.гггг as typed; a day that is not one is said and nothing is asked', async () => {
    const fake = journalBridge();
    renderWithTerminal(JournalPanel, { bridge: fake, language: 'ru' });
    await show();
    await screen.findAllByRole('row');
    const day = screen.getByLabelText('День') as HTMLInputElement;
    expect(day.type).toBe('text');
    expect(day.placeholder).toBe('дд.мм.гггг');
    await type(day, '3102');
    expect(day.value).toBe('31.02');
    await fireEvent.click(screen.getByRole('button', { name: 'Показать' }));
    expect(screen.getByRole('alert').textContent).toBe('Введите дату как дд.мм.гггг, например 24.11.2026');
    expect(day.getAttribute('aria-invalid')).toBe('true');
    await fireEvent.click(screen.getByRole('button', { name: 'Выгрузить в CSV' }));
    expect(fake.calls['journal.list']).toHaveBeenCalledTimes(1);
    expect(fake.calls['journal.csv']).not.toHaveBeenCalled();
    await type(day, '2026');
    expect(day.value).toBe('31.02.2026');
    await fireEvent.click(screen.getByRole('button', { name: 'Показать' }));
    expect(fake.calls['journal.list']).toHaveBeenCalledTimes(1);
    await fireEvent.input(day, { target: { value: '', selectionStart: 0, selectionEnd: 0 } });
    await type(day, '01032026');
    expect(day.value).toBe('01.03.2026');
    await fireEvent.click(screen.getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(fake.calls['journal.list']).toHaveBeenCalledTimes(2));
    expect(fake.calls['journal.list'].mock.calls.at(-1)![0]).toEqual({ day: '2026-03-01' });
    expect(screen.queryByRole('alert')).toBeNull();
    await fireEvent.keyDown(day, { key: 'ArrowDown' });
    expect(day.value).toBe('28.02.2026');
  });

  it('exports the filtered journal as a CSV file, and shows a refusal', async () => {
    const fake = journalBridge();
    const created = vi.fn(() => 'blob:journal');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    renderWithTerminal(JournalPanel, { bridge: fake });
    await show();
    await screen.findAllByRole('row');
    await fireEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(fake.calls['journal.csv']).toHaveBeenCalledWith({ language: 'en' });
    fake.fail('journal.csv', fakeError('journalFailed'));
    await fireEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(await screen.findByText('error journalFailed')).toBeTruthy();
  });
});
