import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/e2e/axe';
import { closeDialog, go, hold, statusBar, swipeGuest, textOf, until } from '../../harness/e2e/cashier';
import { BONUS, IVANOV, IVANOV_TRACK } from '../../harness/e2e/demo-guests';
import { enterManagerPin } from '../../harness/e2e/manager';
import type { UiRig } from '../../harness/e2e/ui-rig';
import { useUiRig } from '../support/e2e/use-ui-rig';
import { decodeEscPos, FakePrinter } from '../support/fake-printer';

/**
 * Issue 42: a manager points the till at its receipt printer (the fake ESC/POS printer of the
 * suite) in Settings, seeing the slip as it prints; a payment prints its slip there; the status
 * bar says the printer's state in words, and reprints the last slip in one tap.
 */
let rig: UiRig;
let printer: FakePrinter;
useUiRig({ viewport: { width: 1024, height: 768 }, hasTouch: true }, (started) => {
  rig = started;
});
beforeAll(async () => {
  printer = await FakePrinter.start();
});
afterAll(() => printer?.close());

/** A slip's line: the label at the left, the figure at the right edge of the paper. */
const row = (label: string, value: string, width: number) => `${label.padEnd(width - value.length)}${value}`;
const printed = () => printer.printed().map((bytes) => decodeEscPos(bytes).lines);

describe('the receipt printer', () => {
  it('Settings: the sample slip at 32 and 48 characters, axe clean; a manager saves the address', async () => {
    const { page } = rig;
    await go(page, 'Настройки');
    const section = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: 'Чековый принтер' }) });
    const preview = section.getByTestId('slip-preview');
    // The preview's lines as they print: the figures at the right edge of 32 or 48 characters.
    const previewShows = (line: string) =>
      until(
        async () => (await preview.textContent())?.split('\n') ?? [],
        (lines) => lines.includes(line),
        line,
      );
    await previewShows(row('Сумма счёта', '1 234,50', 32));
    await section.getByRole('radio', { name: /80 мм/ }).tap();
    await previewShows(row('Сумма счёта', '1 234,50', 48));
    await section.getByRole('radio', { name: /58 мм/ }).tap();
    await previewShows(row('Сумма счёта', '1 234,50', 32));
    expect(await axeViolations(page)).toEqual([]);

    await section.getByRole('textbox', { name: 'Адрес принтера' }).fill(printer.address);
    await section.getByRole('button', { name: 'Сохранить' }).tap();
    await enterManagerPin(page);
    await textOf(section.getByRole('status').last(), /Сохранено/);
    await textOf(statusBar(page).locator('[data-printer-state]'), /^Принтер: готов/);
  });

  it('a payment prints its slip: the guest by first name, the card by its last four', async () => {
    const { page } = rig;
    await swipeGuest(page, IVANOV_TRACK, IVANOV);
    expect(await hold(page, BONUS, 'debit', '10,00')).toMatch(/оплачено бонусами 10,00/);
    await closeDialog(page);
    const [slip] = await until(
      async () => printed(),
      (slips) => slips.length === 1,
      'the slip on the fake printer',
    );
    expect(slip).toContain('Гость: Иван, карта ****4567');
    expect(slip).toContain(row('Оплачено бонусами', '10,00', 32));
    expect(slip!.join('\n')).not.toContain(IVANOV_TRACK);
  });

  it('out of paper: the status bar says so in words; the reprint waits and prints once the paper is in', async () => {
    const { page } = rig;
    printer.status = { noPaper: true };
    await statusBar(page).getByRole('button', { name: 'Повторить чек' }).tap();
    const state = statusBar(page).locator('[data-printer-state]');
    await textOf(state, /^Принтер: нет бумаги, ожидает печати: 1/);
    expect(printed()).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
    printer.status = {};
    const slips = await until(
      async () => printed(),
      (all) => all.length === 2,
      'the copy once the paper is in',
    );
    expect(slips[1]![0]!.trim()).toBe('*** КОПИЯ ***');
    await textOf(state, /^Принтер: готов$/);
  });
});
