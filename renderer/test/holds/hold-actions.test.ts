import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { HoldResult, Result } from '../../../electron/contract';
import HoldActions from '../../src/holds/HoldActions.svelte';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { account, deferred, guest, REF, showGuest } from './fixtures';

const CONFIRMED: HoldResult = {
  holdId: 'h1',
  state: 'confirmed',
  balance: { ledgerCents: 125_050, availableCents: 84_950, debitHoldCents: 35_050, creditHoldCents: 5050 },
  bonusTransactionId: 7,
};

async function openDebit(options: { language?: 'ru' | 'en'; fake?: FakeBridge } = {}) {
  const rendered = renderWithTerminal(HoldActions, {
    props: { account: account() },
    bridge: options.fake ?? new FakeBridge(),
    language: options.language ?? 'en',
  });
  await showGuest(rendered.terminal, rendered.fake);
  const name = options.language === 'ru' ? /Оплатить бонусами/ : /Pay with bonuses/;
  await fireEvent.click(await screen.findByRole('button', { name }));
  const dialog = screen.getByRole('dialog');
  return { ...rendered, dialog };
}

function amountField(dialog: HTMLElement, language: 'ru' | 'en' = 'en'): HTMLInputElement {
  return within(dialog).getByRole('textbox', {
    name: language === 'ru' ? 'Сумма' : 'Amount',
  }) as HTMLInputElement;
}

async function typeKeys(field: HTMLElement, keys: string[]): Promise<void> {
  for (const key of keys) await fireEvent.keyDown(field, { key });
}

describe('HoldActions: the amount', () => {
  it('takes digits from the on-screen keypad with the language’s separator', async () => {
    const { dialog } = await openDebit({ language: 'ru' });
    const keypad = within(dialog).getByRole('group', { name: 'Клавиатура суммы' });
    for (const name of ['1', '5', '0', 'Десятичный разделитель', '5']) {
      await fireEvent.click(within(keypad).getByRole('button', { name }));
    }
    expect(amountField(dialog, 'ru').value).toBe('150,5');
    await fireEvent.click(within(keypad).getByRole('button', { name: 'Стереть последнюю цифру' }));
    expect(amountField(dialog, 'ru').value).toBe('150,');
    await fireEvent.click(within(keypad).getByRole('button', { name: 'Очистить сумму: C Del' }));
    expect(amountField(dialog, 'ru').value).toBe('');
  });

  it('takes the keyboard: digits, both separators, two decimals at most, Backspace, Delete', async () => {
    const { dialog } = await openDebit();
    const field = amountField(dialog);
    expect(document.activeElement).toBe(field);
    await typeKeys(field, ['1', '2', ',', '3', '4', '5', 'x']);
    expect(field.value).toBe('12.34');
    await typeKeys(field, ['Backspace']);
    expect(field.value).toBe('12.3');
    await typeKeys(field, ['.', '7', '8']);
    expect(field.value).toBe('12.37');
    await typeKeys(field, ['Delete', '.', '5']);
    expect(field.value).toBe('0.5');
  });

  it('shows the available balance as the most a debit can take and refuses more', async () => {
    const { dialog, fake } = await openDebit();
    expect(within(dialog).getByText(/Available: 1,000\.00/).textContent).toMatch(/at most 1,000\.00/);
    const field = amountField(dialog);
    await typeKeys(field, ['1', '0', '0', '0', '.', '0', '1']);
    expect(within(dialog).getByText('More than the guest has available (1,000.00).')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const pay = within(dialog).getByRole('button', { name: /^Pay/ }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    await typeKeys(field, ['Enter']);
    expect(fake.calls['hold.debit']).not.toHaveBeenCalled();
    await typeKeys(field, ['Backspace', 'Backspace', 'Backspace']);
    expect(pay.disabled).toBe(false);
  });

  it('lowers the maximum by what already waits in the queue for the account', async () => {
    const fake = new FakeBridge();
    const rendered = renderWithTerminal(HoldActions, {
      props: { account: account({ pending: { debitCents: 30_000, creditCents: 0, count: 1 } }) },
      bridge: fake,
    });
    await showGuest(rendered.terminal, fake);
    await fireEvent.click(await screen.findByRole('button', { name: /Pay with bonuses/ }));
    expect(screen.getByText(/at most 700\.00/).textContent).toMatch(/300\.00 already waits/);
  });

  it('offline, offers at most what the offline limits allow now, and says so before the cashier tries', async () => {
    const fake = new FakeBridge();
    const limited = account({ spendable: { onlineCents: 85_000, offlineCents: 32_500 } });
    const rendered = renderWithTerminal(HoldActions, { props: { account: limited }, bridge: fake });
    await showGuest(rendered.terminal, fake, { connectivity: 'offline' });
    await fireEvent.click(await screen.findByRole('button', { name: /Pay with bonuses/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/at most 325\.00 within the offline limits/)).toBeTruthy();
    const field = amountField(dialog);
    await typeKeys(field, ['4', '0', '0']);
    expect(within(dialog).getByText('More than the offline limits allow now (325.00).')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: /^Pay/ }) as HTMLButtonElement).disabled).toBe(true);
    await typeKeys(field, ['Backspace', 'Backspace', 'Backspace', '3', '2', '5']);
    expect(within(dialog).queryByText(/More than/)).toBeNull();
  });

  it('online, the offline limits do not lower the maximum', async () => {
    const fake = new FakeBridge();
    const limited = account({ spendable: { onlineCents: 85_000, offlineCents: 32_500 } });
    const rendered = renderWithTerminal(HoldActions, { props: { account: limited }, bridge: fake });
    await showGuest(rendered.terminal, fake);
    await fireEvent.click(await screen.findByRole('button', { name: /Pay with bonuses/ }));
    expect(screen.getByText(/at most 850\.00/).textContent).not.toMatch(/offline/);
  });
});

describe('HoldActions: one press makes one hold', () => {
  it('sends once for a double click and a double Enter, disabled while the core works', async () => {
    const fake = new FakeBridge();
    const answer = deferred<Result<HoldResult>>();
    fake.answer('hold.debit', () => answer.promise);
    const { dialog, terminal } = await openDebit({ fake });
    const field = amountField(dialog);
    await typeKeys(field, ['1', '5', '0', ',', '5']);
    const pay = within(dialog).getByRole('button', { name: /^Pay/ }) as HTMLButtonElement;
    pay.click();
    pay.click();
    await typeKeys(field, ['Enter', 'Enter']);
    expect(fake.calls['hold.debit']).toHaveBeenCalledTimes(1);
    expect(fake.calls['hold.debit']).toHaveBeenCalledWith({
      token: { ref: REF },
      accountGuid: 'bonus_account_type-1',
      amountCents: 15_050,
    });
    const working = within(dialog).getByRole('button', { name: /Sending/ }) as HTMLButtonElement;
    expect(working.disabled).toBe(true);
    expect(working.getAttribute('aria-busy')).toBe('true');

    answer.resolve({ ok: true, value: CONFIRMED });
    const close = await within(dialog).findByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    await typeKeys(field, ['Enter']);
    expect(fake.calls['hold.debit']).toHaveBeenCalledTimes(1);
    expect(terminal.guest.shown).toBeDefined();
  });

  it('sends the bill number when given, and refreshes the guest after the hold', async () => {
    const fake = new FakeBridge().ok('hold.credit', CONFIRMED);
    const rendered = renderWithTerminal(HoldActions, { props: { account: account() }, bridge: fake });
    await showGuest(rendered.terminal, fake);
    await fireEvent.click(await screen.findByRole('button', { name: /Award bonuses/ }));
    const dialog = screen.getByRole('dialog', { name: 'Award bonuses: Bonus points' });
    await typeKeys(amountField(dialog), ['2', '0', '0', '0']);
    const bill = within(dialog).getByRole('textbox', { name: 'Bill number (optional)' });
    await fireEvent.input(bill, { target: { value: ' PC-42 ' } });
    expect(fake.calls['customer.lookup']).toHaveBeenCalledTimes(1);
    await fireEvent.keyDown(bill, { key: 'Enter' });
    expect(fake.calls['hold.credit']).toHaveBeenCalledWith({
      token: { ref: REF },
      accountGuid: 'bonus_account_type-1',
      amountCents: 200_000,
      precheck: 'PC-42',
    });
    await waitFor(() => expect(fake.calls['customer.lookup']).toHaveBeenCalledTimes(2));
    expect(fake.calls['customer.lookup']).toHaveBeenLastCalledWith({ token: { ref: REF } });
  });

  it('lets the cashier change the amount after a refusal that queued nothing, then sends a new hold', async () => {
    const fake = new FakeBridge().fail(
      'hold.debit',
      fakeError('offlineLimitPerHold', { limitCents: 100_000, amountCents: 150_000 }),
    );
    const { dialog } = await openDebit({ fake });
    const field = amountField(dialog);
    await typeKeys(field, ['9', '0', '0', 'Enter']);
    await fireEvent.click(await within(dialog).findByRole('button', { name: 'Change the amount' }));
    expect(document.activeElement).toBe(field);
    fake.ok('hold.debit', CONFIRMED);
    await typeKeys(field, ['Backspace', 'Enter']);
    expect(fake.calls['hold.debit']).toHaveBeenCalledTimes(2);
    expect(fake.calls['hold.debit']).toHaveBeenLastCalledWith(expect.objectContaining({ amountCents: 9000 }));
  });
});

describe('HoldActions: changing the amount after a refusal', () => {
  it('selects the old amount, so typing 300 gives 300, not 500300', async () => {
    const fake = new FakeBridge().fail(
      'hold.debit',
      fakeError('offlineLimitPerHold', { limitCents: 10_000, amountCents: 50_000 }),
    );
    const { dialog } = await openDebit({ fake });
    const field = amountField(dialog);
    await typeKeys(field, ['5', '0', '0', 'Enter']);
    await fireEvent.click(await within(dialog).findByRole('button', { name: 'Change the amount' }));
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 3]);
    await typeKeys(field, ['3', '0', '0']);
    expect(field.value).toBe('300');
    fake.ok('hold.debit', CONFIRMED);
    await typeKeys(field, ['Enter']);
    expect(fake.calls['hold.debit']).toHaveBeenLastCalledWith(
      expect.objectContaining({ amountCents: 30_000 }),
    );
  });
});

describe('HoldActions: shortcuts and the card', () => {
  it('opens pay on F2 and award on F3, shown on the buttons, for the first account only', async () => {
    const fake = new FakeBridge();
    const first = renderWithTerminal(HoldActions, { props: { account: account() }, bridge: fake });
    renderWithTerminal(HoldActions, {
      props: { account: account({ accountGuid: 'gift', name: 'Gift' }) },
      bridge: fake,
    });
    await showGuest(first.terminal, fake);
    const pays = await screen.findAllByRole('button', { name: /Pay with bonuses/ });
    expect(pays.map((button) => button.getAttribute('aria-keyshortcuts'))).toEqual(['F2', null]);
    expect(pays[0]!.textContent).toContain('F2');
    await fireEvent.keyDown(window, { key: 'F3' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Award bonuses: Bonus points' })).toBeTruthy();
    await fireEvent.keyDown(window, { key: 'F2' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await fireEvent.keyDown(window, { key: 'F2' });
    expect(screen.getByRole('dialog', { name: 'Pay with bonuses: Bonus points' })).toBeTruthy();
  });

  it('is disabled and says why when there is no card reference to act with', async () => {
    const fake = new FakeBridge();
    const rendered = renderWithTerminal(HoldActions, { props: { account: account() }, bridge: fake });
    await showGuest(rendered.terminal, fake);
    rendered.terminal.guest.token = undefined;
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Pay with bonuses/ }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    expect(screen.getByText('Scan the guest’s card to pay or award bonuses.')).toBeTruthy();
    await fireEvent.keyDown(window, { key: 'F2' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('HoldActions: another guest while the dialog is open', () => {
  it('closes the dialog unsent when a scan shows another guest', async () => {
    const fake = new FakeBridge().ok('hold.debit', CONFIRMED);
    const { dialog, terminal } = await openDebit({ fake });
    await typeKeys(amountField(dialog), ['5', '0']);
    fake.ok('customer.lookup', {
      customer: { ...guest(), customerGuid: 'customer-2', firstName: 'John', lastName: 'Smith' },
      source: 'live',
      ageMs: 0,
      fetchedAt: '2026-11-23T10:00:00.000Z',
    });
    await terminal.guest.lookup({ ref: 'BBBBBBBBBBBBBBBBBBBBBB' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls['hold.debit']).not.toHaveBeenCalled();
  });

  it('leaves keys a card reader’s burst took (default prevented) to the scan router', async () => {
    const { dialog } = await openDebit();
    const field = amountField(dialog);
    const event = new KeyboardEvent('keydown', { key: '7', bubbles: true, cancelable: true });
    event.preventDefault();
    field.dispatchEvent(event);
    expect(field.value).toBe('');
  });
});
