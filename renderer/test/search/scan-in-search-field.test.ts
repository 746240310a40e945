import { fireEvent, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import SearchScreen from '../../src/screens/SearchScreen.svelte';
import { ivanovBridge } from './ivanov-bridge';
import { renderWithTerminal } from '../support/render';
import { REF } from './guests';
import { typeFast, wedgeKeys } from './wedge-keys';

describe('SearchScreen: a swipe while the search field has focus', () => {
  it('opens the guest and leaves the field as it was', async () => {
    const fake = ivanovBridge();
    const { terminal } = renderWithTerminal(SearchScreen, { bridge: fake });
    const stop = terminal.scans.start(window);
    terminal.navigation.go('search');
    const field = screen.getByRole('searchbox') as HTMLInputElement;
    field.focus();
    field.value = 'Ив';
    field.setSelectionRange(2, 2);
    await fireEvent.input(field);

    const leaked = await typeFast(field, wedgeKeys(';0001234567?'));
    expect(leaked).toBe('Ивж0001'); // the keys before the burst was known to be a scan

    await waitFor(() => expect(terminal.navigation.screen).toBe('guest'));
    expect(fake.calls['scan.submit']).toHaveBeenCalledWith({ text: ';0001234567?', source: 'wedge' });
    expect(fake.calls['guest.lookup']).toHaveBeenCalledWith({ token: { ref: REF(7) } });
    expect(field.value).toBe('Ив');
    // What the swipe leaked into the field was never searched for.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const texts = fake.calls['guest.search'].mock.calls.map(([input]) => input.text);
    expect(texts.every((text) => text === 'Ив')).toBe(true);
    stop();
  });
});
