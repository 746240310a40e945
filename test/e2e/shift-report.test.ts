import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WAIT, plain, textOf } from '../../harness/e2e/cashier';
import { enterManagerPin } from '../../harness/e2e/manager';
import { printedPages, shiftDay, shiftIndicator, shiftReport } from '../../harness/e2e/shift-day';
import { UiRig } from '../../harness/e2e/ui-rig';
import { tempFoldersForEachTest } from '../support/temp-folders';

let rig: UiRig;
const tempFolder = tempFoldersForEachTest('shift-pdf-');

beforeAll(async () => {
  rig = await UiRig.start({
    viewport: { width: 1024, height: 768 },
    locale: 'ru-RU',
    uiDir: inject('builtUiDir'),
  });
}, 120_000);

afterAll(async () => {
  await rig?.close();
});

describe('the shift and its report in Chromium', () => {
  it('shows the X report, prints it to PDF, and closes the shift with a manager while a hold waits', async () => {
    const { page } = rig;
    await shiftDay(rig);
    const x = shiftReport(page, /^X-отчёт, смена 1/);
    const text = plain(await x.innerText());
    expect(text).toMatch(
      /Бонусные баллы 150,00 \(1 шт\.\) 50,50 \(1 шт\.\) 0,00 \(0 шт\.\) 0,00 \(0 шт\.\) Счета: 0,00 \(0 шт\.\)/,
    );
    expect(text).toMatch(/Ждут отправки \(1\).*Иванов Иван Иванович …4567 A-18 70,00/);
    await textOf(shiftIndicator(page), /Смена 1/);

    // Chromium's print to PDF with the print stylesheet: the report alone, turned to PNG and looked at.
    const folder = tempFolder();
    await printedPages(page, path.join(folder, 'report.pdf'), path.join(folder, 'page'));
    const pages = (await readdir(folder)).filter((name) => name.endsWith('.png'));
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect((await stat(path.join(folder, pages[0]!))).size).toBeGreaterThan(5_000);

    // The close is refused while the queued payment waits; a manager closes it, the Z report lists it.
    await page.getByRole('button', { name: 'Закрыть смену' }).click();
    // It asks once, with the shift's totals (issue 41).
    await page
      .getByRole('dialog', { name: /^Закрыть смену \d+\?$/ })
      .getByRole('button', { name: /^Закрыть смену/ })
      .click();
    const alert = page.getByRole('alert').filter({ hasText: 'Операции смены ещё ждут' });
    await textOf(alert, /не завершено: 1/);
    await alert.getByRole('button', { name: 'Закрыть с менеджером' }).click();
    await enterManagerPin(page);
    const z = shiftReport(page, /^Z-отчёт, смена 1/);
    await textOf(z, /разрешил менеджер Анна Менеджер.*Ждут отправки \(1\)/);
    await page.getByRole('button', { name: 'Открыть смену' }).waitFor(WAIT);

    // Sent after the outage: the closed shift's report now shows it paid.
    await rig.proxy.up();
    await page.getByRole('button', { name: 'Смена 1 сейчас' }).click();
    await textOf(shiftReport(page, /^X-отчёт, смена 1/), /Бонусные баллы ?220,00 \(2 шт\.\)/);
  }, 180_000);
});
