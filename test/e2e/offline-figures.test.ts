import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  WAIT,
  account,
  closeDialog,
  expectConnectivity,
  guestRegion,
  hold,
  plain,
  readPrompt,
  swipeGuest,
  textOf,
} from '../../harness/e2e/cashier';
import { BONUS, BONUS_GUID, GIFT, IVANOV, IVANOV_TRACK } from '../../harness/e2e/demo-guests';
import { E2E_MANAGER } from '../../harness/e2e/manager';
import type { UiRig } from '../../harness/e2e/ui-rig';
import { useUiRig } from '../support/e2e/use-ui-rig';

/**
 * Issue 41: offline, after a payment queued, every screen offers the same figures about an account
 * (what is available, what the queue takes, the most the offline limits let be paid now), read
 * from the one the core computes, and the core takes the maximum it offers. Ivanov has 1 000,00
 * of bonus points and 3 000,00 on his gift certificate; the offline limits are the defaults
 * (1 000,00 a hold, 2 000,00 a guest, 50 % of a cached balance).
 */

let rig: UiRig;
useUiRig({ viewport: { width: 1024, height: 768 } }, (started) => (rig = started));

const dialog = (page: Page) => page.getByRole('dialog');
/** A hold's result when it waits in the queue (its words are the result screen's). */
const QUEUED = /[Сс]охранен[оа] в очереди/;

/** The text of a locator once it matches (spaces made plain). */
async function wordsOf(page: Page, pattern: RegExp): Promise<string> {
  return plain(await textOf(dialog(page), pattern));
}

describe('offline after a queued payment: the figures agree and the maximum goes through', () => {
  it('online: the guest is saved, and the bill rules pay up to all of a bill from the bonus points', async () => {
    const { page } = rig;
    await swipeGuest(page, IVANOV_TRACK, IVANOV);
    // Swiped again: the saved copy at once, then the platform's unchanged answer (not written again).
    await swipeGuest(page, IVANOV_TRACK, IVANOV);
    await textOf(guestRegion(page, IVANOV), /^(?!.*Сохранённая копия)/);
    // The rules set through the back door: this test is about the figures, not the settings screen.
    const { grant } = (await rig.call('grant.request', { pin: E2E_MANAGER.pin })).body as { grant: string };
    const rule = {
      maxPayBasisPoints: 10_000,
      awardBasisPoints: 0,
      rounding: { mode: 'down', step: 'cent' },
      minBillForAwardCents: 0,
    };
    const set = await rig.call('settings.set', { billRules: { [BONUS_GUID]: rule }, grant });
    expect(set.status).toBe(200);
  });

  it('offline, a payment of 116,37 queued: the card shows it waiting and the maximum it leaves', async () => {
    const { page } = rig;
    // The guest stays on screen, as the platform answered it; the payment finds the platform gone.
    await rig.proxy.down();
    expect(await hold(page, BONUS, 'debit', '116,37')).toMatch(QUEUED);
    await closeDialog(page);
    await expectConnectivity(page, 'НЕТ СВЯЗИ');
    // 50 % of the saved 1 000,00 less the 116,37 waiting; the gift certificate: 1 000,00 a hold.
    await textOf(
      account(page, BONUS),
      /Доступно\s*883,63.*1 000,00 − 116,37 в очереди.*не больше 383,63 по лимитам без связи/,
    );
    await textOf(account(page, BONUS), /Ждут отправки в очереди: 1/);
    await textOf(account(page, GIFT), /Доступно\s*3 000,00.*не больше 1 000,00 по лимитам без связи/);
  });

  it('the chooser, the pay dialog and the bill’s review offer the same 383,63', async () => {
    const { page } = rig;
    await page.evaluate('document.activeElement?.blur()');
    await page.keyboard.press('F2');
    const chooser = await wordsOf(page, /не больше 383,63/);
    expect(chooser).toMatch(/Бонусные баллы доступно 883,63 не больше 383,63 по лимитам без связи/);
    expect(chooser).toMatch(
      /Подарочный сертификат доступно 3 000,00 не больше 1 000,00 по лимитам без связи/,
    );
    await readPrompt(page);
    await page.keyboard.press('1');
    await textOf(
      dialog(page),
      /Доступно: 883,63 · не больше 383,63 по лимитам без связи \(116,37 уже ждут в очереди\)/,
    );
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached', ...WAIT });

    await page.keyboard.press('F6');
    await dialog(page).waitFor(WAIT);
    const total = dialog(page).getByRole('textbox', { name: 'Сумма счёта', exact: true });
    await total.pressSequentially('1000', { delay: 60 });
    const pay = dialog(page).getByRole('textbox', { name: 'Оплата бонусами', exact: true });
    await expect.poll(() => pay.inputValue(), WAIT).toBe('383,63');
    await textOf(
      dialog(page),
      /Доступно: 883,63 · не больше 383,63 по лимитам без связи \(116,37 уже ждут в очереди\)/,
    );
    await dialog(page).getByRole('textbox', { name: 'Номер счёта', exact: true }).fill('77');
    // A hundredth more than offered: the bill itself says so and offers no review.
    const check = dialog(page).getByRole('button', { name: /^Проверить/ });
    await pay.click();
    await pay.pressSequentially('383,64', { delay: 60 });
    await textOf(dialog(page), /Больше, чем позволяют лимиты без связи \(383,63\)/);
    expect(await check.isDisabled()).toBe(true);
    await pay.press('Backspace');
    await pay.press('3');
    expect(await pay.inputValue()).toBe('383,63');
    await check.click();
    const review = dialog(page).getByTestId('bill-review');
    await textOf(review, /Оплатить бонусами 383,63 с «Бонусные баллы».*Доступно: 883,63 → 500,00/);
    // The maximum offered, paid through the bill: the core takes it.
    await readPrompt(page);
    await dialog(page)
      .getByRole('button', { name: /^Подтвердить/ })
      .click();
    await textOf(dialog(page).getByTestId('bill-result'), /383,63/);
    expect(plain(await dialog(page).getByTestId('bill-result').textContent())).not.toMatch(/лимит/i);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached', ...WAIT });
  });

  it('after it, the card offers nothing more from the bonus points; the gift certificate’s maximum goes through', async () => {
    const { page } = rig;
    await textOf(account(page, BONUS), /Доступно\s*500,00.*1 000,00 − 500,00 в очереди/);
    await textOf(account(page, BONUS), /Ждут отправки в очереди: 2/);
    expect(
      await account(page, BONUS)
        .getByRole('button', { name: /^Оплатить бонусами/ })
        .isDisabled(),
    ).toBe(true);
    // 1 000,00 a hold (the guest has 500,00 of 2 000,00 waiting, 50 % of 3 000,00 is 1 500,00).
    await textOf(account(page, GIFT), /не больше 1 000,00 по лимитам без связи/);
    expect(await hold(page, GIFT, 'debit', '1000')).toMatch(QUEUED);
    await closeDialog(page);
    // Then the guest's limit leaves 500,00, and the card says so.
    await textOf(account(page, GIFT), /Доступно\s*2 000,00.*не больше 500,00 по лимитам без связи/);
    await textOf(account(page, GIFT), /Ждут отправки в очереди: 1/);
  });
});
