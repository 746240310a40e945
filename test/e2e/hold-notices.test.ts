import { describe, expect, it } from 'vitest';
import {
  swipeGuest,
  WAIT,
  closeDialog,
  expectConnectivity,
  go,
  hold,
  queueIndicator,
  textOf,
  until,
} from '../../harness/e2e/cashier';
import { expectNoCardNumbers } from '../support/e2e/card-watch';
import { BONUS, MIKHAILOV, MIKHAILOV_TRACK } from '../../harness/e2e/demo-guests';
import { useSecondTillRig } from '../support/e2e/second-till';

/**
 * Issue 14 §3: two payments the cashier saw saved in the queue while the platform was away are
 * refused when it returns (a second till spent the balance meanwhile). Each refusal is raised on
 * whatever screen is open, naming the guest, amount, bill and time and what to do, and stays
 * until the cashier acknowledges it.
 */

const till = useSecondTillRig();

describe('a queued payment refused later is raised where the cashier looks', () => {
  it('two payments wait in the queue while a second till spends the balance', async () => {
    const { page } = till.rig;
    await expectConnectivity(page, 'На связи');
    await swipeGuest(page, MIKHAILOV_TRACK, MIKHAILOV);
    await till.rig.proxy.down();
    await swipeGuest(page, MIKHAILOV_TRACK, MIKHAILOV);
    await expectConnectivity(page, 'НЕТ СВЯЗИ');
    expect(await hold(page, BONUS, 'debit', '900', { bill: '4711' })).toMatch(/Сохранено в очереди/);
    await closeDialog(page);
    expect(await hold(page, BONUS, 'debit', '200')).toMatch(/Сохранено в очереди/);
    await closeDialog(page);
    await textOf(queueIndicator(page), /Очередь: ждут 2 · списания 1 100,00/);
    expect(await page.getByTestId('hold-notice').count()).toBe(0);
    // Another till takes nearly all of it (available 2 395,42): both waiting debits will be refused.
    await till.spend(2300);
  });

  it('the platform back: each refusal is raised on the open screen with what to do', async () => {
    const { page } = till.rig;
    await go(page, 'Столы');
    await till.rig.proxy.up();
    const notices = page.getByTestId('hold-notice');
    await until(
      () => notices.count(),
      (count) => count === 2,
      'two hold notices',
    );
    const big = notices.filter({ hasText: '900,00' });
    expect(await big.getAttribute('role')).toBe('alert');
    await textOf(
      big,
      new RegExp(
        `^Сервер лояльности отклонил оплату бонусами ?${MIKHAILOV} · 900,00 · счёт 4711 · принято в \\d{1,2}:\\d{2} ?` +
          'Получите 900,00 с гостя другим способом \\(наличными или картой\\)\\. ?Понятно$',
      ),
    );
    await textOf(
      notices.filter({ hasText: '200,00' }),
      /без номера счёта.*Получите 200,00 с гостя другим способом/,
    );
    await textOf(queueIndicator(page), /отклонено 2$/);
    await expectNoCardNumbers(page, till.cards);
  });

  it('with the two notices on top, every table is still a 44 px target at 1024×768 (the map scrolls)', async () => {
    const { page } = till.rig;
    const before = page.viewportSize();
    await page.setViewportSize({ width: 1024, height: 768 });
    try {
      expect(await page.getByTestId('hold-notice').count()).toBe(2);
      // The screen opened while the platform was away: its scheme is read again now it is back.
      await page.getByRole('button', { name: 'Обновить' }).click();
      const tiles = await until(
        () =>
          page.evaluate(() =>
            [...document.querySelectorAll('.table')].map((tile) => {
              const box = tile.getBoundingClientRect();
              return `${tile.textContent?.trim()} ${Math.floor(box.width)}x${Math.floor(box.height)}`;
            }),
          ),
        (sizes) => sizes.length > 0,
        'the tables drawn',
      );
      const small = tiles.filter((tile) =>
        tile
          .split(' ')
          .at(-1)!
          .split('x')
          .some((side) => Number(side) < 44),
      );
      expect(small).toEqual([]);
    } finally {
      if (before) await page.setViewportSize(before);
    }
  });

  it('they follow the cashier to other screens and a reload, and go only when acknowledged', async () => {
    const { page } = till.rig;
    const notices = page.getByTestId('hold-notice');
    await go(page, 'Гость');
    expect(await notices.count()).toBe(2);
    await page.reload();
    await until(
      () => notices.count(),
      (count) => count === 2,
      'both notices after a reload',
    );
    await notices
      .filter({ hasText: '900,00' })
      .getByRole('button', { name: /^Понятно/ })
      .click();
    await until(
      () => notices.count(),
      (count) => count === 1,
      'one notice left',
    );
    await textOf(notices, /200,00/);
    await notices.getByRole('button', { name: /^Понятно/ }).click();
    await notices.waitFor({ state: 'detached', ...WAIT });
    await go(page, 'Очередь');
    expect(await notices.count()).toBe(0);
    await expectNoCardNumbers(page, till.cards);
  });
});
