import { beforeAll, describe, expect, it } from 'vitest';
import {
  WAIT,
  closeDialog,
  expectConnectivity,
  go,
  hold,
  platformOf,
  queueIndicator,
  swipeGuest,
  textOf,
  trackCard,
} from '../../harness/e2e/cashier';
import { BONUS, BONUS_GUID, MIKHAILOV, MIKHAILOV_TRACK } from '../../harness/e2e/demo-guests';
import type { UiRig } from '../../harness/e2e/ui-rig';
import { useUiRig } from '../support/e2e/use-ui-rig';
import { setMoneyGuards } from '../../harness/e2e/manager';

/**
 * The queue screen on the smallest till (1024×768, touch, Russian): a refused hold's
 * «Повторить» and «Аннулировать» are whole on screen, and nothing scrolls sideways. The outage
 * that makes it also drains a credit, which the status bar reports as sent from the queue.
 */

const VIEWPORT = { width: 1024, height: 768 };

let rig: UiRig;
useUiRig({ viewport: VIEWPORT, hasTouch: true }, (started) => (rig = started));
// The test is about the queue's layout, not the money guards: awards without a bill within the
// cashier's allowance, as before issue 40 (its own test: money-guards.test.ts).
beforeAll(() => setMoneyGuards(rig, { goodwillPerShiftCents: 10_000_000 }));

describe('the queue at 1024×768', () => {
  it('an outage: a debit and a credit wait while the guest’s balance is spent elsewhere', async () => {
    const { page } = rig;
    await expectConnectivity(page, 'На связи');
    await swipeGuest(page, MIKHAILOV_TRACK, MIKHAILOV);
    await rig.proxy.down();
    await swipeGuest(page, MIKHAILOV_TRACK, MIKHAILOV);
    expect(await hold(page, BONUS, 'debit', '900')).toMatch(/Сохранено в очереди/);
    await closeDialog(page);
    expect(await hold(page, BONUS, 'credit', '35,50')).toMatch(/Сохранено в очереди/);
    await closeDialog(page);
    await textOf(queueIndicator(page), /Очередь: ждут 2/);
    await platformOf(rig).debitHold({
      customerToken: trackCard(MIKHAILOV_TRACK),
      accountType: { accountGuid: BONUS_GUID },
      amount: 2300,
    });
  });

  it('the platform back: the credit goes through (and is reported sent), the debit is refused', async () => {
    const { page } = rig;
    await rig.proxy.up();
    await expectConnectivity(page, 'На связи');
    await textOf(queueIndicator(page), /^Очередь: пусто ✖ отклонено 1$/);
    // The credit went through from the queue: a short word says so (the refusal has its own notice).
    await textOf(page.getByTestId('queue-sent'), /Отправлено из очереди: 1/);
  });

  it('the refused hold’s buttons lie inside the width; the page does not scroll sideways', async () => {
    const { page } = rig;
    await go(page, 'Очередь');
    const retry = page.getByRole('button', { name: /^Повторить: Оплата бонусами 900,00/ });
    const discard = page.getByRole('button', { name: /^Аннулировать: Оплата бонусами 900,00/ });
    for (const button of [retry, discard]) {
      await button.waitFor(WAIT);
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORT.width);
    }
    const overflow = await page.evaluate(() => {
      const root = document.scrollingElement!;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBe(0);
  });
});
