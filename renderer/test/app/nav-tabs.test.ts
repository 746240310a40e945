import { fireEvent, screen, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import App from '../../src/App.svelte';
import { renderWithTerminal } from '../support/render';

describe('The screens’ tabs', () => {
  it('are one Tab stop, the selected tab; arrows, Home and End move along them and open the screen', async () => {
    const { terminal, unmount } = renderWithTerminal(App, { language: 'ru' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual([
      '0',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
    ]);
    // The shortcut is part of each tab's name, as the end-to-end tests find them.
    expect(screen.getByRole('tab', { name: 'Гость Alt+1' })).toBe(tabs[0]);
    // Each tab is the tablist's own child: an element between them (a list item) breaks both roles.
    const list = screen.getByRole('tablist');
    expect(tabs.every((tab) => tab.parentElement === list)).toBe(true);
    expect(within(list).queryAllByRole('listitem')).toEqual([]);

    tabs[0]!.focus();
    await fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(terminal.navigation.screen).toBe('search');
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('tabindex')).toBe('0');
    expect(tabs[0]!.getAttribute('tabindex')).toBe('-1');

    await fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(terminal.navigation.screen).toBe('settings');
    await fireEvent.keyDown(tabs[6]!, { key: 'ArrowRight' });
    expect(terminal.navigation.screen).toBe('guest');
    await fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(terminal.navigation.screen).toBe('settings');
    await fireEvent.keyDown(tabs[6]!, { key: 'Home' });
    expect(terminal.navigation.screen).toBe('guest');
    expect(document.activeElement).toBe(tabs[0]);
    unmount();
  });
});
