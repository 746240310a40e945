import { fireEvent, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import GuestCard from '../../src/guest/GuestCard.svelte';
import HoldActions from '../../src/holds/HoldActions.svelte';
import { account, guest, showGuest } from '../holds/fixtures';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';

/** 99 characters: surname, first name and patronymic as a long double-barrelled name can be. */
const LAST = 'Константинопольская-Верхнеднепровская-Новоархангельская';
const FIRST = 'Александра-Марина';
const MIDDLE = 'Вячеславовна-Мирославовна';
const FULL = `${LAST} ${FIRST} ${MIDDLE}`;

async function showLongName() {
  const fake = new FakeBridge();
  const { terminal } = renderWithTerminal(HoldActions, { props: { account: account() }, bridge: fake });
  await showGuest(terminal, fake, {
    guest: { ...guest(), lastName: LAST, firstName: FIRST, middleName: MIDDLE },
  });
  const answer = terminal.guest.answer;
  if (!answer) throw new Error('no guest shown');
  renderWithTerminal(GuestCard, { props: { answer, onclose: () => {} }, language: 'ru' });
}

describe('a long name on the guest screen', () => {
  it('keeps to two lines, the whole name its accessible name and its tooltip', async () => {
    expect(FULL.length).toBe(99);
    await showLongName();
    const heading = screen.getByRole('heading', { level: 2, name: FULL });
    expect(heading.classList.contains('clamped')).toBe(true);
    expect(heading.getAttribute('title')).toBe(FULL);
    expect(screen.getByRole('region', { name: FULL })).toBeTruthy();
  });

  it('shows the whole name on a tap, and keeps to two lines again on the next', async () => {
    await showLongName();
    const heading = screen.getByRole('heading', { level: 2, name: FULL });
    await fireEvent.click(heading);
    expect(heading.classList.contains('clamped')).toBe(false);
    await fireEvent.click(heading);
    expect(heading.classList.contains('clamped')).toBe(true);
  });
});
