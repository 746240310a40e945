import { describe, expect, it } from 'vitest';
import { lostBesideSecondTill } from '../../harness/e2e/attribution-case';
import { platformTransactions, WAIT } from '../../harness/e2e/cashier';
import { BONUS_GUID, IVANOV_TRACK } from '../../harness/e2e/demo-guests';
import { E2E_MANAGER, enterManagerPin, journalWithGrant } from '../../harness/e2e/manager';
import type { UiRig } from '../../harness/e2e/ui-rig';
import { useUiRig } from '../support/e2e/use-ui-rig';

/**
 * The live service's history (no date, precheck or reversed id echoed): a debit whose answer was
 * lost beside a second till's debit of the same amount. The terminal cannot tell which is its
 * own and hands the hold to a manager, who picks it in the queue with the PIN; the journal says who.
 */

let rig: UiRig;
useUiRig({ historyShape: 'bare' }, (started) => (rig = started));

describe('a hold only a person can settle, in the real UI', () => {
  it("goes to a manager, who names its transaction beside the second till's look-alike", async () => {
    const { page } = rig;
    const { panel, own, other, outcome } = await lostBesideSecondTill(rig);
    expect(outcome).toMatch(/провер|неизвестн/i);
    // Both transactions are offered, with their balance after.
    for (const id of [own, other]) await panel.locator('label', { hasText: `#${id}` }).waitFor(WAIT);

    await panel.locator('label', { hasText: `#${own}` }).click();
    await panel.getByRole('button', { name: 'Подтвердить' }).click();
    await enterManagerPin(page);
    await page.getByText(`Транзакция ${own} записана за этой операцией.`).waitFor(WAIT);
    await panel.waitFor({ state: 'detached', ...WAIT });
    expect(await page.getByRole('button', { name: /^Найти .* в истории сервера/ }).count()).toBe(0);

    const journal = await journalWithGrant(rig, { kind: 'protected' });
    expect(journal.find((line) => line.what === 'Указал транзакцию операции в истории')).toMatchObject({
      who: `Менеджер ${E2E_MANAGER.name}`,
      details: expect.arrayContaining([
        `Транзакция (было): ${own}`,
        'Состояние (стало): проведена',
        `Транзакция (стало): ${own}`,
      ]),
    });
    // Nothing was sent again: the platform holds the two debits, one of them this hold's.
    const tens = (await platformTransactions(rig, IVANOV_TRACK, BONUS_GUID)).filter(
      (t) => t.type === 'DEBIT_HOLD' && Math.abs(t.amount) === 10,
    );
    expect(tens.map((t) => t.id).sort()).toEqual([own, other].sort());
  });
});
