import { describe, expect, it } from 'vitest';
import { cardWatch, expectNoCardNumbers } from '../support/e2e/card-watch';
import { WAIT, go, guestRegion, textOf } from '../../harness/e2e/cashier';
import { IVANOV, IVANOV_TRACK } from '../../harness/e2e/demo-guests';
import { enterManagerPin, pinDialog } from '../../harness/e2e/manager';
import type { UiRig } from '../../harness/e2e/ui-rig';
import { useUiRig } from '../support/e2e/use-ui-rig';
import { wedgeSwipe } from '../../harness/e2e/wedge-keys';

/**
 * The readers' check in Chromium at 1024×768: wedge bursts in the test mode are listed as they
 * arrive (source, what they were read as, the burst's keys and time, masked) and nobody is looked
 * up; the support report holds no card number; with the test mode off a swipe opens the guest.
 * The test mode and the report are a manager's: each asks for the PIN, and cancelled opens nothing.
 */
const CARDS = [IVANOV_TRACK];
let rig: UiRig;
useUiRig(
  { viewport: { width: 1024, height: 768 }, initScript: cardWatch(CARDS) },
  (started) => (rig = started),
);

describe("readers' check", () => {
  it('test mode: wedge bursts listed with their timing and masked, nobody opened; off: a swipe opens the guest', async () => {
    const { page } = rig;
    await go(page, 'Настройки');
    const check = page.getByRole('region', { name: 'Проверка считывателей' });
    await textOf(check, /Не меньше 6 символов, не больше 40 мс между клавишами/);
    // A cashier cannot: without the manager's PIN the test mode stays off and swipes open guests.
    await check.getByRole('button', { name: 'Включить проверку' }).click();
    await pinDialog(page).getByRole('button', { name: 'Отмена' }).click();
    await textOf(check.getByRole('alert'), /ПИН-код менеджера не введён/);
    expect(await check.getByRole('button', { name: 'Выключить проверку' }).count()).toBe(0);
    await check.getByRole('button', { name: 'Включить проверку' }).click();
    await enterManagerPin(page);
    await check.getByRole('button', { name: 'Выключить проверку' }).waitFor(WAIT);
    await pinDialog(page).waitFor({ state: 'detached', ...WAIT });
    const list = check.getByRole('list', { name: 'Проверка считывателей' });
    await wedgeSwipe(page, `;${IVANOV_TRACK}?`, 'ru');
    await textOf(list, /wedge card\/trackCode …4567 · правило track2-content · \d+ клавиш за \d+ мс/);
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(await page.getByRole('tab', { name: /^Настройки Alt/, selected: true }).count()).toBe(1);
    expect(await guestRegion(page, IVANOV).count()).toBe(0);
    await check.getByRole('button', { name: 'Показать отчёт' }).click();
    await enterManagerPin(page);
    await check.getByLabel('Отчёт для поддержки').waitFor(WAIT);
    const report = (await check.getByLabel('Отчёт для поддержки').textContent()) ?? '';
    expect(report).toMatch(/wedge: token card\/trackCode …4567 by rule track2-content, \d+ keys in \d+ ms/);
    expect(report).not.toContain(IVANOV_TRACK);
    await expectNoCardNumbers(page, CARDS);

    await check.getByRole('button', { name: 'Выключить проверку' }).click();
    await wedgeSwipe(page, `;${IVANOV_TRACK}?`, 'us');
    await guestRegion(page, IVANOV).waitFor(WAIT);
    expect(rig.pageProblems).toEqual([]);
  });
});
