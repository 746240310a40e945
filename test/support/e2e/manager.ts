import type { Page } from 'playwright-core';
import { WAIT } from './cashier';

/** The manager every UiRig creates before the page loads (unless `noManager`). */
export const E2E_MANAGER = { name: 'Анна Менеджер', pin: '2468' } as const;

/** The PIN dialog a protected action opens. */
export function pinDialog(page: Page) {
  return page.getByRole('dialog', { name: 'ПИН-код менеджера' });
}

/** A manager types the PIN on the dialog's pads (as on a touch till) and confirms. */
export async function enterManagerPin(page: Page, pin: string = E2E_MANAGER.pin): Promise<void> {
  const dialog = pinDialog(page);
  await dialog.waitFor(WAIT);
  for (const digit of pin) await dialog.getByRole('button', { name: digit, exact: true }).click();
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
}
