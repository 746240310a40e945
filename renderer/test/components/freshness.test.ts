import { screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Freshness from '../../src/components/Freshness.svelte';
import { status } from '../holds/fixtures';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(Date.parse(iso));

afterEach(() => {
  vi.useRealTimers();
});

describe('Freshness', () => {
  it('says a saved copy in its screen’s words, and its age keeps growing from when it arrived', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-23T10:30:00Z'));
    const answer = { source: 'cache' as const, ageMs: 12 * 60_000, fetchedAt: '2026-11-23T10:18:00Z' };
    renderWithTerminal(Freshness, {
      props: { answer, cached: 'Saved map: the loyalty server cannot be reached' },
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Saved map: the loyalty server cannot be reached');
    const age = screen.getByText(/^Saved \d/);
    expect(age.textContent).toBe(`Saved 12 minutes ago, at ${timeOf('2026-11-23T10:18:00Z')}`);
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(age.textContent).toBe(`Saved 15 minutes ago, at ${timeOf('2026-11-23T10:18:00Z')}`);
  });

  it('shows a live answer only when the screen gives words for it', () => {
    const answer = { source: 'live' as const, ageMs: 0, fetchedAt: '2026-11-23T10:18:00Z' };
    const { unmount } = renderWithTerminal(Freshness, { props: { answer, cached: 'Saved copy' } });
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    renderWithTerminal(Freshness, { props: { answer, cached: 'Saved copy', live: 'Up to date' } });
    expect(screen.getByRole('status').textContent).toContain('Up to date');
  });

  it('speaks Russian in Russian', () => {
    const answer = { source: 'cache' as const, ageMs: 2 * 60_000, fetchedAt: new Date().toISOString() };
    renderWithTerminal(Freshness, { props: { answer, cached: 'Сохранённая схема' }, language: 'ru' });
    expect(screen.getByText(/^Сохранено/).textContent).toMatch(/^Сохранено 2 минуты назад, в \d{1,2}:\d{2}$/);
  });
});

describe('Freshness offline', () => {
  it('marks a live answer as a saved copy with its age at once when the terminal goes offline', async () => {
    const fake = new FakeBridge().ok('status', status('online'));
    const answer = { source: 'live' as const, ageMs: 0, fetchedAt: new Date().toISOString() };
    const { terminal } = renderWithTerminal(Freshness, {
      props: { answer, cached: 'Saved copy', live: 'Up to date' },
      bridge: fake,
    });
    const stop = terminal.status.start();
    await screen.findByText('Up to date');
    fake.emit('status', status('offline'));
    await screen.findByText('Saved copy');
    expect(screen.queryByText('Up to date')).toBeNull();
    expect(screen.getByText(/^Saved this minute, at \d/)).toBeTruthy();
    stop();
  });
});
