import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { HoldResult, Result } from '../../../common/contract/index';
import HoldActions from '../../src/holds/HoldActions.svelte';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { account, armedConfirm, confirmReview, deferred, guest, REF, showGuest } from './fixtures';

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
    const review = within(dialog).getByRole('button', { name: /^Review/ }) as HTMLButtonElement;
    expect(review.disabled).toBe(true);
    await typeKeys(field, ['Enter']);
    expect(within(dialog).queryByTestId('hold-review')).toBeNull();
    expect(fake.calls['hold.debit']).not.toHaveBeenCalled();
    await typeKeys(field, ['Backspace', 'Backspace', 'Backspace']);
    expect(review.disabled).toBe(false);
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
    expect((within(dialog).getByRole('button', { name: /^Review/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
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

describe('HoldActions: the keypad types into the focused field', () => {
  it('tap 5, tap the bill field, tap 7: the amount stays 5 and the bill reads 7', async () => {
    const { dialog } = await openDebit({ language: 'ru' });
    const keypad = within(dialog).getByRole('group', { name: 'Клавиатура суммы' });
    const tap = (name: string) =>
      fireEvent.click(
        within(keypad)
          .getAllByRole('button')
          .find((pad) => pad.getAttribute('aria-label') === name || pad.textContent?.trim() === name)!,
      );
    await tap('5');
    const bill = within(dialog).getByRole('textbox', { name: 'Номер счёта (необязательно)' });
    await fireEvent.focus(bill);
    await tap('7');
    await tap('7');
    await tap('Десятичный разделитель');
    expect(amountField(dialog, 'ru').value).toBe('5');
    expect((bill as HTMLInputElement).value).toBe('77');
    await fireEvent.focus(amountField(dialog, 'ru'));
    await tap('0');
    expect(amountField(dialog, 'ru').value).toBe('50');
    expect((bill as HTMLInputElement).value).toBe('77');
  });

  it('after a hold queued offline, says only that it is queued', async () => {
    const fake = new FakeBridge().ok('hold.debit', { holdId: 'h1', state: 'queued' });
    const limited = account({ spendable: { onlineCents: 100_000, offlineCents: 5_000 } });
    const rendered = renderWithTerminal(HoldActions, {
      props: { account: limited },
      bridge: fake,
      language: 'ru',
    });
    await showGuest(rendered.terminal, fake, { connectivity: 'offline' });
    await fireEvent.click(await screen.findByRole('button', { name: /Оплатить бонусами/ }));
    const dialog = screen.getByRole('dialog');
    await typeKeys(amountField(dialog, 'ru'), ['5', '0', 'Enter']);
    await confirmReview(dialog);
    await within(dialog).findByText(/Сохранено в очереди/);
    // The guest read again shows less room under the limits: the queued amount is not "more than" it.
    rendered.terminal.guest.answer = {
      ...rendered.terminal.guest.answer!,
      guest: {
        ...rendered.terminal.guest.answer!.guest,
        accounts: [{ ...limited, spendable: { onlineCents: 95_000, offlineCents: 0 } }],
      },
    };
    await waitFor(() => expect(dialog.textContent).not.toMatch(/Больше, чем позволяют лимиты/));
  });
});

describe('HoldActions: one press makes one hold', () => {
  it('sends nothing on Enter alone: a review names the amount and the account, and a double Enter does not confirm it', async () => {
    const fake = new FakeBridge();
    const answer = deferred<Result<HoldResult>>();
    fake.answer('hold.debit', () => answer.promise);
    const { dialog, terminal } = await openDebit({ fake });
    const field = amountField(dialog);
    await typeKeys(field, ['1', '5', '0', ',', '5', 'Enter']);
    const review = within(dialog).getByTestId('hold-review');
    expect(review.textContent).toMatch(/Pay 150\.50 with bonuses from “Bonus points”/);
    expect(review.textContent).toMatch(/Available: 1,000\.00 → 849\.50/);
    // The second Enter of a double Enter lands on the review before Confirm takes a press.
    await fireEvent.keyDown(document.activeElement ?? review, { key: 'Enter' });
    const confirm = within(dialog).getByRole('button', { name: /^Pay Enter/ }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    confirm.click();
    expect(fake.calls['hold.debit']).not.toHaveBeenCalled();

    const armed = await armedConfirm(dialog);
    await waitFor(() => expect(document.activeElement).toBe(armed));
    armed.click();
    armed.click();
    expect(fake.calls['hold.debit']).toHaveBeenCalledTimes(1);
    expect(fake.calls['hold.debit']).toHaveBeenCalledWith({
      token: { ref: REF },
      accountGuid: 'bonus_account_type-1',
      amountCents: 15_050,
    });
    const working = (await within(dialog).findByRole('button', { name: /Sending/ })) as HTMLButtonElement;
    expect(working.disabled).toBe(true);
    expect(working.getAttribute('aria-busy')).toBe('true');

    answer.resolve({ ok: true, value: CONFIRMED });
    const close = await within(dialog).findByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    await fireEvent.keyDown(close, { key: 'Enter' });
    expect(fake.calls['hold.debit']).toHaveBeenCalledTimes(1);
    expect(terminal.guest.answer).toBeDefined();
  });

  it('goes back from the review to the amount on Esc, with the amount kept', async () => {
    const fake = new FakeBridge();
    const { dialog } = await openDebit({ fake });
    await typeKeys(amountField(dialog), ['3', '0', '0', 'Enter']);
    expect(within(dialog).getByTestId('hold-review')).toBeTruthy();
    await fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(amountField(dialog).value).toBe('300');
    expect(fake.calls['hold.debit']).not.toHaveBeenCalled();
  });

  it('sends a payment’s bill number when given, and refreshes the guest after the hold', async () => {
    const fake = new FakeBridge().ok('hold.debit', CONFIRMED);
    const { dialog } = await openDebit({ fake });
    await typeKeys(amountField(dialog), ['2', '0', '0']);
    const bill = within(dialog).getByRole('textbox', { name: 'Bill number (optional)' });
    await fireEvent.input(bill, { target: { value: ' PC-42 ' } });
    expect(fake.calls['guest.lookup']).toHaveBeenCalledTimes(1);
    await fireEvent.keyDown(bill, { key: 'Enter' });
    // The number as given: the field's «(optional)» is no part of it.
    expect(within(dialog).getByTestId('hold-review').textContent).toMatch(/Bill number: PC-42/);
    await confirmReview(dialog);
    expect(fake.calls['hold.debit']).toHaveBeenCalledWith({
      token: { ref: REF },
      accountGuid: 'bonus_account_type-1',
      amountCents: 20_000,
      billNumber: 'PC-42',
    });
    await waitFor(() => expect(fake.calls['guest.lookup']).toHaveBeenCalledTimes(2));
    expect(fake.calls['guest.lookup']).toHaveBeenLastCalledWith({ token: { ref: REF } });
  });

  it('offers an award no bill number: it says the award is without a bill and where bills are awarded', async () => {
    const fake = new FakeBridge().ok('hold.credit', CONFIRMED);
    const rendered = renderWithTerminal(HoldActions, {
      props: { account: account() },
      bridge: fake,
      language: 'ru',
    });
    await showGuest(rendered.terminal, fake);
    await fireEvent.click(await screen.findByRole('button', { name: /Начислить бонусы/ }));
    const dialog = screen.getByRole('dialog', { name: 'Начисление бонусов: Bonus points' });
    expect(within(dialog).queryByRole('textbox', { name: /Номер счёта/ })).toBeNull();
    expect(dialog.textContent).toContain('Начисление здесь — без счёта');
    expect(dialog.textContent).toContain('«Счёт» (F6)');
    await typeKeys(amountField(dialog, 'ru'), ['2', '0', '0', '0', 'Enter']);
    expect(within(dialog).getByTestId('hold-review').textContent).not.toMatch(/Номер счёта/);
    await confirmReview(dialog);
    expect(fake.calls['hold.credit']).toHaveBeenCalledWith({
      token: { ref: REF },
      accountGuid: 'bonus_account_type-1',
      amountCents: 200_000,
    });
  });

  it('lets the cashier change the amount after a refusal that queued nothing, then sends a new hold', async () => {
    const fake = new FakeBridge().fail(
      'hold.debit',
      fakeError('offlineLimitPerHold', { limitCents: 100_000, amountCents: 150_000 }),
    );
    const { dialog } = await openDebit({ fake });
    const field = amountField(dialog);
    await typeKeys(field, ['9', '0', '0', 'Enter']);
    await confirmReview(dialog);
    await fireEvent.click(await within(dialog).findByRole('button', { name: 'Change the amount' }));
    await waitFor(() => expect(document.activeElement).toBe(amountField(dialog)));
    fake.ok('hold.debit', CONFIRMED);
    await typeKeys(amountField(dialog), ['Backspace', 'Enter']);
    await confirmReview(dialog);
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
    await confirmReview(dialog);
    await fireEvent.click(await within(dialog).findByRole('button', { name: 'Change the amount' }));
    const again = amountField(dialog);
    await waitFor(() => expect([again.selectionStart, again.selectionEnd]).toEqual([0, 3]));
    await typeKeys(again, ['3', '0', '0']);
    expect(again.value).toBe('300');
    fake.ok('hold.debit', CONFIRMED);
    await typeKeys(again, ['Enter']);
    await confirmReview(dialog);
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
    fake.ok('guest.lookup', {
      guest: { ...guest(), customerGuid: 'customer-2', firstName: 'John', lastName: 'Smith' },
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
