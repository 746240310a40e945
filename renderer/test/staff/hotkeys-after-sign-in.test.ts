import { fireEvent, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import App from '../../src/App.svelte';
import { LAZY_SCREENS } from '../../src/lazy/screens';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { SETTINGS_VIEW } from '../settings/settings-view';
import { account, guest, showGuest } from '../holds/fixtures';
import { summary } from '../queue/holds';
import { withCashier } from './manager-fake';

/**
 * Issue 23 §5: once, after a cashier signed in and the language was switched to English, F2/F3
 * did nothing until the guest was swiped again. Through the whole App: sign-in, the guest, the
 * language switched in Settings and back to the guest, in both languages and across a sign-out.
 */
function core(): FakeBridge {
  return withCashier(new FakeBridge())
    .ok('settings.get', { ...SETTINGS_VIEW, cashierPins: true, language: 'ru' })
    .answer('settings.set', ({ language }) => ({
      ok: true,
      value: { ...SETTINGS_VIEW, cashierPins: true, language: language ?? 'ru' },
    }))
    .ok('queue.list', { holds: [], summary: summary() });
}

const BONUS = account({ name: 'Бонусные баллы' });

async function signIn(heading: string, button: string): Promise<void> {
  await screen.findByRole('heading', { name: heading });
  const pin = screen.getByLabelText(/PIN|ПИН/, { selector: 'input' });
  await fireEvent.input(pin, { target: { value: '1357' } });
  await fireEvent.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: heading })).toBeNull());
}

/** The key opens the dialog named `title`, and Esc closes it leaving no modal behind. */
async function opens(key: 'F2' | 'F3', title: string): Promise<void> {
  await fireEvent.keyDown(document.activeElement ?? document.body, { key });
  expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
  await fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  await waitFor(() => expect(document.querySelector('[aria-modal="true"]')).toBeNull());
}

async function switchLanguage(tab: RegExp, language: string, back: RegExp): Promise<void> {
  await fireEvent.click(screen.getByRole('tab', { name: tab }));
  await LAZY_SCREENS.settings.load(); // its chunk, which the opening asked for
  await fireEvent.click(await screen.findByRole('radio', { name: language }));
  await fireEvent.click(screen.getByRole('tab', { name: back }));
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('F2 and F3 after a cashier signed in', () => {
  it('open the pay and award dialogs in Russian, in English after the switch, and after signing in again', async () => {
    const fake = core();
    const { terminal } = renderWithTerminal(App, { bridge: fake, language: 'ru' });
    await signIn('Вход кассира', 'Войти');
    await showGuest(terminal, fake, { guest: guest([BONUS]) });
    await screen.findByRole('heading', { level: 2, name: 'Иванов Иван Иванович' });
    await opens('F2', 'Оплата бонусами: Бонусные баллы');
    await opens('F3', 'Начисление бонусов: Бонусные баллы');

    await switchLanguage(/^Настройки/, 'English', /^Guest/);
    await screen.findByRole('heading', { level: 2, name: 'Иванов Иван Иванович' });
    await opens('F2', 'Pay with bonuses: Бонусные баллы');
    await opens('F3', 'Award bonuses: Бонусные баллы');

    await fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await signIn('Cashier sign-in', 'Sign in');
    await opens('F2', 'Pay with bonuses: Бонусные баллы');

    await switchLanguage(/^Settings/, 'Русский', /^Гость/);
    await opens('F3', 'Начисление бонусов: Бонусные баллы');
    expect(fake.calls['settings.set'].mock.calls.map((call) => call[0])).toEqual([
      { language: 'en' },
      { language: 'ru' },
    ]);
  });
});
