import { describe, expect, it } from 'vitest';
import {
  WAIT,
  account,
  go,
  guestRegion,
  platformTransactions,
  plain,
  swipeGuest,
  closeDialog,
  hold,
  textOf,
  trackCard,
  transactionsSince,
} from '../../harness/e2e/cashier';
import { enterManagerPin } from '../../harness/e2e/manager';
import { BONUS, BONUS_GUID, ELKINA, ELKINA_TRACK } from '../../harness/e2e/demo-guests';
import type { UiRig } from '../../harness/e2e/ui-rig';
import { useUiRig } from '../support/e2e/use-ui-rig';

/**
 * The demo's blocked guest, Ёлкина, against the real platform, proxy and core (issue 14 §4, §5):
 * swiped she is shown blocked with pay and award off, the core refuses a hold sent to it
 * directly, and a search with е for ё finds her, marked blocked.
 */

let rig: UiRig;
useUiRig({}, (started) => (rig = started));

describe('a blocked guest in the real UI', () => {
  it('swiped, she is marked blocked and pay and award are off', async () => {
    const { page } = rig;
    await swipeGuest(page, ELKINA_TRACK, ELKINA);
    const guest = guestRegion(page, ELKINA);
    await textOf(guest.getByText('Заблокирован', { exact: true }), /Заблокирован/);
    const bonus = account(page, BONUS);
    for (const name of [/^Оплатить бонусами/, /^Начислить бонусы/]) {
      expect(await bonus.getByRole('button', { name }).isDisabled()).toBe(true);
    }
    expect(plain(await bonus.textContent())).toContain('Гость заблокирован');
    await page.keyboard.press('F2');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('the core refuses a debit and a credit sent past the UI, and the platform records nothing', async () => {
    const before = await platformTransactions(rig, ELKINA_TRACK, BONUS_GUID);
    for (const command of ['hold.debit', 'hold.credit']) {
      const answer = await rig.call(command, {
        token: trackCard(ELKINA_TRACK),
        accountGuid: BONUS_GUID,
        amountCents: 50,
      });
      expect(answer).toMatchObject({ status: 422, body: { error: { code: 'guestBlocked' } } });
    }
    expect(await platformTransactions(rig, ELKINA_TRACK, BONUS_GUID)).toEqual(before);
  });

  it('search with е for ё finds her, marked blocked', async () => {
    const { page } = rig;
    await go(page, 'Поиск');
    await page.getByRole('searchbox', { name: 'Поиск гостя по имени или телефону' }).fill('елкина');
    const option = page.getByRole('listbox', { name: 'Найденные гости' }).getByRole('option');
    await textOf(option, new RegExp(`^${ELKINA}`));
    expect(await option.count()).toBe(1);
    expect(plain(await option.textContent())).toContain('Заблокирован');
    await option.click();
    await guestRegion(page, ELKINA).getByText('Заблокирован', { exact: true }).waitFor(WAIT);
  });

  it('a manager allows one award with the PIN: it reaches the platform, the next is refused, the journal names the manager', async () => {
    const { page } = rig;
    const before = await platformTransactions(rig, ELKINA_TRACK, BONUS_GUID);
    await swipeGuest(page, ELKINA_TRACK, ELKINA);
    const bonus = account(page, BONUS);
    await bonus.getByRole('button', { name: 'Разрешить менеджером' }).click();
    await enterManagerPin(page);
    await textOf(bonus.getByRole('status'), /Анна Менеджер разрешил\(а\) одну операцию/);
    // An award without a bill needs the manager too (issue 40): the PIN in the dialog's step.
    const outcome = await hold(page, BONUS, 'credit', '3', { manager: true });
    expect(outcome).toMatch(/Начислено|начислено/);
    await closeDialog(page);
    expect(await bonus.getByRole('button', { name: /^Начислить бонусы/ }).isDisabled()).toBe(true);
    expect(await transactionsSince(rig, ELKINA_TRACK, BONUS_GUID, before)).toEqual([
      { type: 'CREDIT', amount: 3 },
    ]);
    // The allowance was for one hold: the core refuses the next one sent past the UI.
    const again = await rig.call('hold.credit', {
      token: trackCard(ELKINA_TRACK),
      accountGuid: BONUS_GUID,
      amountCents: 100,
    });
    expect(again).toMatchObject({ status: 422, body: { error: { code: 'guestBlocked' } } });

    await go(page, 'Настройки');
    const journal = page.getByRole('region', { name: 'Журнал' });
    await journal.getByRole('button', { name: 'Показать' }).click();
    await enterManagerPin(page);
    await textOf(journal, /Операция заблокированному гостю по разрешению менеджера/);
    const text = plain(await journal.textContent());
    // In words (issue 25), naming the manager, never the command's code.
    expect(text).toMatch(
      /Анна Менеджер.*Операция заблокированному гостю по разрешению менеджера.*Ёлкина Мария Николаевна/,
    );
    expect(text).toMatch(/Анна Менеджер.*Разрешил одну операцию заблокированному гостю/);
    expect(text).not.toMatch(/blockedGuestHold|hold\.allowBlocked/);
    // The hold's account by its name: its guid was blanked by the journal's redaction.
    expect(text).toMatch(/Бонусный счёт: Бонусные баллы/);
    expect(text).not.toContain('[redacted]');
  });
});
