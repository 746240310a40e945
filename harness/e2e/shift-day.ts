import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { WAIT, closeDialog, expectConnectivity, hold, statusBar, swipeGuest, textOf } from './cashier';
import { BONUS, IVANOV, IVANOV_TRACK } from './demo-guests';
import type { UiRig } from './ui-rig';

/** The shift's button in the status bar ("Смена 1", "Смена не открыта"): it opens the shift screen. */
export function shiftIndicator(page: Page): Locator {
  return statusBar(page).getByRole('button', { name: /^Смена/ });
}

/** The report on the shift screen, by its title ("X-отчёт, смена 1"). */
export function shiftReport(page: Page, title: RegExp): Locator {
  return page.getByRole('article', { name: title });
}

/**
 * A short day at the till: the shift opened on its screen, a payment with a bill number and an
 * award online, then a payment queued during an outage (the loyalty server cut off); the shift
 * screen is left showing the X report. The platform stays down: `rig.proxy.up()` to send it.
 */
export async function shiftDay(rig: UiRig): Promise<void> {
  const { page } = rig;
  await shiftIndicator(page).click();
  await page.getByRole('button', { name: 'Открыть смену' }).click();
  await page.getByRole('heading', { name: 'Смена 1 открыта' }).waitFor(WAIT);

  await swipeGuest(page, IVANOV_TRACK, IVANOV);
  await hold(page, BONUS, 'debit', '150', { bill: 'A-17' });
  await closeDialog(page);
  // An award without a bill: the cashier's goodwill allowance is 0, a manager lets it through (issue 40).
  await hold(page, BONUS, 'credit', '50,50', { manager: true });
  await closeDialog(page);
  await rig.proxy.down();
  await expectConnectivity(page, 'НЕТ СВЯЗИ');
  await hold(page, BONUS, 'debit', '70', { bill: 'A-18' });
  await closeDialog(page);

  await page.keyboard.press('Alt+8');
  await textOf(shiftReport(page, /^X-отчёт, смена 1/), /Ждут отправки \(1\)/);
}

/** The page as Chromium prints it to PDF (its print stylesheet), turned into one PNG per page by pdftoppm. */
export async function printedPages(page: Page, pdfFile: string, pngPrefix: string): Promise<void> {
  await page.pdf({ path: pdfFile, format: 'A4', printBackground: false });
  await promisify(execFile)('pdftoppm', ['-png', '-r', '60', pdfFile, pngPrefix]);
}
