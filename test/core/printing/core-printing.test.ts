import { describe, expect, it } from 'vitest';
import { commandValue } from '../../support/command-value';
import { swipedRef } from '../../support/money-guards';
import { until } from '../../support/until';
import { printedExactly, printerStatus, printingRigForEachTest, settleBill } from './printing-rig';

const rig = printingRigForEachTest();

describe('slips printed by the core to a network printer', () => {
  it('a bill prints one slip: its figures, the balance after, the card by its last four only', async () => {
    const bill = await settleBill(rig.core);
    expect(bill.pay?.state).toBe('confirmed');
    const [slip] = await printedExactly(rig.printer, 1);
    expect(slip).toEqual(
      expect.arrayContaining([
        'Касса                       demo',
        'Счёт                        1234',
        'Гость: Иван, карта ****4567',
        'Сумма счёта             1 234,50',
        'Оплачено бонусами         617,25',
        'К оплате                  617,25',
        'Начислено                  30,86',
      ]),
    );
    expect(slip!.some((line) => line.startsWith('Баланс: '))).toBe(true);
    expect(slip!.join('\n')).not.toMatch(/0001234567|ожидает|уточняется/);
    expect(printerStatus(rig.core)).toEqual({ state: 'ready', waiting: 0 });
  });

  it('an offline bill prints as waiting to be sent, and its copy later shows it done', async () => {
    // The guest's balance is known from an online look-up: an offline payment needs it.
    await commandValue(rig.core, 'guest.lookup', { token: await swipedRef(rig.core) });
    await rig.proxy.down();
    // Offline at most half the saved balance (1 000,00) may be paid.
    const bill = await settleBill(rig.core, 30_000);
    expect(bill.pay?.state).toBe('queued');
    const [slip] = await printedExactly(rig.printer, 1);
    expect(slip!.filter((line) => line.trim() === 'ожидает отправки')).toHaveLength(2);
    expect(slip!.some((line) => line.startsWith('Баланс'))).toBe(false);

    await rig.proxy.up();
    await until(() => rig.core.queue.get(bill.pay!.holdId)?.state === 'confirmed', 15_000);
    await until(() => rig.core.queue.get(bill.award!.holdId)?.state === 'confirmed', 15_000);
    // Settled later: not printed again by itself.
    expect(await printedExactly(rig.printer, 1)).toHaveLength(1);
    const reprint = await commandValue<{ queued: boolean }>(rig.core, 'slip.reprint', {
      holdId: bill.award!.holdId,
    });
    expect(reprint.queued).toBe(true);
    const [, copy] = await printedExactly(rig.printer, 2);
    expect(copy![0]!.trim()).toBe('*** КОПИЯ ***');
    expect(copy!.join('\n')).not.toMatch(/ожидает/);
    expect(copy!.some((line) => line.startsWith('Баланс: '))).toBe(true);
  });

  it("a reversal prints its own slip, and the bill's copy says the payment was reversed", async () => {
    const bill = await settleBill(rig.core);
    await printedExactly(rig.printer, 1);
    await commandValue(rig.core, 'hold.reverse', {
      holdId: bill.pay!.holdId,
      correction: { reason: 'wrongAmount' },
    });
    const [, reversal] = await printedExactly(rig.printer, 2);
    expect(reversal).toContain('Отмена оплаты             617,25');
    expect(reversal).toContain('Счёт                        1234');
    expect(reversal!.some((line) => line.startsWith('Баланс: '))).toBe(true);

    await commandValue(rig.core, 'slip.reprint', { holdId: bill.pay!.holdId });
    const [, , copy] = await printedExactly(rig.printer, 3);
    expect(copy).toContain('Оплачено бонусами         617,25');
    expect(copy).toContain('  отменено');
    // The payment moved back: the guest pays the whole bill in money.
    expect(copy).toContain('К оплате                1 234,50');
  });

  it('«Повторить чек» without a hold reprints the last slip', async () => {
    await settleBill(rig.core);
    await printedExactly(rig.printer, 1);
    await commandValue(rig.core, 'slip.reprint', {});
    const [first, copy] = await printedExactly(rig.printer, 2);
    expect(copy!.slice(1)).toEqual(first);
  });

  it('the X report, the test print and the preview', async () => {
    await settleBill(rig.core);
    await printedExactly(rig.printer, 1);
    await commandValue(rig.core, 'shift.print', { kind: 'x' });
    const [, report] = await printedExactly(rig.printer, 2);
    expect(report![0]!.trim()).toBe('X-ОТЧЁТ');
    expect(report).toContain('Смена                         #1');
    expect(report!.slice(-2).join(' ')).toMatch(/^напечатал: cashier, \d\d\.\d\d\.\d{4} \d\d:\d\d$/);

    await commandValue(rig.core, 'printer.test', {});
    const [, , test] = await printedExactly(rig.printer, 3);
    expect(test![0]!.trim()).toBe('ПРОБНАЯ ПЕЧАТЬ');
    expect(test).toContain('12345678901234567890123456789012');

    const preview = await commandValue<{ lines: string[]; columns: number }>(rig.core, 'slip.preview', {
      paper: 80,
      language: 'en',
    });
    expect(preview.columns).toBe(48);
    expect(preview.lines).toContain('Bill total                              1,234.50');
    const waiting = await commandValue<{ lines: string[] }>(rig.core, 'slip.preview', { sample: 'waiting' });
    expect(waiting.lines.filter((line) => line === '  ожидает отправки')).toHaveLength(2);
    const reversal = await commandValue<{ lines: string[] }>(rig.core, 'slip.preview', {
      sample: 'reversal',
    });
    expect(reversal.lines).toContain('Отмена оплаты             617,25');
  });

  it('the Z report prints by itself at the close, and not when slips do not print by themselves', async () => {
    await settleBill(rig.core);
    await printedExactly(rig.printer, 1);
    await commandValue(rig.core, 'shift.close', {});
    const [, z] = await printedExactly(rig.printer, 2);
    expect(z![0]!.trim()).toBe('Z-ОТЧЁТ');
    expect(z!.some((line) => /^Закрыта +\d\d\.\d\d\.\d{4} \d\d:\d\d cashier$/.test(line))).toBe(true);

    await commandValue(rig.core, 'settings.set', { printer: { autoPrint: false } });
    await settleBill(rig.core, 10_000, '1235');
    await commandValue(rig.core, 'shift.close', {});
    expect(await printedExactly(rig.printer, 2)).toHaveLength(2);
  });

  it("previews a hold's slip as it stands; an unknown hold is named so", async () => {
    const bill = await settleBill(rig.core);
    const preview = await commandValue<{ lines: string[] }>(rig.core, 'slip.preview', {
      holdId: bill.award!.holdId,
    });
    expect(preview.lines).toContain('Начислено                  30,86');
    expect(preview.lines).toContain('Оплачено бонусами         617,25');
    for (const command of ['slip.preview', 'slip.reprint'] as const)
      await expect(commandValue(rig.core, command, { holdId: 'no-such-hold' })).rejects.toThrow(
        /holdNotFound/,
      );
  });

  it('with no printer set nothing is queued and the status says so', async () => {
    await commandValue(rig.core, 'settings.set', { printer: { address: null } });
    await settleBill(rig.core);
    expect(await commandValue(rig.core, 'printer.test', {})).toEqual({
      queued: false,
      printer: { state: 'notSet', waiting: 0 },
    });
    expect(rig.printer.printed()).toEqual([]);
  });
});

describe('the venue and the till on the report', () => {
  it('the X report on screen and its CSV name them once the company is known', async () => {
    await commandValue(rig.core, 'company.info', {});
    await settleBill(rig.core);
    const { report } = await commandValue<{ report: { place?: { venue: string | null; till: string } } }>(
      rig.core,
      'shift.report',
      {},
    );
    expect(report.place).toEqual({ venue: expect.stringMatching(/\S/), till: 'demo' });
    const { csv } = await commandValue<{ csv: string }>(rig.core, 'shift.csv', {});
    expect(csv.split('\r\n')[1]).toMatch(new RegExp(`,${report.place!.venue},demo$`));
  });
});
