import { describe, expect, it } from 'vitest';
import type { TokenSource } from '../../../../common/contract/index';
import type { CustomerToken } from '../../../../common/platform/schemas';
import { presenceOfToken, proofKindOf } from '../../../../core/terminal/money-guards/presence';
import { tokenSourceOf } from '../../../../core/terminal/money-guards/token-source';

const held = (type: CustomerToken['type'], entry: CustomerToken['entry'], source: TokenSource) => ({
  token: { type, entry, key: '0001234567' },
  source,
});

describe('how a guest is there by the token itself (issue 40)', () => {
  it.each([
    ['card', 'trackCode', 'read', 'card'],
    ['card', 'barCode', 'read', 'card'],
    ['qrGuest', 'qrCode', 'read', 'qr'],
    ['pin', 'manual', 'typed', 'pin'],
    ['card', 'manual', 'typed', undefined],
    ['card', 'trackCode', 'typed', undefined],
    ['card', 'trackCode', 'found', undefined],
    ['qrGuest', 'qrCode', 'found', undefined],
    ['phone', 'manual', 'typed', undefined],
    ['pin', 'manual', 'found', undefined],
  ] as const)('%s by %s, %s: %s', (type, entry, source, presence) => {
    expect(presenceOfToken(held(type, entry, source))).toBe(presence);
  });

  it('takes as proof only a PIN typed now or the app’s QR read now', () => {
    expect(proofKindOf(held('pin', 'manual', 'typed'))).toBe('guestPin');
    expect(proofKindOf(held('qrGuest', 'qrCode', 'read'))).toBe('guestQr');
    expect(proofKindOf(held('pin', 'manual', 'found'))).toBeUndefined();
    expect(proofKindOf(held('qrGuest', 'qrCode', 'found'))).toBeUndefined();
    expect(proofKindOf(held('card', 'trackCode', 'read'))).toBeUndefined();
  });

  it('counts what fingers typed as typed, what a reader or the wedge sent as read', () => {
    expect(tokenSourceOf('manual')).toBe('typed');
    for (const scan of ['wedge', 'hid-kbd', 'hid-pos', 'hid-msr'] as const)
      expect(tokenSourceOf(scan)).toBe('read');
  });
});
