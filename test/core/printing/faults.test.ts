import { describe, expect, it } from 'vitest';
import type { FakePrinterMode } from '../../support/fake-printer';
import { until } from '../../support/until';
import { printedExactly, printerStatus, printingRigForEachTest, settleBill } from './printing-rig';

const rig = printingRigForEachTest();

/** Checkout goes on, the slip waits in the queue, the status names the fault. */
async function billWhileDown(expected: string): Promise<void> {
  const bill = await settleBill(rig.core);
  expect(bill.pay?.state).toBe('confirmed');
  expect(bill.award?.state).toBe('confirmed');
  await until(() => printerStatus(rig.core).state === expected && printerStatus(rig.core).waiting === 1);
  expect(rig.printer.printed()).toEqual([]);
}

async function slipOnceBack(): Promise<void> {
  const printed = await printedExactly(rig.printer, 1);
  expect(printed).toHaveLength(1);
  expect(printed[0]).toContain('Гость: Иван, карта ****4567');
  expect(printerStatus(rig.core)).toEqual({ state: 'ready', waiting: 0 });
}

describe('a printer at fault never holds up a bill, and the slip prints once when it is back', () => {
  it('refusing connections', async () => {
    await rig.printer.refuse();
    await billWhileDown('unreachable');
    await rig.printer.accept();
    await slipOnceBack();
  });

  const misbehaving: [FakePrinterMode, string][] = [
    ['neverRead', 'accepting and never reading'],
    ['dropMidSlip', 'dropping the connection mid-slip'],
    ['mute', 'never answering its status'],
  ];
  for (const [mode, what] of misbehaving)
    it(what, async () => {
      await rig.printer.accept(mode);
      await billWhileDown('unreachable');
      // The printer had a part of the slip (dropped) or none of it: no slip came out whole.
      const partial = rig.printer.connections.some((bytes) => bytes.length > 0);
      expect(partial).toBe(mode === 'dropMidSlip');
      await rig.printer.accept('normal');
      await slipOnceBack();
    });

  it('out of paper, then with its cover open: said in the status, printed once the paper is in', async () => {
    rig.printer.status = { noPaper: true };
    await billWhileDown('noPaper');
    rig.printer.status = { coverOpen: true };
    await until(() => printerStatus(rig.core).state === 'coverOpen');
    rig.printer.status = {};
    await slipOnceBack();
  });

  it('waits across a restart of the core and prints once after it', async () => {
    await rig.printer.refuse();
    await billWhileDown('unreachable');
    const core = await rig.restart();
    expect(printerStatus(core).waiting).toBe(1);
    await rig.printer.accept();
    await slipOnceBack();
  });
});
