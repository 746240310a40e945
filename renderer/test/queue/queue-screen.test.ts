import { fireEvent, screen, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { CommandOutput, HoldView, Language } from '../../../common/contract/index';
import QueueScreen from '../../src/screens/QueueScreen.svelte';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { changed, hold, summary } from './holds';

const REF = 'AAAAAAAAAAAAAAAAAAAAAA';

function listing(holds: HoldView[], nextCursor?: number): CommandOutput<'queue.list'> {
  return {
    holds,
    summary: summary({
      count: 3,
      debitCents: 45_000,
      creditCents: 10_000,
      uncertain: 1,
      rejected: 1,
      oldest: {
        holdId: holds.at(-1)?.holdId ?? 'x',
        createdAt: new Date(Date.now() - 12 * 60_000).toISOString(),
        ageMs: 0,
      },
    }),
    ...(nextCursor ? { nextCursor } : {}),
  };
}

async function showQueue(holds: HoldView[], options: { language?: Language; fake?: FakeBridge } = {}) {
  const fake = options.fake ?? new FakeBridge().ok('queue.list', listing(holds));
  const rendered = renderWithTerminal(QueueScreen, { bridge: fake, language: options.language ?? 'en' });
  const table = await screen.findByRole('table', { name: /Operations|Операции/ });
  if (holds.length > 0) await within(table).findAllByRole('row', { name: /…/ });
  return { ...rendered, table };
}

/** The words of the last retry or discard (a status region; an alert when it failed). */
const result = () => screen.findByTestId('action-result');

/** The row's discard, then its reason (issue 25) and the dialog's confirmation. */
async function discardWithReason(reason: RegExp, confirm: RegExp): Promise<void> {
  await fireEvent.click(screen.getByRole('button', { name: /^(Discard|Аннулировать):/ }));
  const dialog = await screen.findByRole('dialog');
  const button = within(dialog).getByRole('button', { name: confirm });
  expect(button).toHaveProperty('disabled', true);
  await fireEvent.click(within(dialog).getByRole('radio', { name: reason }));
  await fireEvent.click(button);
}

const rowOf = (holdToFind: HoldView) =>
  document.querySelector<HTMLTableRowElement>(`tr[data-hold-id="${holdToFind.holdId}"]`);

describe('QueueScreen', () => {
  it('shows the summary and each hold with its kind, card, amount, state, reason and attempts', async () => {
    const rejected = hold({
      state: 'rejected',
      reason: fakeError('insufficientFunds'),
      attempts: 2,
      billNumber: 'B-17',
    });
    const uncertain = hold({
      state: 'uncertain',
      kind: 'credit',
      amountCents: 10_000,
      token: '…9876',
      reason: fakeError('platformUnavailable'),
    });
    await showQueue([uncertain, rejected]);
    const summaryRegion = screen.getByRole('region', { name: 'Queue summary' });
    expect(screen.getByTestId('queue-count').textContent).toBe('3');
    expect(summaryRegion.textContent).toContain('450.00');
    expect(summaryRegion.textContent).toContain('100.00');
    expect(summaryRegion.textContent).toContain('12 minutes ago');
    const rejectedRow = rowOf(rejected)!;
    expect(rejectedRow.textContent).toContain('Payment with bonuses');
    expect(rejectedRow.textContent).toContain('−150.00');
    expect(rejectedRow.textContent).toContain('…4567');
    expect(rejectedRow.textContent).toContain('Refused');
    expect(rejectedRow.textContent).toContain('error insufficientFunds');
    expect(rejectedRow.textContent).toContain('bill B-17');
    const uncertainRow = rowOf(uncertain)!;
    expect(uncertainRow.textContent).toContain('+100.00');
    expect(uncertainRow.textContent).toContain('error platformUnavailable');
    expect(uncertainRow.textContent).toContain('moves to Refused, where a manager decides');
  });

  it('names the guest of each hold beside the masked card, when the core knew the guest', async () => {
    const known = hold({ guestName: 'Михайлов Александр Михайлович', token: '…0001' });
    const unknown = hold({ token: '…9876' });
    await showQueue([known, unknown]);
    expect(screen.getByRole('columnheader', { name: 'Guest, card' })).toBeTruthy();
    const cells = (row: HoldView) => rowOf(row)!.querySelector('td.card')!.textContent?.trim();
    expect(cells(known)).toMatch(/^Михайлов Александр Михайлович\s+…0001$/);
    expect(cells(unknown)).toBe('…9876');
  });

  it('shows any reason through its message, in Russian too', async () => {
    const rejected = hold({ state: 'rejected', reason: fakeError('platformRefused') });
    await showQueue([rejected], { language: 'ru' });
    expect(rowOf(rejected)!.textContent).toContain('ошибка platformRefused');
    expect(rowOf(rejected)!.textContent).toContain('Отклонена');
    expect(screen.getByRole('button', { name: /^Повторить: Оплата бонусами 150,00, …4567/ })).toBeTruthy();
  });

  it('updates a row in place from queue events, keyed by the hold, and adds new holds on top', async () => {
    const waiting = hold();
    const { fake } = await showQueue([waiting]);
    const row = rowOf(waiting)!;
    fake.emit('queue', {
      hold: changed(waiting, { state: 'sending', attempts: 1 }),
      summary: summary({ count: 1 }),
    });
    await expect.poll(() => row.textContent).toContain('Sending');
    expect(rowOf(waiting)).toBe(row);
    const added = hold({ kind: 'credit', amountCents: 7500 });
    fake.emit('queue', { hold: added, summary: summary({ count: 2 }) });
    await expect.poll(() => screen.getAllByRole('row').length).toBe(3);
    expect(screen.getAllByRole('row')[1]!.textContent).toContain('+75.00');
    expect(screen.getByTestId('queue-count').textContent).toBe('2');
  });

  it('pages with "Show more" from the cursor the core gave', async () => {
    const [older, newer] = [hold(), hold()];
    const fake = new FakeBridge().answer('queue.list', ({ cursor }) => ({
      ok: true,
      value: cursor === 41 ? listing([older!]) : listing([newer!], 41),
    }));
    await showQueue([newer!], { fake });
    await fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await expect.poll(() => rowOf(older!)).not.toBeNull();
    expect(fake.calls['queue.list']).toHaveBeenLastCalledWith({ limit: 50, cursor: 41 });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('filters by state group', async () => {
    const { fake } = await showQueue([hold()]);
    await fireEvent.click(screen.getByRole('radio', { name: /Refused/ }));
    expect(fake.calls['queue.list']).toHaveBeenLastCalledWith({ limit: 50, states: ['rejected'] });
    await fireEvent.click(screen.getByRole('radio', { name: /Settled/ }));
    expect(fake.calls['queue.list']).toHaveBeenLastCalledWith({
      limit: 50,
      states: ['confirmed', 'cancelled', 'discarded', 'reversed'],
    });
  });

  it('retries a rejected hold and says so in words', async () => {
    const rejected = hold({ state: 'rejected', reason: fakeError('platformUnavailable') });
    const { fake } = await showQueue([rejected]);
    fake.ok('queue.resolve', { hold: changed(rejected, { state: 'queued' }) });
    await fireEvent.click(screen.getByRole('button', { name: /^Retry: Payment with bonuses 150.00/ }));
    expect(fake.calls['queue.resolve']).toHaveBeenCalledWith({ holdId: rejected.holdId, action: 'retry' });
    expect((await result()).textContent).toContain('Payment with bonuses 150.00, …4567: will be sent again.');
    expect(rowOf(rejected)!.textContent).toContain('Waiting');
  });

  it("says why a retry failed, with the core's message", async () => {
    const rejected = hold({ state: 'rejected' });
    const { fake } = await showQueue([rejected]);
    fake.fail('queue.resolve', fakeError('reversalPending'));
    await fireEvent.click(screen.getByRole('button', { name: /^Retry/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'could not be retried. error reversalPending',
    );
  });

  it('asks for the card when the core no longer keeps it, and retries with the next card scanned', async () => {
    const rejected = hold({ state: 'rejected' });
    const { fake, terminal } = await showQueue([rejected]);
    fake.fail('queue.resolve', fakeError('cardRequired'));
    await fireEvent.click(screen.getByRole('button', { name: /^Retry/ }));
    expect((await result()).textContent).toContain("Scan the guest's card");
    fake.ok('queue.resolve', { hold: changed(rejected, { state: 'queued' }) });
    terminal.scans.route({
      kind: 'token',
      token: { type: 'card', entry: 'trackCode', masked: '…4567', ref: REF },
      source: 'wedge',
    });
    await expect.poll(() => fake.calls['queue.resolve'].mock.calls.length).toBe(2);
    expect(fake.calls['queue.resolve']).toHaveBeenLastCalledWith({
      holdId: rejected.holdId,
      action: 'retry',
      token: { ref: REF },
    });
    expect(terminal.navigation.screen).toBe('guest'); // untouched: the scan went to the retry
    expect((await result()).textContent).toContain('will be sent again');
  });

  it('discards a rejected hold the platform certainly did not apply, and says so', async () => {
    const rejected = hold({ state: 'rejected' });
    const { fake } = await showQueue([rejected]);
    fake.ok('queue.resolve', { hold: changed(rejected, { state: 'discarded' }) });
    await discardWithReason(/^Duplicate$/, /^Discard$/);
    expect(fake.calls['queue.resolve']).toHaveBeenCalledWith({
      holdId: rejected.holdId,
      action: 'discard',
      correction: { reason: 'duplicate' },
    });
    expect((await result()).textContent).toContain('discarded. It will not be sent.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('QueueScreen: forced discard of a hold whose outcome is unknown', () => {
  async function refusedDiscard(language: Language = 'en') {
    const rejected = hold({
      state: 'rejected',
      reason: fakeError('holdOutcomeUnknown'),
      guestName: 'Иванов Иван Иванович',
      billNumber: 'PC-77',
    });
    const rendered = await showQueue([rejected], { language });
    rendered.fake.fail('queue.resolve', fakeError('holdOutcomeUnknown'));
    await discardWithReason(/^(Wrong guest|Не тот гость)$/, /^(Discard|Аннулировать)$/);
    const dialog = await screen.findByRole('dialog', { name: /unknown|неизвестным/ });
    return { ...rendered, rejected, dialog };
  }

  it('names guest, amount, bill and time, says what it risks, and sends force on the confirmation', async () => {
    const { fake, rejected, dialog } = await refusedDiscard();
    expect(screen.getByRole('dialog', { name: 'Discard an operation whose outcome is unknown?' })).toBe(
      dialog,
    );
    const text = dialog.textContent.replace(/\s+/g, ' ');
    expect(text).toContain('Guest Иванов Иван Иванович');
    expect(text).toContain('Amount Payment with bonuses −150.00');
    expect(text).toContain('Bill PC-77');
    expect(text).toMatch(/Time 23\/11\/2026, \d{2}:\d{2} Card …4567/);
    expect(text).toContain('may already have been charged');
    expect(text).toContain("Only a manager's PIN discards it");
    // The grant is the check: no tick box a cashier could tick instead.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(fake.calls['queue.resolve']).toHaveBeenCalledTimes(1);
    const confirm = within(dialog).getByRole('button', { name: 'Discard for good' });
    fake.ok('queue.resolve', { hold: changed(rejected, { state: 'discarded' }) });
    await fireEvent.click(confirm);
    expect(fake.calls['queue.resolve']).toHaveBeenLastCalledWith({
      holdId: rejected.holdId,
      action: 'discard',
      correction: { reason: 'wrongGuest' },
      force: true,
    });
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect((await result()).textContent).toContain(
      'discarded by a manager. The terminal forgot it and will not retry it.',
    );
  });

  it('cancels without sending anything', async () => {
    const { fake, dialog } = await refusedDiscard('ru');
    expect(dialog.textContent).toContain('Возможно, сервер лояльности уже списал эти бонусы у гостя.');
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.calls['queue.resolve']).toHaveBeenCalledTimes(1);
  });

  it('says what a credit risks', async () => {
    const rejected = hold({ state: 'rejected', kind: 'credit', reason: fakeError('holdOutcomeUnknown') });
    const { fake } = await showQueue([rejected]);
    fake.fail('queue.resolve', fakeError('holdOutcomeUnknown'));
    await discardWithReason(/^Other$/, /^Discard$/);
    // "Other" needs a note: nothing is sent without one
    expect(fake.calls['queue.resolve']).not.toHaveBeenCalled();
    await fireEvent.input(screen.getByRole('textbox', { name: /Say why/ }), {
      target: { value: 'гость ушёл' },
    });
    await fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^Discard$/ }));
    expect((await screen.findByRole('dialog', { name: /unknown/ })).textContent).toContain(
      'may already have been credited',
    );
  });

  it('offers no discard of a hold still being checked (uncertain): the terminal checks it itself', async () => {
    const uncertain = hold({ state: 'uncertain' });
    await showQueue([uncertain]);
    expect(within(rowOf(uncertain)!).queryAllByRole('button')).toEqual([]);
    expect(rowOf(uncertain)!.textContent).toContain('moves to Refused, where a manager decides');
  });
});
