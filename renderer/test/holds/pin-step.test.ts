import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { CommandInput, HoldResult, Result } from '../../../common/contract/index';
import BillAction from '../../src/bill/BillAction.svelte';
import HoldActions from '../../src/holds/HoldActions.svelte';
import { SETTINGS_VIEW } from '../settings/settings-view';
import { withManager } from '../staff/manager-fake';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { account, confirmReview, guest, showGuest } from './fixtures';

/**
 * Issue 40: a money command the core refuses with a guard takes the manager's PIN or the guest's
 * proof inside its own dialog, and is sent again with the grant or the proof.
 */
const CONFIRMED: HoldResult = {
  holdId: 'h1',
  state: 'confirmed',
  balance: { ledgerCents: 100_000, availableCents: 95_000, debitHoldCents: 0, creditHoldCents: 0 },
};
const GUEST_PIN = '4821';
const QR_REF = 'QRQRQRQRQRQRQRQRQRQRQR';
const DISPLAY_REF = 'DISPLAYPINDISPLAYPIN12';

type HoldInput = CommandInput<'hold.debit'> & { grant?: string };

/** The core as issue 40 has it: a payment needs the guest's PIN (or a grant), an award a grant. */
function guardedCore(): FakeBridge {
  const hold = (input: HoldInput): Result<HoldResult> => {
    if (input.grant === 'G.1') return { ok: true, value: CONFIRMED };
    const proof = input.guestProof;
    if (proof === undefined) return { ok: false, error: fakeError('guestProofRequired', { byGuest: true }) };
    const right = 'ref' in proof ? proof.ref === QR_REF : proof.key === GUEST_PIN;
    return right ? { ok: true, value: CONFIRMED } : { ok: false, error: fakeError('guestProofMismatch') };
  };
  return withManager(new FakeBridge(), 'G.1')
    .answer('hold.debit', hold)
    .answer('hold.credit', (input: HoldInput) =>
      input.grant === 'G.1'
        ? { ok: true, value: CONFIRMED }
        : {
            ok: false,
            error: fakeError('goodwillOverAllowance', { limitCents: 0, amountCents: 5_000, pendingCents: 0 }),
          },
    );
}

async function openHold(fake: FakeBridge, button: RegExp) {
  const rendered = renderWithTerminal(HoldActions, { props: { account: account() }, bridge: fake });
  await showGuest(rendered.terminal, fake);
  await rendered.terminal.grants.loadStaff();
  await fireEvent.click(await screen.findByRole('button', { name: button }));
  const dialog = screen.getByRole('dialog');
  const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
  for (const key of ['5', '0', 'Enter']) await fireEvent.keyDown(amount, { key });
  await confirmReview(dialog);
  return { ...rendered, dialog };
}

const pinField = (dialog: HTMLElement, name: RegExp) =>
  within(dialog).getByLabelText(name, { selector: 'input' }) as HTMLInputElement;

async function typePin(dialog: HTMLElement, name: RegExp, pin: string): Promise<void> {
  const field = pinField(dialog, name);
  await fireEvent.input(field, { target: { value: pin } });
  await fireEvent.keyDown(field, { key: 'Enter' });
}

describe('the PIN step inside the money dialogs', () => {
  it('an award refused without a bill: the manager’s PIN there, a one-action grant, sent again', async () => {
    const fake = guardedCore();
    const { dialog } = await openHold(fake, /Award bonuses/);
    const step = await within(dialog).findByTestId('pin-step');
    expect(step.textContent).toMatch(/error goodwillOverAllowance/);
    expect(within(step).queryByRole('checkbox')).toBeNull(); // never kept for minutes
    await typePin(dialog, /Manager's PIN/, '1111');
    expect(await within(step).findByText('error pinWrong.')).toBeTruthy();
    expect(pinField(dialog, /Manager's PIN/).value).toBe('');
    expect(fake.calls['hold.credit']).toHaveBeenCalledTimes(1);
    for (const digit of ['2', '4', '6', '8'])
      await fireEvent.click(within(step).getByRole('button', { name: digit }));
    await fireEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByText(/Done: 50\.00 awarded/);
    expect(fake.calls['grant.request'].mock.calls.map((c) => c[0])).toEqual([
      {
        pin: '1111',
        scope: 'action',
        action: { command: 'hold.credit', customerGuid: 'customer-1', amountCents: 5_000 },
      },
      {
        pin: '2468',
        scope: 'action',
        action: { command: 'hold.credit', customerGuid: 'customer-1', amountCents: 5_000 },
      },
    ]);
    expect(fake.calls['hold.credit'].mock.calls[1]![0]).toMatchObject({ amountCents: 5_000, grant: 'G.1' });
    expect(within(dialog).queryByTestId('pin-step')).toBeNull();
  });

  it('a payment without the card read: the guest’s PIN pad, a wrong PIN said there, the right one sends', async () => {
    const fake = guardedCore();
    const { dialog } = await openHold(fake, /Pay with bonuses/);
    const step = await within(dialog).findByTestId('pin-step');
    expect(step.querySelector('.why')?.textContent).toBe('error guestProofRequired.');
    expect(step.querySelector('.hand')?.textContent).toBe(
      'Hand the terminal to the guest to type their PIN.',
    );
    const field = pinField(dialog, /Guest's PIN/);
    expect(field.type).toBe('password');
    await typePin(dialog, /Guest's PIN/, '1111');
    expect(await within(step).findByText('error guestProofMismatch.')).toBeTruthy();
    expect(field.value).toBe('');
    await typePin(dialog, /Guest's PIN/, GUEST_PIN);
    await within(dialog).findByText(/Done: 50\.00 paid with bonuses/);
    const proofs = fake.calls['hold.debit'].mock.calls.map((c) => (c[0] as HoldInput).guestProof);
    expect(proofs).toEqual([
      undefined,
      { type: 'pin', entry: 'manual', key: '1111' },
      { type: 'pin', entry: 'manual', key: GUEST_PIN },
    ]);
    expect(dialog.textContent).not.toContain(GUEST_PIN);
  });

  it('the guest’s app QR read while the pad is open is the proof; another card only says so', async () => {
    const fake = guardedCore();
    const { dialog, terminal } = await openHold(fake, /Pay with bonuses/);
    const step = await within(dialog).findByTestId('pin-step');
    const scanned = (type: 'card' | 'qrGuest', ref: string) =>
      terminal.scans.route({
        kind: 'token',
        token: { type, entry: 'qrCode', masked: '…1234', ref },
        source: 'hid-pos',
      });
    scanned('card', 'CARDCARDCARDCARDCARDCA');
    expect(await within(step).findByText(/not the guest app's QR code/)).toBeTruthy();
    expect(fake.calls['hold.debit']).toHaveBeenCalledTimes(1);
    scanned('qrGuest', QR_REF);
    await within(dialog).findByText(/Done: 50\.00 paid with bonuses/);
    expect(fake.calls['hold.debit'].mock.calls[1]![0]).toMatchObject({ guestProof: { ref: QR_REF } });
  });

  it('asks the guest’s display for the PIN while the guest’s pad is open; its reference is the proof', async () => {
    const fake = guardedCore().answer('hold.debit', (input: HoldInput) =>
      input.guestProof && 'ref' in input.guestProof && input.guestProof.ref === DISPLAY_REF
        ? { ok: true, value: CONFIRMED }
        : { ok: false, error: fakeError('guestProofRequired', { byGuest: true }) },
    );
    const { dialog, terminal } = await openHold(fake, /Pay with bonuses/);
    await within(dialog).findByTestId('pin-step');
    await waitFor(() => expect(terminal.display.screen).toMatchObject({ kind: 'proof' }));
    fake.emit('guestProof', { ref: DISPLAY_REF });
    await within(dialog).findByText(/Done: 50\.00 paid with bonuses/);
    expect(fake.calls['hold.debit'].mock.calls[1]![0]).toMatchObject({ guestProof: { ref: DISPLAY_REF } });
    await waitFor(() => expect(terminal.display.screen.kind).not.toBe('proof'));
  });

  it('Cancel goes back to the amount with nothing sent again', async () => {
    const fake = guardedCore();
    const { dialog } = await openHold(fake, /Pay with bonuses/);
    const step = await within(dialog).findByTestId('pin-step');
    await fireEvent.click(within(step).getByRole('button', { name: /^Cancel/ }));
    expect(within(dialog).queryByTestId('pin-step')).toBeNull();
    expect((within(dialog).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('50');
    expect(fake.calls['hold.debit']).toHaveBeenCalledTimes(1);
  });

  it('a bill, in Russian: «Нужен менеджер» instead of the guest, the grant names bill.settle and the total', async () => {
    const fake = guardedCore();
    fake.ok('settings.get', SETTINGS_VIEW);
    fake.answer('bill.settle', (input: CommandInput<'bill.settle'> & { grant?: string }) =>
      input.grant === 'G.1'
        ? { ok: true, value: { pay: CONFIRMED } }
        : { ok: false, error: fakeError('guestProofRequired', { byGuest: true }) },
    );
    const rendered = renderWithTerminal(BillAction, { bridge: fake, language: 'ru' });
    await showGuest(rendered.terminal, fake, { guest: guest([account()]) });
    await rendered.terminal.grants.loadStaff();
    await fireEvent.keyDown(window, { key: 'F6' });
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(fake.calls['settings.get']).toHaveBeenCalled());
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    for (const key of ['2', '0', '0', 'Enter']) await fireEvent.keyDown(field('Сумма счёта'), { key });
    await fireEvent.input(field('Оплата бонусами'), { target: { value: '50' } });
    await fireEvent.input(field('Номер счёта'), { target: { value: '77' } });
    await fireEvent.keyDown(field('Номер счёта'), { key: 'Enter' });
    await confirmReview(screen.getByRole('dialog'));
    const step = await within(screen.getByRole('dialog')).findByTestId('pin-step');
    // Each line a sentence, the PIN named once (the field's label is «ПИН-код гостя»).
    expect(step.querySelector('.hand')?.textContent).toBe(
      'Передайте терминал гостю: пусть введёт свой ПИН-код.',
    );
    // The guest's display asks the guest for the PIN, and never shows what the guest types.
    await fireEvent.input(pinField(screen.getByRole('dialog'), /ПИН-код гостя/), {
      target: { value: '9753' },
    });
    expect(rendered.terminal.display.screen.kind).toBe('proof');
    expect(JSON.stringify(rendered.terminal.display.screen)).not.toContain('9753');
    await fireEvent.click(within(step).getByRole('button', { name: 'Нужен менеджер' }));
    expect(pinField(screen.getByRole('dialog'), /ПИН-код менеджера/).value).toBe('');
    await typePin(screen.getByRole('dialog'), /ПИН-код менеджера/, '2468');
    await within(screen.getByRole('dialog')).findByTestId('bill-result');
    expect(fake.calls['grant.request'].mock.calls[0]![0]).toEqual({
      pin: '2468',
      scope: 'action',
      action: { command: 'bill.settle', customerGuid: 'customer-1', amountCents: 20_000 },
    });
    expect(fake.calls['bill.settle'].mock.calls[1]![0]).toMatchObject({ billCents: 20_000, grant: 'G.1' });
    expect(fake.calls['bill.settle'].mock.calls[1]![0]).not.toHaveProperty('guestProof');
  });
});
