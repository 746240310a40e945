import { REACTION_MS } from '../../renderer/src/components/reaction-guard';
import type { Locator, Page } from 'playwright-core';
import { PlatformClient } from '../../core/platform/client';
import type { CustomerToken } from '../../common/platform/schemas/token';
import { BONUS, BONUS_GUID, MIKHAILOV_TRACK } from './demo-guests';
import { enterPinInStep, pinStep } from './manager';
import type { UiRig } from './ui-rig';
import { WAIT } from './wait';
import { wedgeSwipe } from './wedge-keys';

/**
 * What a cashier does on the real page, by the controls' accessible names in Russian (the UI's
 * default language; docs/ui-*.md list the names). Waits are for conditions, generous because the
 * machine running the tests is shared.
 */

export { WAIT } from './wait';

/** Text as read, every run of spaces one plain space (Intl puts no-break spaces into numbers). */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Polls `read` until `ok` holds (or WAIT.timeout passes: then throws, naming `what` and the last
 * value read). A wait for a condition, never a fixed sleep.
 */
export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + WAIT.timeout;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`waited ${WAIT.timeout} ms for ${what}; last seen: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT.interval));
  }
}

/** Waits until the locator's text (spaces made plain) matches, and answers it. */
export function textOf(locator: Locator, pattern: RegExp): Promise<string> {
  return until(
    async () =>
      plain(
        await locator
          .first()
          .textContent({ timeout: 1_000 })
          .catch(() => ''),
      ),
    (text) => pattern.test(text),
    `${String(pattern)} in ${String(locator)}`,
  );
}

export type Screen = 'Гость' | 'Поиск' | 'Новый гость' | 'Очередь' | 'Столы' | 'Заведение' | 'Настройки';

/** A screen's tab in the navigation ("Гость Alt+1"...). */
export async function go(page: Page, screen: Screen): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${screen} Alt`) }).click();
}

/** The guest on screen: the region named by the full name. */
export function guestRegion(page: Page, fullName: string): Locator {
  return page.getByRole('region', { name: fullName, exact: true });
}

/** One account of the guest on screen, by its name ("Бонусные баллы"). */
export function account(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** An account's available balance as shown ("1 000,00"). */
export async function availableOf(page: Page, name: string): Promise<string> {
  return plain(await account(page, name).getByTestId('available').textContent());
}

/** Waits until the account shows `amount` available ("900,00"). */
export async function expectAvailable(page: Page, name: string, amount: string): Promise<void> {
  await textOf(account(page, name).getByTestId('available'), new RegExp(`^${amount}$`));
}

/** The status bar (footer "Состояние терминала"). */
export function statusBar(page: Page): Locator {
  return page.getByRole('contentinfo', { name: 'Состояние терминала' });
}

/** The queue in the status bar ("Очередь: пусто", "Очередь: ждут 1 · списания 100,00 ..."). */
export function queueIndicator(page: Page): Locator {
  return statusBar(page).getByRole('button', { name: /^Очередь/ });
}

/** Waits until the status bar says the platform's state in words. */
export async function expectConnectivity(page: Page, word: 'На связи' | 'НЕТ СВЯЗИ'): Promise<void> {
  await textOf(statusBar(page).getByRole('status').first(), new RegExp(`^${word}`));
}

export type Direction = 'debit' | 'credit';

/**
 * Waits as a cashier reads a prompt that just appeared: a chooser takes no digit typed within a
 * reaction time of its appearing (renderer/src/components/reaction-guard.ts).
 */
export function readPrompt(page: Page): Promise<void> {
  return page.waitForTimeout(REACTION_MS + 50);
}

/**
 * Pays with bonuses (debit) or awards them (credit) on one account through its dialog: the amount
 * typed into the field (or tapped on the keypad), the review, its Confirm, and the result in words.
 * `manager`: the core refuses it until a manager's PIN is typed in the dialog's PIN step (issue 40);
 * `atPinStep` runs while the step is shown, before the PIN.
 * Answers the result's text; the dialog is left open (close it with `closeDialog`).
 */
export async function hold(
  page: Page,
  accountName: string,
  direction: Direction,
  amount: string,
  options: { keypad?: boolean; bill?: string; manager?: boolean; atPinStep?: () => Promise<void> } = {},
): Promise<string> {
  const open = direction === 'debit' ? /^Оплатить бонусами/ : /^Начислить бонусы/;
  await account(page, accountName).getByRole('button', { name: open }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor(WAIT);
  const field = dialog.getByRole('textbox', { name: 'Сумма', exact: true });
  if (options.keypad) {
    const keypad = dialog.getByRole('group', { name: 'Клавиатура суммы' });
    for (const key of amount) {
      const name = key === ',' ? 'Десятичный разделитель' : key;
      await keypad.getByRole('button', { name, exact: true }).click();
    }
  } else {
    // Slower than a wedge reader types (40 ms), or the keys would read as a scan.
    await field.pressSequentially(amount, { delay: 60 });
  }
  await until(
    () => field.inputValue(),
    (typed) => typed === amount,
    `the amount field to read ${amount}`,
  );
  if (options.bill !== undefined)
    await dialog.getByRole('textbox', { name: 'Номер счёта (необязательно)' }).fill(options.bill);
  // Enter opens the review (the amount and the account); its Confirm takes a press after a reaction time.
  await dialog.getByRole('button', { name: /^Проверить Enter/ }).click();
  await dialog.getByTestId('hold-review').waitFor(WAIT);
  const confirm = direction === 'debit' ? /^Оплатить Enter/ : /^Начислить Enter/;
  await dialog.getByRole('button', { name: confirm }).click(WAIT);
  // Refused with a guard a manager lifts (issue 40: an award without a bill): the PIN in the dialog.
  if (options.manager) {
    await pinStep(page).waitFor(WAIT);
    await options.atPinStep?.();
    await enterPinInStep(page);
  }
  // The region first says that it waits for the platform; the outcome replaces that.
  return outcomeOf(dialog.getByRole('region', { name: 'Результат' }));
}

/**
 * The outcome a hold's result region says, once it no longer waits. Read in one step in the page:
 * asked apart, the region could lack the waiting line at the first question and show it by the
 * second, and the wait itself was taken for the outcome (shift.test failed so under load).
 */
export function outcomeOf(result: Locator): Promise<string> {
  return until(
    async () =>
      plain(
        await result.evaluate((region) =>
          region.querySelector('[data-testid="hold-waiting"]') ? '' : (region.textContent ?? ''),
        ),
      ),
    (text) => text !== '',
    'the outcome in the result region',
  );
}

export async function closeDialog(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Закрыть', exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
}

/**
 * Esc on a bill with something typed: the dialog asks before it drops it (issue 41); the cashier
 * says to close it, in either language.
 */
export async function dropTypedBill(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^(Закрыть счёт|Close the bill)$/ })
    .click();
  await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
}

/** A card's stripe as the demo fixture has it. */
export function trackCard(key: string): CustomerToken {
  return { type: 'card', entry: 'trackCode', key };
}

/** The platform itself (not through the fault proxy): what really happened there. */
export function platformOf(rig: UiRig): PlatformClient {
  return new PlatformClient({
    baseUrl: rig.server.baseUrl,
    user: 'demo',
    password: 'demo',
    timeoutMs: 10_000,
  });
}

/** The account's transactions on the platform (every type), newest first. */
export async function platformTransactions(
  rig: UiRig,
  key: string,
  accountGuid: string,
): Promise<{ id: number; type: string; amount: number }[]> {
  const history = await platformOf(rig).operationHistory({
    customerToken: trackCard(key),
    accountType: { accountGuid },
  });
  return history.transactions.map((t) => ({ id: t.id, type: t.type, amount: t.amount }));
}

/** The account's transactions the platform recorded after `before` was read, oldest first as listed. */
export async function transactionsSince(
  rig: UiRig,
  key: string,
  accountGuid: string,
  before: { id: number }[],
): Promise<{ type: string; amount: number }[]> {
  const known = new Set(before.map((t) => t.id));
  const after = await platformTransactions(rig, key, accountGuid);
  return after.filter((t) => !known.has(t.id)).map(({ type, amount }) => ({ type, amount }));
}

/** From the guest screen: a US-layout wedge swipe of a track card, until its guest is shown. */
export async function swipeGuest(page: Page, track: string, fullName: string): Promise<void> {
  await go(page, 'Гость');
  await wedgeSwipe(page, `;${track}?`, 'us');
  await guestRegion(page, fullName).waitFor(WAIT);
}

/**
 * Opens a second window on the core, waits until its queue indicator matches `queue`, then tries
 * to leave it (after a click: Chrome asks only pages the user has touched). Answers whether the
 * page asked first (a beforeunload dialog, dismissed: the cashier stays). The window is closed.
 */
export async function leavingAsks(rig: UiRig, queue: RegExp): Promise<boolean> {
  const second = await rig.browser.newPage();
  try {
    await second.goto(`${rig.core.origin}/#secret=${rig.core.secret}`);
    await textOf(queueIndicator(second), queue);
    await second.getByRole('heading', { level: 1 }).or(second.getByText('Проведите карту')).first().click();
    let asked = false;
    second.once('dialog', (dialog) => {
      asked = dialog.type() === 'beforeunload';
      void dialog.dismiss();
    });
    await second.evaluate('location.href = "about:blank"');
    await until(async () => asked || second.url() === 'about:blank', Boolean, 'the page to ask or to leave');
    return asked;
  } finally {
    await second.close();
  }
}

/**
 * With Михайлов on screen and the platform cut off: a payment of 900,00 queued, which the platform
 * refuses when it comes back (his balance was spent elsewhere meanwhile); waits for the queue
 * button to flag it.
 */
export async function queueRefusedPayment(rig: UiRig): Promise<void> {
  await hold(rig.page, BONUS, 'debit', '900');
  await closeDialog(rig.page);
  await platformOf(rig).debitHold({
    customerToken: trackCard(MIKHAILOV_TRACK),
    accountType: { accountGuid: BONUS_GUID },
    amount: 2300,
  });
  await rig.proxy.up();
  await textOf(queueIndicator(rig.page), /отклонено 1/);
}
