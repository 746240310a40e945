import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { CommandOutput, HoldCandidateView, Language } from '../../../common/contract/index';
import QueueScreen from '../../src/screens/QueueScreen.svelte';
import { STAFF } from '../staff/manager-fake';
import PinHost from '../staff/PinHost.svelte';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { changed, hold, summary } from './holds';

const lost = hold({
  state: 'rejected',
  amountCents: 1000,
  guestName: 'Иванов Иван Иванович',
  billNumber: 'A-1',
  reason: fakeError('holdOutcomeUnknown'),
  awaitsAttribution: true,
});

const CANDIDATES: HoldCandidateView[] = [
  {
    transactionId: 41,
    regTime: '2026-11-23T09:01:07.000Z',
    type: 'DEBIT_HOLD',
    amountCents: 1000,
    balanceAfter: { ledgerCents: 99_000, availableCents: 99_000 },
    readAt: '2026-11-23T09:02:00.000Z',
  },
  {
    transactionId: 42,
    regTime: '2026-11-23T09:01:09.000Z',
    type: 'DEBIT_HOLD',
    amountCents: 1000,
    readAt: '2026-11-23T09:02:00.000Z',
  },
];

function managedBridge(): FakeBridge {
  const listing: CommandOutput<'queue.list'> = { holds: [lost], summary: summary({ rejected: 1 }) };
  return new FakeBridge()
    .ok('queue.list', listing)
    .ok('staff.status', STAFF)
    .ok('queue.candidates', { hold: lost, candidates: CANDIDATES })
    .ok('grant.request', {
      grant: 'L.g',
      manager: 'Anna',
      scope: 'action',
      expiresAt: '2099-01-01T00:00:00Z',
    });
}

async function openPanel(fake: FakeBridge, language: Language = 'en') {
  renderWithTerminal(PinHost, { bridge: fake, language, props: { screen: QueueScreen } });
  const open = await screen.findByRole('button', {
    name: language === 'en' ? /Find Payment with bonuses 10\.00/ : /Найти Оплата бонусами 10,00/,
  });
  await fireEvent.click(open);
  return screen.findByRole('dialog');
}

/** Enters the PIN in the PIN dialog that the guarded bridge opens over the panel. */
async function enterPin(): Promise<void> {
  const pinDialog = await screen.findByRole('dialog', { name: "Manager's PIN" });
  const pin = within(pinDialog).getByLabelText(/PIN/, { selector: 'input' });
  await fireEvent.input(pin, { target: { value: '2468' } });
  await fireEvent.keyDown(pin, { key: 'Enter' });
}

describe('the attribution panel', () => {
  it('shows the hold (guest, amount, bill, time) beside each candidate (id, time, amount, balance after)', async () => {
    const panel = await openPanel(managedBridge());
    expect(panel.getAttribute('aria-labelledby')).toBeTruthy();
    const facts = within(panel).getByRole('region', { name: 'This operation' });
    expect(within(facts).getByText('Иванов Иван Иванович')).toBeTruthy();
    expect(within(facts).getByText('A-1')).toBeTruthy();
    expect(within(facts).getByText(/−10\.00/)).toBeTruthy();
    const choices = await within(panel).findAllByRole('radio');
    expect(choices).toHaveLength(3);
    const first = choices[0]!.closest('label')!;
    expect(first.textContent).toContain('#41');
    expect(first.textContent).toMatch(/09:01:07|\d{2}:01:07/);
    expect(first.textContent).toContain('990.00');
    expect(choices[1]!.closest('label')!.textContent).toContain('not given');
    expect(choices[2]!.closest('label')!.textContent).toContain('None of these');
    // Nothing chosen yet: nothing to confirm.
    expect((within(panel).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("sends the transaction chosen with the manager's PIN and says what became of the hold", async () => {
    const fake = managedBridge().answer('queue.attribute', ({ choice }) => ({
      ok: true,
      value: {
        hold: changed(lost, {
          state: 'confirmed',
          bonusTransactionId: (choice as { transactionId: number }).transactionId,
          awaitsAttribution: undefined,
          reason: undefined,
        }),
      },
    }));
    const panel = await openPanel(fake);
    await fireEvent.click((await within(panel).findAllByRole('radio'))[1]!);
    await fireEvent.click(within(panel).getByRole('button', { name: 'Confirm' }));
    await enterPin();
    await waitFor(() => expect(fake.calls['queue.attribute']).toHaveBeenCalledTimes(1));
    expect(fake.calls['queue.attribute'].mock.calls[0]![0]).toEqual({
      holdId: lost.holdId,
      choice: { transactionId: 42 },
      grant: 'L.g',
    });
    expect(await screen.findByText("Transaction 42 is now this operation's.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: /Find Payment/ })).toBeNull();
  });

  it('"none of these" goes as none', async () => {
    const fake = managedBridge().ok('queue.attribute', {
      hold: changed(lost, { state: 'uncertain', awaitsAttribution: undefined }),
    });
    const panel = await openPanel(fake);
    await fireEvent.click(within(panel).getByRole('radio', { name: /None of these/ }));
    await fireEvent.click(within(panel).getByRole('button', { name: 'Confirm' }));
    await enterPin();
    await waitFor(() => expect(fake.calls['queue.attribute']).toHaveBeenCalledTimes(1));
    expect(fake.calls['queue.attribute'].mock.calls[0]![0]).toMatchObject({ choice: 'none' });
    expect(await screen.findByText(/checked against the history again/)).toBeTruthy();
  });

  it("shows the core's refusal and stays open, the choice kept", async () => {
    const fake = managedBridge().fail('queue.attribute', fakeError('attributionTaken'));
    const panel = await openPanel(fake);
    const first = (await within(panel).findAllByRole('radio'))[0] as HTMLInputElement;
    await fireEvent.click(first);
    await fireEvent.click(within(panel).getByRole('button', { name: 'Confirm' }));
    await enterPin();
    expect(await within(panel).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('error attributionTaken'),
    );
    expect(first.checked).toBe(true);
  });

  it('reads in Russian by default words', async () => {
    const panel = await openPanel(managedBridge(), 'ru');
    expect(within(panel).getByRole('heading', { name: 'Какая транзакция — эта операция?' })).toBeTruthy();
    expect(await within(panel).findByText(/990,00/)).toBeTruthy();
    expect(within(panel).getByRole('radio', { name: /Ни одна из них/ })).toBeTruthy();
  });
});
