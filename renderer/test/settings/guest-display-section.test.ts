import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DisplayPlacement, Language, SettingsView } from '../../../common/contract/index';
import SettingsScreen from '../../src/screens/SettingsScreen.svelte';
import { fakeError, FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { SETTINGS_VIEW } from './settings-view';

afterEach(() => vi.restoreAllMocks());

const isChecked = (radio: HTMLElement) => (radio as HTMLInputElement).checked;

const ELECTRON: DisplayPlacement = {
  host: 'electron',
  choice: 'auto',
  displays: [
    { id: 1, label: 'Built-in', width: 1366, height: 768, primary: true },
    { id: 7, label: '', width: 800, height: 480, primary: false },
  ],
  showingOn: 7,
};

/** Settings over a core whose host answers this placement; the section's own element. */
async function showSection(placement: DisplayPlacement, language: Language = 'en') {
  const fake = new FakeBridge()
    .ok('settings.get', SETTINGS_VIEW)
    .ok('display.placement', placement)
    .answer('settings.set', (patch) => ({
      ok: true,
      value: { ...SETTINGS_VIEW, ...(patch as Partial<SettingsView>) } as SettingsView,
    }));
  const rendered = renderWithTerminal(SettingsScreen, { bridge: fake, language });
  const heading = await screen.findByRole('heading', {
    name: language === 'en' ? 'Guest display' : 'Экран гостя',
  });
  const section = heading.closest<HTMLElement>('section')!;
  await waitFor(() => expect(fake.calls['display.placement']).toHaveBeenCalled());
  return { ...rendered, fake, section };
}

describe('SettingsScreen: guest display', () => {
  it('in Electron lists the displays, the main one disabled as the cashier’s, and where the window is', async () => {
    const { section } = await showSection(ELECTRON);
    const main = await within(section).findByRole('radio', { name: /Built-in, 1366 × 768/ });
    expect((main as HTMLInputElement).disabled).toBe(true);
    expect(main.getAttribute('aria-describedby')).toBeTruthy();
    expect(section.textContent).toContain('(the cashier’s display)');
    const second = within(section).getByRole('radio', { name: 'Display 2, 800 × 480' });
    expect((second as HTMLInputElement).disabled).toBe(false);
    expect(isChecked(within(section).getByRole('radio', { name: /Automatically/ }))).toBe(true);
    expect(isChecked(within(section).getByRole('radio', { name: 'No guest display' }))).toBe(false);
    expect(section.textContent).toContain('The guest display is on Display 2 now.');
  });

  it('a choice calls display.place with it, and shows what the core answers', async () => {
    const { fake, section } = await showSection(ELECTRON);
    fake.answer('display.place', ({ choice }) => ({
      ok: true,
      value: { ...ELECTRON, choice, showingOn: choice === 'none' ? null : 7 },
    }));
    await fireEvent.click(await within(section).findByRole('radio', { name: 'Display 2, 800 × 480' }));
    await waitFor(() => expect(fake.calls['display.place']).toHaveBeenCalledWith({ choice: 7 }));
    await waitFor(() =>
      expect(isChecked(within(section).getByRole('radio', { name: 'Display 2, 800 × 480' }))).toBe(true),
    );

    await fireEvent.click(within(section).getByRole('radio', { name: 'No guest display' }));
    await waitFor(() => expect(fake.calls['display.place']).toHaveBeenLastCalledWith({ choice: 'none' }));
    await waitFor(() => expect(section.textContent).toContain('No guest display is shown now.'));
  });

  it('says a refusal in words and puts the radios back on the choice in force', async () => {
    const { fake, section } = await showSection(ELECTRON);
    fake.fail('display.place', fakeError('grantRequired'));
    await fireEvent.click(await within(section).findByRole('radio', { name: 'No guest display' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('error grantRequired');
    expect(isChecked(within(section).getByRole('radio', { name: /Automatically/ }))).toBe(true);
    expect(isChecked(within(section).getByRole('radio', { name: 'No guest display' }))).toBe(false);
  });

  it('in the browser host shows the page’s address and opens it in a second window', async () => {
    const url = 'http://127.0.0.1:5123/display.html#secret=abc';
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { fake, section } = await showSection({ host: 'browser', url }, 'ru');
    expect(await within(section).findByText(url)).toBeTruthy();
    expect(section.textContent).toContain('Экран гостя — это страница, открытая во втором окне');
    expect(within(section).queryByRole('radio')).toBeNull();
    await fireEvent.click(within(section).getByRole('button', { name: 'Открыть' }));
    expect(open).toHaveBeenCalledWith(url, '_blank');
    expect(fake.calls['display.place']).not.toHaveBeenCalled();
  });

  it('over a core with no host says there is nothing to choose', async () => {
    const { section } = await showSection({ host: 'none' });
    expect(await within(section).findByText('This terminal has no guest display to place.')).toBeTruthy();
    expect(within(section).queryByRole('radio')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('saves the display’s language like the other settings, and puts it back when refused', async () => {
    const { fake } = await showSection({ host: 'none' });
    const list = screen.getByRole('combobox', { name: /The language the guest reads/ }) as HTMLSelectElement;
    expect(list.value).toBe('cashier');
    await fireEvent.change(list, { target: { value: 'ru' } });
    await waitFor(() => expect(fake.calls['settings.set']).toHaveBeenCalledWith({ displayLanguage: 'ru' }));
    expect(list.value).toBe('ru');

    fake.fail('settings.set', fakeError('secretStoreFailed'));
    await fireEvent.change(list, { target: { value: 'en' } });
    expect(await screen.findByText('error secretStoreFailed')).toBeTruthy();
    expect(list.value).toBe('ru');
  });
});
