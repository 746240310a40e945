import type { Locator, Page } from 'playwright-core';
import type { JournalLine, JournalRow } from '../../common/contract/index';
import { WAIT } from './wait';

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

/** Picks why money goes back (issue 25) in the reversal's or discard's dialog, and types the note if any. */
export async function pickReason(dialog: Locator, reason: string, note?: string): Promise<void> {
  await dialog.getByRole('radio', { name: reason, exact: true }).check();
  if (note !== undefined) await dialog.getByRole('textbox').fill(note);
}

/** Picks why money goes back (issue 25), confirms, and types the manager's PIN the reversal or discard asks for. */
export async function confirmWithReason(
  page: Page,
  dialog: Locator,
  confirm: RegExp,
  reason = 'Повтор',
): Promise<void> {
  await pickReason(dialog, reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await enterManagerPin(page);
}

/**
 * The journal as a manager reads it through the back door: with a grant of the manager's PIN,
 * newest first, each entry in the words the Russian UI shows (journal.list answers words only).
 */
export async function journalWithGrant(
  rig: { call(command: string, input?: unknown): Promise<{ body: unknown }> },
  filter: object,
): Promise<JournalLine[]> {
  const { grant } = (await rig.call('grant.request', { pin: E2E_MANAGER.pin })).body as { grant: string };
  const { rows } = (await rig.call('journal.list', { ...filter, grant })).body as { rows: JournalRow[] };
  return rows.map((row) => row.words.ru);
}

/** The PIN step a money dialog opens inside itself when the core refuses it with a guard (issue 40). */
export function pinStep(page: Page): Locator {
  return page.getByRole('dialog').getByTestId('pin-step');
}

/** A PIN typed on the step's own pads (the manager's by default, or the guest's), then confirmed. */
export async function enterPinInStep(page: Page, pin: string = E2E_MANAGER.pin): Promise<void> {
  const step = pinStep(page);
  await step.waitFor(WAIT);
  for (const digit of pin) await step.getByRole('button', { name: digit, exact: true }).click();
  await step.getByRole('button', { name: 'Подтвердить', exact: true }).click();
}

type RpcRig = { call(command: string, input?: unknown): Promise<{ status: number; body: unknown }> };

/** A manager's one-action grant for exactly this money command, guest and amount (issue 40). */
export async function moneyGrant(
  rig: RpcRig,
  action: { command: string; customerGuid: string; amountCents: number },
): Promise<string> {
  const answer = await rig.call('grant.request', { pin: E2E_MANAGER.pin, scope: 'action', action });
  return (answer.body as { grant: string }).grant;
}

/**
 * The venue's money guards (issue 40) set by a manager through the back door, for a test about
 * something else than the guards: say why where it is called.
 */
export async function setMoneyGuards(rig: RpcRig, guards: Record<string, number | boolean>): Promise<void> {
  const { grant } = (await rig.call('grant.request', { pin: E2E_MANAGER.pin })).body as { grant: string };
  const answer = await rig.call('settings.set', { moneyGuards: guards, grant });
  if (answer.status !== 200) throw new Error(`settings.set moneyGuards: ${JSON.stringify(answer.body)}`);
}
