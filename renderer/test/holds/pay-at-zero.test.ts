import { fireEvent, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import HoldActions from '../../src/holds/HoldActions.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { account, guest, showGuest } from './fixtures';

async function actionsFor(availableCents: number) {
  const fake = new FakeBridge();
  const zero = account({
    balance: { ledgerCents: availableCents, availableCents, debitHoldCents: 0, creditHoldCents: 0 },
  });
  const { terminal } = renderWithTerminal(HoldActions, {
    props: { account: zero },
    bridge: fake,
    language: 'ru',
  });
  await showGuest(terminal, fake, { guest: guest([zero]) });
  const button = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
  return { pay: button(/^Оплатить бонусами/), award: button(/^Начислить бонусы/) };
}

describe('pay at 0,00 available', () => {
  it('is off and says why; award stays on; F2 opens nothing, F3 the award', async () => {
    const { pay, award } = await actionsFor(0);
    expect(pay.disabled).toBe(true);
    expect(award.disabled).toBe(false);
    expect(screen.getByText('Оплатить нечем: доступно 0,00.')).toBeTruthy();
    await fireEvent.keyDown(window, { key: 'F2' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await fireEvent.keyDown(window, { key: 'F3' });
    expect(screen.getByRole('dialog', { name: /^Начисление бонусов/ })).toBeTruthy();
  });

  it('offline with 200,00 available and nothing left under the limits: says it is the limits, not 0,00 available', async () => {
    const fake = new FakeBridge();
    const limited = { ...account(), spendable: { onlineCents: 20_000, offlineCents: 0 } };
    const { terminal } = renderWithTerminal(HoldActions, {
      props: { account: limited },
      bridge: fake,
      language: 'ru',
    });
    await showGuest(terminal, fake, { guest: guest([limited]), connectivity: 'offline' });
    expect((screen.getByRole('button', { name: /^Оплатить бонусами/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Оплатить нечем: лимиты без связи сейчас не позволяют больше.')).toBeTruthy();
    expect(screen.queryByText(/доступно 0,00/)).toBeNull();
  });

  it('is on from 0,01', async () => {
    const { pay } = await actionsFor(1);
    expect(pay.disabled).toBe(false);
    expect(screen.queryByText(/Оплатить нечем/)).toBeNull();
  });
});
