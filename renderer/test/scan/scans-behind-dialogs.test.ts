import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScanWithGuest } from '../../../common/contract/index';
import App from '../../src/App.svelte';
import { ScanRouter } from '../../src/scan/scan-router.svelte';
import DialogHost from '../support/DialogHost.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { SETTINGS_VIEW } from '../settings/settings-view';
import { STAFF } from '../staff/manager-fake';
import { scannedCard } from '../guest/fixtures';

/** Issue 41: a card read while a modal dialog is open never changes what stands behind it. */

const card: ScanWithGuest = { kind: 'token', token: scannedCard(), source: 'hid-msr' };

function modal(): HTMLElement {
  const element = document.body.appendChild(document.createElement('div'));
  element.setAttribute('role', 'dialog');
  element.setAttribute('aria-modal', 'true');
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the scan router while a modal dialog is open', () => {
  it('opens no guest and counts the card refused', () => {
    const openGuest = vi.fn();
    const router = new ScanRouter(new FakeBridge().bridge, openGuest);
    modal();
    router.route(card);
    expect(openGuest).not.toHaveBeenCalled();
    expect(router.refused).toBe(1);
  });

  it('a claim behind the dialog gets nothing; a claim inside it gets the card', () => {
    const router = new ScanRouter(new FakeBridge().bridge, vi.fn());
    const dialog = modal();
    const behind = vi.fn();
    const stop = router.claimCards(behind);
    router.route(card);
    expect(behind).not.toHaveBeenCalled();
    stop();
    const step = dialog.appendChild(document.createElement('section'));
    const inside = vi.fn();
    router.claimCards(inside, { within: () => step });
    router.route(card);
    expect(inside).toHaveBeenCalledWith(card.token);
    expect(router.refused).toBe(1);
  });

  it('with no dialog open, a card opens the guest as before', () => {
    const openGuest = vi.fn();
    const router = new ScanRouter(new FakeBridge().bridge, openGuest);
    router.route(card);
    expect(openGuest).toHaveBeenCalledOnce();
  });
});

describe('what the cashier reads', () => {
  it('the dialog says the card was not opened, from the first card refused while it is open', async () => {
    const { terminal } = renderWithTerminal(DialogHost, { props: { onclose: vi.fn() }, language: 'ru' });
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(within(dialog).getByTestId('scan-refused').textContent).toBe('');
    terminal.scans.route(card);
    await waitFor(() =>
      expect(within(dialog).getByTestId('scan-refused').textContent).toBe(
        'Карта не открыта: сначала закончите или закройте это окно, потом проведите снова.',
      ),
    );
    expect(terminal.navigation.screen).toBe('guest');
    expect(terminal.guest.answer).toBeUndefined();
  });

  it('the first-manager screen: a swipe opens nothing, now or after «Создать», and says so', async () => {
    const fake = new FakeBridge()
      .ok('settings.get', { ...SETTINGS_VIEW, language: 'ru' })
      .ok('staff.status', { ...STAFF, managers: [] });
    const { terminal } = renderWithTerminal(App, { bridge: fake, language: 'ru' });
    await screen.findByRole('heading', { name: 'Создайте первого менеджера' });
    terminal.scans.route(card);
    await screen.findByText('Карта не открыта: сначала создайте менеджера, потом проведите снова.');
    expect(fake.calls['guest.lookup']).not.toHaveBeenCalled();
    expect(terminal.guest.answer).toBeUndefined();
  });
});

describe('Alt+N behind a modal dialog (issue 41)', () => {
  it('leaves the screen as it is: a bill being typed is not dropped by Alt+4', async () => {
    const { terminal } = renderWithTerminal(App, { language: 'ru' });
    await screen.findByRole('tab', { name: 'Очередь Alt+4' });
    const dialog = modal();
    const altFour = () =>
      fireEvent.keyDown(window, { key: '4', code: 'Digit4', altKey: true, bubbles: true });
    await altFour();
    expect(terminal.navigation.screen).toBe('guest');
    dialog.remove();
    await altFour();
    expect(terminal.navigation.screen).toBe('queue');
  });
});
