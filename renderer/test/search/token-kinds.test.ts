import { fireEvent, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenView } from '../../../common/contract/index';
import TokenList from '../../src/guest/TokenList.svelte';
import SearchScreen from '../../src/screens/SearchScreen.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { guest } from './guests';

/** Петрова as the core hands her out: a guest-app QR code and a PIN (the core masks a PIN whole). */
const PETROVA_TOKENS: TokenView[] = [
  { type: 'qrGuest', entry: 'qrCode', masked: '…21D4', ref: 'ref0000000000000000009', expired: false },
  { type: 'pin', entry: 'manual', masked: '…', ref: 'ref0000000000000000010', expired: false },
];

afterEach(() => vi.useRealTimers());

describe('tokens other than cards and phones', () => {
  it('a search row names a QR code and a PIN by kind, the PIN as dots, not "no card or phone"', async () => {
    vi.useFakeTimers();
    const petrova = guest({
      customerGuid: 'g-p',
      lastName: 'Петрова',
      firstName: 'Анна',
      tokens: PETROVA_TOKENS,
    });
    const fake = new FakeBridge().ok('guest.search', { guests: [petrova], source: 'live' });
    renderWithTerminal(SearchScreen, { bridge: fake, language: 'ru' });
    const field = screen.getByRole('searchbox') as HTMLInputElement;
    field.value = 'Петр';
    await fireEvent.input(field);
    await vi.advanceTimersByTimeAsync(300);
    const row = screen.getByRole('option').textContent ?? '';
    expect(row).toContain('QR-код гостя …21D4');
    expect(row).toContain('PIN ••••');
    expect(row).not.toContain('нет ни карты');
    expect(row).not.toMatch(/…(\s|$)/); // no lone ellipsis
  });

  it('the guest screen shows a PIN as dots and never its digits', () => {
    renderWithTerminal(TokenList, {
      props: { tokens: [...PETROVA_TOKENS, { ...PETROVA_TOKENS[1]!, masked: '…4821' }] },
      language: 'en',
    });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(items[0]).toContain('…21D4');
    expect(items.slice(1).every((text) => text.includes('••••') && !/\d/.test(text))).toBe(true);
  });
});
