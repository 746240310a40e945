import type { Presence, TokenInput } from '../../../common/contract/index';
import { BusinessError, isPlatformError } from '../../platform/errors';
import type { CoreContext } from '../context';
import { coreError } from '../errors';
import type { HeldToken } from '../guests/token-refs';
import { presenceOfToken, proofKindOf } from './presence';
import type { Waivers } from './waivers';

export type ProofContext = Pick<
  CoreContext,
  'connectivity' | 'live' | 'tokens' | 'settings' | 'journal' | 'proofAttempts'
>;

/**
 * How the guest is there for a payment with bonuses (issue 40): by the token itself (card or QR
 * read, their own PIN), by `guestProof` given now (their PIN typed, their QR read), resolved
 * through the platform's customerInfo and naming this guest, or else a manager's grant (needed
 * through `waivers`). The proof's key is sent to the platform only: never cached, logged or kept.
 */
export async function presenceFor(
  ctx: ProofContext,
  held: HeldToken,
  customerGuid: string | undefined,
  proof: TokenInput | undefined,
  waivers: Waivers,
): Promise<Presence> {
  const direct = presenceOfToken(held);
  if (direct !== undefined) return direct;
  if (!waivers.active) return 'unchecked';
  const pinAllowed = held.token.type !== 'phone' || ctx.settings.value.moneyGuards.phonePaysWithPin;
  const online = ctx.connectivity.state !== 'offline';
  // After too many wrong proofs only a manager stands in for the guest (proof-attempts.ts).
  const mayProve = customerGuid !== undefined && online && !ctx.proofAttempts.locked(customerGuid);
  if (proof === undefined || customerGuid === undefined) {
    waivers.need('guestProofRequired', coreError('guestProofRequired', { byGuest: mayProve }));
    return 'manager';
  }
  const given = ctx.tokens.held(proof);
  // A PIN's reference (typed on the guest's display) serves one proof: the PIN is not kept.
  if ('ref' in proof && given.token.type === 'pin') ctx.tokens.forget(proof.ref);
  const kind = proofKindOf(given);
  if (kind === undefined) throw mismatch(ctx, customerGuid);
  if ((kind === 'guestPin' && !pinAllowed) || !mayProve) {
    waivers.need('guestProofRequired', coreError('guestProofRequired', { byGuest: false }));
    return 'manager';
  }
  let proven: string;
  try {
    const answer = await ctx.live((client, options) => client.customerInfo(given.token, options));
    proven = answer.customerGuid;
  } catch (error) {
    if (error instanceof BusinessError) throw mismatch(ctx, customerGuid);
    if (!isPlatformError(error)) throw error;
    // The platform could not be asked: the guest cannot prove it now, a manager may.
    waivers.need('guestProofRequired', coreError('guestProofRequired', { byGuest: false }));
    return 'manager';
  }
  if (proven !== customerGuid) throw mismatch(ctx, customerGuid);
  ctx.proofAttempts.succeeded(customerGuid);
  return kind;
}

/** A wrong PIN or another guest's QR: journalled (never the PIN), refused, nothing moved. */
function mismatch(ctx: ProofContext, customerGuid: string) {
  ctx.proofAttempts.failed(customerGuid);
  ctx.journal.record('refused', 'cashier', 'guestProof', { code: 'guestProofMismatch' });
  return coreError('guestProofMismatch');
}
