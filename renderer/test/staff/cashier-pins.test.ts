import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SettingsView, StaffStatus } from '../../../common/contract/index';
import App from '../../src/App.svelte';
import { loadLazyScreens } from '../../src/lazy/screens';
import SettingsScreen from '../../src/screens/SettingsScreen.svelte';
import { fakeError, FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { SETTINGS_VIEW } from '../settings/settings-view';
import { STAFF, withCashier, withManager } from './manager-fake';
import PinHost from './PinHost.svelte';

const VIEW: SettingsView = { ...SETTINGS_VIEW, cashierPins: true };

/** A core with Anna (manager, 2468) and Olga (cashier, 1357); cashier PINs as `on` says. */
function core(on: boolean): FakeBridge {
  return withCashier(withManager(new FakeBridge(), 'L.g'))
    .ok('settings.get', { ...VIEW, cashierPins: on })
    .ok('grant.release', {});
}

async function typePin(pin: string): Promise<void> {
  await screen.findByRole('heading', { name: 'Cashier sign-in' });
  const field = await screen.findByLabelText(/PIN/, { selector: 'input' });
  await fireEvent.input(field, { target: { value: pin } });
  await fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

// The screens' chunk in, as on a page idle after its start (lazy-screens.test.ts opens them before).
beforeAll(loadLazyScreens);
describe('cashier sign-in', () => {
  it('stands before every screen while cashier PINs are on: a wrong PIN is said, the right one signs in', async () => {
    const fake = core(true);
    renderWithTerminal(App, { bridge: fake });
    expect(await screen.findByRole('heading', { name: 'Cashier sign-in' })).toBeTruthy();
    await typePin('1111');
    expect(await screen.findByText('error pinWrong')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Cashier: Olga' })).toBeNull();
    await typePin('1357');
    expect(await screen.findByRole('group', { name: 'Cashier: Olga' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Cashier sign-in' })).toBeNull();
    expect(fake.calls['cashier.signIn'].mock.calls.map((c) => c[0])).toEqual([
      { pin: '1111' },
      { pin: '1357' },
    ]);
  });

  it('signs out from the header, drops the held manager grant, and asks for a PIN again', async () => {
    const fake = core(true);
    const { terminal } = renderWithTerminal(App, { bridge: fake });
    await typePin('1357');
    await screen.findByRole('group', { name: 'Cashier: Olga' });
    terminal.grants.held = {
      grant: 'L.kept',
      manager: 'Anna',
      scope: 'minutes',
      expiresAt: '2099-01-01T00:00:00Z',
    };
    await fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Cashier sign-in' })).toBeTruthy();
    expect(fake.calls['grant.release']).toHaveBeenCalledWith({ token: 'L.kept' });
    expect(fake.calls['cashier.signOut']).toHaveBeenCalledTimes(1);
    expect(terminal.grants.held).toBeUndefined();
    expect(screen.queryByRole('group', { name: 'Cashier: Olga' })).toBeNull();
  });

  it('is not shown while the setting is off (the default), nor is any cashier in the header', async () => {
    renderWithTerminal(App, { bridge: core(false) });
    await screen.findByRole('tab', { name: /Settings/ });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cashier sign-in' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('lets the settings be reached without a cashier, so a manager can add the first one', async () => {
    const fake = core(true).answer('staff.status', () => ({ ok: true, value: STAFF }));
    const { terminal } = renderWithTerminal(App, { bridge: fake });
    expect(await screen.findByText('No cashier exists yet: a manager adds them in Settings.')).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(terminal.navigation.screen).toBe('settings');
    expect(await screen.findByRole('heading', { name: 'Cashiers' })).toBeTruthy();
  });
});

describe('the cashiers in Settings', () => {
  function settingsCore(): FakeBridge {
    let staff: StaffStatus = { ...STAFF };
    return withManager(new FakeBridge(), 'L.g')
      .ok('settings.get', { ...VIEW, cashierPins: false })
      .answer('settings.set', (patch) => ({
        ok: true,
        value: { ...VIEW, ...(patch as Partial<SettingsView>) },
      }))
      .answer('staff.status', () => ({ ok: true, value: staff }))
      .answer('staff.addCashier', ({ name }) => {
        staff = { ...staff, cashiers: [...staff.cashiers, { id: 'c9', name }] };
        return { ok: true, value: staff };
      })
      .answer('staff.removeCashier', ({ id }) => {
        staff = { ...staff, cashiers: staff.cashiers.filter((c) => c.id !== id) };
        return { ok: true, value: staff };
      });
  }

  /** The Settings section «Cashiers» and its switch, once the settings are loaded. */
  async function cashiersSection() {
    const section = within((await screen.findByRole('heading', { name: 'Cashiers' })).closest('section')!);
    const box = section.getByRole('checkbox', {
      name: 'Cashiers sign in with their own PINs',
    }) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    return { section, box };
  }

  async function managerSays(): Promise<void> {
    const dialog = await screen.findByRole('dialog', { name: "Manager's PIN" });
    await fireEvent.input(within(dialog).getByLabelText(/PIN/, { selector: 'input' }), {
      target: { value: '2468' },
    });
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }

  it("turns the setting on with a manager's grant, adds a cashier (PIN twice) and removes one", async () => {
    const fake = settingsCore();
    const { terminal } = renderWithTerminal(PinHost, { bridge: fake, props: { screen: SettingsScreen } });
    const { section, box } = await cashiersSection();
    expect(section.getByText('No cashiers yet')).toBeTruthy();
    await fireEvent.click(box);
    await managerSays();
    await waitFor(() => expect(terminal.cashiers.required).toBe(true));
    expect(fake.calls['settings.set'].mock.calls[0]![0]).toEqual({ cashierPins: true, grant: 'L.g' });
    expect(box.checked).toBe(true);

    await fireEvent.input(section.getByLabelText('Name'), { target: { value: 'Boris' } });
    await fireEvent.input(section.getByLabelText('PIN'), { target: { value: '1357' } });
    await fireEvent.input(section.getByLabelText('PIN again'), { target: { value: '1358' } });
    await fireEvent.click(section.getByRole('button', { name: 'Add a cashier' }));
    expect(await section.findByText('The two PINs differ')).toBeTruthy();
    expect(fake.calls['staff.addCashier']).not.toHaveBeenCalled();

    await fireEvent.input(section.getByLabelText('PIN again'), { target: { value: '1357' } });
    await fireEvent.click(section.getByRole('button', { name: 'Add a cashier' }));
    await managerSays();
    expect(await section.findByText('✓ Cashier Boris added')).toBeTruthy();
    expect(fake.calls['staff.addCashier'].mock.calls[0]![0]).toEqual({
      name: 'Boris',
      pin: '1357',
      grant: 'L.g',
    });
    expect((section.getByLabelText('PIN') as HTMLInputElement).value).toBe('');

    await fireEvent.click(section.getByRole('button', { name: 'Remove cashier Boris' }));
    await managerSays();
    expect(await section.findByText('No cashiers yet')).toBeTruthy();
    expect(fake.calls['staff.removeCashier'].mock.calls[0]![0]).toEqual({ id: 'c9', grant: 'L.g' });
  });

  it('puts the setting back and says why when the core refuses it', async () => {
    const fake = settingsCore().fail('settings.set', fakeError('pinLocked'));
    renderWithTerminal(PinHost, { bridge: fake, props: { screen: SettingsScreen } });
    const { section, box } = await cashiersSection();
    await fireEvent.click(box);
    await managerSays();
    expect(await section.findByText('error pinLocked')).toBeTruthy();
    expect(box.checked).toBe(false);
  });
});
