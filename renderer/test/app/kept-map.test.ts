import { fireEvent, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App from '../../src/App.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { table, workload } from '../tables/fixtures';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

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
});
