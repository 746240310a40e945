import { fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandOutput, Result, Status } from '../../../common/contract/index';
import { terminalContext } from '../../src/context';
import SearchScreen from '../../src/screens/SearchScreen.svelte';
import { createTerminal } from '../../src/terminal.svelte';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { IVANOV, IVANOVA, REF, UNREFERABLE } from './guests';

type SearchResult = Result<CommandOutput<'guest.search'>>;
const found = (...guests: CommandOutput<'guest.search'>['guests']): SearchResult => ({
  ok: true,
  value: { guests, source: 'live' },
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(options: { bridge?: FakeBridge; language?: 'ru' | 'en' } = {}) {
  const fake = options.bridge ?? new FakeBridge();
  if (!fake.answers.has('guest.search')) fake.answer('guest.search', found(IVANOV, IVANOVA));
  const rendered = renderWithTerminal(SearchScreen, { bridge: fake, language: options.language ?? 'en' });
  const name =
    options.language === 'ru' ? 'Поиск гостя по имени или телефону' : 'Search guests by name or phone';
  const field = screen.getByRole('searchbox', { name }) as HTMLInputElement;
  return { ...rendered, field };
}

async function type(field: HTMLInputElement, text: string): Promise<void> {
  field.value = text;
  await fireEvent.input(field);
}

const searched = (fake: FakeBridge) => fake.calls['guest.search'].mock.calls.map(([input]) => input.text);

describe('SearchScreen: as you type', () => {
  it('searches once, 250 ms after the last key, and not for a single character', async () => {
    const { fake, field } = setup();
    await type(field, 'И');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.calls['guest.search']).not.toHaveBeenCalled();
    expect(screen.getByText(/at least two letters/)).toBeTruthy();

    await type(field, 'Ив');
    await vi.advanceTimersByTimeAsync(200);
    await type(field, 'Ива');
    await vi.advanceTimersByTimeAsync(249);
    expect(fake.calls['guest.search']).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(searched(fake)).toEqual(['Ива']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Иванов Иван Иванович'),
      expect.stringContaining('Иванова Мария Петровна'),
    ]);
  });

  it('shows name, patronymic and the phone and cards masked, an expired card marked', async () => {
    const { field } = setup();
    await type(field, 'Ив');
    await vi.advanceTimersByTimeAsync(250);
    const [ivanov, ivanova] = screen.getAllByRole('option');
    expect(ivanov!.textContent).toContain('phone …4567');
    expect(ivanov!.textContent!.match(/card …4567/g)).toHaveLength(1); // stripe and barcode alike: once
    expect(ivanova!.textContent).toContain('card …0001 (expired)');
    expect(screen.getByText('Found: 2')).toBeTruthy();
  });

  it('says when more guests match than the 20 shown (asks for 21 to know)', async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ ...IVANOV, customerGuid: `g-${i}` }));
    const { fake, field } = setup({ bridge: new FakeBridge().answer('guest.search', found(...many)) });
    await type(field, 'ов');
    await vi.advanceTimersByTimeAsync(250);
    expect(fake.calls['guest.search']).toHaveBeenCalledWith({ text: 'ов', limit: 21 });
    expect(screen.getAllByRole('option')).toHaveLength(20);
    expect(screen.getByText(/Found more than 20: the first 20 are shown/)).toBeTruthy();
  });

  it('says exactly 20 when exactly 20 match, without claiming more', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => ({ ...IVANOV, customerGuid: `g-${i}` }));
    const { field } = setup({ bridge: new FakeBridge().answer('guest.search', found(...twenty)) });
    await type(field, 'ов');
    await vi.advanceTimersByTimeAsync(250);
    expect(screen.getAllByRole('option')).toHaveLength(20);
    expect(screen.getByText('Found: 20')).toBeTruthy();
    expect(screen.queryByText(/more than/)).toBeNull();
  });

  it('searches phone digits without the trunk prefix the platform does not store', async () => {
    const { fake, field } = setup();
    await type(field, '8 (916) 12');
    await vi.advanceTimersByTimeAsync(250);
    await type(field, '+7 916 12');
    await vi.advanceTimersByTimeAsync(250);
    await type(field, '89');
    await vi.advanceTimersByTimeAsync(250);
    expect(searched(fake)).toEqual(['91612', '791612', '89']);
  });

  it('never lets a slower earlier answer replace a later one', async () => {
    const fake = new FakeBridge();
    const pending: ((result: SearchResult) => void)[] = [];
    fake.answer('guest.search', () => new Promise<SearchResult>((resolve) => pending.push(resolve)));
    const { field } = setup({ bridge: fake });
    await type(field, 'Ив');
    await vi.advanceTimersByTimeAsync(250);
    await type(field, 'Иванова');
    await vi.advanceTimersByTimeAsync(250);
    expect(pending).toHaveLength(2);

    pending[1]!(found(IVANOVA));
    await vi.advanceTimersByTimeAsync(0);
    pending[0]!(found(IVANOV, IVANOVA));
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Иванова Мария'),
    ]);
  });

  it('says plainly when no guest matches, naming the search', async () => {
    const fake = new FakeBridge().answer('guest.search', found());
    const { field } = setup({ bridge: fake, language: 'ru' });
    await type(field, 'Щукин');
    await vi.advanceTimersByTimeAsync(250);
    expect(screen.getByText('Гость по запросу «Щукин» не найден.')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('offline with a core that cannot search saved guests: says search needs the platform, searches again when back', async () => {
    const fake = new FakeBridge().fail('guest.search', fakeError('platformUnavailable'));
    const { field, terminal } = setup({ bridge: fake });
    terminal.status.status = { connectivity: 'online' } as Status;
    await type(field, 'Ив');
    await vi.advanceTimersByTimeAsync(250);
    expect(screen.getByText(/Search needs the loyalty server/)).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();

    terminal.status.status = { connectivity: 'offline' } as Status;
    await vi.advanceTimersByTimeAsync(0);
    fake.answer('guest.search', found(IVANOV));
    terminal.status.status = { connectivity: 'online' } as Status;
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.queryByText(/Search needs the loyalty server/)).toBeNull();
    expect(screen.getByRole('option').textContent).toContain('Иванов Иван');
  });

  it('offline: lists the saved guests with the age of each copy, says so, and asks the platform once it is back', async () => {
    const saved: SearchResult = {
      ok: true,
      value: {
        guests: [IVANOV, IVANOVA],
        source: 'cache',
        saved: {
          [IVANOV.customerGuid]: { ageMs: 5 * 60_000, fetchedAt: '2026-11-24T10:00:00.000Z' },
          [IVANOVA.customerGuid]: { ageMs: 3 * 3_600_000, fetchedAt: '2026-11-24T07:05:00.000Z' },
        },
      },
    };
    const fake = new FakeBridge().answer('guest.search', saved);
    const { field, terminal } = setup({ bridge: fake });
    terminal.status.status = { connectivity: 'offline' } as Status;
    await type(field, 'Ив');
    await vi.advanceTimersByTimeAsync(250);
    expect(screen.getByText(/searching the guests saved on this terminal/)).toBeTruthy();
    const [ivanov, ivanova] = screen.getAllByRole('option');
    expect(ivanov!.textContent).toMatch(/Saved 5 minutes ago/);
    expect(ivanova!.textContent).toMatch(/Saved 3 hours ago/);

    fake.answer('guest.search', { ok: true, value: { guests: [], source: 'cache', saved: {} } });
    await type(field, 'Щукин');
    await vi.advanceTimersByTimeAsync(250);
    expect(screen.getByText('No saved guest found for “Щукин”.')).toBeTruthy();

    fake.answer('guest.search', found(IVANOV));
    await type(field, 'Ив');
    fake.answer('guest.search', saved);
    await vi.advanceTimersByTimeAsync(250);
    fake.answer('guest.search', found(IVANOV));
    terminal.status.status = { connectivity: 'online' } as Status;
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.queryByText(/searching the guests saved/)).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option').textContent).not.toMatch(/Saved/);
  });

  it('another failure is shown in words with a way to search again', async () => {
    const fake = new FakeBridge().fail('guest.search', fakeError('platformAuthFailed'));
    const { field } = setup({ bridge: fake });
    await type(field, 'Ив');
    await vi.advanceTimersByTimeAsync(250);
    expect(screen.getByText('The search failed: error platformAuthFailed')).toBeTruthy();
    fake.answer('guest.search', found(IVANOV));
    await fireEvent.click(screen.getByRole('button', { name: 'Search again' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });
});

describe('SearchScreen: choosing a guest', () => {
  async function withResults(fake = new FakeBridge()) {
    fake.ok('guest.lookup', {
      guest: IVANOVA,
      source: 'live',
      ageMs: 0,
      fetchedAt: new Date(0).toISOString(),
    });
    const rendered = setup({ bridge: fake });
    await type(rendered.field, 'Ив');
    await vi.advanceTimersByTimeAsync(250);
    return rendered;
  }

  it('arrows move over the results (wrapping) and Enter opens the guest by a valid card', async () => {
    const { field, fake, terminal } = await withResults();
    terminal.navigation.go('search');
    const options = () => screen.getAllByRole('option');
    expect(field.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    await fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    await fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');

    await fireEvent.keyDown(field, { key: 'Enter' });
    expect(terminal.navigation.screen).toBe('guest');
    // Иванова's first card is expired: she is opened by the valid one.
    expect(fake.calls['guest.lookup']).toHaveBeenCalledWith({ token: { ref: REF(4) } });
  });

  it('a click on a result opens that guest', async () => {
    const { fake, terminal } = await withResults();
    await fireEvent.click(screen.getAllByRole('option')[0]!);
    expect(terminal.navigation.screen).toBe('guest');
    expect(fake.calls['guest.lookup']).toHaveBeenCalledWith({ token: { ref: REF(1) } });
  });

  it('a guest without a token to open by is not opened, and the cashier is told why', async () => {
    const fake = new FakeBridge().answer('guest.search', found(UNREFERABLE));
    const { terminal } = await withResults(fake);
    terminal.navigation.go('search');
    await fireEvent.click(screen.getByRole('option'));
    expect(terminal.navigation.screen).toBe('search');
    expect(fake.calls['guest.lookup']).not.toHaveBeenCalled();
    expect(screen.getByText(/Ивлева Ирина has no card or phone/)).toBeTruthy();
  });

  it('coming back from the guest finds the search as it was left, ready to be typed over', async () => {
    const fake = new FakeBridge().answer('guest.search', found(IVANOV, IVANOVA));
    const terminal = createTerminal(fake.bridge, undefined, 'en');
    const first = render(SearchScreen, { context: terminalContext(terminal) });
    const field = screen.getByRole('searchbox') as HTMLInputElement;
    await type(field, 'Ив');
    await vi.advanceTimersByTimeAsync(250);
    await fireEvent.keyDown(field, { key: 'Enter' });
    first.unmount();

    render(SearchScreen, { context: terminalContext(terminal) });
    const again = screen.getByRole('searchbox') as HTMLInputElement;
    expect(again.value).toBe('Ив');
    expect([again.selectionStart, again.selectionEnd]).toEqual([0, 2]);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(fake.calls['guest.search']).toHaveBeenCalledTimes(1);
  });

  it('Esc clears the field, a second Esc leaves the search', async () => {
    const { field, terminal } = await withResults();
    terminal.navigation.go('search');
    await fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(terminal.navigation.screen).toBe('search');
    await fireEvent.keyDown(field, { key: 'Escape' });
    expect(terminal.navigation.screen).toBe('guest');
  });
});

describe('SearchScreen: a platform that lists one guest twice', () => {
  it('shows both results instead of breaking the list', async () => {
    const fake = new FakeBridge();
    fake.answer('guest.search', found(IVANOV, { ...IVANOV, firstName: 'Пётр' }, IVANOVA));
    const { field } = setup({ bridge: fake });
    await type(field, 'Ив');
    await vi.advanceTimersByTimeAsync(250);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Иванов Иван Иванович'),
      expect.stringContaining('Иванов Пётр Иванович'),
      expect.stringContaining('Иванова Мария Петровна'),
    ]);
  });
  it('lists the guests it could read and says how many more the server sent unreadable', async () => {
    const fake = new FakeBridge();
    fake.answer('guest.search', {
      ok: true,
      value: { guests: [IVANOV], source: 'live', unreadable: 2 },
    });
    const { field } = setup({ bridge: fake, language: 'ru' });
    await type(field, 'Ив');
    await vi.advanceTimersByTimeAsync(250);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Иванов Иван Иванович'),
    ]);
    expect(screen.getByRole('status').textContent).toContain(
      'Сервер лояльности прислал ещё гостей в непонятном терминалу виде (2): их нет в списке.',
    );
  });

  it('says so also when every guest it was sent is unreadable', async () => {
    const fake = new FakeBridge();
    fake.answer('guest.search', { ok: true, value: { guests: [], source: 'live', unreadable: 1 } });
    const { field } = setup({ bridge: fake, language: 'en' });
    await type(field, 'Ив');
    await vi.advanceTimersByTimeAsync(250);
    expect(screen.getByRole('status').textContent).toContain(
      'The loyalty server also sent guests in a form the terminal cannot read (1)',
    );
  });
});
