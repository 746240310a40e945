import { fireEvent, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import CheckInPrompt from '../../src/display-feed/CheckInPrompt.svelte';
import { renderWithTerminal } from '../support/render';
import { REF } from '../holds/fixtures';

const checkIn = {
  checkInId: 'c-1',
  firstName: 'Иван',
  lastName: 'Иванов',
  token: { type: 'phone', entry: 'manual', masked: '…4567', ref: REF },
};

describe("the cashier's side of a phone check-in", () => {
  it('asks the cashier, and opens the guest only when the cashier says so', async () => {
    const { fake } = renderWithTerminal(CheckInPrompt, { language: 'ru' });
    fake.emit('checkIn', checkIn);
    const dialog = await screen.findByRole('dialog', { name: 'Гость отметился' });
    expect(dialog.textContent).toContain('Иванов Иван набрал(а) свой номер телефона на экране гостя');
    expect(fake.calls['guest.lookup']).not.toHaveBeenCalled();
    await fireEvent.click(screen.getByRole('button', { name: 'Открыть гостя' }));
    expect(fake.calls['guest.lookup']).toHaveBeenCalledWith({ token: { ref: REF } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens nobody when the cashier declines', async () => {
    const { fake } = renderWithTerminal(CheckInPrompt, { language: 'en' });
    fake.emit('checkIn', checkIn);
    await fireEvent.click(await screen.findByRole('button', { name: /Not now/ }));
    expect(fake.calls['guest.lookup']).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
