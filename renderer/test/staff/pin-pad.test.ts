import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import type { SettingsView } from '../../../electron/contract';
import SettingsScreen from '../../src/screens/SettingsScreen.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { SETTINGS_VIEW } from '../settings/settings-view';
import { STAFF, withManager } from './manager-fake';
import PadHost from './PadHost.svelte';
import PinHost from './PinHost.svelte';

const field = () => screen.getByLabelText('PIN') as HTMLInputElement;
const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('PinPad', () => {
  it('takes digits tapped on the pads, shown as dots only; ⌫ and C correct', async () => {
    const onsubmit = vi.fn();
    renderWithTerminal(PadHost, { props: { onsubmit } });
    expect(field().type).toBe('password');
    for (const digit of ['1', '2', '3', '4']) await tap(digit);
    expect(field().value).toBe('1234');
    await tap('Delete the last digit');
    expect(field().value).toBe('123');
    await tap('Clear');
    expect(field().value).toBe('');
    for (let n = 0; n < 8; n += 1) await tap('7');
    expect(field().value).toBe('777777'); // at most maxLength
  });

  it('takes digits from the keyboard, drops anything else, submits on Enter', async () => {
    const onsubmit = vi.fn();
    renderWithTerminal(PadHost, { props: { onsubmit } });
    await fireEvent.input(field(), { target: { value: '12a3 4' } });
    expect(field().value).toBe('1234');
    await fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onsubmit).toHaveBeenCalledWith('1234');
  });
});

const VIEW = SETTINGS_VIEW;
function managedBridge(): FakeBridge {
  return withManager(new FakeBridge().ok('settings.get', VIEW), 'L.g').answer('settings.set', (patch) => ({
    ok: true,
    value: { ...VIEW, ...(patch as object) } as SettingsView,
  }));
}

async function saveLimits(): Promise<void> {
  const perHold = await screen.findByLabelText('Largest payment with bonuses per hold');
  await fireEvent.input(perHold, { target: { value: '5' } });
  await fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
}

describe('a protected action in the UI', () => {
  it("asks for the manager's PIN before the command goes, shows a wrong PIN, sends the grant with the right one", async () => {
    const fake = managedBridge();
    renderWithTerminal(PinHost, { bridge: fake, props: { screen: SettingsScreen } });
    await saveLimits();
    const dialog = await screen.findByRole('dialog', { name: "Manager's PIN" });
    expect(within(dialog).getByText('Needed for: changing settings')).toBeTruthy();
    const pin = within(dialog).getByLabelText(/PIN/, { selector: 'input' });
    await fireEvent.input(pin, { target: { value: '1111' } });
    await fireEvent.keyDown(pin, { key: 'Enter' });
    expect(await within(dialog).findByText('error pinWrong')).toBeTruthy();
    expect(fake.calls['settings.set']).not.toHaveBeenCalled();
    for (const digit of ['2', '4', '6', '8'])
      await fireEvent.click(within(dialog).getByRole('button', { name: digit }));
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(fake.calls['settings.set']).toHaveBeenCalledTimes(1));
    expect(fake.calls['settings.set'].mock.calls[0]![0]).toMatchObject({
      limits: { perHoldCents: 500 },
      grant: 'L.g',
    });
    expect(fake.calls['grant.request'].mock.calls.map((c) => c[0])).toEqual([
      { pin: '1111', scope: 'action' },
      { pin: '2468', scope: 'action' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends nothing when the PIN is cancelled, and says so', async () => {
    const fake = managedBridge();
    renderWithTerminal(PinHost, { bridge: fake, props: { screen: SettingsScreen } });
    await saveLimits();
    const dialog = await screen.findByRole('dialog', { name: "Manager's PIN" });
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/No manager's PIN was entered/)).toBeTruthy();
    expect(fake.calls['settings.set']).not.toHaveBeenCalled();
  });

  it('does not ask while the terminal has no manager (first start)', async () => {
    const fake = managedBridge().ok('staff.status', { ...STAFF, managers: [] });
    renderWithTerminal(PinHost, { bridge: fake, props: { screen: SettingsScreen } });
    await saveLimits();
    await waitFor(() => expect(fake.calls['settings.set']).toHaveBeenCalledTimes(1));
    expect(fake.calls['settings.set'].mock.calls[0]![0]).not.toHaveProperty('grant');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
