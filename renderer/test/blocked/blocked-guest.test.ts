import { fireEvent, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommandOutput } from '../../../electron/contract';
import GuestCard from '../../src/guest/GuestCard.svelte';
import HoldActions from '../../src/holds/HoldActions.svelte';
import SearchScreen from '../../src/screens/SearchScreen.svelte';
import { account, guest, showGuest } from '../holds/fixtures';
import { guest as searchGuest, IVANOV } from '../search/guests';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';

const blockedGuest = () => ({ ...guest(), lastName: 'Ёлкина', firstName: 'Мария', blocked: true });

afterEach(() => vi.useRealTimers());

describe('a blocked guest on the guest screen', () => {
  it('is marked blocked beside the name', async () => {
    const fake = new FakeBridge();
    const { terminal } = renderWithTerminal(HoldActions, { props: { account: account() }, bridge: fake });
    await showGuest(terminal, fake, { customer: blockedGuest() });
    const shown = terminal.guest.shown;
    if (!shown) throw new Error('no guest shown');
    renderWithTerminal(GuestCard, { props: { shown, onclose: () => {} }, language: 'ru' });
    const heading = screen.getByRole('heading', { name: /Ёлкина/ });
    expect(heading.parentElement?.textContent).toContain('Заблокирован');
  });

  it('gets pay and award off, says why, and F2/F3 open nothing', async () => {
    const fake = new FakeBridge();
    const { terminal } = renderWithTerminal(HoldActions, {
      props: { account: account() },
      bridge: fake,
      language: 'ru',
    });
    await showGuest(terminal, fake, { customer: blockedGuest() });
    for (const name of [/Оплатить бонусами/, /Начислить бонусы/]) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.getByText(/Гость заблокирован: оплата и начисление бонусов запрещены/)).toBeTruthy();
    await fireEvent.keyDown(window, { key: 'F2' });
    await fireEvent.keyDown(window, { key: 'F3' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves pay and award on for a guest who is not blocked', async () => {
    const fake = new FakeBridge();
    const { terminal } = renderWithTerminal(HoldActions, { props: { account: account() }, bridge: fake });
    await showGuest(terminal, fake);
    expect((screen.getByRole('button', { name: /Pay with bonuses/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(screen.queryByText(/blocked/)).toBeNull();
  });
});

describe('a blocked guest in the search results', () => {
  it('is marked blocked in its row, the others not', async () => {
    vi.useFakeTimers();
    const fake = new FakeBridge();
    const elkina = searchGuest({
      customerGuid: 'g-elkina',
      lastName: 'Ёлкина',
      firstName: 'Мария',
      blocked: true,
    });
    const answer: CommandOutput<'customer.search'> = { customers: [elkina, IVANOV], source: 'live' };
    fake.answer('customer.search', { ok: true, value: answer });
    renderWithTerminal(SearchScreen, { bridge: fake, language: 'en' });
    const field = screen.getByRole('searchbox', {
      name: 'Search guests by name or phone',
    }) as HTMLInputElement;
    field.value = 'Елкина';
    await fireEvent.input(field);
    await vi.advanceTimersByTimeAsync(300);
    const [first, second] = screen.getAllByRole('option');
    expect(within(first!).getByText('Blocked')).toBeTruthy();
    expect(within(second!).queryByText('Blocked')).toBeNull();
  });
});
