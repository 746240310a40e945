import { fireEvent, screen, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { ReportHold, ShiftReport, ShiftView } from '../../../common/contract/index';
import ShiftScreen from '../../src/screens/ShiftScreen.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';

const OPEN: ShiftView = {
  id: 3,
  openedAt: '2026-11-26T08:00:00.000Z',
  openedBy: 'cashier',
  openedAutomatically: false,
};
const QUEUED: ReportHold = {
  holdId: 'h-1',
  kind: 'debit',
  state: 'queued',
  amountCents: 30_000,
  accountName: 'Бонусные баллы',
  guestName: 'Иванов Иван Иванович',
  card: '…4567',
  at: '2026-11-26T09:00:00.000Z',
};
const REPORT: ShiftReport = {
  kind: 'x',
  shift: OPEN,
  at: '2026-11-26T10:00:00.000Z',
  accounts: [],
  bills: { count: 0, cents: 0 },
  queued: [QUEUED],
  unknown: [],
  refused: [],
  reversals: [],
  discarded: [],
  control: [],
  byCashier: [],
  place: { venue: 'Самовар', till: 'demo' },
};
const READY = { state: 'ready', waiting: 1 } as const;

function render() {
  const fake = new FakeBridge()
    .ok('shift.current', { shift: OPEN, last: null })
    .ok('shift.report', { report: REPORT })
    .ok('shift.print', { queued: true, printer: READY })
    .ok('slip.reprint', { queued: true, printer: READY });
  renderWithTerminal(ShiftScreen, { bridge: fake, language: 'ru' });
  return fake;
}

describe('the shift screen and the receipt printer', () => {
  it('names the venue and the till, and prints the report on the receipt printer', async () => {
    const fake = render();
    const article = await screen.findByRole('article', { name: /X-отчёт, смена 3/ });
    expect(article.textContent).toContain('Самовар, касса demo');
    await fireEvent.click(screen.getByRole('button', { name: 'Печать на чековом принтере' }));
    expect(fake.calls['shift.print']).toHaveBeenCalledWith({ shiftId: 3, kind: 'x' });
    expect((await screen.findByText('Отчёт отправлен на чековый принтер.')).textContent).toBeTruthy();
  });

  it("reprints a listed hold's slip", async () => {
    const fake = render();
    const row = await screen.findByRole('row', { name: /Иванов/ });
    await fireEvent.click(within(row).getByRole('button', { name: 'Повторить чек этой операции' }));
    expect(fake.calls['slip.reprint']).toHaveBeenCalledWith({ holdId: 'h-1' });
    expect((await within(row).findByRole('status')).textContent).toBe('Копия отправлена на принтер.');
  });
});
