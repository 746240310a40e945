import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardWatch, expectNoCardNumbers } from '../support/e2e/card-watch';
import { WAIT, guestRegion } from '../../harness/e2e/cashier';
import { IVANOV, IVANOV_TRACK, MIKHAILOV, MIKHAILOV_TRACK } from '../../harness/e2e/demo-guests';
import { E2E_MANAGER } from '../../harness/e2e/manager';
import type { UiRig } from '../../harness/e2e/ui-rig';
import { useUiRig } from '../support/e2e/use-ui-rig';
import { wedgeSwipe, type LateDelivery } from '../../harness/e2e/wedge-keys';

/**
 * Issue 23 §3, §5 on a touch till at 1024×768 with no keyboard: the first manager is created by
 * taps alone (the name on the on-screen keyboard, each PIN on the pads into the field tapped,
 * «Создать» in view), and a swipe right after a screen change opens the guest, also when the till
 * is busy with the change: its first key reaches the page alone and the rest 400 ms later.
 */
const CARDS = [IVANOV_TRACK, MIKHAILOV_TRACK];
const BUSY: LateDelivery = { after: 1, ms: 400 };

let rig: UiRig;
useUiRig(
  { viewport: { width: 1024, height: 768 }, hasTouch: true, noManager: true, initScript: cardWatch(CARDS) },
  (started) => (rig = started),
);

const keyboardOf = (page: Page) => page.locator('[data-touch-keyboard-keys]');
const key = (page: Page, name: string) => keyboardOf(page).getByRole('button', { name, exact: true });
const pinPads = (page: Page) => page.getByRole('group', { name: 'Клавиатура ПИН-кода' });

/** The keys a finger taps for `text` on the on-screen keyboard (Shift before a capital). */
function keysOf(text: string): string[] {
  return Array.from(text).flatMap((char) => {
    if (char === ' ') return ['Пробел'];
    return char === char.toLocaleLowerCase('ru') ? [char] : ['Заглавная', char];
  });
}

/** Wholly inside the window and not covered by anything. */
async function expectInView(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).toBeTruthy();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  const onTop = await target.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
  });
  expect(onTop).toBe(true);
}

describe('first start on a touch till', () => {
  it('the first manager by taps alone, and a swipe right after opens the guest', async () => {
    const { page } = rig;
    await page.getByRole('heading', { name: 'Создайте первого менеджера' }).waitFor(WAIT);
    const name = page.getByRole('textbox', { name: 'Имя' });
    await name.tap();
    await keyboardOf(page).waitFor(WAIT);
    for (const tapped of keysOf(E2E_MANAGER.name)) await key(page, tapped).tap();
    expect(await name.inputValue()).toBe(E2E_MANAGER.name);

    const pin = page.getByLabel(/^ПИН-код \(/);
    const again = page.getByLabel('ПИН-код ещё раз');
    await pin.tap();
    await keyboardOf(page).waitFor({ state: 'detached', ...WAIT }); // a PIN has its own pads
    for (const digit of E2E_MANAGER.pin)
      await pinPads(page).getByRole('button', { name: digit, exact: true }).tap();
    await again.tap();
    for (const digit of E2E_MANAGER.pin)
      await pinPads(page).getByRole('button', { name: digit, exact: true }).tap();
    expect(await pin.inputValue()).toBe(E2E_MANAGER.pin);
    expect(await again.inputValue()).toBe(E2E_MANAGER.pin);

    const create = page.getByRole('button', { name: 'Создать' });
    expect(await create.isEnabled()).toBe(true);
    await expectInView(page, create);
    // The whole form fits at 1024×768: nothing was scrolled to bring «Создать» into view.
    expect(await page.locator('main').evaluate((main) => main.scrollHeight <= main.clientHeight)).toBe(true);
    await create.tap();
    await wedgeSwipe(page, `;${IVANOV_TRACK}?`, 'us', BUSY);
    await guestRegion(page, IVANOV).waitFor(WAIT);
    const staff = (await rig.call('staff.status')).body as { managers: { name: string }[] };
    expect(staff.managers.map((manager) => manager.name)).toEqual([E2E_MANAGER.name]);
    await expectNoCardNumbers(page, CARDS);
  });

  it('a swipe right after Esc closed the guest opens the next one', async () => {
    const { page } = rig;
    await page.keyboard.press('Escape');
    await guestRegion(page, IVANOV).waitFor({ state: 'detached', ...WAIT });
    await wedgeSwipe(page, `;${MIKHAILOV_TRACK}?`, 'ru', BUSY);
    await guestRegion(page, MIKHAILOV).waitFor(WAIT);
  });

  it('a swipe right after a tab was tapped opens the guest', async () => {
    const { page } = rig;
    for (const tab of ['Очередь', 'Настройки']) {
      await page.getByRole('tab', { name: new RegExp(`^${tab} Alt`) }).tap();
      await wedgeSwipe(page, `;${IVANOV_TRACK}?`, 'us', BUSY);
      await guestRegion(page, IVANOV).waitFor(WAIT);
    }
    await expectNoCardNumbers(page, CARDS);
    expect(rig.pageProblems).toEqual([]);
  });
});
