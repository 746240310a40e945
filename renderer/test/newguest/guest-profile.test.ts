import { fireEvent, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Guest } from '../../../common/contract/index';
import ConsentWithdraw from '../../src/newguest/ConsentWithdraw.svelte';
import GuestProfile from '../../src/newguest/GuestProfile.svelte';
import { birthdayLine } from '../../src/newguest/profile-line';
import { guest } from '../holds/fixtures';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';

/** Noon of 3 December 2026, the till's local time. */
const NOW = new Date(2026, 11, 3, 12).getTime();

afterEach(() => vi.useRealTimers());

function show(fields: Partial<Guest>, bridge = new FakeBridge(), component = GuestProfile) {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  return renderWithTerminal(component, {
    props: { guest: { ...guest(), ...fields } },
    bridge,
    language: 'ru',
  });
}

describe('the guest’s profile on the card (issue 43)', () => {
  it('says the birthday is today, or in N days within a week, and the age', () => {
    expect(birthdayLine('1991-12-03', NOW)).toEqual({ date: '1991-12-03', age: 35, soon: 0 });
    expect(birthdayLine('1991-12-10', NOW)).toEqual({ date: '1991-12-10', age: 34, soon: 7 });
    expect(birthdayLine('1991-12-11', NOW)).toEqual({ date: '1991-12-11', age: 34 });
    show({ birthday: '1991-12-05' });
    expect(screen.getByText('род. 05.12.1991, 34 года')).toBeTruthy();
    expect(screen.getByTestId('birthday-badge').textContent).toContain('день рождения через 2 дня');
  });

  it('marks a guest without advertising, and one who withdrew consent', () => {
    show({ birthday: '1991-12-03', consent: 'noMarketing' });
    expect(screen.getByTestId('birthday-badge').textContent).toContain('день рождения сегодня');
    expect(screen.getByTestId('consent-mark').textContent?.trim()).toBe('без рассылок');
  });

  it('records a withdrawal from the card and reads the guest again', async () => {
    const fake = new FakeBridge().ok('consent.withdraw', { state: 'withdrawn' as const });
    const { terminal } = show({ customerGuid: 'g-1', consent: 'marketing' }, fake, ConsentWithdraw);
    const refresh = vi.spyOn(terminal.guest, 'refresh').mockResolvedValue();
    await fireEvent.click(screen.getByRole('button', { name: 'Согласие…' }));
    await fireEvent.click(
      screen.getByRole('button', { name: 'Всё согласие на обработку персональных данных' }),
    );
    await waitFor(() =>
      expect(fake.calls['consent.withdraw']).toHaveBeenCalledWith({ customerGuid: 'g-1', scope: 'all' }),
    );
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no withdrawal once everything was withdrawn', () => {
    show({ consent: 'withdrawn' }, new FakeBridge(), ConsentWithdraw);
    expect(screen.queryByRole('button', { name: 'Согласие…' })).toBeNull();
  });
});
