import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffStatus } from '../../../common/contract/index';
import App from '../../src/App.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { SETTINGS_VIEW } from '../settings/settings-view';
import { STAFF } from './manager-fake';

/** First start on a touch till: no manager yet, the on-screen keyboard always on, Russian. */
function firstStart(): FakeBridge {
  let staff: StaffStatus = { ...STAFF, managers: [] };
  return new FakeBridge()
    .ok('settings.get', { ...SETTINGS_VIEW, language: 'ru', touchKeyboard: 'always' })
    .answer('staff.status', () => ({ ok: true, value: staff }))
    .answer('staff.createFirstManager', ({ name }) => {
      staff = { ...STAFF, managers: [{ id: 'm1', name }] };
      return { ok: true, value: staff };
    });
}

const keyboard = () => screen.queryByRole('group', { name: 'Экранная клавиатура' });
const pinPads = () => within(screen.getByRole('group', { name: 'Клавиатура ПИН-кода' }));
const pin = () => screen.getByLabelText(/^ПИН-код \(/, { selector: 'input' }) as HTMLInputElement;
const again = () => screen.getByLabelText('ПИН-код ещё раз', { selector: 'input' }) as HTMLInputElement;
const create = () => screen.getByRole('button', { name: 'Создать' }) as HTMLButtonElement;

/** A finger's tap on a key that keeps the focus where it is: pointerdown prevented, then click. */
async function tap(key: HTMLElement): Promise<void> {
  expect(await fireEvent.pointerDown(key, { pointerType: 'touch' })).toBe(false);
  await fireEvent.click(key);
}
const tapKey = (name: string) => tap(within(keyboard()!).getByRole('button', { name }));
const tapPads = async (digits: string) => {
  for (const digit of digits) await tap(pinPads().getByRole('button', { name: digit }));
};

async function start() {
  const fake = firstStart();
  const rendered = renderWithTerminal(App, { bridge: fake, language: 'ru' });
  await screen.findByRole('heading', { name: 'Создайте первого менеджера' });
  await waitFor(() => expect(rendered.terminal.keyboard.mode).toBe('always'));
  return rendered;
}

afterEach(() => vi.restoreAllMocks());

describe('the first manager, by touch alone', () => {
  it('the name on the on-screen keyboard, each PIN on the pads into the field tapped, then «Создать»', async () => {
    const { fake } = await start();
    const name = screen.getByLabelText('Имя', { selector: 'input' }) as HTMLInputElement;
    name.focus();
    await waitFor(() => expect(keyboard()).not.toBeNull());
    for (const key of ['Заглавная', 'А', 'н', 'н', 'а']) await tapKey(key);
    expect(name.value).toBe('Анна');

    await tapPads('2468'); // the first PIN field until another is tapped
    expect(pin().value).toBe('2468');
    await waitFor(() => expect(keyboard()).toBeNull()); // the focus left the name for the PIN
    expect(create().disabled).toBe(true);

    again().focus(); // «ПИН-код ещё раз» tapped
    await tapPads('2468');
    expect(again().value).toBe('2468');
    expect(pin().value).toBe('2468'); // not 8 digits in the first field
    expect(again().closest('label')!.classList.contains('target')).toBe(true);
    expect(create().disabled).toBe(false);

    await fireEvent.click(create());
    await waitFor(() =>
      expect(fake.calls['staff.createFirstManager']).toHaveBeenCalledWith({ name: 'Анна', pin: '2468' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Создайте первого менеджера' })).toBeNull(),
    );
  });

  it('two PINs that differ are said and nothing is sent', async () => {
    const { fake } = await start();
    await fireEvent.input(screen.getByLabelText('Имя', { selector: 'input' }), { target: { value: 'Анна' } });
    await tapPads('2468');
    again().focus();
    await tapPads('2469');
    await fireEvent.click(create());
    expect(await screen.findByText('ПИН-коды не совпадают')).toBeTruthy();
    expect(fake.calls['staff.createFirstManager']).not.toHaveBeenCalled();
  });
});

describe('the first manager, by keyboard alone', () => {
  it('the name has the focus at once, so what is typed goes there', async () => {
    const { fake } = await start();
    const name = screen.getByLabelText('Имя', { selector: 'input' }) as HTMLInputElement;
    // Nothing had the focus, the PIN field only looked chosen (the pads' target): typing did nothing.
    await waitFor(() => expect(document.activeElement).toBe(name));
    await fireEvent.input(name, { target: { value: 'Анна' } });
    pin().focus();
    await fireEvent.input(pin(), { target: { value: '2468' } });
    again().focus();
    await fireEvent.input(again(), { target: { value: '2468' } });
    await fireEvent.submit(create().closest('form')!);
    await waitFor(() =>
      expect(fake.calls['staff.createFirstManager']).toHaveBeenCalledWith({ name: 'Анна', pin: '2468' }),
    );
  });
});
