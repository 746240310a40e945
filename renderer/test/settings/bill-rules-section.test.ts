import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { BillRule } from '../../../common/bill/rules';
import BillRulesSection from '../../src/settings/BillRulesSection.svelte';
import { SettingsState } from '../../src/settings/settings.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { SETTINGS_VIEW } from './settings-view';

const HALF_AND_FIVE: BillRule = {
  maxPayBasisPoints: 5_000,
  awardBasisPoints: 500,
  rounding: { mode: 'halfUp', step: 'cent' },
  minBillForAwardCents: 0,
};

function render(fake: FakeBridge) {
  const view = { ...SETTINGS_VIEW, billRules: { 'bonus_account_type-1': HALF_AND_FIVE } };
  fake
    .ok('accountTypes.list', {
      accountTypes: [
        { accountGuid: 'bonus_account_type-1', name: 'Бонусные баллы', kind: 'bonus', maxUsage: 50 },
        { accountGuid: 'gift', name: 'Подарочный сертификат', kind: 'bonus' },
        { accountGuid: 'deposit', name: 'Депозит', kind: 'deposit', maxUsage: 100 },
      ],
    })
    .answer('settings.set', (patch) => ({
      ok: true,
      value: { ...view, billRules: {}, ...(patch as object) } as typeof view,
    }));
  const settings = new SettingsState(fake.bridge);
  return renderWithTerminal(BillRulesSection, { props: { settings, view }, bridge: fake, language: 'ru' });
}

describe('the bill rules in the settings', () => {
  it('lists each account type but deposits, with its rule and the platform’s maxUsage (never applied)', async () => {
    render(new FakeBridge());
    const bonus = await screen.findByRole('group', { name: 'Бонусные баллы' });
    expect(
      within(bonus).getByRole<HTMLInputElement>('textbox', { name: /Наибольшая доля счёта/ }).value,
    ).toBe('50');
    expect(within(bonus).getByRole<HTMLInputElement>('textbox', { name: /Начисление, %/ }).value).toBe('5');
    expect(bonus.textContent).toMatch(
      /ограничение 50, не сообщая, что оно ограничивает.*Терминал его не применяет/,
    );
    // In the manager's words: the platform's field name is no part of them.
    expect(bonus.textContent).not.toMatch(/maxUsage/);
    expect(bonus.textContent).not.toMatch(/смысл не описан/);
    expect(screen.getByRole('group', { name: 'Подарочный сертификат' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Депозит' })).toBeNull();
  });

  it('saves shares as basis points, an emptied rule as removed, and refuses a share above 100 %', async () => {
    const fake = new FakeBridge();
    render(fake);
    const gift = await screen.findByRole('group', { name: 'Подарочный сертификат' });
    const giftShare = within(gift).getByRole('textbox', { name: /Наибольшая доля счёта/ });
    await fireEvent.input(giftShare, { target: { value: '100,5' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await within(gift).findByText(/Доля от 0 до 100/)).toBeTruthy();
    expect(fake.calls['settings.set']).not.toHaveBeenCalled();

    await fireEvent.input(giftShare, { target: { value: '2,5' } });
    const rounding = within(gift).getByRole<HTMLSelectElement>('combobox');
    const options = within(rounding).getAllByRole<HTMLOptionElement>('option');
    rounding.selectedIndex = options.findIndex((option) => option.textContent === 'до рубля, вниз');
    await fireEvent.change(rounding);
    const bonus = screen.getByRole('group', { name: 'Бонусные баллы' });
    for (const name of [/Наибольшая доля счёта/, /Начисление, %/])
      await fireEvent.input(within(bonus).getByRole('textbox', { name }), { target: { value: '' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.calls['settings.set']).toHaveBeenCalledTimes(1));
    expect(fake.calls['settings.set']).toHaveBeenCalledWith({
      billRules: {
        'bonus_account_type-1': null,
        gift: {
          maxPayBasisPoints: 250,
          awardBasisPoints: 0,
          rounding: { mode: 'down', step: 'whole' },
          minBillForAwardCents: 0,
        },
      },
    });
  });
});
