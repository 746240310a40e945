import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import type { SettingsView } from '../../../common/contract/index';
import SettingsScreen from '../../src/screens/SettingsScreen.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { SETTINGS_VIEW } from '../settings/settings-view';
import { STAFF, withManager } from './manager-fake';
import PadHost from './PadHost.svelte';
import PinHost from './PinHost.svelte';

const field = (label = 'PIN') => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const pads = () => within(screen.getByRole('group', { name: 'PIN keypad' }));
/** A tap as a finger makes it: pointerdown (its default, moving the focus, prevented), then click. */
async function tap(name: string): Promise<void> {
  const pad = pads().getByRole('button', { name });
  expect(await fireEvent.pointerDown(pad, { pointerType: 'touch' })).toBe(false);
  await fireEvent.click(pad);
}
const marked = (input: HTMLInputElement) => input.closest('label')!.classList.contains('target');

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
    expect(field('PIN again').value).toBe('');
  });

  it('types into the PIN field last focused, marked as such, whatever has the focus since', async () => {
    renderWithTerminal(PadHost, { props: { onsubmit: vi.fn() } });
    expect(marked(field())).toBe(true); // the first until another is chosen
    await tap('1');
    field('PIN again').focus();
    await waitFor(() => expect(marked(field('PIN again'))).toBe(true));
    expect(marked(field())).toBe(false);
    for (const digit of ['2', '4', '6', '8']) await tap(digit);
    expect(document.activeElement).toBe(field('PIN again')); // the pads did not take the focus
    expect(field('PIN again').value).toBe('2468');
    expect(field().value).toBe('1');
    // Focus on a field that is no PIN, or on another control: the pads still type into «PIN again».
    field('Name').focus();
    await tap('0');
    expect(field('PIN again').value).toBe('24680');
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    await tap('Delete the last digit');
    await tap('Delete the last digit');
    expect(field('Name').value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('1/246'); // bound values follow
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
      { pin: '1111', scope: 'action', action: { command: 'settings.set' } },
      { pin: '2468', scope: 'action', action: { command: 'settings.set' } },
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
