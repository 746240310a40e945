import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { BillResult, HoldResult, Result } from '../../../common/contract/index';
import type { BillRule } from '../../../common/bill/rules';
import BillAction from '../../src/bill/BillAction.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { SETTINGS_VIEW } from '../settings/settings-view';
import { account, armedConfirm, deferred, guest, REF, showGuest, status } from '../holds/fixtures';

const HALF_AND_FIVE: BillRule = {
  maxPayBasisPoints: 5_000,
  awardBasisPoints: 500,
  rounding: { mode: 'halfUp', step: 'cent' },
  minBillForAwardCents: 0,
};
const BONUS = account({ name: 'Бонусные баллы' });
const confirmed = (cents: number): HoldResult => ({
  holdId: `h-${cents}`,
  state: 'confirmed',
  balance: { ledgerCents: 125_050, availableCents: 100_000 - cents, debitHoldCents: 0, creditHoldCents: 0 },
});

async function openBill(fake: FakeBridge = new FakeBridge()) {
  fake.ok('settings.get', { ...SETTINGS_VIEW, billRules: { [BONUS.accountGuid]: HALF_AND_FIVE } });
  const rendered = renderWithTerminal(BillAction, { bridge: fake, language: 'ru' });
  await showGuest(rendered.terminal, fake, { guest: guest([BONUS]) });
  await fireEvent.keyDown(window, { key: 'F6' });
  const dialog = screen.getByRole('dialog', { name: 'Счёт' });
  await waitFor(() => expect(fake.calls['settings.get']).toHaveBeenCalled());
  return { ...rendered, dialog };
}

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
async function keys(target: HTMLElement, typed: string[]): Promise<void> {
  for (const key of typed) await fireEvent.keyDown(target, { key });
}

describe('the bill dialog', () => {
  it('asks before Esc or Cancel drops a typed bill; Esc on the question goes back to it', async () => {
    const { dialog } = await openBill();
    await keys(field(dialog, 'Сумма счёта'), ['1', '2', '3', '4']);
    await fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    expect(within(dialog).getByRole('alert').textContent).toBe('Закрыть счёт? Введённое пропадёт.');
    await fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(field(dialog, 'Сумма счёта').value).toBe('1234');
    // The focus is back where the cashier typed: the next Esc is the dialog's again.
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Сумма счёта')));
    await fireEvent.click(within(dialog).getByRole('button', { name: /^Отмена/ }));
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть счёт' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes at once on Esc when nothing was typed', async () => {
    const { dialog } = await openBill();
    await fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the bill number is missing once the total is typed, and not after it is', async () => {
    const { dialog } = await openBill();
    const number = field(dialog, 'Номер счёта');
    const review = within(dialog).getByRole('button', { name: /^Проверить/ });
    expect(number.getAttribute('aria-invalid')).toBe('false');
    expect(number.getAttribute('aria-required')).toBe('true');
    await keys(field(dialog, 'Сумма счёта'), ['1', '2', '3', '4']);
    // Proposed from the rule: everything but the number is there, and «Проверить» is off.
    expect(field(dialog, 'Оплата бонусами').value).toBe('617');
    expect(review).toHaveProperty('disabled', true);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Обязательное поле.').id).toBe(number.getAttribute('aria-describedby'));
    await fireEvent.input(number, { target: { value: '4711' } });
    expect(number.getAttribute('aria-invalid')).toBe('false');
    expect(within(dialog).queryByText('Обязательное поле.')).toBeNull();
    expect(review).toHaveProperty('disabled', false);
  });

  it('proposes from the total, reviews, and settles the bill once with its number', async () => {
    const fake = new FakeBridge();
    const settled: BillResult = { pay: confirmed(61_725), award: confirmed(0) };
    fake.ok('bill.settle', settled);
    const { dialog } = await openBill(fake);
    const total = field(dialog, 'Сумма счёта');
    expect(document.activeElement).toBe(total);
    await keys(total, ['1', '2', '3', '4', ',', '5', 'Enter']);
    expect(field(dialog, 'Оплата бонусами').value).toBe('617,25');
    expect(field(dialog, 'Начисление').value).toBe('30,86');
    expect(within(dialog).getByTestId('bill-money').textContent).toMatch(/617,25/);
    // Enter went on to the bill number, which is still missing.
    const number = field(dialog, 'Номер счёта');
    expect(document.activeElement).toBe(number);
    await fireEvent.input(number, { target: { value: '4711' } });
    await keys(number, ['Enter', 'Enter']);
    const review = within(screen.getByRole('dialog')).getByTestId('bill-review');
    expect(review.textContent?.replace(/\s+/g, ' ')).toMatch(
      /Счёт № 4711: 1 234,50.*Оплатить бонусами 617,25 с «Бонусные баллы».*Доступно: 1 000,00 → 382,75.*Начислить 30,86 на «Бонусные баллы».*Баланс: 1 250,50 → 1 281,36.*Гость платит деньгами: 617,25/,
    );
    // The second Enter came before the review could be read: nothing was sent.
    expect(fake.calls['bill.settle']).not.toHaveBeenCalled();
    const confirm = await armedConfirm(screen.getByRole('dialog'));
    confirm.click();
    confirm.click();
    await within(screen.getByRole('dialog')).findByTestId('bill-result');
    expect(fake.calls['bill.settle']).toHaveBeenCalledTimes(1);
    expect(fake.calls['bill.settle']).toHaveBeenCalledWith({
      token: { ref: REF },
      billCents: 123_450,
      billNumber: '4711',
      pay: { accountGuid: BONUS.accountGuid, amountCents: 61_725 },
      award: { accountGuid: BONUS.accountGuid, amountCents: 3_086 },
    });
    const result = within(screen.getByRole('dialog')).getByTestId('bill-result').textContent ?? '';
    expect(result).toMatch(/оплачено бонусами 617,25/);
    expect(result).toMatch(/начислено 30,86/);
    expect(result.replace(/\s+/g, ' ')).toMatch(/Гость платит деньгами: 617,25/);
  });

  it('keypad taps go to the field with the focus: 5 into the total, 7 into the number', async () => {
    const { dialog } = await openBill();
    const keypad = within(dialog).getByRole('group', { name: 'Клавиатура суммы' });
    const tap = (name: string) =>
      fireEvent.click(
        within(keypad)
          .getAllByRole('button')
          .find((pad) => pad.textContent?.trim() === name)!,
      );
    await tap('5');
    await fireEvent.focus(field(dialog, 'Номер счёта'));
    await tap('7');
    expect(field(dialog, 'Сумма счёта').value).toBe('5');
    expect(field(dialog, 'Номер счёта').value).toBe('7');
  });

  it('tells the whole bill refused by the core and lets the cashier change it', async () => {
    const fake = new FakeBridge().fail('bill.settle', {
      code: 'billPayOverShare',
      message: { ru: 'Бонусами можно оплатить не больше 617,25 этого счёта', en: 'at most 617.25' },
      details: { limitCents: 61_725, amountCents: 61_726 },
    });
    const { dialog } = await openBill(fake);
    await keys(field(dialog, 'Сумма счёта'), ['1', '0', 'Enter']);
    await fireEvent.input(field(dialog, 'Номер счёта'), { target: { value: '1' } });
    await keys(field(dialog, 'Номер счёта'), ['Enter']);
    await fireEvent.click(await armedConfirm(screen.getByRole('dialog')));
    const result = await within(screen.getByRole('dialog')).findByTestId('bill-result');
    expect(result.textContent).toMatch(/Бонусами можно оплатить не больше 617,25/);
    expect(result.textContent?.replace(/\s+/g, ' ')).toMatch(/Гость платит деньгами: 10,00/);
    await fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^Изменить/ }));
    expect(field(screen.getByRole('dialog'), 'Сумма счёта').value).toBe('10');
  });

  it('says when the award was not sent because the payment was refused', async () => {
    const fake = new FakeBridge().ok('bill.settle', {
      pay: {
        holdId: 'h1',
        state: 'rejected',
        reason: { code: 'insufficientFunds', message: { ru: 'Недостаточно бонусов', en: 'Insufficient' } },
      },
      awardNotSent: true,
    });
    const { dialog } = await openBill(fake);
    await keys(field(dialog, 'Сумма счёта'), ['1', '0', '0', 'Enter']);
    await fireEvent.input(field(dialog, 'Номер счёта'), { target: { value: '9' } });
    await keys(field(dialog, 'Номер счёта'), ['Enter']);
    await fireEvent.click(await armedConfirm(screen.getByRole('dialog')));
    const result = await within(screen.getByRole('dialog')).findByTestId('bill-result');
    expect(result.textContent).toMatch(/Начисление не отправлено: оплату отклонили/);
    expect(result.textContent?.replace(/\s+/g, ' ')).toMatch(/Гость платит деньгами: 100,00/);
  });

  it('is off for a guest without a card to act with', async () => {
    const fake = new FakeBridge();
    const rendered = renderWithTerminal(BillAction, { bridge: fake, language: 'ru' });
    await showGuest(rendered.terminal, fake, { guest: guest([BONUS]) });
    rendered.terminal.guest.token = undefined;
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Счёт/ }).disabled).toBe(true),
    );
    await fireEvent.keyDown(window, { key: 'F6' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the bill dialog after a confirm (issue 41)', () => {
  const plain = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ');

  async function reviewBill(fake: FakeBridge, total: string[]) {
    const opened = await openBill(fake);
    await keys(field(opened.dialog, 'Сумма счёта'), [...total, 'Enter']);
    await fireEvent.input(field(opened.dialog, 'Номер счёта'), { target: { value: '4711' } });
    await keys(field(opened.dialog, 'Номер счёта'), ['Enter']);
    await armedConfirm(screen.getByRole('dialog'));
    return opened;
  }

  it('keeps the review, not the entry and its red words, while the guest is read again during the send', async () => {
    const fake = new FakeBridge();
    const answer = deferred<Result<BillResult>>();
    fake.answer('bill.settle', () => answer.promise);
    const { terminal } = await reviewBill(fake, ['1', '2', '3', '4', ',', '5']);
    await fireEvent.click(await armedConfirm(screen.getByRole('dialog')));
    // The guest read again before the answer: what is left after this very bill.
    const shown = terminal.guest.answer!;
    const left = { ...BONUS, spendable: { onlineCents: 38_275, offlineCents: 38_275 } };
    terminal.guest.answer = { ...shown, guest: { ...shown.guest, accounts: [left] } };
    await waitFor(() => expect(terminal.guest.answer?.guest.accounts[0]).toBe(left));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('bill-review')).toBeTruthy();
    expect(plain(dialog.textContent)).toMatch(/Доступно: 1 000,00 → 382,75/);
    expect(dialog.textContent).not.toMatch(/Больше, чем/);
    expect(within(dialog).queryByRole('textbox', { name: 'Сумма счёта' })).toBeNull();
    answer.resolve({ ok: true, value: { pay: confirmed(61_725), award: confirmed(0) } });
    const result = await within(dialog).findByTestId('bill-result');
    expect(plain(result.textContent)).toMatch(/оплачено бонусами 617,25/);
    expect(dialog.textContent).not.toMatch(/Больше, чем/);
    expect(within(dialog).queryByTestId('bill-review')).toBeNull();
  });

  it('offline: one result per hold, each with its amount', async () => {
    const fake = new FakeBridge().ok('bill.settle', {
      pay: { holdId: 'h1', state: 'queued' },
      award: { holdId: 'h2', state: 'queued' },
    });
    await reviewBill(fake, ['1', '0', '0']);
    fake.ok('status', status('offline'));
    await fireEvent.click(await armedConfirm(screen.getByRole('dialog')));
    const result = await within(screen.getByRole('dialog')).findByTestId('bill-result');
    const words = plain(result.textContent);
    expect(words).toContain('Ждёт отправки: оплата бонусами 50,00');
    expect(words).toContain('Ждёт отправки: начисление 2,50');
    expect(words.match(/Ждёт отправки/g)).toHaveLength(2);
  });
});
