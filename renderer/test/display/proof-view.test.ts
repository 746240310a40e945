import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DisplayBridge, DisplayView } from '../../../common/contract/index';
import DisplayApp from '../../src/display/DisplayApp.svelte';
import { FakeBridge } from '../support/fake-bridge';

const asking: DisplayView = { language: 'ru', venueName: null, screen: { kind: 'proof', firstName: 'Анна' } };

afterEach(() => vi.unstubAllGlobals());

describe('the guest display asking for the guest’s PIN (issue 40)', () => {
  it('on a touch screen: digits shown as dots only, sent to the core once, then cleared', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const fake = new FakeBridge()
      .ok('display.view', asking)
      .ok('display.proof', { outcome: 'sent' as const });
    render(DisplayApp, { props: { bridge: fake.bridge as DisplayBridge } });
    await screen.findByRole('heading', { name: 'Анна, введите ваш ПИН-код для оплаты бонусами' });
    for (const digit of ['4', '8', '2', '1'])
      await fireEvent.click(screen.getByRole('button', { name: digit }));
    const dots = screen.getByTestId('proof-dots');
    expect(dots.textContent?.trim()).toBe('••••');
    expect(document.body.textContent).not.toContain('4821');
    await fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(fake.calls['display.proof']).toHaveBeenCalledWith({ pin: '4821' }));
    await screen.findByText('Спасибо: кассир получил ПИН-код');
    expect(dots.textContent?.trim()).toBe('');
  });

  it('without a touch screen: the guest types it at the till', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const fake = new FakeBridge().ok('display.view', { ...asking, language: 'en' });
    render(DisplayApp, { props: { bridge: fake.bridge as DisplayBridge } });
    await screen.findByRole('heading', { name: "Анна, please type your PIN on the cashier's terminal" });
    expect(screen.queryByRole('button', { name: '1' })).toBeNull();
  });
});
