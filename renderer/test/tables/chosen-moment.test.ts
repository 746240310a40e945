import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TablesScreen from '../../src/screens/TablesScreen.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { table, workload } from './fixtures';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const pad = (n: number) => String(n).padStart(2, '0');

async function showMap(language: 'ru' | 'en') {
  const fake = new FakeBridge().ok('tables.workload', workload([[table(1, false)]]));
  const rendered = renderWithTerminal(TablesScreen, { bridge: fake, language });
  await screen.findByRole('button', { name: /1,/ });
  const group = screen.getByRole('group', { name: language === 'ru' ? 'Выбранное время' : 'Chosen time' });
  const [date, time] = within(group).getAllByRole('textbox') as [HTMLInputElement, HTMLInputElement];
  return { ...rendered, group, date, time };
}

/** Types as a cashier would: the text so far plus one character, the caret at its end. */
async function type(input: HTMLInputElement, text: string): Promise<void> {
  for (const key of text) {
    const value = input.value + key;
    await fireEvent.input(input, {
      target: { value, selectionStart: value.length, selectionEnd: value.length },
    });
  }
}

const lastTime = (fake: FakeBridge) =>
  (fake.calls['tables.workload'].mock.calls.at(-1)![0] as { time?: string }).time;

describe('the table map’s chosen time, in the UI’s language', () => {
  it('in Russian: today as дд.мм.гггг, the time typed as digits reads 19:30, Enter shows that moment', async () => {
    const { fake, date, time } = await showMap('ru');
    const today = new Date();
    expect(date.value).toBe(`${pad(today.getDate())}.${pad(today.getMonth() + 1)}.${today.getFullYear()}`);
    expect(date.getAttribute('aria-label')).toBe('Дата');
    expect(time.placeholder).toBe('чч:мм');
    await type(time, '1930');
    expect(time.value).toBe('19:30');
    await fireEvent.keyDown(time, { key: 'Enter' });
    await waitFor(() => expect(lastTime(fake)).toBeDefined());
    const asked = new Date(lastTime(fake)!);
    expect([asked.getDate(), asked.getHours(), asked.getMinutes()]).toEqual([today.getDate(), 19, 30]);
    expect(screen.getByRole('button', { name: 'Показать' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('in English: dd/mm/yyyy typed as digits; a date that is not one is said, and nothing is asked', async () => {
    const { fake, date, time } = await showMap('en');
    await fireEvent.input(date, { target: { value: '' } });
    await type(date, '31022026');
    expect(date.value).toBe('31/02/2026');
    await type(time, '1200');
    const calls = fake.calls['tables.workload'].mock.calls.length;
    await fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('Type the date as dd/mm/yyyy, e.g. 24/11/2026');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls['tables.workload'].mock.calls.length).toBe(calls);
    // Corrected: the problem goes and the moment is shown.
    await fireEvent.input(date, { target: { value: '' } });
    await type(date, '28022026');
    expect(screen.queryByRole('alert')).toBeNull();
    await fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(fake.calls['tables.workload'].mock.calls.length).toBe(calls + 1));
    const asked = new Date(lastTime(fake)!);
    expect([asked.getFullYear(), asked.getMonth(), asked.getDate(), asked.getHours()]).toEqual([
      2026, 1, 28, 12,
    ]);
  });

  it('says an hour past 23 is not a time', async () => {
    const { time } = await showMap('ru');
    await type(time, '2545');
    await fireEvent.keyDown(time, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Введите время как чч:мм, от 00:00 до 23:59');
    expect(time.getAttribute('aria-invalid')).toBe('true');
  });

  it('steps a day and a quarter of an hour with the arrow keys', async () => {
    const { date, time } = await showMap('ru');
    await fireEvent.input(date, { target: { value: '' } });
    await type(date, '31122026');
    await fireEvent.keyDown(date, { key: 'ArrowUp' });
    expect(date.value).toBe('01.01.2027');
    await type(time, '1010');
    await fireEvent.keyDown(time, { key: 'ArrowDown' });
    expect(time.value).toBe('10:00');
    await fireEvent.keyDown(time, { key: 'ArrowDown' });
    expect(time.value).toBe('09:45');
  });

  it('goes back to now with "Сейчас": the time field empties', async () => {
    const { fake, time } = await showMap('ru');
    await type(time, '0815');
    await fireEvent.keyDown(time, { key: 'Enter' });
    await waitFor(() => expect(lastTime(fake)).toBeDefined());
    await fireEvent.click(screen.getByRole('button', { name: 'Сейчас' }));
    await waitFor(() => expect(lastTime(fake)).toBeUndefined());
    expect(time.value).toBe('');
  });
});

describe('the selected table and the halls', () => {
  it('is cleared when the cashier switches to another hall, and stays cleared on the way back', async () => {
    const fake = new FakeBridge().ok('tables.workload', workload([[table(3, true, 6)], [table(7, false)]]));
    renderWithTerminal(TablesScreen, { bridge: fake });
    await fireEvent.click(await screen.findByRole('button', { name: /Table 3,/ }));
    expect(screen.getByText(/seats 1–6/)).toBeTruthy();
    await fireEvent.click(screen.getByRole('tab', { name: 'Hall 2' }));
    expect(screen.queryByText(/seats 1–/)).toBeNull();
    await fireEvent.click(screen.getByRole('tab', { name: 'Hall 1' }));
    const three = screen.getByRole('button', { name: /Table 3,/ });
    expect(three.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText(/seats 1–6/)).toBeNull();
  });
});
