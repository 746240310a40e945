import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DisplayBridge, DisplayView } from '../../../common/contract/index';
import DisplayApp from '../../src/display/DisplayApp.svelte';
import { FakeBridge } from '../support/fake-bridge';

const idle: DisplayView = { language: 'ru', venueName: 'Самовар', screen: { kind: 'idle' } };
const text = () => document.body.textContent?.replace(/\s+/g, ' ') ?? '';

function renderDisplay(view: DisplayView = idle) {
  const fake = new FakeBridge().ok('display.view', view);
  render(DisplayApp, { props: { bridge: fake.bridge as DisplayBridge } });
  return fake;
}

afterEach(() => vi.unstubAllGlobals());

describe('the guest display page', () => {
  it('shows the venue when idle, in Russian, and follows the display event', async () => {
    const fake = renderDisplay();
    await screen.findByRole('heading', { name: 'Добро пожаловать в «Самовар»' });
    expect(document.documentElement.lang).toBe('ru');
    fake.emit('display', {
      ...idle,
      screen: { kind: 'guest', firstName: 'Иван', accounts: [{ name: 'Бонусы', balanceCents: 100_000 }] },
    });
    await screen.findByRole('heading', { name: 'Здравствуйте, Иван!' });
    expect(text()).toContain('Бонусы: доступно 1 000,00');
    expect(text()).not.toMatch(/баланс/i);
  });

  it('shows a bill being made in the future tense: to be paid, left to pay, to be awarded; in English', async () => {
    renderDisplay({
      language: 'en',
      venueName: null,
      screen: {
        kind: 'bill',
        firstName: 'John',
        billCents: 123_450,
        payCents: 61_725,
        awardCents: 3_086,
        leftToPayCents: 61_725,
        account: { name: 'Bonus points', balanceCents: 100_000 },
      },
    });
    await screen.findByRole('heading', { name: 'Hello, John!' });
    expect(text()).toMatch(
      /Bill 1,234\.50 To be paid with bonuses −617\.25 Left to pay 617\.25 Bonuses to be awarded \+30\.86 Bonus points: available 1,000\.00/,
    );
    expect(text()).not.toMatch(/Paid with bonuses|Bonuses awarded|Now available/);
    expect(text()).not.toMatch(/balance/i);
    expect(document.documentElement.lang).toBe('en');
  });

  it('after the bill, done only for what the platform took, "waits to be sent" for a queued part', async () => {
    const done = {
      kind: 'done',
      firstName: 'Иван',
      accountName: 'Бонусы',
      payCents: 61_725,
      awardCents: 3_086,
    } as const;
    const fake = renderDisplay({ ...idle, screen: { ...done, balanceCents: 41_361 } });
    await screen.findByRole('heading', { name: 'Спасибо, Иван!' });
    expect(text()).toMatch(/Оплачено бонусами −617,25 Начислено бонусов \+30,86 Теперь доступно 413,61/);
    expect(text()).not.toMatch(/баланс|Будет/i);
    fake.emit('display', {
      ...idle,
      screen: { ...done, balanceCents: null, payWaits: true, awardWaits: true },
    });
    await waitFor(() =>
      expect(text()).toMatch(
        /Оплата бонусами −617,25 ждёт отправки Начисление бонусов \+30,86 ждёт отправки/,
      ),
    );
    expect(text()).not.toMatch(/доступно|баланс|Оплачено|Начислено/i);
    // The payment went through, the award waits behind it: each told as it is.
    fake.emit('display', {
      ...idle,
      screen: { ...done, balanceCents: null, payWaits: false, awardWaits: true },
    });
    await waitFor(() =>
      expect(text()).toMatch(/Оплачено бонусами −617,25 Начисление бонусов \+30,86 ждёт отправки/),
    );
  });

  it('in English: done and now available only as the platform took them, else it waits to be sent', async () => {
    const done = {
      kind: 'done',
      firstName: 'John',
      accountName: 'Bonus points',
      payCents: 61_725,
      awardCents: 0,
    } as const;
    const fake = renderDisplay({
      language: 'en',
      venueName: null,
      screen: { ...done, balanceCents: 38_275 },
    });
    await screen.findByRole('heading', { name: 'Thank you, John!' });
    expect(text()).toMatch(/Paid with bonuses −617\.25 Now available 382\.75/);
    expect(text()).not.toMatch(/balance/i);
    fake.emit('display', {
      language: 'en',
      venueName: null,
      screen: { ...done, balanceCents: null, payWaits: true },
    });
    await waitFor(() => expect(text()).toMatch(/Payment with bonuses −617\.25 waits to be sent/));
    expect(text()).not.toMatch(/available|Paid with/i);
  });

  it('on a touch screen, the guest types a phone number and reads only their first name', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('coarse') }));
    const fake = renderDisplay();
    fake.ok('display.checkIn', { outcome: 'found', firstName: 'Иван' });
    await fireEvent.click(await screen.findByRole('button', { name: 'Отметиться по номеру телефона' }));
    for (const key of ['8', '9', '1', '6']) await fireEvent.click(screen.getByRole('button', { name: key }));
    await fireEvent.click(screen.getByRole('button', { name: 'Стереть' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Отметиться' }));
    expect(fake.calls['display.checkIn']).toHaveBeenCalledWith({ phone: '891' });
    expect((await screen.findByRole('status')).textContent).toBe('Иван, кассир сейчас откроет вашу карту');
  });

  it('says a number was not found, or to try later, without more', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const fake = renderDisplay();
    fake.ok('display.checkIn', { outcome: 'tooMany' });
    await fireEvent.click(await screen.findByRole('button', { name: 'Отметиться по номеру телефона' }));
    await fireEvent.click(screen.getByRole('button', { name: '7' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Отметиться' }));
    expect((await screen.findByRole('status')).textContent).toBe('Попробуйте ещё раз через минуту.');
  });

  it('has no check-in without a touch screen', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    renderDisplay();
    await screen.findByRole('heading', { name: 'Добро пожаловать в «Самовар»' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
