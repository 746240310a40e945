import { fireEvent, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import DialogHost from './support/DialogHost.svelte';
import { renderWithTerminal } from './support/render';

describe('Dialog', () => {
  it('is a labelled modal dialog that takes the focus and keeps it inside with Tab', async () => {
    renderWithTerminal(DialogHost, { props: { onclose: vi.fn() } });
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const [first, last] = screen.getAllByRole('button');
    expect(document.activeElement).toBe(first);
    last!.focus();
    await fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    await fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape', async () => {
    const onclose = vi.fn();
    renderWithTerminal(DialogHost, { props: { onclose } });
    await fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onclose).toHaveBeenCalledOnce();
  });
});
