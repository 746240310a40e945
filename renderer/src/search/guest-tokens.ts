import type { Guest, TokenInput, TokenView } from '../../../common/contract/index';

export function phonesOf(guest: Guest): TokenView[] {
  return guest.tokens.filter((token) => token.type === 'phone');
}

/** A card's stripe and its barcode often end alike: one `card …0055` is enough in a list. */
export function cardsOf(guest: Guest): TokenView[] {
  const seen = new Set<string>();
  return guest.tokens.filter((token) => {
    const label = `${token.masked}|${token.expired === true}`;
    if (token.type !== 'card' || seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

/** The guest's other tokens (guest app QR codes, PINs...): shown by kind, masked. */
export function otherTokensOf(guest: Guest): TokenView[] {
  return guest.tokens.filter((token) => token.type !== 'phone' && token.type !== 'card');
}

/**
 * A token to open the guest by: the core gave a reference for every token it could send back to
 * the platform. A valid one first (an expired card would be refused); none: the guest cannot be
 * opened from the search and the cashier must scan their card.
 */
export function openingToken(guest: Guest): TokenInput | undefined {
  const referable = guest.tokens.filter((token) => token.ref !== undefined);
  const chosen = referable.find((token) => !token.expired) ?? referable[0];
  return chosen?.ref === undefined ? undefined : { ref: chosen.ref };
}
