import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language, SettingsPatch, SettingsView, UpdateState } from '../../../common/contract/index';
import SettingsScreen from '../../src/screens/SettingsScreen.svelte';
import { fakeError, FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { status } from '../queue/holds';
import { SETTINGS_VIEW } from './settings-view';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** Settings over a core whose status says this about updates, its status started as App does. */
async function showSettings(
  update: UpdateState,
  language: Language = 'en',
  view: Partial<SettingsView> = {},
) {
  const fake = new FakeBridge()
    .ok('settings.get', { ...SETTINGS_VIEW, ...view })
    .ok('status', status({ update }))
    .answer('settings.set', (patch) => ({
      ok: true,
      value: { ...SETTINGS_VIEW, ...(patch as Partial<SettingsView>) } as SettingsView,
    }));
  const rendered = renderWithTerminal(SettingsScreen, { bridge: fake, language });
  stops.push(rendered.terminal.status.start());
  const heading = await screen.findByRole('heading', { name: language === 'en' ? 'Updates' : 'Обновления' });
  const section = heading.closest<HTMLElement>('form, section')!;
  return { ...rendered, fake, section };
}

const sent = (fake: FakeBridge) =>
  fake.calls['settings.set'].mock.calls.map((call) => call[0] as SettingsPatch);

describe('SettingsScreen: updates', () => {
  it('saves the feed address, and empty turns updates off', async () => {
    const { fake, section } = await showSettings({ state: 'off' });
    expect(section.textContent).toContain('Updates are off: no update address is set.');
    const address = within(section).getByLabelText('Update address') as HTMLInputElement;
    expect(address.value).toBe('');
    await fireEvent.input(address, { target: { value: ' https://it.example/updates/ ' } });
    await fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(fake)).toEqual([{ updateFeedUrl: 'https://it.example/updates/' }]));

    await fireEvent.input(address, { target: { value: '' } });
    await fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(fake)).toHaveLength(2));
    expect(sent(fake)[1]).toEqual({ updateFeedUrl: null });
  });

  it('starts from the saved address', async () => {
    const { section } = await showSettings({ state: 'checking' }, 'en', {
      updateFeedUrl: 'https://it.example/updates/',
    });
    expect((within(section).getByLabelText('Update address') as HTMLInputElement).value).toBe(
      'https://it.example/updates/',
    );
    expect(section.textContent).toContain('Checking for an update…');
  });

  it('refuses what is no address in place, and shows the core refusal by the field', async () => {
    const { fake, section } = await showSettings({ state: 'off' });
    const address = within(section).getByLabelText('Update address');
    await fireEvent.input(address, { target: { value: 'ftp://it.example/' } });
    await fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect((await within(section).findByRole('alert')).id).toBe('update-feed-url-problem');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls['settings.set']).not.toHaveBeenCalled();

    fake.fail('settings.set', fakeError('invalidInput', { field: 'updateFeedUrl', problem: 'x' }));
    await fireEvent.input(address, { target: { value: 'https://it.example/' } });
    await fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    const problem = await within(section).findByText('error invalidInput');
    expect(problem.id).toBe('update-feed-url-problem');
  });

  it('says the state in words, in Russian, as the status changes', async () => {
    const { fake, section } = await showSettings(
      { state: 'ready', version: '1.4.0', waitsFor: ['queue', 'shift'] },
      'ru',
    );
    expect(section.textContent).toContain(
      'Версия 1.4.0 готова: установится при следующем запуске, когда очередь опустеет и смена будет закрыта.',
    );
    fake.emit(
      'status',
      status({ update: { state: 'failed', problem: 'feedUnreachable', checkedAt: '2026-11-26T10:00:00Z' } }),
    );
    await waitFor(() =>
      expect(section.textContent).toMatch(
        /Последняя проверка \(.*\) не удалась: сервер обновлений недоступен\. Следующая проверка повторит попытку\./,
      ),
    );
    fake.emit(
      'status',
      status({ update: { state: 'current', checkedAt: '2026-11-26T10:00:00Z', rolloutLater: '1.5.0' } }),
    );
    await waitFor(() =>
      expect(section.textContent).toContain('Вышла версия 1.5.0, но поэтапное распространение ещё не дошло'),
    );
    fake.emit('status', status({ update: { state: 'downloading', version: '1.5.0' } }));
    await waitFor(() => expect(section.textContent).toContain('Версия 1.5.0 загружается в фоне…'));
  });

  it("in the browser host says updates come with the system's packages, with no field", async () => {
    const { section } = await showSettings({ state: 'systemPackages' });
    expect(section.textContent).toContain("This terminal's updates come with the system's packages");
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Update address')).toBeNull();
  });
});
