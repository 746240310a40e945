import { fireEvent, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TablesScreen from '../../src/screens/TablesScreen.svelte';
import SpreadTablesHost from './SpreadTablesHost.svelte';
import type { Table } from '../../../common/contract/index';
import { fakeError, FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { TablePlaces } from '../../src/tables/table-places';
import { table, workload } from './fixtures';
import { status } from '../holds/fixtures';

/** A drawn table's title: the text before its seats. */
function drawnTitle(button: Element): string | undefined {
  return button.firstChild?.textContent?.trimEnd();
}

/** The look of one of the map's paths: its classes but Svelte's own ('top', 'top busy', 'picked'...). */
function lookOf(path: Element): string {
  return [...path.classList].filter((name) => !name.startsWith('svelte-')).join(' ');
}

/** The path data the map draws with a look. */
function drawn(look: string): string {
  const path = [...document.querySelectorAll('.floor path')].find((element) => lookOf(element) === look);
  return path?.getAttribute('d') ?? '';
}

/** The outline of a table as the map draws it, at its place in the hall. */
function outlineOf(t: Table): string {
  return new TablePlaces().of([t])[0]!.drawing.outline;
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('TablesScreen', () => {
  it('draws every table of the hall with its state in words, and the load', async () => {
    const fake = new FakeBridge().ok('tables.workload', workload([[table(1, true, 6), table(2, false)]]));
    const { container } = renderWithTerminal(TablesScreen, { bridge: fake });
    const busy = await screen.findByRole('button', { name: 'Table 1, 6 seats, busy' });
    const free = screen.getByRole('button', { name: 'Table 2, 4 seats, free' });
    expect(screen.getByText('Load: 6 of 10 seats')).toBeTruthy();
    // The load is drawn by the path a table's outline and mark are in (the hatch and the filled
    // mark are the busy paths' CSS; drawn in Chromium by the shift e2e).
    expect(drawn('top busy')).toBe(outlineOf(table(1, true, 6)));
    expect(drawn('top')).toBe(outlineOf(table(2, false)));
    expect(drawn('mark busy')).not.toBe('');
    expect(drawn('picked')).toBe('');
    expect(container.querySelector('svg')!.getAttribute('viewBox')).toBe('0 0 1000 600');
    // The floor is the hall's size in its units (its font size: one of them at the scale the box
    // allows); the words stand over their shape, turned as it is, in their title's size (24).
    const floor = container.querySelector('[role="group"][aria-label="Hall 1"] .floor')!;
    expect(floor.getAttribute('style')).toContain('width: 1000em; height: 600em');
    expect(free.getAttribute('style')).toBe(
      'margin:0em 0 0 0.8333333333333334em;width:4.166666666666667em;height:3.3333333333333335em;font-size:24em;rotate:45deg',
    );
    expect(busy.getAttribute('style')).not.toContain('rotate');
  });

  it('shows one hall at a time with tabs when there are several', async () => {
    const fake = new FakeBridge().ok('tables.workload', workload([[table(1, false)], [table(7, true)]]));
    renderWithTerminal(TablesScreen, { bridge: fake });
    await screen.findByRole('button', { name: /Table 1,/ });
    expect(screen.queryByRole('button', { name: /Table 7,/ })).toBeNull();
    await fireEvent.click(screen.getByRole('tab', { name: 'Hall 2' }));
    expect(screen.getByRole('button', { name: /Table 7,/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Table 1,/ })).toBeNull();
  });

  it('asks for the load in 30 minutes and shows that answer', async () => {
    const fake = new FakeBridge().answer('tables.workload', (input) => ({
      ok: true,
      value: workload([[table(1, input.time !== undefined)]]),
    }));
    renderWithTerminal(TablesScreen, { bridge: fake });
    await screen.findByRole('button', { name: /free/ });
    const before = Date.now();
    await fireEvent.click(screen.getByRole('button', { name: '+30 min' }));
    await screen.findByRole('button', { name: /busy/ });
    const asked = fake.calls['tables.workload'].mock.calls.at(-1)![0] as { time: string };
    expect(Date.parse(asked.time) - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(Date.parse(asked.time) - before).toBeLessThanOrEqual(30 * 60_000 + 5000);
  });

  it('refreshes every 30 seconds while shown, and stops when left', async () => {
    const fake = new FakeBridge().ok('tables.workload', workload([[table(1, false)]]));
    const { unmount } = renderWithTerminal(TablesScreen, { bridge: fake });
    await screen.findByRole('button', { name: /Table 1,/ });
    expect(fake.calls['tables.workload']).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fake.calls['tables.workload']).toHaveBeenCalledTimes(2);
    unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.calls['tables.workload']).toHaveBeenCalledTimes(2);
  });

  it('says when the map is the saved one and how old it is', async () => {
    const fake = new FakeBridge().ok('tables.workload', workload([[table(1, false)]], 'cache'));
    renderWithTerminal(TablesScreen, { bridge: fake });
    const saved = (await screen.findByText(/Saved map/)).closest('[role="status"]');
    expect(saved?.textContent).toMatch(/Saved 12 minutes ago, at \d{1,2}:\d{2}/);
  });

  it('reads the saved map again as soon as the loyalty server is back', async () => {
    const fake = new FakeBridge()
      .ok('status', status('offline'))
      .ok('tables.workload', workload([[table(1, false)]], 'cache'));
    const { terminal } = renderWithTerminal(TablesScreen, { bridge: fake });
    terminal.status.start();
    await screen.findByText(/Saved map/);
    fake.ok('tables.workload', workload([[table(1, true)]]));
    fake.emit('status', status('online'));
    await screen.findByRole('button', { name: /Table 1, 4 seats, busy/ });
    expect(screen.queryByText(/Saved map/)).toBeNull();
    expect(fake.calls['tables.workload']).toHaveBeenCalledTimes(2);
  });

  it('keeps the last map and shows the error when a refresh fails', async () => {
    const fake = new FakeBridge().ok('tables.workload', workload([[table(1, false)]]));
    renderWithTerminal(TablesScreen, { bridge: fake });
    await screen.findByRole('button', { name: /Table 1,/ });
    fake.fail('tables.workload', fakeError('platformUnavailable'));
    await fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('error platformUnavailable'));
    expect(screen.getByRole('button', { name: /Table 1,/ })).toBeTruthy();
  });

  it('selects a table from the keyboard and shows its details', async () => {
    const fake = new FakeBridge().ok('tables.workload', workload([[table(3, true, 6)]]));
    renderWithTerminal(TablesScreen, { bridge: fake });
    const shape = await screen.findByRole('button', { name: /Table 3,/ });
    shape.focus();
    await fireEvent.keyDown(shape, { key: 'Enter' });
    expect(shape.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/seats 1–6/)).toBeTruthy();
  });
});

describe('TablesScreen: a refresh for another moment changes only what the load changed', () => {
  /** The changes a refresh made inside the map, as "table title: what changed". */
  async function mapChangesOfRefresh(fake: FakeBridge, next: Table[], awaitName: string): Promise<string[]> {
    const map = document.querySelector('.floor')!;
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((batch) => records.push(...batch));
    observer.observe(map, { subtree: true, childList: true, attributes: true, characterData: true });
    fake.ok('tables.workload', workload([next]));
    await fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('button', { name: awaitName });
    records.push(...observer.takeRecords());
    observer.disconnect();
    return records.map((record) => {
      const target = record.target instanceof Element ? record.target : record.target.parentElement!;
      const button = target.closest('[role="button"]');
      const title = (button && drawnTitle(button)) ?? (target.tagName === 'path' ? lookOf(target) : 'map');
      const what = record.type === 'attributes' ? record.attributeName : record.type;
      return `${title}: ${target === button || !button ? '' : `${target.tagName} `}${what}`;
    });
  }

  it('a table that turned busy gets its load and label; the others and every drawing stay', async () => {
    const fake = new FakeBridge().ok('tables.workload', workload([[table(1, false), table(2, false)]]));
    renderWithTerminal(TablesScreen, { bridge: fake });
    await screen.findByRole('button', { name: 'Table 2, 4 seats, free' });
    const changes = await mapChangesOfRefresh(
      fake,
      [table(1, false), table(2, true)],
      'Table 2, 4 seats, busy',
    );
    // The name of the one table, and the paths of the tops and marks, free and busy.
    expect(changes.sort()).toEqual(['2: aria-label', 'mark busy: d', 'mark: d', 'top busy: d', 'top: d']);
  });

  it('says every table in the other language when the cashier switches it', async () => {
    const fake = new FakeBridge().ok('tables.workload', workload([[table(1, true), table(2, false)]]));
    const { terminal } = renderWithTerminal(TablesScreen, { bridge: fake });
    await screen.findByRole('button', { name: 'Table 1, 4 seats, busy' });
    terminal.locale.language = 'ru';
    expect(await screen.findByRole('button', { name: 'Стол 1, 4 места, занят' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Стол 2, 4 места, свободен' })).toBeTruthy();
  });

  it("a table's name holds its title and seats as drawn, the seats counted in good Russian", async () => {
    const fake = new FakeBridge().ok(
      'tables.workload',
      workload([[table(1, false, 1), table(2, true, 2), table(3, false, 5), table(4, false, 21)]]),
    );
    renderWithTerminal(TablesScreen, { bridge: fake, language: 'ru' });
    /** Words only, one space apart: how a name is matched against what is seen (axe-core's label-in-name). */
    const words = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    for (const [name, drawn] of [
      ['Стол 1, 1 место, свободен', '1 1'],
      ['Стол 2, 2 места, занят', '2 2'],
      ['Стол 3, 5 мест, свободен', '3 5'],
      ['Стол 4, 21 место, свободен', '4 21'],
    ] as const) {
      const shape = await screen.findByRole('button', { name });
      // A speech user says what the map shows: the name must hold it (WCAG 2.5.3).
      expect(words(shape.textContent!)).toBe(drawn);
      expect(words(name)).toContain(drawn);
    }
  });

  it('a table that moved is drawn at its new place, every table with its load and name', async () => {
    const fake = new FakeBridge().ok('tables.workload', workload([[table(1, true), table(3, false)]]));
    renderWithTerminal(TablesScreen, { bridge: fake });
    await screen.findByRole('button', { name: 'Table 3, 4 seats, free' });
    await mapChangesOfRefresh(
      fake,
      [table(1, true), { ...table(3, true), x: 700 }],
      'Table 3, 4 seats, busy',
    );
    const moved = screen.getByRole('button', { name: 'Table 3, 4 seats, busy' });
    expect(moved.getAttribute('style')).toContain('margin:0em 0 0 29.166666666666668em');
    expect(drawn('top busy')).toBe(outlineOf(table(1, true)) + outlineOf({ ...table(3, true), x: 700 }));
    // The tables are drawn anew together: the one that stayed keeps its words.
    expect(screen.getByRole('button', { name: 'Table 1, 4 seats, busy' })).toBeTruthy();
    expect(document.querySelectorAll('.floor .table')).toHaveLength(2);
  });

  it("draws a table's title as text, whatever characters the platform sends in it", async () => {
    const title = '<img src=x onerror="alert(1)"> & \'5\'';
    const fake = new FakeBridge().ok('tables.workload', workload([[{ ...table(1, false), title }]]));
    renderWithTerminal(TablesScreen, { bridge: fake });
    const shape = await screen.findByRole('button', { name: /free/ });
    expect(drawnTitle(shape)).toBe(title);
    expect(document.querySelector('.floor img')).toBeNull();
  });

  it('picks a table by a tap and by Enter or Space on it', async () => {
    const fake = new FakeBridge().ok('tables.workload', workload([[table(1, false), table(2, true)]]));
    renderWithTerminal(TablesScreen, { bridge: fake });
    const second = await screen.findByRole('button', { name: 'Table 2, 4 seats, busy' });
    // The details' line is there before a pick, empty: a pick fills it and leaves the map's size.
    const details = document.querySelector('.details')!;
    expect(details.textContent!.trim()).toBe('');
    await fireEvent.click(second.querySelector('.seats')!);
    expect(document.querySelector('.details')).toBe(details);
    expect(details.textContent).toContain('Table 2, 4 seats, busy');
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(drawn('picked')).toBe(outlineOf(table(2, true)));
    const first = screen.getByRole('button', { name: 'Table 1, 4 seats, free' });
    await fireEvent.keyDown(first, { key: 'Enter' });
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(second.getAttribute('aria-pressed')).toBe('false');
    await fireEvent.keyDown(second, { key: ' ' });
    expect(second.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('TablesScreen with repeated platform ids', () => {
  it('draws two tables of one id and two halls of one id instead of breaking the screen', async () => {
    const answer = workload([[table(1, true), { ...table(1, false), title: '1b' }], [table(3, false)]]);
    for (const hall of answer.tableScheme.halls) hall.id = 7;
    const fake = new FakeBridge().ok('tables.workload', answer);
    renderWithTerminal(TablesScreen, { bridge: fake });
    expect(await screen.findByRole('button', { name: 'Table 1, 4 seats, busy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Table 1b, 4 seats, free' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.trim())).toEqual(['Hall 1', 'Hall 2']);
    await fireEvent.click(screen.getByRole('tab', { name: 'Hall 2' }));
    expect(await screen.findByRole('button', { name: 'Table 3, 4 seats, free' })).toBeTruthy();
  });
});

describe('TablesScreen: each table comes once (issue 27)', () => {
  it('draws a scheme without halls as one hall of its tables, and counts each table once', async () => {
    const answer = workload([]);
    answer.tableScheme.tablesWithoutHall = [table(1, true), table(2, false)];
    const fake = new FakeBridge().ok('tables.workload', answer);
    renderWithTerminal(TablesScreen, { bridge: fake });
    expect(await screen.findByRole('button', { name: 'Table 1, 4 seats, busy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Table 2, 4 seats, free' })).toBeTruthy();
    expect(screen.queryAllByRole('tab')).toEqual([]);
    expect(screen.getByText(/1 of 2 tables busy/)).toBeTruthy();
  });

  it("counts the halls' tables and those of no hall together", async () => {
    const answer = workload([[table(1, true)], [table(2, false)]]);
    answer.tableScheme.tablesWithoutHall = [table(9, true)];
    const fake = new FakeBridge().ok('tables.workload', answer);
    renderWithTerminal(TablesScreen, { bridge: fake });
    expect(await screen.findByRole('button', { name: 'Table 1, 4 seats, busy' })).toBeTruthy();
    expect(screen.getByText(/2 of 3 tables busy/)).toBeTruthy();
  });
});

describe('a picked moment (issue 41)', () => {
  it('stays when another of the map’s props changes and the map stays on screen; leaving it resets it', async () => {
    const fake = new FakeBridge().answer('tables.workload', (input) => ({
      ok: true,
      value: workload([[table(1, input.time !== undefined)]]),
    }));
    const { rerender } = renderWithTerminal(SpreadTablesHost, {
      bridge: fake,
      props: { passed: { shown: true, ahead: false } },
    });
    await screen.findByRole('button', { name: /free/ });
    const later = screen.getByRole('button', { name: '+30 min' });
    await fireEvent.click(later);
    await screen.findByRole('button', { name: /busy/ });
    // The page idle: the app now draws the map ahead too, a new props object with shown unchanged.
    await rerender({ passed: { shown: true, ahead: true } });
    await vi.advanceTimersByTimeAsync(100);
    expect(later.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /busy/ })).toBeTruthy();
    expect(fake.calls['tables.workload']).toHaveBeenCalledTimes(2);
    // Left and opened again: the load now.
    await rerender({ passed: { shown: false, ahead: true } });
    await vi.advanceTimersByTimeAsync(100);
    await rerender({ passed: { shown: true, ahead: true } });
    await vi.advanceTimersByTimeAsync(100);
    await screen.findByRole('button', { name: /free/ });
    expect(screen.getByRole('button', { name: 'Now' }).getAttribute('aria-pressed')).toBe('true');
  });
});
