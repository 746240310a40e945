import { fireEvent, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommandOutput } from '../../../common/contract/index';
import GuestCard from '../../src/guest/GuestCard.svelte';
import HoldActions from '../../src/holds/HoldActions.svelte';
import SearchScreen from '../../src/screens/SearchScreen.svelte';
import { account, guest, showGuest } from '../holds/fixtures';
import { guest as searchGuest, IVANOV } from '../search/guests';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';

const blockedGuest = () => ({ ...guest(), lastName: 'Ёлкина', firstName: 'Мария', blocked: true });

afterEach(() => vi.useRealTimers());

describe('a blocked guest on the guest screen', () => {
  it('is marked blocked beside the name', async () => {
    const fake = new FakeBridge();
    const { terminal } = renderWithTerminal(HoldActions, { props: { account: account() }, bridge: fake });
    await showGuest(terminal, fake, { guest: blockedGuest() });
    const answer = terminal.guest.answer;
    if (!answer) throw new Error('no guest shown');
    renderWithTerminal(GuestCard, { props: { answer, onclose: () => {} }, language: 'ru' });
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
    await showGuest(terminal, fake, { guest: blockedGuest() });
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
    const answer: CommandOutput<'guest.search'> = { guests: [elkina, IVANOV], source: 'live' };
    fake.answer('guest.search', { ok: true, value: answer });
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

describe("a blocked guest with a manager's allowance", () => {
  async function blockedOnScreen(fake: FakeBridge) {
    const { terminal } = renderWithTerminal(HoldActions, {
      props: { account: account() },
      bridge: fake,
      language: 'ru',
    });
    await showGuest(terminal, fake, { guest: blockedGuest() });
    return terminal.guest.answer!.guest.customerGuid;
  }
  const pay = () => screen.getByRole('button', { name: /Оплатить бонусами/ }) as HTMLButtonElement;
  const award = () => screen.getByRole('button', { name: /Начислить бонусы/ }) as HTMLButtonElement;

  it('asks the core for it, then turns pay and award on for one operation, and off once the dialog closes', async () => {
    const fake = new FakeBridge();
    fake.answer('hold.allowBlocked', (input) => ({
      ok: true,
      value: { customerGuid: input.customerGuid, manager: 'Анна', expiresAt: '2999-01-01T00:00:00.000Z' },
    }));
    const guid = await blockedOnScreen(fake);
    await fireEvent.click(screen.getByRole('button', { name: 'Разрешить менеджером' }));
    expect(fake.calls['hold.allowBlocked']).toHaveBeenCalledWith({ customerGuid: guid });
    await screen.findByText('Анна разрешил(а) одну операцию этому гостю: оплату или начисление.');
    expect(pay().disabled).toBe(false);
    expect(award().disabled).toBe(false);
    await fireEvent.click(award());
    const dialog = await screen.findByRole('dialog');
    await fireEvent.click(within(dialog).getByRole('button', { name: /Отмена|Закрыть/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(award().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Разрешить менеджером' })).toBeTruthy();
  });

  it('stays blocked and says why when the core refuses (no PIN, not blocked any more)', async () => {
    const fake = new FakeBridge().fail('hold.allowBlocked', fakeError('grantRequired'));
    await blockedOnScreen(fake);
    await fireEvent.click(screen.getByRole('button', { name: 'Разрешить менеджером' }));
    await screen.findByRole('alert');
    expect(pay().disabled).toBe(true);
    expect(award().disabled).toBe(true);
  });

  it('is gone when it has expired', async () => {
    const fake = new FakeBridge();
    fake.answer('hold.allowBlocked', (input) => ({
      ok: true,
      value: { customerGuid: input.customerGuid, manager: 'Анна', expiresAt: '2000-01-01T00:00:00.000Z' },
    }));
    await blockedOnScreen(fake);
    await fireEvent.click(screen.getByRole('button', { name: 'Разрешить менеджером' }));
    await vi.waitFor(() => expect(fake.calls['hold.allowBlocked']).toHaveBeenCalled());
    expect(award().disabled).toBe(true);
  });
});
