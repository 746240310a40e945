import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SettingsViewSchema, type SettingsView } from '../../../common/contract/index';
import ManualEntry from '../../src/guest/ManualEntry.svelte';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { REF, live } from './fixtures';

function field(): HTMLInputElement {
  return screen.getByRole('textbox', { name: 'Card number, phone or PIN' });
}

describe('ManualEntry', () => {
  it('formats a telephone number as it is typed, +7 and 8 alike', async () => {
    renderWithTerminal(ManualEntry);
    const user = userEvent.setup();
    await user.type(field(), '+79161234567');
    expect(field().value).toBe('+7 (916) 123-45-67');
    await user.clear(field());
    await user.type(field(), '89161234567');
    expect(field().value).toBe('8 (916) 123-45-67');
  });

  it('formats by the site’s phone rules from the settings', async () => {
    const scanner = SettingsViewSchema.shape.scanner.parse({});
    const phone = {
      countryCode: '375',
      trunkPrefix: '80',
      nationalLength: 9,
      nationalPattern: '^(25|29|33|44)',
    };
    const settings = { scanner: { ...scanner, manual: { ...scanner.manual, phone } } } as SettingsView;
    const fake = new FakeBridge().ok('settings.get', settings);
    renderWithTerminal(ManualEntry, { bridge: fake });
    await waitFor(() => expect(fake.calls['settings.get']).toHaveBeenCalled());
    const user = userEvent.setup();
    await user.type(field(), '+375291234567');
    expect(field().value).toBe('+375 291234567');
    await user.clear(field());
    await user.type(field(), '+79161234567');
    expect(field().value).toBe('+79161234567');
  });

  it('deletes the digit before a separator on backspace, so the caret gets past it', async () => {
    renderWithTerminal(ManualEntry);
    const user = userEvent.setup();
    await user.type(field(), '89161');
    expect(field().value).toBe('8 (916) 1');
    // The caret after `8 (916) `: backspace would only remove the space the formatting puts back.
    await user.type(field(), '{Backspace}', { initialSelectionStart: 8, initialSelectionEnd: 8 });
    expect(field().value).toBe('8 (911');
  });

  it('takes digits and + from the touch keypad, formatted the same, with backspace and clear', async () => {
    renderWithTerminal(ManualEntry, { props: { keypad: true } });
    const keypad = screen.getByRole('group', { name: 'Keypad' });
    for (const key of ['+', '7', '9', '1', '6', '1']) {
      await fireEvent.click(within(keypad).getByRole('button', { name: key }));
    }
    expect(field().value).toBe('+7 (916) 1');
    await fireEvent.click(within(keypad).getByRole('button', { name: 'Delete the last character' }));
    expect(field().value).toBe('+7 (916');
    await fireEvent.click(within(keypad).getByRole('button', { name: 'Clear' }));
    expect(field().value).toBe('');
  });

  it('F4 puts the cursor in the field from anywhere, with what was typed selected; not behind a dialog', async () => {
    renderWithTerminal(ManualEntry);
    const user = userEvent.setup();
    await user.type(field(), '4821');
    field().blur();
    expect(field().getAttribute('aria-keyshortcuts')).toBe('F4');
    await user.keyboard('{F4}');
    expect(document.activeElement).toBe(field());
    expect([field().selectionStart, field().selectionEnd]).toEqual([0, 4]);

    field().blur();
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('aria-modal', 'true');
    await user.keyboard('{F4}');
    expect(document.activeElement).not.toBe(field());
    dialog.remove();
  });

  it('keeps the keypad out of the Tab order: the keyboard has the same keys in the field', () => {
    renderWithTerminal(ManualEntry, { props: { keypad: true } });
    const pads = within(screen.getByRole('group', { name: 'Keypad' })).getAllByRole('button');
    expect(pads).toHaveLength(13);
    expect(pads.every((pad) => pad.tabIndex === -1)).toBe(true);
  });

  it('has no keypad unless asked for one', () => {
    renderWithTerminal(ManualEntry);
    expect(screen.queryByRole('group', { name: 'Keypad' })).toBeNull();
  });

  it('sends a phone to the core to classify, opens the guest by the returned reference, and clears the field', async () => {
    const fake = new FakeBridge()
      .ok('scan.submit', {
        kind: 'token',
        token: { type: 'phone', entry: 'manual', masked: '…4567', ref: REF },
        source: 'manual',
      })
      .ok('guest.lookup', live());
    const { terminal } = renderWithTerminal(ManualEntry, { bridge: fake });
    terminal.navigation.go('search');
    await userEvent.setup().type(field(), '+79161234567{Enter}');
    await waitFor(() => expect(terminal.guest.answer?.guest.lastName).toBe('Иванов'));
    // The core gets the text as shown and normalises the number by its own rules.
    expect(fake.calls['scan.submit']).toHaveBeenCalledWith({ text: '+7 (916) 123-45-67', source: 'manual' });
    expect(fake.calls['guest.lookup']).toHaveBeenCalledWith({ token: { ref: REF } });
    expect(terminal.navigation.screen).toBe('guest');
    expect(field().value).toBe('');
  });

  it('looks up what the core finds neither a phone nor a PIN as a typed card number, then clears it', async () => {
    const fake = new FakeBridge()
      .ok('scan.submit', { kind: 'unrecognised', masked: '…4567', source: 'manual' })
      .ok('guest.lookup', live());
    const { terminal } = renderWithTerminal(ManualEntry, { bridge: fake });
    await userEvent.setup().type(field(), '0001 234 567{Enter}');
    await waitFor(() => expect(terminal.guest.answer).toBeDefined());
    expect(fake.calls['guest.lookup']).toHaveBeenCalledWith({
      token: { type: 'card', entry: 'manual', key: '0001234567' },
    });
    expect(field().value).toBe('');
    expect(document.body.innerHTML).not.toContain('0001');
    // The typed number is not kept as the guest's token: the guest's own reference is.
    expect(terminal.guest.token).toEqual({ ref: REF });
  });

  it('keeps text that cannot be a card, phone or PIN, and says so', async () => {
    const fake = new FakeBridge().ok('scan.submit', { kind: 'unrecognised', masked: '…', source: 'manual' });
    renderWithTerminal(ManualEntry, { bridge: fake });
    await userEvent.setup().type(field(), '+1 23{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Not a card number, phone number or PIN',
    );
    expect(field().value).toBe('+1 23');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls['guest.lookup']).not.toHaveBeenCalled();
  });

  it('keeps the text when it could not be sent, with the reason', async () => {
    const fake = new FakeBridge().fail('scan.submit', fakeError('coreUnreachable'));
    renderWithTerminal(ManualEntry, { bridge: fake });
    await userEvent.setup().type(field(), '4821{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('error coreUnreachable');
    expect(field().value).toBe('4821');
  });

  it('does not send an empty field (the button is disabled)', async () => {
    const fake = new FakeBridge();
    renderWithTerminal(ManualEntry, { bridge: fake });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Find Enter' }).disabled).toBe(true);
    await fireEvent.submit(field().form!);
    expect(fake.calls['scan.submit']).not.toHaveBeenCalled();
  });
});
