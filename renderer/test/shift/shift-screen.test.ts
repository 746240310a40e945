import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { ControlLine, ReportHold, ShiftReport, ShiftView } from '../../../common/contract/index';
import ShiftScreen from '../../src/screens/ShiftScreen.svelte';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';

const OPEN: ShiftView = {
  id: 3,
  openedAt: '2026-11-26T08:00:00.000Z',
  openedBy: 'cashier',
  openedAutomatically: false,
};
const none = { count: 0, cents: 0 };
const QUEUED: ReportHold = {
  holdId: 'h-1',
  kind: 'debit',
  state: 'queued',
  amountCents: 30_000,
  accountName: 'Бонусные баллы',
  guestName: 'Иванов Иван Иванович',
  card: '…4567',
  billNumber: 'A-17',
  billCents: 123_450,
  at: '2026-11-26T09:00:00.000Z',
};

function report(
  kind: 'x' | 'z',
  shift: ShiftView,
  queued: ReportHold[] = [],
  moved: Pick<ShiftReport, 'reversals' | 'discarded'> = { reversals: [], discarded: [] },
): ShiftReport {
  return {
    kind,
    shift,
    at: '2026-11-26T10:00:00.000Z',
    accounts: [
      {
        accountGuid: 'bonus_account_type-1',
        accountName: 'Бонусные баллы',
        paid: { count: 2, cents: 30_000 },
        awarded: { count: 1, cents: 5_173 },
        reversedPaid: { count: 1, cents: 10_000 },
        reversedAwarded: none,
      },
    ],
    bills: { count: 1, cents: 123_450 },
    queued,
    unknown: [],
    refused: [],
    ...moved,
    control: [],
    byCashier: [],
  };
}

function openShift(queued: ReportHold[] = []): FakeBridge {
  return new FakeBridge()
    .ok('shift.current', { shift: OPEN, last: null })
    .ok('shift.report', { report: report('x', OPEN, queued) });
}

/** The close's confirmation (issue 41): its Confirm takes a tap once a reaction time is over. */
async function confirmClose(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: /Close shift 3\?|Закрыть смену 3\?/ });
  const confirm = within(dialog).getByRole('button', { name: /^(Close the shift|Закрыть смену)/ });
  await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
  await fireEvent.click(confirm);
  return dialog;
}

describe('the shift screen', () => {
  it("shows the open shift's X report: per account type, the bill, the holds that wait with guest, card and bill", async () => {
    renderWithTerminal(ShiftScreen, { bridge: openShift([QUEUED]) });
    const article = await screen.findByRole('article', { name: 'X report, shift 3' });
    const figures = within(article).getAllByRole('table')[0]!;
    expect(within(figures).getByRole('row', { name: /Бонусные баллы/ }).textContent).toMatch(
      /300\.00 \(2 op\.\).*51\.73 \(1 op\.\).*100\.00 \(1 op\.\)/,
    );
    expect(article.textContent).toContain('Bills: 1,234.50 (1 op.)');
    const waiting = within(article).getByRole('row', { name: /Иванов/ });
    expect(waiting.textContent).toMatch(/…4567.*A-17 \(1,234\.50\).*300\.00/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shift 3 is open');
  });

  it('refused to close while holds wait: says how many, and closes only when asked again with a manager', async () => {
    const closed = {
      ...OPEN,
      closedAt: '2026-11-26T11:00:00.000Z',
      closedBy: 'cashier',
      closeApprovedBy: 'Анна',
    };
    const fake = openShift([QUEUED]).answer('shift.close', (input) =>
      'leaveWaiting' in input
        ? { ok: true, value: { shift: closed, report: report('z', closed, [QUEUED]) } }
        : { ok: false, error: fakeError('shiftHoldsWait', { count: 1, queued: 1, unknown: 0, refused: 0 }) },
    );
    renderWithTerminal(ShiftScreen, { bridge: fake });
    await fireEvent.click(await screen.findByRole('button', { name: 'Close the shift' }));
    await confirmClose();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('1 operations of this shift are not settled');
    await fireEvent.click(within(alert).getByRole('button', { name: 'Close with a manager' }));
    expect(fake.calls['shift.close']).toHaveBeenLastCalledWith({ leaveWaiting: true });
    const z = await screen.findByRole('article', { name: 'Z report, shift 3' });
    expect(z.textContent).toContain('approved by manager Анна');
    expect(within(z).getByRole('row', { name: /Иванов/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the shift' })).toBeTruthy();
  });

  it('opens a shift when none is open, and prints and saves the report through the bridge', async () => {
    let opened = false;
    const fake = new FakeBridge()
      .answer('shift.current', () => ({ ok: true, value: { shift: opened ? OPEN : null, last: null } }))
      .answer('shift.open', () => {
        opened = true;
        return { ok: true, value: { shift: OPEN } };
      })
      .ok('shift.report', { report: report('x', OPEN) });
    renderWithTerminal(ShiftScreen, { bridge: fake, language: 'ru' });
    await fireEvent.click(await screen.findByRole('button', { name: 'Открыть смену' }));
    await screen.findByRole('article', { name: 'X-отчёт, смена 3' });
    await fireEvent.click(screen.getByRole('button', { name: 'Сохранить в PDF' }));
    expect(fake.print).toHaveBeenCalledWith('pdf', 'shift-3-x');
    expect((await screen.findByRole('status')).textContent).toBe('PDF сохранён.');
    await fireEvent.click(screen.getByRole('button', { name: 'Печать' }));
    expect(fake.print).toHaveBeenLastCalledWith('printer', 'shift-3-x');
    expect(screen.getByText('В окне печати выберите принтер «Сохранить как PDF».')).toBeTruthy();
  });

  it("says why each reversal and discard was made and which manager let it, in the screen's language", async () => {
    const reversal: ReportHold = {
      ...QUEUED,
      holdId: 'r-1',
      kind: 'reverse',
      state: 'confirmed',
      amountCents: 10_000,
      correction: { reason: 'wrongAmount', manager: 'Анна' },
    };
    const discard: ReportHold = {
      ...QUEUED,
      holdId: 'd-1',
      state: 'discarded',
      correction: { reason: 'other', note: 'гость ушёл', manager: 'Анна' },
    };
    const fake = new FakeBridge().ok('shift.current', { shift: OPEN, last: null }).ok('shift.report', {
      report: report('x', OPEN, [QUEUED], { reversals: [reversal], discarded: [discard] }),
    });
    renderWithTerminal(ShiftScreen, { bridge: fake, language: 'ru' });
    const article = await screen.findByRole('article', { name: 'X-отчёт, смена 3' });
    const list = (title: RegExp) => within(article).getByRole('heading', { name: title }).closest('section')!;
    const reversals = list(/^Отмены/);
    expect(within(reversals).getByRole('columnheader', { name: 'Причина' })).toBeTruthy();
    expect(within(reversals).getByRole('row', { name: /Иванов/ }).textContent).toMatch(
      /Не та сумма\s*менеджер Анна/,
    );
    expect(within(list(/^Сброшены/)).getByRole('row', { name: /Иванов/ }).textContent).toMatch(
      /Другое: гость ушёл\s*менеджер Анна/,
    );
    // The holds that wait have no reason: their list has no such column.
    expect(within(list(/^Ждут отправки/)).queryByRole('columnheader', { name: 'Причина' })).toBeNull();
    expect(article.textContent).not.toMatch(/wrongAmount|other/);
  });

  it('shows the control section per check with count and sum, for the shift and per cashier, and prints it', async () => {
    const goodwill: ControlLine = {
      ...QUEUED,
      holdId: 'c-1',
      kind: 'credit',
      state: 'confirmed',
      amountCents: 2_500,
      billNumber: undefined,
      billCents: undefined,
      cashier: 'Борис',
      check: 'awardWithoutBill',
      grantedBy: 'Анна',
    };
    const byPin: ControlLine = {
      ...QUEUED,
      holdId: 'd-2',
      state: 'confirmed',
      amountCents: 1_000,
      card: '…1234',
      cashier: 'Борис',
      check: 'paidWithoutCard',
      presence: 'guestPin',
    };
    const byManager: ControlLine = {
      ...byPin,
      holdId: 'd-3',
      amountCents: 500,
      presence: 'manager',
      grantedBy: 'Анна',
    };
    const control = [goodwill, byPin, byManager];
    const x = {
      ...report('x', OPEN),
      control,
      byCashier: [{ ...report('x', OPEN), control, cashier: 'Борис' }],
    };
    const fake = new FakeBridge()
      .ok('shift.current', { shift: OPEN, last: null })
      .ok('shift.report', { report: x });
    renderWithTerminal(ShiftScreen, { bridge: fake, language: 'ru' });
    const article = await screen.findByRole('article', { name: 'X-отчёт, смена 3' });
    const controls = within(article).getAllByRole('heading', { name: 'Контроль' });
    // The whole shift's and Борис's: each after the lists, in the article the print keeps.
    expect(controls).toHaveLength(2);
    const shiftControl = controls[0]!.closest('section')!;
    const check = (title: RegExp) =>
      within(shiftControl).getByRole('heading', { name: title }).closest('section')!;
    const awards = check(/^Начисления без счёта/);
    expect(within(awards).getByRole('heading').textContent).toMatch(/Начисления без счёта: 25,00 \(1 шт\.\)/);
    expect(within(awards).getByRole('row', { name: /Иванов/ }).textContent).toMatch(
      /…4567.*25,00\s*Борис\s*Анна/,
    );
    const payments = check(/^Оплаты без карты или QR/);
    expect(within(payments).getByRole('heading').textContent).toMatch(/: 15,00 \(2 шт\.\)/);
    expect(within(payments).getByRole('columnheader', { name: 'Гость подтверждён' })).toBeTruthy();
    const rows = within(payments).getAllByRole('row', { name: /Иванов/ });
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/…1234.*A-17 \(1\s234,50\).*10,00\s*Борис\s*—\s*ПИН гостя/),
      expect.stringMatching(/5,00\s*Борис\s*Анна\s*менеджер/),
    ]);
    // Awards without a bill do not say how a guest was proven.
    expect(within(awards).queryByRole('columnheader', { name: 'Гость подтверждён' })).toBeNull();
    expect(article.textContent).not.toMatch(/awardWithoutBill|paidWithoutCard|guestPin/);
    expect(controls[1]!.closest('section.cashier, .cashier')).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Печать' }));
    expect(fake.print).toHaveBeenCalledWith('printer', 'shift-3-x');
  });

  it('says there is nothing to note when the shift has no control lines', async () => {
    renderWithTerminal(ShiftScreen, { bridge: openShift() });
    const article = await screen.findByRole('article', { name: 'X report, shift 3' });
    const control = within(article).getByRole('heading', { name: 'Control' }).closest('section')!;
    expect(control.textContent).toContain('Nothing to note: no exceptions in this shift.');
  });

  it('«Закрыть смену» asks once with the totals; a double tap neither closes twice nor opens a new shift (issue 41)', async () => {
    const closed = { ...OPEN, closedAt: '2026-11-26T11:00:00.000Z', closedBy: 'cashier' };
    const fake = openShift()
      .ok('shift.close', { shift: closed, report: report('z', closed) })
      .ok('shift.open', { shift: { ...OPEN, id: 4 } });
    renderWithTerminal(ShiftScreen, { bridge: fake, language: 'ru' });
    const close = await screen.findByRole('button', { name: 'Закрыть смену' });
    await fireEvent.click(close);
    await fireEvent.click(close); // the second tap of a double tap
    const dialog = await screen.findByRole('dialog', { name: 'Закрыть смену 3?' });
    expect(fake.calls['shift.close']).not.toHaveBeenCalled();
    const totals = within(dialog).getByTestId('shift-close-totals');
    expect(within(totals).getByRole('row', { name: /Бонусные баллы/ }).textContent).toMatch(
      /300,00 \(2 шт\.\).*51,73 \(1 шт\.\)/,
    );
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain('Счета: 1 234,50 (1 шт.)');
    const confirm = within(dialog).getByRole('button', { name: /^Закрыть смену/ });
    expect((confirm as HTMLButtonElement).disabled).toBe(true); // a reaction time first
    await confirmClose();
    // The second tap of a double tap on the confirmation lands on «Открыть смену»: nothing opens.
    await fireEvent.click(await screen.findByRole('button', { name: 'Открыть смену' }));
    expect(fake.calls['shift.close']).toHaveBeenCalledTimes(1);
    expect(fake.calls['shift.open']).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the close asked and kept: Esc leaves the shift open', async () => {
    const fake = openShift();
    renderWithTerminal(ShiftScreen, { bridge: fake, language: 'ru' });
    await fireEvent.click(await screen.findByRole('button', { name: 'Закрыть смену' }));
    const dialog = await screen.findByRole('dialog', { name: 'Закрыть смену 3?' });
    await fireEvent.keyDown(dialog.querySelector('[role="dialog"]') ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls['shift.close']).not.toHaveBeenCalled();
  });
});
