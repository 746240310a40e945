import { screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import App from '../../src/App.svelte';
import { renderWithTerminal } from '../support/render';

describe('The page at start', () => {
  it('asks for the settings once, though the frame and the card field both read them', async () => {
    const { fake, unmount } = renderWithTerminal(App, { language: 'ru' });
    await waitFor(() => expect(fake.calls['staff.status']).toHaveBeenCalled());
    // The card field's phone rules (the guest screen's manual entry) are asked for by now.
    await screen.findByRole('textbox', { name: /Номер карты|телефон/i });
    expect(fake.calls['settings.get']).toHaveBeenCalledTimes(1);
    unmount();
  });
});
