import { fireEvent, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { Language, SettingsPatch, SettingsView } from '../../../common/contract/index';
import PrinterSection from '../../src/settings/PrinterSection.svelte';
import { SettingsState } from '../../src/settings/settings.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { SETTINGS_VIEW } from '../settings/settings-view';

const SAMPLE = {
  58: ['Сумма счёта             1 234,50'],
  80: ['Bill total                              1,234.50'],
};

function render(language: Language = 'en') {
  const fake = new FakeBridge()
    .answer('settings.set', (patch) => ({
      ok: true,
      value: {
        ...SETTINGS_VIEW,
        printer: { ...SETTINGS_VIEW.printer, ...(patch as SettingsPatch).printer },
      } as SettingsView,
    }))
    .answer('slip.preview', (input) => {
      const paper = input.paper === 80 ? 80 : 58;
      return { ok: true, value: { lines: SAMPLE[paper], columns: paper === 80 ? 48 : 32 } };
    })
    .ok('printer.test', { queued: false, printer: { state: 'notSet', waiting: 0 } });
  const settings = new SettingsState(fake.bridge);
  renderWithTerminal(PrinterSection, { props: { settings, view: SETTINGS_VIEW }, bridge: fake, language });
  return fake;
}

const preview = () => screen.getByTestId('slip-preview');

describe('the receipt printer in the settings', () => {
  it('previews a sample slip at the chosen width, and again when the width changes', async () => {
    const fake = render('ru');
    expect(screen.getByRole('heading', { name: 'Чековый принтер' })).toBeTruthy();
    await waitFor(() => expect(preview().textContent).toContain('Сумма счёта'));
    expect(fake.calls['slip.preview']).toHaveBeenLastCalledWith({
      paper: 58,
      sample: 'bill',
      language: 'ru',
    });
    await fireEvent.click(screen.getByRole('radio', { name: /80 мм/ }));
    await waitFor(() => expect(preview().textContent).toContain('Bill total'));
    expect(fake.calls['slip.preview']).toHaveBeenLastCalledWith({
      paper: 80,
      sample: 'bill',
      language: 'ru',
    });
    await fireEvent.click(screen.getByRole('radio', { name: 'Ожидает отправки' }));
    expect(fake.calls['slip.preview']).toHaveBeenLastCalledWith({
      paper: 80,
      sample: 'waiting',
      language: 'ru',
    });
  });

  it('refuses an address that is no printer, and saves a good one with the other choices', async () => {
    const fake = render();
    const address = screen.getByRole<HTMLInputElement>('textbox', { name: 'Printer address' });
    await fireEvent.input(address, { target: { value: 'http://printer' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not a printer address');
    expect(fake.calls['settings.set']).not.toHaveBeenCalled();

    await fireEvent.input(address, { target: { value: 'tcp://192.168.1.50:9100' } });
    await fireEvent.click(screen.getByRole('radio', { name: /80 mm/ }));
    await fireEvent.click(screen.getByRole('checkbox', { name: /Print a slip after each bill/ }));
    await fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls['settings.set']).toHaveBeenCalledTimes(1));
    expect(fake.calls['settings.set']).toHaveBeenCalledWith({
      printer: { address: 'tcp://192.168.1.50:9100', paper: 80, codePage: 'cp866', autoPrint: false },
    });
  });

  it('says so when the test print finds no printer set', async () => {
    render('ru');
    await fireEvent.click(screen.getByRole('button', { name: 'Пробная печать' }));
    expect((await screen.findByRole('status')).textContent).toContain('Принтер не настроен');
  });
});
