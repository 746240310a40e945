import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { CommandOutput, ErrorValue, HoldView, Result } from '../../../common/contract/index';
import HistoryPanel from '../../src/history/HistoryPanel.svelte';
import TwoPanels from './TwoPanels.svelte';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { account, deferred, holdView, REF, showGuest } from '../holds/fixtures';
import { OTHER_REF, scannedCard } from '../guest/fixtures';
import { withManager } from '../staff/manager-fake';
import { summary } from '../queue/holds';

const SUMMARY = summary();

const HOLDS: HoldView[] = [
  holdView({
    holdId: 'old',
    state: 'confirmed',
    createdAt: '2026-11-23T09:00:00.000Z',
    bonusTransactionId: 41,
  }),
  holdView({ holdId: 'other-account', accountGuid: 'gift', createdAt: '2026-11-23T10:30:00.000Z' }),
  // No other guest's hold: queue.list of a guest gives that guest's only (test/core/queue-list-guest).
  holdView({
    holdId: 'new',
    kind: 'credit',
    state: 'confirmed',
    amountCents: 7500,
    createdAt: '2026-11-23T10:20:00.000Z',
    bonusTransactionId: 42,
  }),
  holdView({
    holdId: 'waiting',
    state: 'uncertain',
    amountCents: 3000,
    createdAt: '2026-11-23T10:10:00.000Z',
    bonusTransactionId: undefined,
  }),
];

async function renderPanel(fake: FakeBridge, holds: HoldView[] = HOLDS) {
  fake.ok('queue.list', { holds, summary: SUMMARY });
  fake.ok('account.history', {
    account: account(),
    transactions: [
      {
        id: 41,
        regTime: '2026-11-23T09:00:00.500Z',
        type: 'DEBIT_HOLD',
        amountCents: 15_000,
        ledgerCents: 100_000,
        availableCents: 85_000,
      },
      {
        id: 40,
        regTime: '2026-11-22T09:00:00.500Z',
        type: 'CREDIT',
        amountCents: 100_000,
        ledgerCents: 100_000,
        availableCents: 100_000,
      },
    ],
    source: 'live',
    ageMs: 0,
    fetchedAt: '2026-11-23T10:30:00.000Z',
  });
  const rendered = renderWithTerminal(HistoryPanel, {
    props: { account: account(), open: true },
    bridge: fake,
  });
  await showGuest(rendered.terminal, fake);
  const recent = await screen.findByRole('region', { name: 'Recent operations at this terminal' });
  await waitFor(() => expect(within(recent).getAllByRole('listitem').length).toBeGreaterThan(0));
  return { ...rendered, recent };
}

function itemsOf(recent: HTMLElement): string[] {
  return within(recent)
    .getAllByRole('listitem')
    .map((item) => (item.textContent ?? '').replace(/\s+/g, ' ').trim());
}

function reversedAnswer(hold: HoldView): Result<CommandOutput<'hold.reverse'>> {
  return {
    ok: true,
    value: {
      hold: { ...hold, state: 'reversed' },
      reversal: holdView({ holdId: 'rev', kind: 'reverse', state: 'confirmed', reverses: hold.holdId }),
    },
  };
}

/** Picks the reason (issue 25): until then the confirmation cannot be pressed. */
async function giveReason(dialog: HTMLElement): Promise<void> {
  expect(within(dialog).getByRole('button', { name: 'Yes, cancel it' })).toHaveProperty('disabled', true);
  await fireEvent.click(within(dialog).getByRole('radio', { name: 'Duplicate' }));
}
const DUPLICATE = { reason: 'duplicate' } as const;

/** Opens the confirmation for the recent hold at `index` and confirms it; returns the dialog. */
async function cancelRecent(recent: HTMLElement, index = 0): Promise<HTMLElement> {
  await fireEvent.click(within(recent).getAllByRole('button', { name: /^Cancel operation/ })[index]!);
  const dialog = screen.getByRole('dialog', { name: 'Cancel the operation?' });
  await giveReason(dialog);
  await fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
  await within(dialog).findByRole('button', { name: 'Close' });
  return dialog;
}

function resultOf(dialog: HTMLElement): string {
  return within(dialog).getByRole('region', { name: 'Result' }).textContent ?? '';
}

describe('HistoryPanel: recent holds', () => {
  it('lists this guest’s holds on this account newest first, Cancel on confirmed ones only', async () => {
    const fake = new FakeBridge();
    const { recent } = await renderPanel(fake);
    expect(fake.calls['queue.list']).toHaveBeenCalledWith({ customerGuid: 'customer-1', limit: 100 });
    const items = itemsOf(recent);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/Bonus award \+75\.00 done Cancel$/);
    expect(items[1]).toMatch(/Payment with bonuses −30\.00 ⚠ outcome unknown$/);
    expect(items[2]).toMatch(/Payment with bonuses −150\.00 done Cancel$/);
    // Each Cancel names what it cancels.
    expect(within(recent).getByRole('button', { name: 'Cancel operation: Bonus award +75.00' })).toBeTruthy();
  });

  it('shows a cancellation beside what it cancels, with no second Cancel for its hold', async () => {
    const target = holdView({
      holdId: 't',
      state: 'confirmed',
      amountCents: 2000,
      createdAt: '2026-11-23T10:00:00.000Z',
    });
    const pending = holdView({
      holdId: 'r1',
      kind: 'reverse',
      state: 'queued',
      amountCents: 2000,
      reverses: 't',
      createdAt: '2026-11-23T10:05:00.000Z',
    });
    const done = holdView({
      holdId: 'r0',
      kind: 'reverse',
      state: 'confirmed',
      amountCents: 900,
      reverses: 'gone',
      createdAt: '2026-11-23T09:00:00.000Z',
    });
    const { recent } = await renderPanel(new FakeBridge(), [target, pending, done]);
    const items = itemsOf(recent);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/Cancellation of the payment 20\.00 of \d\d:\d\d \+20\.00 in the queue$/);
    expect(items[1]).toMatch(/Payment with bonuses −20\.00 done$/);
    // What a done cancellation cancelled has left the list: it still says it is a cancellation.
    expect(items[2]).toMatch(/Cancellation 9\.00 done$/);
    expect(within(recent).queryByRole('button')).toBeNull();
  });

  it('reads the guest’s holds once for all its accounts, each panel showing its own', async () => {
    const fake = new FakeBridge().ok('queue.list', { holds: HOLDS, summary: SUMMARY });
    const rendered = renderWithTerminal(TwoPanels, {
      props: { accounts: [account(), account({ accountGuid: 'gift', name: 'Gift' })] },
      bridge: fake,
    });
    await showGuest(rendered.terminal, fake);
    const panels = await screen.findAllByRole('region', { name: 'Recent operations at this terminal' });
    expect(panels).toHaveLength(2);
    expect(fake.calls['queue.list']).toHaveBeenCalledTimes(1);
    expect(itemsOf(panels[0]!)).toHaveLength(3);
    expect(itemsOf(panels[1]!)).toEqual([
      expect.stringMatching(/Payment with bonuses −150\.00 done Cancel$/),
    ]);
  });

  it('follows queue events: a new hold appears, a reversed one stays marked, without Cancel', async () => {
    const fake = new FakeBridge();
    const { recent } = await renderPanel(fake);
    fake.emit('queue', {
      hold: holdView({
        holdId: 'newest',
        state: 'queued',
        amountCents: 1200,
        createdAt: '2026-11-23T10:40:00.000Z',
      }),
      summary: SUMMARY,
    });
    fake.emit('queue', { hold: { ...HOLDS[0]!, state: 'reversed' }, summary: SUMMARY });
    fake.emit('queue', { hold: holdView({ holdId: 'elsewhere', accountGuid: 'gift' }), summary: SUMMARY });
    fake.emit('queue', {
      hold: holdView({ holdId: 'someone', customerGuid: 'customer-2' }),
      summary: SUMMARY,
    });
    await waitFor(() => expect(itemsOf(recent)[0]).toMatch(/−12\.00 in the queue Cancel$/));
    expect(itemsOf(recent)).toHaveLength(4);
    expect(itemsOf(recent)[3]).toMatch(/Payment with bonuses −150\.00 cancelled on the loyalty server$/);
  });
});

describe('HistoryPanel: cancelling a hold', () => {
  it('a queued award, never sent, is not called done: nothing was awarded yet', async () => {
    const queued = holdView({ holdId: 'queued', kind: 'credit', state: 'queued', amountCents: 2000 });
    const { recent } = await renderPanel(new FakeBridge(), [queued]);
    await fireEvent.click(within(recent).getByRole('button', { name: /^Cancel operation/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the operation?' });
    expect(dialog.textContent).toMatch(
      /Cancel the award of 20\.00 taken at .*It has not been sent yet: nothing was awarded\./,
    );
    expect(dialog.textContent).not.toContain('made at');
  });

  it('asks first; Keep it sends nothing', async () => {
    const fake = new FakeBridge();
    const { recent } = await renderPanel(fake);
    await fireEvent.click(within(recent).getAllByRole('button', { name: /^Cancel operation/ })[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Cancel the operation?' });
    expect(dialog.textContent).toContain('Cancel the payment of 150.00 with bonuses made at');
    // The reason comes first; nothing focused there cancels anything.
    expect(document.activeElement).toBe(within(dialog).getAllByRole('radio')[0]);
    await fireEvent.click(within(dialog).getByRole('button', { name: /Keep it/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.calls['hold.reverse']).not.toHaveBeenCalled();
  });

  it('reverses once for a double press, says so and refreshes the guest', async () => {
    const fake = new FakeBridge();
    const answer = deferred<Result<CommandOutput<'hold.reverse'>>>();
    fake.answer('hold.reverse', () => answer.promise);
    const { recent } = await renderPanel(fake);
    await fireEvent.click(within(recent).getAllByRole('button', { name: /^Cancel operation/ })[0]!);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Cancel the award of 75.00 made at');
    await giveReason(dialog);
    const yes = within(dialog).getByRole('button', { name: 'Yes, cancel it' });
    yes.click();
    yes.click();
    await waitFor(() => expect(fake.calls['hold.reverse']).toHaveBeenCalledTimes(1));
    expect(fake.calls['hold.reverse']).toHaveBeenCalledWith({
      holdId: 'new',
      token: { ref: REF },
      correction: DUPLICATE,
    });
    answer.resolve(reversedAnswer(HOLDS[2]!));
    await within(dialog).findByRole('button', { name: 'Close' });
    expect(resultOf(dialog)).toContain('Cancelled: the loyalty server reversed the operation.');
    await waitFor(() => expect(fake.calls['guest.lookup']).toHaveBeenCalledTimes(2));
  });

  it('cancels from the history row of a transaction this terminal made', async () => {
    const fake = new FakeBridge().answer('hold.reverse', reversedAnswer(HOLDS[0]!));
    await renderPanel(fake);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1]!).getByRole('button', { name: 'Cancel operation: Paid with bonuses −150.00' }),
    ).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button')).toBeNull(); // not made here
    await fireEvent.click(within(rows[1]!).getByRole('button', { name: /^Cancel operation/ }));
    await giveReason(screen.getByRole('dialog'));
    await fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(fake.calls['hold.reverse']).toHaveBeenCalledWith({
      holdId: 'old',
      token: { ref: REF },
      correction: DUPLICATE,
    });
  });

  it('tells a queued hold cancelled before sending, and a reversal queued offline', async () => {
    const queued = holdView({ holdId: 'q', state: 'queued', bonusTransactionId: undefined });
    const fake = new FakeBridge().ok('hold.reverse', { hold: { ...queued, state: 'cancelled' } });
    const { recent } = await renderPanel(fake, [queued]);
    const dialog = await cancelRecent(recent);
    expect(resultOf(dialog)).toContain('Cancelled: it had not been sent, so nothing was debited or awarded.');

    fake.ok('hold.reverse', {
      hold: HOLDS[0]!,
      reversal: holdView({ holdId: 'rev', kind: 'reverse', state: 'queued', reverses: 'old' }),
    });
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const second = await cancelRecent(recent);
    expect(resultOf(second)).toContain('The cancellation is saved in the queue');
  });

  it.each<[string, ErrorValue, RegExp]>([
    [
      'reversalPending',
      fakeError('reversalPending'),
      /^✕ The cancellation was refused: error reversalPending\.$/,
    ],
    [
      'alreadyReversed',
      fakeError('alreadyReversed'),
      /^✕ The cancellation was refused: error alreadyReversed\.$/,
    ],
    [
      'holdOutcomeUnknown',
      fakeError('holdOutcomeUnknown'),
      /It is not known whether the cancellation was applied.*a manager sees it/,
    ],
  ])('says %s in words', async (_code, error, words) => {
    const fake = new FakeBridge().fail('hold.reverse', error);
    const { recent } = await renderPanel(fake);
    const dialog = await cancelRecent(recent);
    expect(resultOf(dialog).replace(/\s+/g, ' ').trim()).toMatch(words);
  });

  it('a rejected reversal reads by its reason', async () => {
    const fake = new FakeBridge().ok('hold.reverse', {
      hold: HOLDS[0]!,
      reversal: holdView({ kind: 'reverse', state: 'rejected', reason: fakeError('alreadyReversed') }),
    });
    const { recent } = await renderPanel(fake);
    expect(resultOf(await cancelRecent(recent))).toContain(
      'The cancellation was refused: error alreadyReversed.',
    );
  });

  it('sends the card of the guest on screen with the cancellation: one request, one manager PIN (issue 41)', async () => {
    const fake = withManager(
      new FakeBridge().answer('hold.reverse', (input) =>
        input.token ? reversedAnswer(HOLDS[0]!) : { ok: false, error: fakeError('cardRequired') },
      ),
      'grant-1',
    );
    const { recent, terminal } = await renderPanel(fake);
    await fireEvent.click(within(recent).getAllByRole('button', { name: /^Cancel operation/ })[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Cancel the operation?' });
    await giveReason(dialog);
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(terminal.grants.question?.command).toBe('hold.reverse'));
    await terminal.grants.submit('2468', false);
    await within(dialog).findByRole('button', { name: 'Close' });
    expect(fake.calls['grant.request']).toHaveBeenCalledTimes(1);
    expect(fake.calls['hold.reverse']).toHaveBeenCalledTimes(1);
    expect(fake.calls['hold.reverse']).toHaveBeenLastCalledWith({
      holdId: 'old',
      token: { ref: REF },
      correction: DUPLICATE,
      grant: 'grant-1',
    });
    expect(resultOf(dialog)).toContain('Cancelled: the loyalty server reversed the operation.');
  });

  it.each([
    ['cardRequired', /^The guest's card is needed: card …4567/],
    ['cardMismatch', /^That is not the card the operation was made with: card …4567 is needed/],
  ] as const)(
    '%s: says which card with the reason picked, and the card swiped in the dialog sends it (issue 41)',
    async (code, words) => {
      const fake = new FakeBridge().answer('hold.reverse', (input) =>
        input.token && 'ref' in input.token && input.token.ref === OTHER_REF
          ? reversedAnswer(HOLDS[0]!)
          : { ok: false, error: fakeError(code) },
      );
      const { recent, terminal } = await renderPanel(fake);
      await fireEvent.click(within(recent).getAllByRole('button', { name: /^Cancel operation/ })[1]!);
      const dialog = screen.getByRole('dialog', { name: 'Cancel the operation?' });
      await giveReason(dialog);
      await fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
      const ask = await within(dialog).findByTestId('reverse-card');
      expect(ask.textContent?.replace(/\s+/g, ' ').trim()).toMatch(words);
      expect(ask.textContent).toContain('Reason: Duplicate');
      expect(within(dialog).getByRole('button', { name: 'Yes, cancel it' })).toHaveProperty('disabled', true);
      // The card swiped now is the dialog's: no other guest opens behind it.
      terminal.scans.route({ kind: 'token', token: scannedCard(OTHER_REF), source: 'hid-msr' });
      await within(dialog).findByRole('button', { name: 'Close' });
      expect(fake.calls['hold.reverse']).toHaveBeenLastCalledWith({
        holdId: 'old',
        token: { ref: OTHER_REF },
        correction: DUPLICATE,
      });
      // No guest of the card swiped was looked up behind the dialog.
      expect(fake.calls['guest.lookup']).not.toHaveBeenCalledWith(
        expect.objectContaining({ token: { ref: OTHER_REF } }),
      );
      expect(resultOf(dialog)).toContain('Cancelled: the loyalty server reversed the operation.');
    },
  );
});
