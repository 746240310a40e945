import { fireEvent, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { Language, SettingsPatch, SettingsView } from '../../../common/contract/index';
import MoneyGuardsSection from '../../src/settings/MoneyGuardsSection.svelte';
import { SettingsState } from '../../src/settings/settings.svelte';
import { fakeError, FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { SETTINGS_VIEW } from './settings-view';

function render(language: Language = 'en') {
  const fake = new FakeBridge().answer('settings.set', (patch) => ({
    ok: true,
    value: {
      ...SETTINGS_VIEW,
      moneyGuards: { ...SETTINGS_VIEW.moneyGuards, ...(patch as SettingsPatch).moneyGuards },
    } as SettingsView,
  }));
  const settings = new SettingsState(fake.bridge);
  renderWithTerminal(MoneyGuardsSection, {
    props: { settings, view: SETTINGS_VIEW },
    bridge: fake,
    language,
  });
  return fake;
}

const box = (name: RegExp | string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe("the cashier's limits in the settings", () => {
  it('shows the guards in force, each with a line of what it means', () => {
    render('ru');
    expect(screen.getByRole('heading', { name: 'Ограничения кассира' })).toBeTruthy();
    const goodwill = box('Начисления без счёта, на кассира за смену');
    expect(goodwill.value).toBe('0,00');
    expect(goodwill.getAttribute('aria-describedby')).toBe('money-guard-goodwill-hint');
    expect(document.getElementById('money-guard-goodwill-hint')!.textContent).toMatch(/без счёта/);
    expect(box('Счетов с начислением одному гостю за смену').value).toBe('3');
    expect(box('Наибольший счёт без менеджера').value).toBe('30000,00');
    const phone = screen.getByRole<HTMLInputElement>('checkbox', { name: /по набранному номеру телефона/ });
    expect(phone.checked).toBe(true);
    expect(phone.getAttribute('aria-describedby')).toBe('money-guard-phone-pin-hint');
  });

  it('saves all four as moneyGuards, amounts in hundredths', async () => {
    const fake = render();
    await fireEvent.input(box(/Awards without a bill/), { target: { value: '1 500,5' } });
    await fireEvent.input(box(/Bills one guest/), { target: { value: '5' } });
    await fireEvent.input(box(/Largest bill without a manager/), { target: { value: '45000' } });
    await fireEvent.click(screen.getByRole('checkbox', { name: /typed phone number/ }));
    await fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls['settings.set']).toHaveBeenCalledTimes(1));
    expect(fake.calls['settings.set']).toHaveBeenCalledWith({
      moneyGuards: {
        goodwillPerShiftCents: 150_050,
        awardsPerGuestPerShift: 5,
        billWithoutManagerCents: 4_500_000,
        phonePaysWithPin: false,
      },
    });
    expect((await screen.findByRole('status')).textContent).toMatch(/Saved/);
  });

  it('refuses what is not a limit on the field, sending nothing', async () => {
    const fake = render();
    await fireEvent.input(box(/Bills one guest/), { target: { value: '0' } });
    await fireEvent.input(box(/Largest bill without a manager/), { target: { value: '0' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const awards = box(/Bills one guest/);
    expect(awards.getAttribute('aria-invalid')).toBe('true');
    expect(awards.getAttribute('aria-describedby')).toBe(
      'money-guard-awards-hint money-guard-awards-problem',
    );
    expect(document.getElementById('money-guard-awards-problem')!.textContent).toBe(
      'Enter a whole number from 1 to 1000',
    );
    expect(document.getElementById('money-guard-bill-problem')!.textContent).toMatch(/Enter an amount/);
    expect(box(/Awards without a bill/).getAttribute('aria-invalid')).toBe('false');
    expect(fake.calls['settings.set']).not.toHaveBeenCalled();
  });

  it("shows the core's refusal on the field it names", async () => {
    const fake = render();
    fake.fail(
      'settings.set',
      fakeError('invalidInput', { field: 'moneyGuards.billWithoutManagerCents', problem: 'too small' }),
    );
    await fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(box(/Largest bill without a manager/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(document.getElementById('money-guard-bill-problem')!.textContent).toBe('error invalidInput');
  });
});
