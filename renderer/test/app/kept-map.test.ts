import { fireEvent, screen } from '@testing-library/svelte';
import type { CommandOutput, Result } from '../../../common/contract/index';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import App from '../../src/App.svelte';
import { loadLazyScreens } from '../../src/lazy/screens';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { status } from '../holds/fixtures';
import { STAFF } from '../staff/manager-fake';
import { table, workload } from '../tables/fixtures';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

// The screens' chunk in, as on a page idle after its start (lazy-screens.test.ts opens them before).
beforeAll(loadLazyScreens);
describe('The table map', () => {
  it('is kept drawn, hidden, while another screen shows, and shows the load now when opened again', async () => {
    const fake = new FakeBridge().answer('tables.workload', (input) => ({
      ok: true,
      value: workload([[table(1, input.time !== undefined)]]),
    }));
    const { terminal } = renderWithTerminal(App, { bridge: fake });
    await fireEvent.click(screen.getByRole('tab', { name: /Alt\+5/ }));
    const drawn = await screen.findByRole('button', { name: 'Table 1, 4 seats, free' });
    await fireEvent.click(screen.getByRole('button', { name: '+30 min' }));
    await screen.findByRole('button', { name: 'Table 1, 4 seats, busy' });
    await fireEvent.click(drawn);

    await fireEvent.click(screen.getByRole('tab', { name: /Alt\+1/ }));
    expect(terminal.navigation.screen).toBe('guest');
    // Still in the page, out of reach: no name, no focus, no click.
    expect(drawn.isConnected).toBe(true);
    expect(screen.queryByRole('button', { name: /Table 1,/ })).toBeNull();
    const kept = drawn.closest('.kept')!;
    expect(kept.hasAttribute('inert')).toBe(true);
    expect(kept.getAttribute('aria-hidden')).toBe('true');
    expect(kept.classList.contains('away')).toBe(true);
    // Hidden, it asks for nothing: its 30-second refresh runs only while it is on screen.
    await vi.advanceTimersByTimeAsync(90_000);
    expect(fake.calls['tables.workload']).toHaveBeenCalledTimes(2);

    await fireEvent.click(screen.getByRole('tab', { name: /Alt\+5/ }));
    // The same drawing, asked again for now (no time), nothing picked.
    expect(await screen.findByRole('button', { name: 'Table 1, 4 seats, free' })).toBe(drawn);
    const asked = fake.calls['tables.workload'].mock.calls.map((call) => call[0]);
    expect(asked).toHaveLength(3);
    expect(asked[2]).toEqual({});
    expect(drawn.getAttribute('aria-pressed')).toBe('false');
    expect(kept.hasAttribute('inert')).toBe(false);
    expect(kept.hasAttribute('aria-hidden')).toBe(false);
  });

  /** The map drawn with table 1 free, then left for the guest screen; each later answer waits for `answerNext`. */
  async function mapLeft(): Promise<{
    fake: FakeBridge;
    terminal: ReturnType<typeof renderWithTerminal>['terminal'];
    kept: Element;
    answerNext: (result: Result<CommandOutput<'tables.workload'>>) => void;
  }> {
    const waiting: ((result: Result<CommandOutput<'tables.workload'>>) => void)[] = [];
    let first = true;
    const fake = new FakeBridge().answer('tables.workload', () => {
      if (first) {
        first = false;
        return { ok: true, value: workload([[table(1, false)]]) };
      }
      return new Promise((resolve) => waiting.push(resolve));
    });
    const { terminal } = renderWithTerminal(App, { bridge: fake });
    terminal.status.status = status('online');
    await fireEvent.click(screen.getByRole('tab', { name: /Alt\+5/ }));
    const drawn = await screen.findByRole('button', { name: 'Table 1, 4 seats, free' });
    await fireEvent.click(screen.getByRole('tab', { name: /Alt\+1/ }));
    const answerNext = (result: Result<CommandOutput<'tables.workload'>>) => waiting.shift()!(result);
    return { fake, terminal, kept: drawn.closest('.kept')!, answerNext };
  }

  const onView = (kept: Element) =>
    !kept.classList.contains('away') && !kept.hasAttribute('inert') && !kept.hasAttribute('aria-hidden');

  it('opened again, comes on view only with the load now, written in the same update', async () => {
    const { fake, kept, answerNext } = await mapLeft();
    await fireEvent.click(screen.getByRole('tab', { name: /Alt\+5/ }));
    // Asked at once, off view while the answer is on its way: the old load is never shown.
    expect(fake.calls['tables.workload']).toHaveBeenCalledTimes(2);
    expect(onView(kept)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(onView(kept)).toBe(false);
    // Nor is the old load's notice put above the map meanwhile (it would move the map's size).
    expect(screen.queryByText(/not the load now/)).toBeNull();

    answerNext({ ok: true, value: workload([[table(1, true)]]) });
    expect(await screen.findByRole('button', { name: 'Table 1, 4 seats, busy' })).toBeTruthy();
    expect(onView(kept)).toBe(true);
    expect(screen.queryByText(/not the load now/)).toBeNull();
  });

  it('opened again, shows the load it has after 150 ms without an answer, and says how old it is', async () => {
    const { kept, answerNext } = await mapLeft();
    await fireEvent.click(screen.getByRole('tab', { name: /Alt\+5/ }));
    expect(onView(kept)).toBe(false);
    await vi.advanceTimersByTimeAsync(160);
    expect(onView(kept)).toBe(true);
    expect(screen.getByRole('button', { name: 'Table 1, 4 seats, free' })).toBeTruthy();
    expect(screen.getByText(/^The load shown is as at \d\d:\d\d, not the load now$/)).toBeTruthy();

    // The answer, come late, takes the note away.
    answerNext({ ok: true, value: workload([[table(1, true)]]) });
    await screen.findByRole('button', { name: 'Table 1, 4 seats, busy' });
    expect(screen.queryByText(/not the load now/)).toBeNull();
  });

  it('opened again, shows at once when the request fails, with the refusal and the old load said as such', async () => {
    const { kept, answerNext } = await mapLeft();
    await fireEvent.click(screen.getByRole('tab', { name: /Alt\+5/ }));
    answerNext({ ok: false, error: fakeError('platformUnavailable') });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(onView(kept)).toBe(true);
    expect(screen.getByText(/not the load now/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Table 1, 4 seats, free' })).toBeTruthy();
  });

  it('opened again offline, shows at once: the answer can only be the saved copy', async () => {
    const { terminal, kept } = await mapLeft();
    terminal.status.status = status('offline');
    await fireEvent.click(screen.getByRole('tab', { name: /Alt\+5/ }));
    expect(onView(kept)).toBe(true);
  });

  it('opened again, comes on view at a key or a touch before the answer, so neither is lost', async () => {
    const { kept } = await mapLeft();
    await fireEvent.click(screen.getByRole('tab', { name: /Alt\+5/ }));
    expect(onView(kept)).toBe(false);
    // On view within the key's own dispatch, before its default action (a Tab into the map).
    let onViewAtKey: boolean | undefined;
    const listener = () => (onViewAtKey = onView(kept));
    window.addEventListener('keydown', listener);
    await fireEvent.keyDown(document.body, { key: 'Tab' });
    window.removeEventListener('keydown', listener);
    expect(onViewAtKey).toBe(true);

    await fireEvent.click(screen.getByRole('tab', { name: /Alt\+1/ }));
    await fireEvent.click(screen.getByRole('tab', { name: /Alt\+5/ }));
    expect(onView(kept)).toBe(false);
    await fireEvent.pointerDown(document.body);
    expect(onView(kept)).toBe(true);
  });
});

describe('The table map drawn ahead', () => {
  it('is drawn hidden once the page has been idle after its start, so its first opening only shows it with the load now', async () => {
    let answered = 0;
    const fake = new FakeBridge().ok('staff.status', STAFF).answer('tables.workload', () => ({
      ok: true,
      value: workload([[table(1, answered++ > 0)]]),
    }));
    const { terminal } = renderWithTerminal(App, { bridge: fake });
    terminal.status.status = status('online');
    // Not at the start: the first screen and the first swipe come first.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.calls['tables.workload']).toHaveBeenCalledTimes(0);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(fake.calls['tables.workload']).toHaveBeenCalledTimes(1);
    expect(terminal.navigation.screen).toBe('guest');
    // In the page, out of reach: no name, no focus, no click.
    expect(screen.queryByRole('button', { name: /Table 1,/ })).toBeNull();
    const kept = document.querySelector('.kept')!;
    expect(kept.querySelector('[aria-label^="Table 1,"]')).not.toBeNull();
    expect(kept.hasAttribute('inert')).toBe(true);
    expect(kept.getAttribute('aria-hidden')).toBe('true');
    // Hidden, it is not refreshed.
    await vi.advanceTimersByTimeAsync(90_000);
    expect(fake.calls['tables.workload']).toHaveBeenCalledTimes(1);

    await fireEvent.click(screen.getByRole('tab', { name: /Alt\+5/ }));
    // The first opening asks for the load now and shows it, not the load drawn ahead.
    expect(await screen.findByRole('button', { name: 'Table 1, 4 seats, busy' })).toBeTruthy();
    expect(fake.calls['tables.workload']).toHaveBeenCalledTimes(2);
    expect(kept.hasAttribute('inert')).toBe(false);
  });
});
