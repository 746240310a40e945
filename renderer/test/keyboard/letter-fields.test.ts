import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takesTouchKeyboard } from '../../src/keyboard/takes-keyboard';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { SETTINGS_VIEW } from '../settings/settings-view';
import { STAFF } from '../staff/manager-fake';
import KeyboardHost from './KeyboardHost.svelte';

function input(attributes: Record<string, string>): HTMLInputElement {
  const element = document.createElement('input');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('which fields take the on-screen keyboard (one rule for every screen)', () => {
  it.each([
    ['a name (no type)', {}],
    ['a search', { type: 'search' }],
    ['an address', { type: 'url' }],
    ['a password', { type: 'password' }],
    ['digits that ask for it (a phone)', { type: 'tel', 'data-touch-keyboard': '' }],
    ['a date typed as digits that asks', { inputmode: 'numeric', 'data-touch-keyboard': '' }],
  ])('%s does', (_, attributes) => {
    expect(takesTouchKeyboard(input(attributes))).toBe(true);
  });

  it.each([
    ['a PIN (its own pads)', { type: 'password', inputmode: 'numeric' }],
    ['an amount (its own keypad)', { inputmode: 'decimal' }],
    ['a card number or phone (its own keypad)', { inputmode: 'tel' }],
    ['a phone that does not ask', { type: 'tel' }],
    ['a check box', { type: 'checkbox' }],
    ['a read-only name', { readonly: '' }],
    ['a disabled name', { disabled: '' }],
  ])('%s does not', (_, attributes) => {
    expect(takesTouchKeyboard(input(attributes))).toBe(false);
  });

  it('nor does a field in a modal dialog, which brings its own keypad (the keyboard lies under it)', () => {
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('aria-modal', 'true');
    const bill = dialog.appendChild(input({ type: 'text' }));
    expect(takesTouchKeyboard(bill)).toBe(false);
    dialog.remove();
  });
});

/** The keys (Settings has a section of the same name). */
const keyboard = () => document.querySelector<HTMLElement>('[data-touch-keyboard-keys]');

async function tap(name: string): Promise<void> {
  const key = within(keyboard()!).getByRole('button', { name });
  expect(await fireEvent.pointerDown(key, { pointerType: 'touch' })).toBe(false);
  await fireEvent.click(key);
}

afterEach(() => vi.restoreAllMocks());

describe('settings on a touch till: every field that takes letters gets the keyboard', () => {
  it.each(['Loyalty server address', 'User', 'Password', 'Name', 'Person'])(
    '«%s» is typed on the on-screen keyboard',
    async (label) => {
      const fake = new FakeBridge()
        .ok('settings.get', SETTINGS_VIEW)
        .ok('staff.status', STAFF)
        .ok('journal.list', { rows: [], truncated: false });
      const { terminal } = renderWithTerminal(KeyboardHost, { bridge: fake });
      terminal.keyboard.mode = 'always';
      const stop = terminal.keyboard.start(window);
      terminal.navigation.go('settings');
      const field = (await screen.findByLabelText(label, { selector: 'input' })) as HTMLInputElement;
      if (field.value !== '') await fireEvent.input(field, { target: { value: '' } });
      field.focus();
      await waitFor(() => expect(keyboard()).not.toBeNull());
      for (const key of ['h', 't']) await tap(key);
      expect(field.value).toBe('ht');
      stop();
    },
  );

  it('the PIN fields and the limits do not: they take digits (the PIN on its pads)', async () => {
    const fake = new FakeBridge().ok('settings.get', SETTINGS_VIEW).ok('staff.status', STAFF);
    const { terminal } = renderWithTerminal(KeyboardHost, { bridge: fake });
    terminal.keyboard.mode = 'always';
    const stop = terminal.keyboard.start(window);
    terminal.navigation.go('settings');
    for (const label of ['PIN', 'PIN again', 'Largest payment with bonuses per hold']) {
      (await screen.findByLabelText(label, { selector: 'input' })).focus();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(keyboard()).toBeNull();
    }
    stop();
  });
});
