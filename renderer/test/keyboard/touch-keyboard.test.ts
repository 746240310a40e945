import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TouchKeyboardMode } from '../../../common/contract/index';
import { ivanovBridge } from '../search/ivanov-bridge';
import { renderWithTerminal } from '../support/render';
import { REF } from '../search/guests';
import { typeFast, wedgeKeys } from '../search/wedge-keys';
import KeyboardHost from './KeyboardHost.svelte';

function setup(mode: TouchKeyboardMode, options: { coarse?: boolean; language?: 'ru' | 'en' } = {}) {
  const media = { matches: options.coarse ?? false, addEventListener: vi.fn(), removeEventListener: vi.fn() };
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
    expect(query).toBe('(pointer: coarse)');
    return media as unknown as MediaQueryList;
  });
  const fake = ivanovBridge();
  const rendered = renderWithTerminal(KeyboardHost, { bridge: fake, language: options.language ?? 'ru' });
  const { terminal } = rendered;
  terminal.keyboard.mode = mode;
  const stops = [terminal.keyboard.start(window), terminal.scans.start(window)];
  return { ...rendered, media, stop: () => stops.forEach((stop) => stop()) };
}

const keyboard = () => screen.queryByRole('group', { name: 'Экранная клавиатура' });
const keys = () => within(keyboard()!);

/** A tap as a finger makes it: pointerdown (its default, moving the focus, prevented), then click. */
async function tap(name: string): Promise<void> {
  const key = keys().getByRole('button', { name });
  const allowed = await fireEvent.pointerDown(key, { pointerType: 'touch' });
  expect(allowed).toBe(false);
  await fireEvent.click(key);
}

afterEach(() => vi.restoreAllMocks());

describe('TouchKeyboard', () => {
  it('types Russian letters, a capital, space, hyphen and apostrophe into the focused search field, which searches', async () => {
    const { terminal, fake, stop } = setup('always');
    terminal.navigation.go('search');
    const field = (await screen.findByRole('searchbox')) as HTMLInputElement;
    expect(keyboard()).toBeNull();
    field.focus();
    await waitFor(() => expect(keyboard()).not.toBeNull());

    await tap('Заглавная');
    expect(keys().getByRole('button', { name: 'Заглавная' }).getAttribute('aria-pressed')).toBe('true');
    await tap('И');
    await tap('в'); // Shift is for one letter
    await tap('Пробел');
    await tap('Дефис');
    await tap('Апостроф');
    await tap('ё');
    expect(field.value).toBe("Ив -'ё");
    await tap('Стереть');
    await tap('Стереть');
    await tap('Стереть');
    await tap('Стереть');
    expect(field.value).toBe('Ив');
    await waitFor(() => expect(fake.calls['guest.search']).toHaveBeenCalledWith({ text: 'Ив', limit: 21 }));
    stop();
  });

  it('switches to Latin letters and back, starting from the UI language', async () => {
    const { terminal, stop } = setup('always', { language: 'en' });
    terminal.navigation.go('search');
    const field = (await screen.findByRole('searchbox')) as HTMLInputElement;
    field.focus();
    const group = await screen.findByRole('group', { name: 'On-screen keyboard' });
    expect(within(group).getByRole('button', { name: 'q' })).toBeTruthy();
    expect(within(group).queryByRole('button', { name: 'й' })).toBeNull();
    await fireEvent.click(within(group).getByRole('button', { name: 'Russian letters' }));
    await fireEvent.click(within(group).getByRole('button', { name: 'й' }));
    await fireEvent.click(within(group).getByRole('button', { name: 'Latin letters' }));
    await fireEvent.click(within(group).getByRole('button', { name: 'o' }));
    expect(field.value).toBe('йo');
    stop();
  });

  it('types at the caret and replaces a selection, as a key would', async () => {
    const { terminal, stop } = setup('always');
    terminal.navigation.go('search');
    const field = (await screen.findByRole('searchbox')) as HTMLInputElement;
    field.focus();
    field.value = 'Иванов';
    field.setSelectionRange(1, 3); // "ва"
    await fireEvent.input(field);
    await tap('р');
    expect(field.value).toBe('Ирнов');
    expect(field.selectionStart).toBe(2);
    field.setSelectionRange(0, 0);
    await tap('Стереть'); // nothing before the caret
    expect(field.value).toBe('Ирнов');
    stop();
  });

  it('is shown on a touch screen when automatic, never when set to never', async () => {
    const touch = setup('auto', { coarse: true });
    touch.terminal.navigation.go('search');
    (await screen.findByRole('searchbox')).focus();
    await waitFor(() => expect(keyboard()).not.toBeNull());
    touch.terminal.keyboard.mode = 'never';
    await waitFor(() => expect(keyboard()).toBeNull());
    touch.stop();
    touch.unmount();

    const mouse = setup('auto', { coarse: false });
    mouse.terminal.navigation.go('search');
    (await screen.findByRole('searchbox')).focus();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(keyboard()).toBeNull();
    // The pointer type can change (a mouse unplugged from a touch till).
    mouse.media.matches = true;
    for (const [, listener] of mouse.media.addEventListener.mock.calls) (listener as () => void)();
    await waitFor(() => expect(keyboard()).not.toBeNull());
    mouse.stop();
  });

  it('types into the focused field only: gone when the focus leaves, nothing typed without a focused field', async () => {
    const { terminal, stop } = setup('always');
    terminal.navigation.go('search');
    const field = (await screen.findByRole('searchbox')) as HTMLInputElement;
    field.focus();
    await waitFor(() => expect(keyboard()).not.toBeNull());
    const key = keys().getByRole('button', { name: 'а' });
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    await waitFor(() => expect(keyboard()).toBeNull());
    await fireEvent.click(key); // a key still in hand as it went
    expect(field.value).toBe('');

    field.focus();
    await waitFor(() => expect(keyboard()).not.toBeNull());
    await tap('Скрыть клавиатуру');
    await waitFor(() => expect(keyboard()).toBeNull());
    expect(document.activeElement).not.toBe(field);
    stop();
  });

  it("never takes a wedge reader's burst: a swipe while it is open opens the guest, the field left as it was", async () => {
    const { terminal, fake, stop } = setup('always');
    terminal.navigation.go('search');
    const field = (await screen.findByRole('searchbox')) as HTMLInputElement;
    field.focus();
    await waitFor(() => expect(keyboard()).not.toBeNull());
    await tap('и');
    await typeFast(field, wedgeKeys(';0001234567?'));
    await waitFor(() => expect(terminal.navigation.screen).toBe('guest'));
    expect(fake.calls['scan.submit']).toHaveBeenCalledWith({ text: ';0001234567?', source: 'wedge' });
    expect(fake.calls['guest.lookup']).toHaveBeenCalledWith({ token: { ref: REF(7) } });
    expect(keyboard()).toBeNull(); // its screen was left
    expect(field.value).toBe('и');
    stop();
  });

  it('types names and a phone number on the new-guest screen (the phone formatted as typed)', async () => {
    const { terminal, stop } = setup('always');
    terminal.navigation.go('newGuest');
    const last = (await screen.findByLabelText('Фамилия')) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(last));
    await waitFor(() => expect(keyboard()).not.toBeNull());
    await tap('Заглавная');
    for (const letter of ['О', 'з']) await tap(letter);
    expect(last.value).toBe('Оз');

    const phone = screen.getByLabelText('Телефон') as HTMLInputElement;
    phone.focus();
    for (const digit of '89161234567') await tap(digit);
    expect(phone.value).toBe('8 (916) 123-45-67');
    await tap('Стереть');
    expect(phone.value).toBe('8 (916) 123-45-6');
    stop();
  });
});
