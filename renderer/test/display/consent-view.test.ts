import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DisplayBridge, DisplayView } from '../../../common/contract/index';
import DisplayApp from '../../src/display/DisplayApp.svelte';
import { FakeBridge } from '../support/fake-bridge';

const TEXT = 'Согласие на обработку персональных данных.\n\nЦель обработки: программа лояльности.';
const asking: DisplayView = {
  language: 'ru',
  venueName: null,
  screen: { kind: 'consent', firstName: 'Мария', textVersion: 2, text: TEXT },
};

afterEach(() => vi.unstubAllGlobals());

describe('the guest display asking a new guest’s consent (issue 43)', () => {
  it('on a touch screen: the text, advertising unticked, «Согласен» sends the guest’s choice', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const fake = new FakeBridge()
      .ok('display.view', asking)
      .ok('display.consent', { outcome: 'recorded' as const });
    render(DisplayApp, { props: { bridge: fake.bridge as DisplayBridge } });
    await screen.findByRole('heading', { name: 'Мария, прочитайте, пожалуйста, согласие' });
    expect(screen.getByTestId('consent-text').textContent).toBe(TEXT);
    const marketing = screen.getByRole('checkbox', { name: 'Я также согласен получать рекламные рассылки' });
    expect((marketing as HTMLInputElement).checked).toBe(false);
    await fireEvent.click(marketing);
    await fireEvent.click(screen.getByRole('button', { name: 'Согласен' }));
    await waitFor(() => expect(fake.calls['display.consent']).toHaveBeenCalledWith({ marketing: true }));
    await screen.findByText('Спасибо: кассир получил ваше согласие');
  });

  it('without a touch screen: the text, and the guest answers the cashier', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const fake = new FakeBridge().ok('display.view', { ...asking, language: 'en' });
    render(DisplayApp, { props: { bridge: fake.bridge as DisplayBridge } });
    await screen.findByText('Please tell the cashier whether you agree, or sign the paper form');
    expect(screen.queryByRole('button', { name: 'I agree' })).toBeNull();
  });
});
