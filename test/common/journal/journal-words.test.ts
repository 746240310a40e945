import { describe, expect, it } from 'vitest';
import { JOURNAL_KINDS, type JournalEntry } from '../../../common/contract/index';
import { JOURNAL_KIND_WORDS } from '../../../common/journal/journal-dictionary';
import { journalLine, journalRow } from '../../../common/journal/journal-words';

const at = '2026-11-26T10:00:00.000Z';
const entry = (patch: Partial<JournalEntry>): JournalEntry => ({
  at,
  kind: 'hold',
  who: 'cashier',
  what: 'confirmed',
  details: {},
  ...patch,
});

/** One entry of every kind, as the core writes them (older lines have no manager or cashier). */
const SAMPLES: Record<JournalEntry['kind'], JournalEntry> = {
  hold: entry({ details: { kind: 'debit', amount: '1250.50', guest: 'Иванов Иван' } }),
  protected: entry({
    kind: 'protected',
    who: 'Анна',
    what: 'queue.resolve',
    details: { 'action before': 'discard', 'state before': 'rejected', 'state after': 'discarded' },
  }),
  pinFailed: entry({ kind: 'pinFailed', who: 'unknown', what: 'wrong', details: { waitSeconds: '1' } }),
  refused: entry({ kind: 'refused', what: 'settings.set', details: { code: 'grantRequired' } }),
  grant: entry({ kind: 'grant', who: 'Анна', what: 'minutes' }),
  staff: entry({ kind: 'staff', who: 'Борис', what: 'cashierSignedIn', cashier: 'Борис' }),
  dataFolder: entry({ kind: 'dataFolder', who: 'terminal', what: 'holdsMayBeLost' }),
  shift: entry({ kind: 'shift', who: 'Борис', what: 'shiftOpened', details: { shift: '3' } }),
};

/** The codes an entry keeps: none of them may reach the manager's screen. */
const CODE =
  /queue\.resolve|settings\.set|cashierSignedIn|holdsMayBeLost|shiftOpened|grantRequired|waitSeconds|rejected|\bwrong\b/;

describe('the journal in words', () => {
  it.each(JOURNAL_KINDS)('says a %s entry in Russian and in English, without its codes', (kind) => {
    for (const language of ['ru', 'en'] as const) {
      const line = journalLine(SAMPLES[kind], language);
      const text = [line.kind, line.who, line.what, ...line.details].join(' | ');
      expect(text, `${kind} ${language}`).not.toMatch(CODE);
      if (language === 'ru') expect(line.what, kind).toMatch(/[а-яё]/i);
    }
  });

  it('answers journal.list with each entry in both languages, its moment as written', () => {
    expect(journalRow(SAMPLES.protected)).toEqual({
      at,
      words: { ru: journalLine(SAMPLES.protected, 'ru'), en: journalLine(SAMPLES.protected, 'en') },
    });
  });

  it.each(JOURNAL_KINDS)("names a %s entry's kind as the page's filter does", (kind) => {
    for (const language of ['ru', 'en'] as const)
      expect(journalLine(SAMPLES[kind], language).kind).toBe(JOURNAL_KIND_WORDS[language][kind]);
  });

  it("reads an older manager's discard as the manager's, with before and after in words", () => {
    expect(journalLine(SAMPLES.protected, 'en')).toEqual({
      kind: 'Manager action',
      who: 'Manager Анна',
      what: 'Discarded an operation',
      details: ['Action (before): discard', 'State (before): refused', 'State (after): discarded'],
    });
    expect(journalLine(SAMPLES.protected, 'ru')).toMatchObject({
      who: 'Менеджер Анна',
      what: 'Аннулировал операцию',
      details: [
        'Действие (было): аннулировать',
        'Состояние (было): отклонена',
        'Состояние (стало): аннулирована',
      ],
    });
  });

  it('names the manager and the cashier, and writes money in the language', () => {
    const line = journalLine({ ...SAMPLES.hold, manager: 'Анна', cashier: 'Борис', what: 'reversed' }, 'ru');
    expect(line).toMatchObject({ who: 'Менеджер Анна, кассир Борис', what: 'Оплата бонусами отменена' });
    expect(line.details).toContain('Сумма: 1\u00a0250,50');
    expect(journalLine(SAMPLES.hold, 'en').details).toContain('Amount: 1,250.50');
    expect(journalLine(SAMPLES.hold, 'en').who).toBe('The cashier');
  });

  it('says the guest display chosen in words: automatically, none, or the display as the core named it', () => {
    const placed = (before: string, after: string) =>
      entry({
        kind: 'protected',
        who: 'Анна',
        what: 'display.place',
        details: { 'guestDisplay before': before, 'guestDisplay after': after },
      });
    expect(journalLine(placed('auto', 'DELL P2419H, 1920×1080'), 'en').details).toEqual([
      'Guest display (before): automatically: the first display other than the cashier’s',
      'Guest display (after): DELL P2419H, 1920×1080',
    ]);
    expect(journalLine(placed('#9', 'none'), 'ru').details).toEqual([
      'Экран гостя (было): #9',
      'Экран гостя (стало): экран гостя не показывать',
    ]);
  });

  it("says a change of the cashier's limits field by field, money in the language", () => {
    const changed = entry({
      kind: 'protected',
      who: 'Анна',
      what: 'settings.set',
      details: {
        'moneyGuards.goodwillPerShift before': '0.00',
        'moneyGuards.goodwillPerShift after': '1500.50',
        'moneyGuards.awardsPerGuestPerShift after': '5',
        'moneyGuards.billWithoutManager after': '30000.00',
        'moneyGuards.phonePaysWithPin after': 'false',
      },
    });
    expect(journalLine(changed, 'ru').details).toEqual([
      'Начисления без счёта, на кассира за смену (было): 0,00',
      'Начисления без счёта, на кассира за смену (стало): 1\u00a0500,50',
      'Счетов с начислением одному гостю за смену (стало): 5',
      'Наибольший счёт без менеджера (стало): 30\u00a0000,00',
      'Гость, найденный по набранному телефону, платит своим ПИН-кодом (стало): выключено',
    ]);
    expect(journalLine(changed, 'en').details).toEqual([
      'Awards without a bill, per cashier per shift (before): 0.00',
      'Awards without a bill, per cashier per shift (after): 1,500.50',
      'Bills one guest may be awarded on per shift (after): 5',
      'Largest bill without a manager (after): 30,000.00',
      'A guest found by a typed phone may pay with their own PIN (after): off',
    ]);
  });

  it('says what a one-action grant was for, and a money command refused or allowed, in words (issue 40)', () => {
    const grant = entry({
      kind: 'grant',
      who: 'Анна',
      what: 'action',
      details: { command: 'hold.credit', amount: '25.00' },
    });
    expect(journalLine(grant, 'ru').details).toEqual(['Для: начисление бонусов', 'Сумма: 25,00']);
    expect(journalLine(grant, 'en').details).toEqual(['For: an award of bonuses', 'Amount: 25.00']);
    const refused = entry({
      kind: 'refused',
      what: 'hold.credit',
      details: { code: 'goodwillOverAllowance' },
    });
    expect(journalLine(refused, 'ru')).toMatchObject({
      what: 'Отказ без менеджера: начисление бонусов',
      details: ['Почему: сверх того, что кассир может начислить без счёта'],
    });
    const allowed = entry({ kind: 'protected', who: 'Анна', what: 'bill.settle' });
    expect(journalLine(allowed, 'en').what).toBe('Allowed a bill');
  });

  it('shows a code it does not know (a later version) as written', () => {
    expect(journalLine(entry({ kind: 'staff', what: 'somethingNew' }), 'en').what).toBe('somethingNew');
  });
});

describe('the journal without codes, UTC times or whole ids (issue 41)', () => {
  const hold = entry({
    what: 'rejected',
    details: {
      hold: '3f2a9c1e-7b4d-4e0a-9a51-0c6f1d2e8b77',
      kind: 'debit',
      amount: '116.37',
      createdAt: '2026-11-26T10:00:05.000Z',
      reason: 'insufficientFunds',
      reverses: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    },
  });
  const local = (language: 'ru' | 'en') =>
    new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', {
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(Date.parse('2026-11-26T10:00:05.000Z'));

  it('says the refusal in words, the time taken in local time and the operation by its short id', () => {
    const ru = journalLine(hold, 'ru').details;
    expect(ru).toContain('Операция: #3f2a9c1e');
    expect(ru).toContain(`Принята: ${local('ru')}`);
    expect(ru).toContain('Отказ: недостаточно бонусов');
    expect(ru).toContain('Отменяет: #9e8d7c6b');
    const en = journalLine(hold, 'en').details.join(' | ');
    expect(en).toContain(`Taken at: ${local('en')}`);
    expect(en).toContain('Refusal: not enough bonuses');
    for (const text of [ru.join(' | '), en])
      expect(text).not.toMatch(/insufficientFunds|T10:00|Z\b|7b4d-4e0a|5a4f/);
  });
});

describe('the journal’s CSV (issue 41)', () => {
  it('has the local time first and the exact UTC moment only alongside it, last', async () => {
    const { journalCsv } = await import('../../../core/terminal/journal/journal-csv');
    const [header, row] = journalCsv([SAMPLES.hold], 'ru').trim().split(/\r?\n/);
    expect(header).toBe('время,вид,кто,что,подробности,"время (UTC, ISO 8601)"');
    const local = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'medium' }).format(
      Date.parse(at),
    );
    expect(row?.startsWith(`"${local}",Операция,`)).toBe(true);
    expect(row?.endsWith(`,${at}`)).toBe(true);
  });
});
