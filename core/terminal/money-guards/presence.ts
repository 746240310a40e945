import type { Presence } from '../../../common/contract/index';
import type { TokenEntry, TokenType } from '../../../common/platform/schemas';
import type { HeldToken } from '../guests/token-refs';

/** What a reader read of the guest's own: their card's stripe or barcode, their app's QR. */
function readPresence(type: TokenType, entry: TokenEntry): Presence | undefined {
  switch (type) {
    case 'card':
      return entry === 'trackCode' || entry === 'barCode' ? 'card' : undefined;
    case 'qrGuest':
      return entry === 'qrCode' ? 'qr' : undefined;
    case 'pin':
    case 'phone':
      return undefined;
  }
}

/**
 * How the guest is there by the token itself (issue 40): their card or QR read at the till, or
 * their own PIN typed; undefined for a typed phone or card number and anything found by a search,
 * which pay only with proof given there and then or a manager's grant.
 */
export function presenceOfToken({ token, source }: HeldToken): Presence | undefined {
  switch (source) {
    case 'read':
      return readPresence(token.type, token.entry);
    case 'typed':
      return token.type === 'pin' ? 'pin' : undefined;
    case 'found':
      return undefined;
  }
}

/** What a proof given now may be: the guest's PIN typed, or their app's QR read now. */
export function proofKindOf({ token, source }: HeldToken): 'guestPin' | 'guestQr' | undefined {
  if (token.type === 'pin' && source === 'typed') return 'guestPin';
  if (source === 'read' && readPresence(token.type, token.entry) === 'qr') return 'guestQr';
  return undefined;
}
