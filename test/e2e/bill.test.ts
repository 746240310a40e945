import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  WAIT,
  account,
  expectConnectivity,
  go,
  plain,
  platformTransactions,
  queueIndicator,
  readPrompt,
  swipeGuest,
  textOf,
  transactionsSince,
  until,
} from '../../harness/e2e/cashier';
import { cardWatch, expectNoCardNumbers } from '../support/e2e/card-watch';
import {
  BONUS,
  BONUS_GUID,
  IVANOV,
  IVANOV_TRACK,
  PETROVA,
  PETROVA_TRACK,
} from '../../harness/e2e/demo-guests';
import { enterManagerPin } from '../../harness/e2e/manager';
import type { UiRig } from '../../harness/e2e/ui-rig';
import { useUiRig } from '../support/e2e/use-ui-rig';

/**
 * Issue 23: the bill drives the amounts. A manager sets the venue's rules (50 % of a bill
 * payable with bonuses, 5 % of what is paid in money awarded); a bill of 1 234,50 is then paid
 * and awarded from its total, by touch online and by keyboard through an outage, each hold
 * carrying the bill's number and landing once on the platform.
 */

const CARDS = [IVANOV_TRACK, PETROVA_TRACK];
let rig: UiRig;
useUiRig(
  { viewport: { width: 1024, height: 768 }, hasTouch: true, initScript: cardWatch(CARDS) },
  (started) => {
    rig = started;
  },
);

const billDialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page, name: string) => billDialog(page).getByRole('textbox', { name, exact: true });

/** The bill's holds the platform gained for a guest since `before`, by type and amount. */
async function billHolds(track: string, before: { id: number }[]) {
  const since = await transactionsSince(rig, track, BONUS_GUID, before);
  return since
    .filter((t) => t.type === 'DEBIT_HOLD' || t.type === 'CREDIT')
    .sort((a, b) => a.type.localeCompare(b.type));
}

describe('a bill under the venue’s rules, online and through an outage', () => {
  it('a manager sets the rules for the bonus points: 50 % payable, 5 % awarded', async () => {
    const { page } = rig;
    await swipeGuest(page, PETROVA_TRACK, PETROVA); // saved for the outage, and her account types known
    await swipeGuest(page, IVANOV_TRACK, IVANOV);
    await go(page, 'Настройки');
    const rules = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Правила счёта' }) });
    const bonus = rules.getByRole('group', { name: BONUS });
    await textOf(bonus, /ограничение 50, не сообщая, что оно ограничивает.*Терминал его не применяет/);
    await bonus.getByLabel('Наибольшая доля счёта для оплаты бонусами, %').fill('50');
    await bonus.getByLabel('Начисление, % от оплаты деньгами').fill('5');
    await rules.getByRole('button', { name: 'Сохранить' }).tap();
    await enterManagerPin(page);
    await textOf(rules.getByRole('status'), /Сохранено/);
    const settings = (await rig.call('settings.get')).body as { billRules: Record<string, unknown> };
    expect(settings.billRules[BONUS_GUID]).toEqual({
      maxPayBasisPoints: 5_000,
      awardBasisPoints: 500,
      rounding: { mode: 'halfUp', step: 'cent' },
      minBillForAwardCents: 0,
    });
  });

  it('online, by touch: 1 234,50 proposes 617,25 and 30,86; the review, one tap, two holds with bill 4711', async () => {
    const { page } = rig;
    const before = await platformTransactions(rig, IVANOV_TRACK, BONUS_GUID);
    await swipeGuest(page, IVANOV_TRACK, IVANOV);
    await page.getByRole('button', { name: /^Счёт/ }).tap();
    const dialog = billDialog(page);
    await dialog.waitFor(WAIT);
    const keypad = dialog.getByRole('group', { name: 'Клавиатура суммы' });
    const tap = (name: string) => keypad.getByRole('button', { name, exact: true }).tap();
    for (const key of '1234') await tap(key);
    await tap('Десятичный разделитель');
    await tap('5');
    // The number field takes the keypad's digits once tapped; the total keeps what it had.
    await field(page, 'Номер счёта').tap();
    for (const key of '4711') await tap(key);
    expect(await field(page, 'Сумма счёта').inputValue()).toBe('1234,5');
    expect(await field(page, 'Номер счёта').inputValue()).toBe('4711');
    expect(await field(page, 'Оплата бонусами').inputValue()).toBe('617,25');
    expect(await field(page, 'Начисление').inputValue()).toBe('30,86');
    await textOf(dialog.getByTestId('bill-money'), /Гость платит деньгами: 617,25/);
    await dialog.getByRole('button', { name: /^Проверить/ }).tap();
    const review = dialog.getByTestId('bill-review');
    await textOf(review, /Счёт № 4711: 1 234,50/);
    await textOf(review, /Оплатить бонусами 617,25 с «Бонусные баллы».*Доступно: 1 000,00 → 382,75/);
    await textOf(review, /Начислить 30,86 на «Бонусные баллы».*Баланс: 1 250,50 → 1 281,36/);
    await dialog.getByRole('button', { name: /^Подтвердить/ }).tap(WAIT);
    const result = dialog.getByTestId('bill-result');
    await textOf(result, /оплачено бонусами 617,25.*начислено 30,86.*Гость платит деньгами: 617,25/);
    expect(await billHolds(IVANOV_TRACK, before)).toEqual([
      { type: 'CREDIT', amount: 30.86 },
      { type: 'DEBIT_HOLD', amount: 617.25 },
    ]);
    const { holds } = (await rig.call('queue.list')).body as { holds: { billNumber?: string }[] };
    expect(holds.slice(0, 2).map((hold) => hold.billNumber)).toEqual(['4711', '4711']);
    await dialog.getByRole('button', { name: 'Закрыть', exact: true }).tap();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await expectNoCardNumbers(page, CARDS);
  });

  it('offline, by keyboard: the payment proposed within the offline limits, both holds queued, each sent once on return', async () => {
    const { page } = rig;
    const before = await platformTransactions(rig, PETROVA_TRACK, BONUS_GUID);
    await rig.proxy.down();
    await swipeGuest(page, PETROVA_TRACK, PETROVA);
    await expectConnectivity(page, 'НЕТ СВЯЗИ');
    // One "available" per account, and offline the limits' maximum labelled as such.
    await textOf(account(page, BONUS), /Доступно\s*540,25.*не больше 270,12 по лимитам без связи/);
    await page.evaluate('document.activeElement?.blur()');
    await page.keyboard.press('F6');
    const dialog = billDialog(page);
    await dialog.waitFor(WAIT);
    await field(page, 'Сумма счёта').pressSequentially('1234,5', { delay: 60 });
    await page.keyboard.press('Enter');
    await field(page, 'Номер счёта').pressSequentially('512', { delay: 60 });
    // 50 % of the bill is 617,25, but offline at most 270,12 may be paid; 5 % of 964,38 is 48,22 (48,219).
    expect(await field(page, 'Оплата бонусами').inputValue()).toBe('270,12');
    expect(await field(page, 'Начисление').inputValue()).toBe('48,22');
    await textOf(dialog, /не больше 270,12 по лимитам без связи/);
    await page.keyboard.press('Enter');
    await dialog.getByTestId('bill-review').waitFor(WAIT);
    // A second Enter at once is not a confirmation: the review stays.
    await page.keyboard.press('Enter');
    expect(await dialog.getByTestId('bill-result').count()).toBe(0);
    await readPrompt(page);
    await until(
      () => dialog.getByRole('button', { name: /^Подтвердить/ }).isEnabled(),
      Boolean,
      'Confirm to take a press',
    );
    await page.keyboard.press('Enter');
    const result = dialog.getByTestId('bill-result');
    await result.waitFor(WAIT);
    const words = plain(await result.textContent());
    expect(words.match(/Сохранено в очереди/g)).toHaveLength(2);
    expect(words).toContain('Гость платит деньгами: 964,38');
    expect(words).not.toMatch(/Больше, чем позволяют лимиты/);
    await page.keyboard.press('Escape');
    await textOf(queueIndicator(page), /Очередь: ждут 2/);

    await rig.proxy.up();
    await expectConnectivity(page, 'На связи');
    await textOf(queueIndicator(page), /Очередь: пусто/);
    expect(await billHolds(PETROVA_TRACK, before)).toEqual([
      { type: 'CREDIT', amount: 48.22 },
      { type: 'DEBIT_HOLD', amount: 270.12 },
    ]);
    await expectNoCardNumbers(page, CARDS);
  });
});
