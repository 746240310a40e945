import type { Locator } from 'playwright-core';
import { isDebitRequest } from '../fault-proxy';
import {
  closeDialog,
  go,
  hold,
  platformOf,
  platformTransactions,
  swipeGuest,
  trackCard,
  until,
  WAIT,
} from './cashier';
import { BONUS, BONUS_GUID, IVANOV, IVANOV_TRACK } from './demo-guests';
import { UI_REQUEST_TIMEOUT_MS, type UiRig } from './ui-rig';

/**
 * On a rig whose platform answers the live service's history (`historyShape: 'bare'`): the
 * cashier's debit of 10,00 reaches the platform late, after the terminal gave up on it, and a
 * second till debits the same 10,00 from the same guest meanwhile, straight on the platform. The
 * hold goes to a manager; the queue's panel is opened on it. Answers the panel and the two
 * transactions: the hold's own and the second till's.
 */
export async function lostBesideSecondTill(
  rig: UiRig,
): Promise<{ panel: Locator; own: number; other: number; outcome: string }> {
  const { page } = rig;
  await swipeGuest(page, IVANOV_TRACK, IVANOV);
  rig.proxy.next('delay', isDebitRequest, { delayMs: 2 * UI_REQUEST_TIMEOUT_MS });
  const pending = hold(page, BONUS, 'debit', '10', { bill: 'A-17' });
  await until(
    async () => rig.proxy.log.some((entry) => isDebitRequest(entry.request)),
    (seen) => seen,
    'the debit to reach the proxy',
  );
  const other = await platformOf(rig).debitHold({
    customerToken: trackCard(IVANOV_TRACK),
    accountType: { accountGuid: BONUS_GUID },
    amount: 10,
  });
  const outcome = await pending;
  await closeDialog(page);

  await go(page, 'Очередь');
  // The history is read once the quiet period after the lost attempt has passed.
  const open = page.getByRole('button', { name: /^Найти .* в истории сервера/ });
  await open.waitFor({ ...WAIT, timeout: 30_000 });
  await open.click();
  const panel = page.getByRole('dialog', { name: 'Какая транзакция — эта операция?' });
  await panel.waitFor(WAIT);
  await until(
    () => panel.getByRole('radio').count(),
    (n) => n === 3,
    'two candidates and "none of these"',
  );
  const tens = (await platformTransactions(rig, IVANOV_TRACK, BONUS_GUID)).filter(
    (t) => t.type === 'DEBIT_HOLD' && Math.abs(t.amount) === 10,
  );
  if (tens.length !== 2) throw new Error(`expected two debits of 10,00, the platform has ${tens.length}`);
  const own = tens.find((t) => t.id !== other.bonusTransactionId)!.id;
  return { panel, own, other: other.bonusTransactionId, outcome };
}
