import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { SettingsPatch, SettingsView, Status } from '../../../common/contract/index';
import SettingsScreen from '../../src/screens/SettingsScreen.svelte';
import { fakeError, FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { SETTINGS_VIEW } from './settings-view';

const VIEW = SETTINGS_VIEW;

const STATUS = {
  connectivity: 'online',
  since: '2026-11-23T10:00:00.000Z',
  queue: { count: 0, debitCents: 0, creditCents: 0, reversals: 0, oldest: null, rejected: 0, uncertain: 0 },
  platform: { url: 'http://x/platform', embedded: true, user: 'demo' },
  lastOnlineAt: null,
  scanner: {
    backend: { state: 'ready', description: 'node-hid (hidapi 0.14)' },
    readers: [
      {
        id: 'a',
        kind: 'msr',
        vendorId: 0x0801,
        productId: 0x0002,
        product: 'MagTek',
        path: '/dev/hidraw0',
        state: 'noPermission',
        message: 'EACCES',
      },
      {
        id: 'b',
        kind: 'barcode',
        vendorId: 0x05e0,
        productId: 0x1200,
        path: '/dev/hidraw1',
        state: 'reading',
      },
    ],
  },
  warnings: [],
  update: { state: 'off' },
} satisfies Status;

function bridge(): FakeBridge {
  return new FakeBridge()
    .ok('settings.get', VIEW)
    .ok('status', STATUS)
    .answer('settings.set', (patch) => ({
      ok: true,
      value: { ...VIEW, ...(patch as Partial<SettingsView>) } as SettingsView,
    }));
}

const sent = (fake: FakeBridge) =>
  fake.calls['settings.set'].mock.calls.map((call) => call[0] as SettingsPatch);

describe('SettingsScreen', () => {
  it('never shows the password, sends a new one once and clears the field', async () => {
    const fake = bridge();
    renderWithTerminal(SettingsScreen, { bridge: fake });
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(screen.getByText('A password is set; type a new one to replace it')).toBeTruthy();
    await fireEvent.input(password, { target: { value: 's3cret' } });
    await fireEvent.input(screen.getByLabelText('Loyalty server address'), {
      target: { value: 'https://platform.example/platform' },
    });
    await fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(sent(fake)).toHaveLength(1));
    expect(sent(fake)[0]).toEqual({
      platform: { url: 'https://platform.example/platform', user: 'demo', password: 's3cret' },
    });
    await waitFor(() => expect(password.value).toBe(''));
  });

  it('refuses a bad address and an empty user in place, without asking the core', async () => {
    const fake = bridge();
    renderWithTerminal(SettingsScreen, { bridge: fake });
    await fireEvent.input(await screen.findByLabelText('Loyalty server address'), {
      target: { value: 'ftp://x' },
    });
    await fireEvent.input(screen.getByLabelText('User'), { target: { value: '  ' } });
    await fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText(/Enter an http:\/\/ or https:\/\/ address/)).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    const address = screen.getByLabelText('Loyalty server address');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(address.getAttribute('aria-describedby')).toBe('platform-url-hint platform-url-problem');
    expect(fake.calls['settings.set']).not.toHaveBeenCalled();
  });

  it('shows the core refusal at the field it names', async () => {
    const fake = bridge().fail(
      'settings.set',
      fakeError('invalidInput', { field: 'platform.user', problem: 'x' }),
    );
    renderWithTerminal(SettingsScreen, { bridge: fake });
    await fireEvent.click((await screen.findAllByRole('button', { name: 'Save' }))[0]!);
    const problem = await screen.findByText('error invalidInput');
    expect(problem.id).toBe('platform-user-problem');
  });

  it('reads limits typed with a comma or a point as amounts, and refuses what is not one', async () => {
    const fake = bridge();
    renderWithTerminal(SettingsScreen, { bridge: fake });
    const perHold = (await screen.findByLabelText(
      'Largest payment with bonuses per hold',
    )) as HTMLInputElement;
    expect(perHold.value).toBe('1000.00');
    // Described by its problem only while there is one: never by an element that is not there.
    expect(perHold.getAttribute('aria-describedby')).toBeNull();
    await fireEvent.input(perHold, { target: { value: '250,5' } });
    await fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    await waitFor(() => expect(sent(fake)).toHaveLength(1));
    expect(sent(fake)[0]!.limits).toMatchObject({
      perHoldCents: 25_050,
      perGuestCents: 200_000,
      balanceSharePercent: 50,
    });

    await fireEvent.input(perHold, { target: { value: '12.345' } });
    await fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    const problem = await screen.findByText('Enter an amount such as 1000 or 250.50');
    expect(perHold.getAttribute('aria-describedby')).toBe(problem.id);
    expect(sent(fake)).toHaveLength(1);
  });

  it('shows the money limits with the decimal separator of the UI’s language', async () => {
    renderWithTerminal(SettingsScreen, { bridge: bridge(), language: 'ru' });
    const perHold = (await screen.findByLabelText(
      'Наибольшая оплата бонусами за одну операцию',
    )) as HTMLInputElement;
    expect(perHold.value).toBe('1000,00');
  });

  it('switches the language at once and saves it; puts it back when the core refuses', async () => {
    const fake = bridge();
    renderWithTerminal(SettingsScreen, { bridge: fake });
    await fireEvent.click(await screen.findByLabelText('Русский'));
    expect(await screen.findByRole('heading', { name: 'Настройки' })).toBeTruthy();
    expect(sent(fake)).toContainEqual({ language: 'ru' });

    fake.fail('settings.set', fakeError('secretStoreFailed'));
    await fireEvent.click(screen.getByLabelText('English'));
    expect(await screen.findByText('ошибка secretStoreFailed')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Настройки' })).toBeTruthy();
  });

  it("switches the on-screen keyboard's setting at once and saves it; puts it back when the core refuses", async () => {
    const fake = bridge();
    const { terminal } = renderWithTerminal(SettingsScreen, { bridge: fake });
    expect(((await screen.findByLabelText('On a touch screen')) as HTMLInputElement).checked).toBe(true);
    await fireEvent.click(screen.getByLabelText('Always'));
    expect(terminal.keyboard.mode).toBe('always');
    await waitFor(() => expect(sent(fake)).toContainEqual({ touchKeyboard: 'always' }));

    fake.fail('settings.set', fakeError('secretStoreFailed'));
    await fireEvent.click(screen.getByLabelText('Never'));
    expect(await screen.findByText('error secretStoreFailed')).toBeTruthy();
    expect(terminal.keyboard.mode).toBe('always');
    expect((screen.getByLabelText('Always') as HTMLInputElement).checked).toBe(true);
  });

  it('lists the readers with their states in words', async () => {
    const { terminal } = renderWithTerminal(SettingsScreen, { bridge: bridge() });
    terminal.status.start(); // App does this for every screen
    expect(await screen.findByText('Reading HID devices through node-hid (hidapi 0.14)')).toBeTruthy();
    expect(screen.getByText('no permission: EACCES')).toBeTruthy();
    expect(screen.getByText('reading')).toBeTruthy();
    const readers = screen.getByRole('region', { name: 'Card readers and scanners' });
    expect(within(readers).getByText('0801:0002')).toBeTruthy();
  });
});

describe('SettingsScreen: closing the guest when idle', () => {
  it('is chosen among the closed set, in force at once and saved', async () => {
    const fake = bridge();
    const { terminal } = renderWithTerminal(SettingsScreen, { bridge: fake, language: 'ru' });
    await fireEvent.click(await screen.findByRole('radio', { name: 'Через 5 минут' }));
    expect(terminal.idle.choice).toBe('5min');
    await waitFor(() => expect(sent(fake)).toContainEqual({ guestIdleClose: '5min' }));
  });
});
