import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HoldView, JournalEntry } from '../../../../common/contract/index';
import { journalLine } from '../../../../common/journal/journal-words';
import { startLoopbackHost, type LoopbackHost } from '../../../../core/hosts/loopback';
import { demoCoreForEachTest } from '../../../support/core-rig';
import { rpc } from '../../../../harness/http';
import { quietLog } from '../../../support/recording-handlers';
import { allowGoodwill, swipedRef } from '../../../support/money-guards';

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const ACCOUNT = 'bonus_account_type-1';
const PIN = '2468';
const demo = demoCoreForEachTest('core-corrections-');

let loopback: LoopbackHost;
beforeEach(async () => {
  const { core } = demo;
  await core.handlers['staff.createFirstManager']({ name: 'Анна', pin: PIN });
  await core.handlers['staff.addCashier']({ name: 'Борис', pin: '1357' }, { who: 'Анна' });
  await allowGoodwill(core);
  loopback = await startLoopbackHost({ handlers: core.handlers, events: core.events, log: quietLog() });
});
afterEach(async () => loopback.close());

/** A command over the loopback host, as the UI sends it: its value, or its error's code. */
async function call(name: string, input: object): Promise<{ status: number; value: unknown; code?: string }> {
  const { status, body } = await rpc(loopback.origin, loopback.secret, name, input);
  const error = (body as { error?: { code: string } }).error;
  return { status, value: body, ...(error ? { code: error.code } : {}) };
}

async function grant(): Promise<string> {
  return ((await call('grant.request', { pin: PIN })).value as { grant: string }).grant;
}

async function confirmedCredit(): Promise<string> {
  await call('cashier.signIn', { pin: '1357' });
  const { value } = await call('hold.credit', { token: IVANOV, accountGuid: ACCOUNT, amountCents: 2_500 });
  const { holdId, state } = value as { holdId: string; state: string };
  expect(state).toBe('confirmed');
  return holdId;
}

const journal = (kind?: JournalEntry['kind']) => demo.core.journal.list(kind ? { kind } : {}).entries;

describe('a reversal (issue 25)', () => {
  it("is refused without a manager's grant, and the hold stays confirmed", async () => {
    const holdId = await confirmedCredit();
    const refused = await call('hold.reverse', { holdId, correction: { reason: 'wrongGuest' } });
    expect(refused).toMatchObject({ status: 403, code: 'grantRequired' });
    expect(demo.core.queue.get(holdId)?.state).toBe('confirmed');
    expect(journal('refused')[0]).toMatchObject({ what: 'hold.reverse', cashier: 'Борис' });
  });

  it('needs a reason from the list, and a note for "other"', async () => {
    const holdId = await confirmedCredit();
    for (const correction of [
      undefined,
      { reason: 'mistake' },
      { reason: 'other' },
      { reason: 'other', note: '  ' },
    ])
      expect((await call('hold.reverse', { holdId, correction, grant: await grant() })).code).toBe(
        'invalidInput',
      );
    const long = { reason: 'duplicate', note: 'x'.repeat(201) };
    expect((await call('hold.reverse', { holdId, correction: long, grant: await grant() })).code).toBe(
      'invalidInput',
    );
    expect(demo.core.queue.get(holdId)?.state).toBe('confirmed');
  });

  it('goes through on a grant: the reason, the note and the manager are kept with the hold and journalled', async () => {
    const holdId = await confirmedCredit();
    const correction = { reason: 'wrongAmount', note: 'должно быть 15,00' };
    const answer = await call('hold.reverse', { holdId, correction, grant: await grant() });
    expect(answer.status).toBe(200);
    const { hold, reversal } = answer.value as { hold: HoldView; reversal: HoldView };
    const kept = { reason: 'wrongAmount', note: 'должно быть 15,00', manager: 'Анна' };
    expect(reversal).toMatchObject({ state: 'confirmed', correction: kept });
    expect(hold).toMatchObject({ state: 'reversed', correction: kept });
    // still there after a restart: read from the database
    const listed = (await call('queue.list', {})).value as { holds: HoldView[] };
    expect(listed.holds.find((h) => h.holdId === holdId)?.correction).toEqual(kept);

    const action = journal('protected').find((entry) => entry.what === 'hold.reverse');
    expect(action).toMatchObject({
      who: 'Анна',
      manager: 'Анна',
      cashier: 'Борис',
      details: {
        correction: 'wrongAmount',
        note: 'должно быть 15,00',
        'state before': 'confirmed',
        'state after': 'reversed',
      },
    });
    const reversed = journal('hold').find((entry) => entry.what === 'reversed');
    expect(reversed).toMatchObject({ who: 'Анна', manager: 'Анна', cashier: 'Борис' });
    expect(journalLine(action!, 'en')).toMatchObject({
      who: 'Manager Анна, cashier Борис',
      what: 'Reversed an operation',
    });
    expect(journalLine(action!, 'en').details).toEqual(
      expect.arrayContaining(['Reason: wrong amount', 'Note: должно быть 15,00', 'Amount: 25.00']),
    );
    expect(journalLine(reversed!, 'ru')).toMatchObject({
      who: 'Менеджер Анна, кассир Борис',
      what: 'Начисление бонусов отменено',
    });
    expect(journalLine(reversed!, 'ru').details).toContain('Причина: не та сумма');
  });
});

describe('a discard (issue 25)', () => {
  async function rejectedHold(): Promise<string> {
    const { core } = demo;
    // A debit larger than the guest's balance is refused by the platform.
    const { value } = await call('hold.debit', {
      token: await swipedRef(core),
      accountGuid: ACCOUNT,
      amountCents: 100_000_000,
    });
    const { holdId } = value as { holdId: string };
    expect(core.queue.get(holdId)?.state).toBe('rejected');
    return holdId;
  }

  it('without a reason is refused; with one, the manager and the reason are journalled in words', async () => {
    const holdId = await rejectedHold();
    const bare = await call('queue.resolve', { holdId, action: 'discard', grant: await grant() });
    expect(bare.code).toBe('invalidInput');
    const retryWithReason = {
      holdId,
      action: 'retry',
      correction: { reason: 'duplicate' },
      grant: await grant(),
    };
    expect((await call('queue.resolve', retryWithReason)).code).toBe('invalidInput');
    expect(demo.core.queue.get(holdId)?.state).toBe('rejected');

    const discard = {
      holdId,
      action: 'discard',
      correction: { reason: 'paidInMoney' },
      grant: await grant(),
    };
    const answer = await call('queue.resolve', discard);
    expect(answer.value).toMatchObject({
      hold: { state: 'discarded', correction: { reason: 'paidInMoney', manager: 'Анна' } },
    });
    const discarded = journal('hold').find((entry) => entry.what === 'discarded');
    // the manager's discard is the manager's, not "cashier / discarded"
    expect(discarded).toMatchObject({ who: 'Анна', manager: 'Анна' });
    expect(journalLine(discarded!, 'ru')).toMatchObject({
      who: 'Менеджер Анна',
      what: 'Оплата бонусами аннулирована',
    });
    const action = journal('protected').find((entry) => entry.what === 'queue.resolve');
    expect(journalLine(action!, 'en')).toMatchObject({ who: 'Manager Анна', what: 'Discarded an operation' });
    expect(journalLine(action!, 'en').details).toEqual(
      expect.arrayContaining([
        'Reason: paid in money instead',
        'State (before): refused',
        'State (after): discarded',
      ]),
    );
  });
});

describe('reading the journal (issue 25)', () => {
  it("needs a manager's grant, for the list and the CSV alike", async () => {
    expect(await call('journal.list', {})).toMatchObject({ status: 403, code: 'grantRequired' });
    expect(await call('journal.csv', {})).toMatchObject({ status: 403, code: 'grantRequired' });
    const listed = await call('journal.list', { grant: await grant() });
    expect(listed.status).toBe(200);
    // In words in both languages, so the page ships no journal dictionary (issue 44).
    const { rows } = listed.value as { rows: { at: string; words: Record<string, { what: string }> }[] };
    expect(rows.find((row) => row.words.ru!.what === 'Отказ без менеджера: просмотр журнала')).toMatchObject({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      words: {
        en: { kind: 'Refused without a manager', what: 'Refused without a manager: reading the journal' },
      },
    });
    expect(rows.map((row) => row.words.ru!.what)).toContain('Кассир добавлен');
    expect(JSON.stringify(rows)).not.toMatch(/journal\.list|cashierAdded|grantRequired/);
    const csv = await call('journal.csv', { language: 'ru', grant: await grant() });
    const text = (csv.value as { csv: string }).csv;
    expect(text).toContain('время,вид,кто,что,подробности');
    expect(text).toContain('Отказ без менеджера: просмотр журнала');
    expect(text).toContain('Кассир добавлен');
    expect(text).not.toMatch(/journal\.list|cashierAdded|grantRequired/);
  });
});
