import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/e2e/axe';
import { WAIT, go, guestRegion, platformOf, textOf } from '../../harness/e2e/cashier';
import type { UiRig } from '../../harness/e2e/ui-rig';
import { useUiRig } from '../support/e2e/use-ui-rig';
import { screenshot } from '../support/e2e/screenshot';

/**
 * Issue 43, by touch at 1024×768: a new guest enrolled with their full profile, the consent given
 * on the guest's touch display («Согласен», advertising left unticked), the birthday badge and the
 * consent's state on the card, the platform holding the birthday, sex and contacts. Screenshots go
 * to SCREENSHOT_DIR when it is set.
 */
let rig: UiRig;
useUiRig({ viewport: { width: 1024, height: 768 }, hasTouch: true }, (started) => (rig = started));

const pad = (n: number) => String(n).padStart(2, '0');
const NAME = 'Заречная Мария Олеговна';
const PHONE_KEY = '79991234567';

async function expectAccessible(page: Page, what: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${what}: ${violations.join('\n')}`).toEqual([]);
}

/** Digits typed slower than a wedge reader types, or the keys would read as a scan. */
async function typeDigits(page: Page, label: string, digits: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).pressSequentially(digits, { delay: 60 });
}

/** A tap outside the fields: the on-screen keyboard goes, and the layout with it, before a button is tapped. */
async function keyboardAway(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Новый гость', level: 1 }).tap();
  await page.locator('[data-touch-keyboard-keys]').waitFor({ state: 'detached', ...WAIT });
}

describe('enrolment with consent on the guest display (issue 43)', () => {
  it('the guest agrees on the display by touch; the card shows the birthday today and «без рассылок»', async () => {
    const { page } = rig;
    const today = new Date();
    const display = await rig.browser.newPage({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    try {
      await display.goto(await rig.core.displayUrl());
      await go(page, 'Новый гость');
      await page.getByLabel('Фамилия', { exact: true }).fill('Заречная');
      await page.getByLabel('Имя', { exact: true }).fill('Мария');
      await page.getByLabel('Отчество (необязательно)').fill('Олеговна');
      await typeDigits(page, 'День', pad(today.getDate()));
      await typeDigits(page, 'Месяц', pad(today.getMonth() + 1));
      await typeDigits(page, 'Год', '1990');
      await page.getByRole('radio', { name: 'Женский' }).tap();
      await typeDigits(page, 'Телефон', '89991234567');
      await page.getByLabel('Электронная почта (необязательно)').fill('maria@example.ru');
      await keyboardAway(page);

      await page.getByRole('button', { name: 'Спросить на экране гостя' }).tap();
      await page.getByText(/Гость читает текст на экране гостя/).waitFor(WAIT);
      await display.getByRole('heading', { name: 'Мария, прочитайте, пожалуйста, согласие' }).waitFor(WAIT);
      await textOf(display.getByTestId('consent-text'), /Согласие на обработку персональных данных/);
      const marketing = display.getByRole('checkbox', { name: /рекламные рассылки/ });
      expect(await marketing.isChecked()).toBe(false);
      await screenshot(display, 'display-consent');
      await expectAccessible(display, 'the consent on the guest display');
      await display.getByRole('button', { name: 'Согласен' }).tap();
      // The cashier's page has it: the display leaves the text.
      await display.getByTestId('consent-text').waitFor({ state: 'detached', ...WAIT });

      await page.getByText('Гость согласился на экране гостя.').waitFor(WAIT);
      await screenshot(page, 'new-guest-consented');
      await expectAccessible(page, 'the new-guest form');
      await page.getByRole('button', { name: /^Создать гостя/ }).tap();

      const card = guestRegion(page, NAME);
      await card.waitFor(WAIT);
      await textOf(card.getByTestId('birthday-badge'), /день рождения сегодня/);
      await textOf(card.getByTestId('consent-mark'), /без рассылок/);
      await textOf(card, /род\. \d{2}\.\d{2}\.1990, \d+ (год|года|лет)/);
      await screenshot(page, 'guest-birthday');
      await expectAccessible(page, 'the guest card with the birthday');

      const info = await platformOf(rig).customerInfo({ type: 'phone', entry: 'manual', key: PHONE_KEY });
      expect(info).toMatchObject({
        middleName: 'Олеговна',
        sex: 'female',
        dateOfBirth: `1990-${pad(today.getMonth() + 1)}-${pad(today.getDate())}T00:00:00.000Z`,
      });
      expect(info.contactMethods?.map((c) => c.type)).toEqual(['phoneNumber', 'email']);
    } finally {
      await display.close();
    }
  });

  it('a bad birthday and e-mail are said on their fields; nothing is created', async () => {
    const { page } = rig;
    await go(page, 'Новый гость');
    await page.getByRole('button', { name: 'Очистить форму' }).tap();
    await page.getByLabel('Фамилия', { exact: true }).fill('Ошибкина');
    await page.getByLabel('Имя', { exact: true }).fill('Анна');
    await typeDigits(page, 'День', '31');
    await typeDigits(page, 'Месяц', '02');
    await typeDigits(page, 'Год', '1990');
    await page.getByLabel('Электронная почта (необязательно)').fill('anna.example.ru');
    await keyboardAway(page);
    await page.getByRole('button', { name: /^Создать гостя/ }).tap();
    await page.getByText('Такого дня нет: проверьте день и месяц.').waitFor(WAIT);
    await page.getByText(/Это не адрес электронной почты/).waitFor(WAIT);
    await page.getByText(/Гость ещё не дал согласия/).waitFor(WAIT);
    await expectAccessible(page, 'the new-guest form with its problems');
    const found = await platformOf(rig).filterCustomers({ search: 'Ошибкина' });
    expect(found.customers).toEqual([]);
  });
});
