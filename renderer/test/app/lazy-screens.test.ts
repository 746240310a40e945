import { fireEvent, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import App from '../../src/App.svelte';
import { LazyScreen } from '../../src/lazy/lazy-screen.svelte';
import LazyShown from '../../src/lazy/LazyShown.svelte';
import { LAZY_SCREENS } from '../../src/lazy/screens';
import type * as Preload from '../../src/lazy/preload';
import { renderWithTerminal } from '../support/render';

// Nothing loads the screens ahead here: each opening below is the screen's first, before its chunk is in.
vi.mock('../../src/lazy/preload', async (original) => ({
  ...(await original<typeof Preload>()),
  preloadWhenIdle: () => undefined,
}));

describe('A screen kept out of the first chunk', () => {
  it('opens by its shortcut before its chunk is in, and the tab says so at once', async () => {
    const { terminal, unmount } = renderWithTerminal(App, { language: 'ru' });
    expect(LAZY_SCREENS.search.component).toBeUndefined();
    await fireEvent.keyDown(window, { altKey: true, code: 'Digit2', key: '2' });
    expect(terminal.navigation.screen).toBe('search');
    expect(screen.getByRole('tab', { name: 'Поиск Alt+2' }).getAttribute('aria-selected')).toBe('true');
    await LAZY_SCREENS.search.load(); // the load the opening started, awaited: no wait on a clock
    expect(await screen.findByRole('heading', { name: 'Поиск гостя' })).toBeTruthy();
    unmount();
  });

  it('opens by a tap on its tab before its chunk is in', async () => {
    const { unmount } = renderWithTerminal(App, { language: 'en' });
    expect(LAZY_SCREENS.venue.component).toBeUndefined();
    await fireEvent.click(screen.getByRole('tab', { name: 'Venue Alt+6' }));
    await LAZY_SCREENS.venue.load();
    expect(await screen.findByRole('heading', { name: 'Venue' })).toBeTruthy();
    unmount();
  });

  it('shows the last screen asked for when the cashier moves on before the first one came', async () => {
    const { terminal, unmount } = renderWithTerminal(App, { language: 'en' });
    expect(LAZY_SCREENS.queue.component).toBeUndefined();
    await fireEvent.keyDown(window, { altKey: true, code: 'Digit4', key: '4' });
    await fireEvent.keyDown(window, { altKey: true, code: 'Digit7', key: '7' });
    expect(terminal.navigation.screen).toBe('settings');
    await LAZY_SCREENS.settings.load();
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    await LAZY_SCREENS.queue.load();
    expect(screen.queryByRole('heading', { name: 'Queue' })).toBeNull();
    unmount();
  });

  it('says so when its chunk could not be fetched, and fetches it again on a tap', async () => {
    const loaded = await import('../../src/screens/VenueScreen.svelte');
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(loaded);
    const { unmount } = renderWithTerminal(LazyShown, { props: { screen: new LazyScreen(importer) } });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
    await fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Venue' })).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
    unmount();
  });
});
