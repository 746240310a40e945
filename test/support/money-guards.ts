import type { TerminalCore } from '../../core/terminal/terminal-core';
import { commandValue } from './command-value';

/** Иванов's card as the wedge types a swipe of its stripe. */
export const IVANOV_SWIPE = ';0001234567?';

/**
 * A card swiped at the till (through the wedge, as a reader's keys arrive): the reference of a
 * token read, which a payment with bonuses takes without more once a manager exists (issue 40).
 */
export async function swipedRef(core: TerminalCore, text = IVANOV_SWIPE): Promise<{ ref: string }> {
  const scan = await commandValue<{ kind: string; token?: { ref: string } }>(core, 'scan.submit', {
    text,
    source: 'wedge',
  });
  if (!scan.token) throw new Error(`the swipe ${text} gave no token (${scan.kind})`);
  return { ref: scan.token.ref };
}

/**
 * Awards without a bill up to `cents` in a shift with no manager's grant: for tests of something
 * else than the goodwill allowance (its default is 0 once a manager exists). Set as the manager
 * would, without the grant the UI asks for.
 */
export async function allowGoodwill(core: TerminalCore, cents = 10_000_000): Promise<void> {
  await core.settings.apply({ moneyGuards: { goodwillPerShiftCents: cents } });
}
