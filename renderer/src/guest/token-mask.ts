import type { TokenView } from '../../../common/contract/index';

/** Shown in place of a key the core hides whole (a PIN, a short code): dots, not a lone "…". */
export const HIDDEN_KEY = '••••';

/**
 * A token's key as the cashier sees it: the core's mask (`…4567`), except that a PIN is never
 * hinted at and a key too short to show any of it (the core gives `…` alone) reads as dots.
 */
export function maskedText(token: Pick<TokenView, 'type' | 'masked'>): string {
  if (token.type === 'pin' || token.masked.replace(/…/g, '').trim() === '') return HIDDEN_KEY;
  return token.masked;
}
