import { describe, expect, it } from 'vitest';
import type { CommandName, HoldView, ShiftReport } from '../../../../common/contract/index';
import { reportPrintout } from '../../../../core/printing/report-layout';
import { commandValue, lookUpValue } from '../../../support/command-value';
import { proxiedDemoCoreForEachTest } from '../../../support/core-rig';
import { until } from '../../../support/until';

const BONUS = 'bonus_account_type-1';
const CENTS = 11_637;

const rig = proxiedDemoCoreForEachTest('core-shift-retaken-', {
  requestTimeoutMs: 300,
  quietPeriodMs: 800,
  pingInitialMs: 50,
  pingMaxMs: 200,
});
const value = <T>(name: CommandName, input: unknown = {}) => commandValue<T>(rig.core, name, input);
const report = async () => (await value<{ report: ShiftReport }>('shift.report')).report;
const csv = async () => (await value<{ csv: string }>('shift.csv')).csv;
const printed = (shift: ShiftReport) =>
  reportPrintout(shift, { venue: null, till: 'Касса 1', printedBy: 'Анна', at: Date.now() }, 'ru', 80)
    .lines.map((line) => line.text)
    .join('\n');

/** Every amount the report names hold by hold, in the lists and the control block. */
const amountsListed = (shift: ShiftReport) =>
  [...shift.queued, ...shift.unknown, ...shift.refused, ...shift.discarded, ...shift.control].map(
    (hold) => hold.amountCents,
  );

/** The CSV's sections (its fourth column) of the rows that carry the amount. */
const sectionsOf116 = (text: string) =>
  text
    .split('\r\n')
    .filter((row) => row.includes(',116.37'))
    .map((row) => row.split(',')[3]);

describe('a payment whose online try failed before it reached the platform, taken again offline', () => {
  it('is in the report once, as waiting and then as paid, never as a discard', async () => {
    await value('shift.open');
    // Ivanov's card swiped through the wedge: read, so the payment stands under no control check.
    const { token } = await value<{ token: { ref: string } }>('scan.submit', {
      text: ';0001234567?',
      source: 'wedge',
    });
    await lookUpValue(rig.core, { token: { ref: token.ref } });
    await rig.proxy.down(); // the link drops: the core has not noticed, the payment is tried online
    // The client's kept-alive socket is seen closed: the try is refused (certainly not applied).
    await new Promise((r) => setTimeout(r, 100));
    expect(rig.core.status().connectivity).toBe('online');
    const paid = await value<{ state: string }>('hold.debit', {
      token: { ref: token.ref },
      accountGuid: BONUS,
      amountCents: CENTS,
    });
    expect(paid.state).toBe('queued');

    const waiting = await report();
    expect(waiting.discarded).toEqual([]);
    expect(waiting.control.filter((line) => line.check === 'discard')).toEqual([]);
    expect(waiting.queued.map((hold) => hold.amountCents)).toEqual([CENTS]);
    expect(amountsListed(waiting)).toEqual([CENTS]);
    expect(sectionsOf116(await csv())).toEqual(['queued']);
    expect(printed(waiting)).not.toMatch(/Аннулир/);
    expect(printed(waiting)).toMatch(/Ожидают отправки: 1\n.*116,37/);

    await rig.proxy.up();
    await until(() => rig.core.status().queue.count === 0, 10_000);
    const sent = await report();
    expect(amountsListed(sent)).toEqual([]);
    expect(sent.accounts.map((account) => account.paid)).toEqual([{ count: 1, cents: CENTS }]);
    expect(printed(sent)).not.toMatch(/Аннулир/);
    expect(sectionsOf116(await csv())).toEqual(['paid']);
  });

  it('is one hold on every screen: the withdrawn try is in no list, event or journal entry', async () => {
    const seen: HoldView[] = [];
    rig.core.events.subscribe((name, payload) => {
      if (name === 'queue') seen.push((payload as { hold: HoldView }).hold);
    });
    const { token } = await value<{ token: { ref: string } }>('scan.submit', {
      text: ';0001234567?',
      source: 'wedge',
    });
    const { guest } = await lookUpValue<{ guest: { customerGuid: string } }>(rig.core, {
      token: { ref: token.ref },
    });
    await rig.proxy.down();
    await new Promise((r) => setTimeout(r, 100));
    const paid = await value<{ holdId: string; state: string }>('hold.debit', {
      token: { ref: token.ref },
      accountGuid: BONUS,
      amountCents: CENTS,
    });
    expect(paid.state).toBe('queued');

    // The try was there (its events said so) and was withdrawn: the last word on it says why.
    const tries = seen.filter((hold) => hold.holdId !== paid.holdId);
    expect(tries.length).toBeGreaterThan(0);
    expect(tries.at(-1)).toMatchObject({ state: 'cancelled', retaken: true });
    const listed = async (input: object) =>
      (await value<{ holds: HoldView[] }>('queue.list', input)).holds.map((hold) => hold.holdId);
    expect(await listed({})).toEqual([paid.holdId]);
    expect(await listed({ customerGuid: guest.customerGuid })).toEqual([paid.holdId]);
    expect(await listed({ states: ['cancelled'] })).toEqual([]);

    const holdEntries = rig.core.journal.list({}).entries.filter((entry) => entry.kind === 'hold');
    // A queued hold is no outcome yet: before this change the try's «cancelled» was the one entry.
    expect(holdEntries.map((entry) => entry.what)).toEqual([]);
    expect(holdEntries.map((entry) => entry.details.hold)).not.toContain(tries[0]!.holdId);
  });
});
