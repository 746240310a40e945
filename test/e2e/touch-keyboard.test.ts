import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardWatch, expectNoCardNumbers } from '../support/e2e/card-watch';
import { WAIT, guestRegion, textOf } from '../../harness/e2e/cashier';
import { ELKINA, IVANOV, IVANOV_TRACK, MIKHAILOV, MIKHAILOV_TRACK } from '../../harness/e2e/demo-guests';
import type { UiRig } from '../../harness/e2e/ui-rig';
import { useUiRig } from '../support/e2e/use-ui-rig';
import { wedgeSwipe } from '../../harness/e2e/wedge-keys';

/**
 * A touch till at 1024×768 (a touch screen: `hasTouch`, taps) with no keyboard: the on-screen
 * keyboard appears by itself (setting "automatic", the pointer is coarse), types names and phone
 * digits by taps and by mouse clicks, never covers its field, and a wedge swipe while it is open
 * still opens the guest; the table map's chosen time takes tapped digits.
 */

const CARDS = [IVANOV_TRACK, MIKHAILOV_TRACK];
let rig: UiRig;
useUiRig(
  {
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    initScript: cardWatch(CARDS),
  },
  (started) => (rig = started),
);

const keyboardOf = (page: Page) => page.getByRole('group', { name: 'Экранная клавиатура' });
const key = (page: Page, name: string) => keyboardOf(page).getByRole('button', { name, exact: true });

async function tapTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${name} Alt`) }).tap();
}

/** The field is wholly in the window and wholly above the keyboard. */
async function expectUncovered(page: Page, field: Locator): Promise<void> {
  const box = await field.boundingBox();
  const keys = await keyboardOf(page).boundingBox();
  expect(box && keys).toBeTruthy();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(keys!.y);
  // What is at the field's centre is the field itself, not something drawn over it.
  const onTop = await field.evaluate((input) => {
    const box = input.getBoundingClientRect();
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === input;
  });
  expect(onTop).toBe(true);
}

describe('touch till: the on-screen keyboard', () => {
  it('the page sees a touch screen, and the keyboard is hidden until a text field has the focus', async () => {
    const { page } = rig;
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await tapTab(page, 'Поиск');
    const field = page.getByRole('searchbox', { name: 'Поиск гостя по имени или телефону' });
    await field.waitFor(WAIT);
    await page.getByRole('heading', { name: 'Поиск гостя' }).tap(); // away from the field
    expect(await keyboardOf(page).count()).toBe(0);
    await field.tap();
    await keyboardOf(page).waitFor(WAIT);
    await expectUncovered(page, field);
  });

  it('taps and mouse clicks type a name, search finds the guest, and a tap opens him', async () => {
    const { page } = rig;
    const field = page.getByRole('searchbox', { name: 'Поиск гостя по имени или телефону' });
    await key(page, 'Заглавная').tap();
    await key(page, 'И').tap();
    await key(page, 'в').click(); // a mouse on the same till
    expect(await field.inputValue()).toBe('Ив');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    const option = page.getByRole('listbox', { name: 'Найденные гости' }).getByRole('option', {
      name: new RegExp(`^${IVANOV}`),
    });
    await option.waitFor(WAIT);
    await key(page, 'Стереть').tap();
    await key(page, 'Стереть').click();
    expect(await field.inputValue()).toBe('');
    for (const name of ['Заглавная', 'И', 'в', 'а']) await key(page, name).tap();
    await option.waitFor(WAIT);
    await option.tap();
    await guestRegion(page, IVANOV).waitFor(WAIT);
    expect(await keyboardOf(page).count()).toBe(0); // its field's screen was left
    await expectNoCardNumbers(page, CARDS);
  });

  it('a wedge swipe while the keyboard is open opens the guest; the search text stays as it was', async () => {
    const { page } = rig;
    await tapTab(page, 'Поиск');
    const field = page.getByRole('searchbox', { name: 'Поиск гостя по имени или телефону' });
    await field.tap();
    await keyboardOf(page).waitFor(WAIT);
    expect(await field.inputValue()).toBe('Ива');
    await wedgeSwipe(page, `;${MIKHAILOV_TRACK}?`, 'ru');
    await guestRegion(page, MIKHAILOV).waitFor(WAIT);
    await tapTab(page, 'Поиск');
    expect(await field.inputValue()).toBe('Ива');
    await expectNoCardNumbers(page, CARDS);
    expect(rig.pageProblems).toEqual([]);
  });

  it('the ё key: a tapped capital Ё types Ё, and search finds Ёлкина by it', async () => {
    const { page } = rig;
    await tapTab(page, 'Поиск');
    const field = page.getByRole('searchbox', { name: 'Поиск гостя по имени или телефону' });
    await field.tap();
    await keyboardOf(page).waitFor(WAIT);
    while ((await field.inputValue()) !== '') await key(page, 'Стереть').tap();
    for (const name of ['Заглавная', 'Ё', 'л', 'к']) await key(page, name).tap();
    expect(await field.inputValue()).toBe('Ёлк');
    await page
      .getByRole('listbox', { name: 'Найденные гости' })
      .getByRole('option', { name: new RegExp(`^${ELKINA}`) })
      .waitFor(WAIT);
  });

  it('new guest: names in Russian and Latin letters with a hyphen and apostrophe, a phone formatted as tapped', async () => {
    const { page } = rig;
    await tapTab(page, 'Новый гость');
    const last = page.getByRole('textbox', { name: 'Фамилия' });
    await last.tap();
    await keyboardOf(page).waitFor(WAIT);
    await expectUncovered(page, last);
    for (const name of ['Заглавная', 'О', 'Дефис', 'Латинские буквы', 'Заглавная', 'B', 'Апостроф', 'r'])
      await key(page, name).tap();
    expect(await last.inputValue()).toBe("О-B'r");
    await key(page, 'Русские буквы').tap();
    const phone = page.getByRole('textbox', { name: 'Телефон' });
    await phone.tap();
    await expectUncovered(page, phone);
    for (const digit of '89161234567') await key(page, digit).tap();
    expect(await phone.inputValue()).toBe('8 (916) 123-45-67');
    await textOf(keyboardOf(page), /й/);
    await key(page, 'Скрыть клавиатуру').tap();
    expect(await keyboardOf(page).count()).toBe(0);
    expect(rig.pageProblems).toEqual([]);
  });

  it('the table map: a chosen time tapped as digits reads 19:30, a tap on Показать shows it', async () => {
    const { page } = rig;
    await tapTab(page, 'Столы');
    const chosen = page.getByRole('group', { name: 'Выбранное время' });
    const time = chosen.getByRole('textbox', { name: 'Время' });
    await time.tap();
    await keyboardOf(page).waitFor(WAIT);
    await expectUncovered(page, time);
    for (const digit of '1930') await key(page, digit).tap();
    expect(await time.inputValue()).toBe('19:30');
    await key(page, 'Стереть').tap();
    expect(await time.inputValue()).toBe('19:3');
    await key(page, '5').tap();
    await chosen.getByRole('button', { name: 'Показать' }).tap();
    await chosen.getByRole('button', { name: 'Показать', pressed: true }).waitFor(WAIT);
    expect(await time.inputValue()).toBe('19:35');
    expect(rig.pageProblems).toEqual([]);
  });
});
