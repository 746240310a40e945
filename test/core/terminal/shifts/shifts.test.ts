import { describe, expect, it } from 'vitest';
import type {
  AccountFigures,
  CommandName,
  HoldResult,
  HoldView,
  ShiftReport,
  ShiftView,
  Status,
} from '../../../../common/contract/index';
import { dispatch } from '../../../../core/hosts/dispatch';
import { commandValue, lookUpValue } from '../../../support/command-value';
import { proxiedDemoCoreForEachTest } from '../../../support/core-rig';
import { quietLog } from '../../../support/recording-handlers';
import { IVANOV_CARD, PETROVA_TRACK } from '../../../support/server-app';
import { until } from '../../../support/until';

const BONUS = 'bonus_account_type-1';
const GIFT = 'bonus_account_type-2';
const PIN = '2468';

// Short time-outs and pings: an outage is noticed, and the platform's return, at once.
const rig = proxiedDemoCoreForEachTest('core-shifts-', {
  requestTimeoutMs: 300,
  pingInitialMs: 50,
  pingMaxMs: 100,
});
const core = () => rig.core;

const call = (name: CommandName, input: unknown = {}) => dispatch(core().handlers, name, input, quietLog());
const value = <T>(name: CommandName, input: unknown = {}) => commandValue<T>(core(), name, input);
const report = async (input: unknown = {}) =>
  (await value<{ report: ShiftReport }>('shift.report', input)).report;
const account = (r: { accounts: AccountFigures[] }, guid: string) =>
  r.accounts.find((a) => a.accountGuid === guid)!;
const figures = (a: AccountFigures) => ({
  paid: a.paid,
  awarded: a.awarded,
  reversedPaid: a.reversedPaid,
  reversedAwarded: a.reversedAwarded,
});

/** Ivanov's card swiped through the wedge: read, so a payment needs nothing more (issue 40). */
const swipe = async () => ({
  ref: (await value<{ token: { ref: string } }>('scan.submit', { text: ';0001234567?', source: 'wedge' }))
    .token.ref,
});

/** Goodwill awards without a bill within the cashier's allowance, set by a manager (issue 40). */
async function allowGoodwill(): Promise<void> {
  const { grant } = await value<{ grant: string }>('grant.request', { pin: PIN, scope: 'minutes' });
  await value('settings.set', { moneyGuards: { goodwillPerShiftCents: 1_000_000 }, grant });
}

/** Every hold answered by the platform (a slow machine may answer a hold after its command did). */
const settled = () => until(() => core().status().queue.count === 0, 10_000);

async function goOffline(): Promise<void> {
  await lookUpValue(core(), { token: IVANOV_CARD }); // saved for the offline limits
  await rig.proxy.down();
  await until(async () => {
    await call('company.info');
    return core().status().connectivity === 'offline';
  });
}

describe('a shift', () => {
  it('is opened at the till, once, and every hold belongs to it', async () => {
    const { shift } = await value<{ shift: ShiftView }>('shift.open');
    expect(shift).toMatchObject({ id: 1, openedBy: 'cashier', openedAutomatically: false });
    expect(await call('shift.open')).toMatchObject({ ok: false, error: { code: 'shiftAlreadyOpen' } });
    expect(core().shifts.current()?.id).toBe(1);
    expect((await value<Status>('status')).shift).toMatchObject({ id: 1 });
  });

  it('is opened by the core for a hold placed while none is open, and says so', async () => {
    expect(core().shifts.current()).toBeUndefined();
    await value('hold.credit', { token: IVANOV_CARD, accountGuid: BONUS, amountCents: 1_000 });
    const { shift } = await value<{ shift: ShiftView | null }>('shift.current');
    expect(shift).toMatchObject({ id: 1, openedAutomatically: true });
    const entries = core().journal.list({ kind: 'shift' }).entries;
    expect(entries.map((e) => e.what)).toEqual(['shiftOpenedAutomatically']);
    await settled();
    expect((await report()).accounts.map((a) => a.awarded)).toEqual([{ count: 1, cents: 1_000 }]);
  });

  it("adds up a day's holds per account type: paid, awarded, a bill, a reversal", async () => {
    await value('shift.open');
    const paid = await value<HoldResult>('hold.debit', {
      token: IVANOV_CARD,
      accountGuid: BONUS,
      amountCents: 10_000,
    });
    await value('hold.credit', { token: IVANOV_CARD, accountGuid: BONUS, amountCents: 2_550 });
    await value('hold.debit', { token: IVANOV_CARD, accountGuid: GIFT, amountCents: 50_000 });
    await value('bill.settle', {
      token: PETROVA_TRACK,
      billCents: 123_450,
      billNumber: 'A-17',
      pay: { accountGuid: BONUS, amountCents: 20_000 },
      award: { accountGuid: BONUS, amountCents: 5_173 },
    });
    await value('hold.reverse', { holdId: paid.holdId, correction: { reason: 'paidInMoney' } });
    await settled();

    const x = await report();
    expect(x.kind).toBe('x');
    expect(figures(account(x, BONUS))).toEqual({
      paid: { count: 2, cents: 30_000 },
      awarded: { count: 2, cents: 7_723 },
      reversedPaid: { count: 1, cents: 10_000 },
      reversedAwarded: { count: 0, cents: 0 },
    });
    expect(account(x, BONUS).accountName).toBe('Бонусные баллы');
    expect(account(x, GIFT)).toMatchObject({
      accountName: 'Подарочный сертификат',
      paid: { count: 1, cents: 50_000 },
    });
    expect(x.bills).toEqual({ count: 1, cents: 123_450 });
    expect(x.reversals).toEqual([
      expect.objectContaining({
        kind: 'reverse',
        state: 'confirmed',
        amountCents: 10_000,
        guestName: expect.any(String),
      }),
    ]);
    expect([...x.queued, ...x.unknown, ...x.refused]).toEqual([]);

    // Nothing waits: anyone at the till closes it, and the Z report is kept as it read.
    const closed = await value<{ shift: ShiftView; report: ShiftReport }>('shift.close');
    expect(closed.report).toMatchObject({ kind: 'z', shift: { id: 1, closedBy: 'cashier' } });
    expect(await report({ shiftId: 1, kind: 'z' })).toEqual(closed.report);
    expect(core().shifts.current()).toBeUndefined();

    const csv = (await value<{ csv: string }>('shift.csv', { shiftId: 1, kind: 'z' })).csv;
    expect(csv.split('\r\n')[0]).toBe(
      'shift,report,cashier,section,account,count,amount,time,kind,state,guest,card,bill,bill total,reason,note,manager,local time,hold cashier,check,presence,venue,till',
    );
    expect(csv).toContain('1,Z,,paid,Бонусные баллы,2,300.00');
    expect(csv).toContain('1,Z,,bills,,1,1234.50');
    // Every row names the till (and the venue, once the company's name was read).
    expect(closed.report.place?.till).toBe('demo');
    expect(
      csv
        .split('\r\n')
        .slice(1, -1)
        .every((row) => row.endsWith(',demo')),
    ).toBe(true);
    expect(csv).not.toContain('66666600000011');
  });

  it("names each reversal's and discard's reason, note and granting manager, in the X report and the CSV", async () => {
    await value('staff.createFirstManager', { name: 'Анна', pin: PIN });
    await allowGoodwill();
    await value('shift.open');
    const grant = async () => (await value<{ grant: string }>('grant.request', { pin: PIN })).grant;
    const award = await value<HoldResult>('hold.credit', {
      token: IVANOV_CARD,
      accountGuid: BONUS,
      amountCents: 2_500,
    });
    await value('hold.reverse', {
      holdId: award.holdId,
      correction: { reason: 'wrongGuest' },
      grant: await grant(),
    });
    // More than the guest has: the loyalty server refuses it, and a manager discards it.
    const refused = await value<HoldResult>('hold.debit', {
      token: await swipe(),
      accountGuid: BONUS,
      amountCents: 100_000_000,
    });
    const note = 'гость ушёл, = оплатил картой';
    await value('queue.resolve', {
      holdId: refused.holdId,
      action: 'discard',
      correction: { reason: 'other', note },
      grant: await grant(),
    });
    await settled();

    const x = await report();
    expect(x.reversals).toEqual([
      expect.objectContaining({
        kind: 'reverse',
        amountCents: 2_500,
        correction: { reason: 'wrongGuest', manager: 'Анна' },
      }),
    ]);
    expect(x.discarded).toEqual([
      expect.objectContaining({
        kind: 'debit',
        state: 'discarded',
        correction: { reason: 'other', note, manager: 'Анна' },
      }),
    ]);
    expect(account(x, BONUS).reversedAwarded).toEqual({ count: 1, cents: 2_500 });

    const rows = (await value<{ csv: string }>('shift.csv')).csv.split('\r\n');
    const row = (section: string) => rows.find((r) => r.startsWith(`1,X,,${section},`))!.split(',');
    expect(row('reversals').slice(-9, -6)).toEqual(['wrongGuest', '', 'Анна']);
    // the note's comma is quoted, not a column of its own
    expect(rows.find((r) => r.startsWith('1,X,,discarded,'))).toMatch(
      /,debit,discarded,.*,other,"гость ушёл, = оплатил картой",Анна,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,,,,[^,]*,demo$/,
    );
  });

  it('through an outage: lists the queued holds, refuses the close without a manager, then settles them in the closed shift', async () => {
    await value('staff.createFirstManager', { name: 'Анна', pin: PIN });
    await allowGoodwill();
    await value('shift.open');
    const card = await swipe();
    await goOffline();
    await value('hold.debit', {
      token: card,
      accountGuid: BONUS,
      amountCents: 3_000,
      billNumber: 'B-2',
    });
    await value('hold.credit', { token: IVANOV_CARD, accountGuid: BONUS, amountCents: 700 });

    const x = await report();
    expect(x.queued.map((h) => [h.kind, h.amountCents, h.card, h.billNumber])).toEqual([
      ['debit', 3_000, '…4567', 'B-2'],
      ['credit', 700, '…4567', undefined],
    ]);
    expect(x.queued[0]?.guestName).toMatch(/Иванов/);
    expect(account(x, BONUS).paid).toEqual({ count: 0, cents: 0 });

    expect(await call('shift.close')).toMatchObject({
      ok: false,
      error: { code: 'shiftHoldsWait', details: { count: 2, queued: 2, unknown: 0, refused: 0 } },
    });
    expect(await call('shift.close', { leaveWaiting: true })).toMatchObject({
      ok: false,
      error: { code: 'grantRequired' },
    });
    expect(core().shifts.current()?.id).toBe(1);

    const { grant } = await value<{ grant: string }>('grant.request', { pin: PIN });
    const closed = await value<{ report: ShiftReport }>('shift.close', { leaveWaiting: true, grant });
    expect(closed.report.shift).toMatchObject({ closeApprovedBy: 'Анна' });
    expect(closed.report.queued).toHaveLength(2);

    await rig.proxy.up();
    await until(async () =>
      (await value<{ holds: HoldView[] }>('queue.list')).holds.every((h) => h.state === 'confirmed'),
    );
    // The closed shift's X report shows them settled; its Z report still reads as at close.
    const later = await report({ shiftId: 1 });
    expect(later.queued).toEqual([]);
    expect(account(later, BONUS)).toMatchObject({
      paid: { count: 1, cents: 3_000 },
      awarded: { count: 1, cents: 700 },
    });
    expect((await report({ shiftId: 1, kind: 'z' })).queued).toHaveLength(2);
  });

  it('with cashier PINs: opened by the signed-in cashier only, figures per cashier', async () => {
    await value('staff.createFirstManager', { name: 'Анна', pin: PIN });
    const { grant } = await value<{ grant: string }>('grant.request', { pin: PIN, scope: 'minutes' });
    await value('staff.addCashier', { name: 'Борис', pin: '9753', grant });
    await value('staff.addCashier', { name: 'Вера', pin: '8642', grant });
    await value('settings.set', {
      cashierPins: true,
      moneyGuards: { goodwillPerShiftCents: 1_000_000 },
      grant,
    });

    expect(await call('shift.open')).toMatchObject({ ok: false, error: { code: 'cashierRequired' } });
    await value('cashier.signIn', { pin: '9753' });
    expect((await value<{ shift: ShiftView }>('shift.open')).shift.openedBy).toBe('Борис');
    await value('hold.credit', { token: IVANOV_CARD, accountGuid: BONUS, amountCents: 100 });
    await value('cashier.signIn', { pin: '8642' });
    await value('hold.credit', { token: IVANOV_CARD, accountGuid: BONUS, amountCents: 250 });
    await settled();

    const x = await report();
    expect(x.byCashier.map((part) => [part.cashier, account(part, BONUS).awarded])).toEqual([
      ['Борис', { count: 1, cents: 100 }],
      ['Вера', { count: 1, cents: 250 }],
    ]);
    expect(account(x, BONUS).awarded).toEqual({ count: 2, cents: 350 });
  });

  it('answers a report and a close with no shift as errors, not empty figures', async () => {
    expect(await call('shift.report')).toMatchObject({ ok: false, error: { code: 'shiftNotOpen' } });
    expect(await call('shift.close')).toMatchObject({ ok: false, error: { code: 'shiftNotOpen' } });
    expect(await call('shift.report', { shiftId: 7 })).toMatchObject({
      ok: false,
      error: { code: 'shiftNotFound' },
    });
    await value('shift.open');
    expect(await call('shift.report', { kind: 'z' })).toMatchObject({
      ok: false,
      error: { code: 'shiftStillOpen' },
    });
  });
});
