import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { CommandName, ControlLine, HoldResult, ShiftReport } from '../../../../common/contract/index';
import { dispatch } from '../../../../core/hosts/dispatch';
import { commandValue } from '../../../support/command-value';
import { demoCoreForEachTest, demoCoreOptions } from '../../../support/core-rig';
import { TerminalCore } from '../../../../core/terminal/terminal-core';
import { quietLog } from '../../../support/recording-handlers';
import { IVANOV_CARD } from '../../../support/server-app';
import { until } from '../../../support/until';

const BONUS = 'bonus_account_type-1';
const PIN = '2468';
const BORIS = '9753';
const VERA = '8642';

const rig = demoCoreForEachTest('core-shift-control-');
const core = () => rig.core;
const call = (name: CommandName, input: unknown = {}) => dispatch(core().handlers, name, input, quietLog());
const value = <T>(name: CommandName, input: unknown = {}) => commandValue<T>(core(), name, input);
const report = async (input: unknown = {}) =>
  (await value<{ report: ShiftReport }>('shift.report', input)).report;
const settled = () => until(() => core().status().queue.count === 0, 10_000);
const under = (lines: ControlLine[], check: ControlLine['check']) => lines.filter((l) => l.check === check);

/** Ivanov's card swiped through the wedge: read, so it pays with nothing more. */
const swipe = async () => ({
  ref: (await value<{ token: { ref: string } }>('scan.submit', { text: ';0001234567?', source: 'wedge' }))
    .token.ref,
});
/** Ivanov's card number typed by hand. */
const TYPED_CARD = { type: 'card', entry: 'manual', key: '0001234567' } as const;

/** A manager, two cashiers, cashier PINs on, Борис signed in; Ivanov's guid. */
async function staffedTill(): Promise<string> {
  await value('staff.createFirstManager', { name: 'Анна', pin: PIN });
  const { grant } = await value<{ grant: string }>('grant.request', { pin: PIN, scope: 'minutes' });
  await value('staff.addCashier', { name: 'Борис', pin: BORIS, grant });
  await value('staff.addCashier', { name: 'Вера', pin: VERA, grant });
  await value('settings.set', { cashierPins: true, grant });
  await value('cashier.signIn', { pin: BORIS });
  await value('shift.open');
  const { guest } = await value<{ guest: { customerGuid: string } }>('guest.lookup', {
    token: IVANOV_CARD,
  });
  return guest.customerGuid;
}

/** Anna's one-action grant for exactly this command, guest and amount. */
async function grantFor(command: string, customerGuid: string, amountCents: number): Promise<string> {
  const view = await value<{ grant: string }>('grant.request', {
    pin: PIN,
    scope: 'action',
    action: { command, customerGuid, amountCents },
  });
  return view.grant;
}

describe("the shift's control section", () => {
  it('names a goodwill award, a typed card paid with a manager, and a reversal, with their cashier and manager', async () => {
    const guest = await staffedTill();
    // No allowance for goodwill: the award goes through with Anna's grant.
    expect(
      await call('hold.credit', { token: await swipe(), accountGuid: BONUS, amountCents: 2_500 }),
    ).toMatchObject({ ok: false, error: { code: 'goodwillOverAllowance' } });
    const award = await value<HoldResult>('hold.credit', {
      token: await swipe(),
      accountGuid: BONUS,
      amountCents: 2_500,
      grant: await grantFor('hold.credit', guest, 2_500),
    });
    // A card number typed by hand pays only with a manager.
    await value('hold.debit', {
      token: TYPED_CARD,
      accountGuid: BONUS,
      amountCents: 1_000,
      grant: await grantFor('hold.debit', guest, 1_000),
    });
    // A swiped card pays with nothing more, and is under no check.
    await value('hold.debit', { token: await swipe(), accountGuid: BONUS, amountCents: 700 });
    // Вера reverses Борис's award: the reversal names her.
    await value('cashier.signIn', { pin: VERA });
    const { grant } = await value<{ grant: string }>('grant.request', { pin: PIN });
    await value('hold.reverse', { holdId: award.holdId, correction: { reason: 'wrongGuest' }, grant });
    await settled();

    const x = await report();
    const ivanov = { guestName: expect.stringMatching(/Иванов/), card: '…4567' };
    expect(under(x.control, 'awardWithoutBill')).toEqual([
      expect.objectContaining({
        ...ivanov,
        holdId: award.holdId,
        kind: 'credit',
        amountCents: 2_500,
        cashier: 'Борис',
        grantedBy: 'Анна',
      }),
    ]);
    const typed = expect.objectContaining({
      ...ivanov,
      kind: 'debit',
      amountCents: 1_000,
      cashier: 'Борис',
      grantedBy: 'Анна',
      presence: 'manager',
    });
    expect(under(x.control, 'manualCard')).toEqual([typed]);
    expect(under(x.control, 'paidWithoutCard')).toEqual([typed]);
    expect(under(x.control, 'reversal')).toEqual([
      expect.objectContaining({
        ...ivanov,
        kind: 'reverse',
        amountCents: 2_500,
        cashier: 'Вера',
        grantedBy: 'Анна',
      }),
    ]);
    expect(x.control.map((l) => l.check)).toEqual([
      'awardWithoutBill',
      'paidWithoutCard',
      'manualCard',
      'reversal',
    ]);
    expect(x.control.some((l) => l.amountCents === 700)).toBe(false);
    expect(x.byCashier.map((part) => [part.cashier, part.control.map((l) => l.check)])).toEqual([
      ['Борис', ['awardWithoutBill', 'paidWithoutCard', 'manualCard']],
      ['Вера', ['reversal']],
    ]);

    const rows = (await value<{ csv: string }>('shift.csv')).csv.split('\r\n').map((r) => r.split(','));
    const control = rows.filter((r) => r[0] === '1' && r[2] === '' && r[3] === 'control');
    // Per check a figure row (count, sum, check), then its lines with cashier, manager, presence.
    expect(control.find((r) => r[19] === 'paidWithoutCard' && r[7] === '')?.slice(5, 7)).toEqual([
      '1',
      '10.00',
    ]);
    const paidLine = control.find((r) => r[19] === 'paidWithoutCard' && r[7] !== '')!;
    expect(paidLine.slice(5, 7)).toEqual(['1', '10.00']);
    expect(paidLine[11]).toBe('…4567');
    // The venue and the till close the row (issue 42).
    expect(paidLine.slice(16, -2)).toEqual([
      'Анна',
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      'Борис',
      'paidWithoutCard',
      'manager',
    ]);
    expect(paidLine[7]).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(control.find((r) => r[19] === 'reversal' && r[7] !== '')?.[18]).toBe('Вера');
    expect(rows.some((r) => r[2] === 'Вера' && r[3] === 'control' && r[19] === 'reversal')).toBe(true);
  });

  it('lets a bill number settled again through with a manager: one bill line, the award without a rule', async () => {
    const guest = await staffedTill();
    const bill = { billCents: 100_000, billNumber: 'A-17' };
    await value('bill.settle', {
      ...bill,
      token: await swipe(),
      pay: { accountGuid: BONUS, amountCents: 5_000 },
    });
    const again = {
      ...bill,
      token: await swipe(),
      pay: { accountGuid: BONUS, amountCents: 3_000 },
      award: { accountGuid: BONUS, amountCents: 2_000 },
    };
    expect(await call('bill.settle', again)).toMatchObject({
      ok: false,
      error: { code: 'billAlreadySettled' },
    });
    await value('bill.settle', { ...again, grant: await grantFor('bill.settle', guest, 100_000) });
    await settled();

    const x = await report();
    // Both holds of the bill carry its waiver: the bill is named once, by its payment.
    expect(under(x.control, 'billException')).toEqual([
      expect.objectContaining({
        kind: 'debit',
        amountCents: 3_000,
        billNumber: 'A-17',
        billCents: 100_000,
        grantedBy: 'Анна',
      }),
    ]);
    expect(under(x.control, 'awardOverRule')).toEqual([
      expect.objectContaining({ kind: 'credit', amountCents: 2_000, billNumber: 'A-17', grantedBy: 'Анна' }),
    ]);
    // Awards on a bill are not awards without one; a swiped card is not typed.
    expect(under(x.control, 'awardWithoutBill')).toEqual([]);
    expect(under(x.control, 'manualCard')).toEqual([]);
    expect(under(x.control, 'paidWithoutCard')).toEqual([]);
    // The bill's line adds the bill's total to its check's sum.
    const csv = (await value<{ csv: string }>('shift.csv')).csv;
    const figure = [
      '1',
      'X',
      '',
      'control',
      '',
      '1',
      '1000.00',
      ...Array<string>(12).fill(''),
      'billException',
      '',
    ];
    const withoutPlace = csv.split('\r\n').map((row) => row.split(',').slice(0, -2).join(','));
    expect(withoutPlace).toContain(figure.join(','));
  });

  it('reads a Z report kept before the control section as one with no control lines', async () => {
    await value('hold.credit', { token: await swipe(), accountGuid: BONUS, amountCents: 1_000 });
    await settled();
    await value('shift.close');
    // As a terminal before issue 40 kept it: no control section.
    await core().close();
    const db = new Database(path.join(rig.dir, 'terminal.db'));
    try {
      db.prepare(
        `UPDATE shifts SET z_report_json = json_remove(z_report_json, '$.control') WHERE id = 1`,
      ).run();
      const kept = db.prepare('SELECT z_report_json FROM shifts WHERE id = 1').get() as {
        z_report_json: string;
      };
      expect(kept.z_report_json).not.toContain('"control"');
    } finally {
      db.close();
    }
    const next = await TerminalCore.open(demoCoreOptions(rig.dir, rig.server.baseUrl));
    try {
      const { report: z } = await commandValue<{ report: ShiftReport }>(next, 'shift.report', {
        shiftId: 1,
        kind: 'z',
      });
      expect(z.control).toEqual([]);
      expect(z.accounts.map((a) => a.awarded)).toEqual([{ count: 1, cents: 1_000 }]);
      const csv = await commandValue<{ csv: string }>(next, 'shift.csv', { shiftId: 1, kind: 'z' });
      expect(csv.csv).not.toContain(',control,');
      // Without a manager nothing is guarded; the X report names the award without a bill all the same.
      const { report: x } = await commandValue<{ report: ShiftReport }>(next, 'shift.report', { shiftId: 1 });
      expect(x.control).toEqual([expect.objectContaining({ check: 'awardWithoutBill', amountCents: 1_000 })]);
    } finally {
      await next.close();
    }
  });
});
