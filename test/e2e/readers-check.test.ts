import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardWatch, expectNoCardNumbers } from './support/card-watch';
import { WAIT, go, guestRegion, textOf } from './support/cashier';
import { IVANOV, IVANOV_TRACK } from './support/demo-guests';
import { reportFailures } from './support/failure-report';
import { UiRig } from './support/ui-rig';
import { wedgeSwipe } from './support/wedge-keys';

/**
 * The readers' check in Chromium at 1024×768: wedge bursts in the test mode are listed as they
 * arrive (source, what they were read as, the burst's keys and time, masked) and nobody is looked
 * up; the support report holds no card number; with the test mode off a swipe opens the guest.
 */
const CARDS = [IVANOV_TRACK];
let rig: UiRig;
beforeAll(async () => {
  rig = await UiRig.start({ viewport: { width: 1024, height: 768 }, initScript: cardWatch(CARDS) });
});
afterAll(async () => {
  await rig?.close();
});
reportFailures(() => rig);

describe("readers' check", () => {
  it('test mode: wedge bursts listed with their timing and masked, nobody opened; off: a swipe opens the guest', async () => {
    const { page } = rig;
    await go(page, 'Настройки');
    const check = page.getByRole('region', { name: 'Проверка считывателей' });
    await textOf(check, /Не меньше 6 символов, не больше 40 мс между клавишами/);
    await check.getByRole('button', { name: 'Включить проверку' }).click();
    const list = check.getByRole('list', { name: 'Проверка считывателей' });
    await wedgeSwipe(page, `;${IVANOV_TRACK}?`, 'ru');
    await textOf(list, /wedge card\/trackCode …4567 · \d+ клавиш за \d+ мс/);
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(await page.getByRole('tab', { name: /^Настройки Alt/, selected: true }).count()).toBe(1);
    expect(await guestRegion(page, IVANOV).count()).toBe(0);
    const report = (await check.getByLabel('Отчёт для поддержки').textContent()) ?? '';
    expect(report).toMatch(/wedge: token card\/trackCode …4567, \d+ keys in \d+ ms/);
    expect(report).not.toContain(IVANOV_TRACK);
    await expectNoCardNumbers(page, CARDS);

    await check.getByRole('button', { name: 'Выключить проверку' }).click();
    await wedgeSwipe(page, `;${IVANOV_TRACK}?`, 'us');
    await guestRegion(page, IVANOV).waitFor(WAIT);
    expect(rig.pageProblems).toEqual([]);
  });
});
