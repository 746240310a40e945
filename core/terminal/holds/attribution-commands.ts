import type { CommandOutput, HoldCandidateView, ParsedInput } from '../../../common/contract/index';
import type { AttributionRefusal, HoldCandidate } from '../../offline';
import type { CoreContext } from '../context';
import { coreError, type CoreError } from '../errors';
import { queueRefusalError, riskRefusalError } from '../platform-link/platform-errors';
import { holdView } from './hold-views';

function candidateView(candidate: HoldCandidate): HoldCandidateView {
  const { ledgerCents, availableCents } = candidate;
  return {
    transactionId: candidate.transactionId,
    regTime: candidate.regTime,
    type: candidate.type,
    amountCents: candidate.amountCents,
    ...(ledgerCents !== null && availableCents !== null
      ? { balanceAfter: { ledgerCents, availableCents } }
      : {}),
    readAt: new Date(candidate.readAt).toISOString(),
  };
}

/** The hold and the history transactions that look like it (none once it no longer waits for a choice). */
export function holdCandidates(
  ctx: Pick<CoreContext, 'queue'>,
  { holdId }: ParsedInput<'queue.candidates'>,
): CommandOutput<'queue.candidates'> {
  const row = ctx.queue.get(holdId);
  if (!row) throw coreError('holdNotFound');
  const view = holdView(row);
  if (!view.awaitsAttribution) return { hold: view, candidates: [] };
  return { hold: view, candidates: ctx.queue.attribution.candidates(holdId).map(candidateView) };
}

/** The attribution's refusal as the manager reads it. */
function attributionError(refusal: AttributionRefusal): CoreError {
  switch (refusal.code) {
    case 'attributionMismatch':
      return coreError(refusal.code, { what: refusal.what });
    case 'holdNotFound':
    case 'attributionNotNeeded':
    case 'reversalPending':
    case 'attributionNotCandidate':
    case 'attributionTaken':
      return coreError(refusal.code);
  }
}

/**
 * A manager's choice (the gate checked the grant and journals it, refused or accepted). `none`
 * kicks the engine: the hold's history check runs again without the candidates ruled out.
 */
export async function attributeHold(
  ctx: Pick<CoreContext, 'queue' | 'notices' | 'connectivity' | 'engine'>,
  { holdId, choice }: ParsedInput<'queue.attribute'>,
): Promise<CommandOutput<'queue.attribute'>> {
  const target = ctx.queue.get(holdId);
  if (!target) throw coreError('holdNotFound');
  // The manager acts on the queue screen and sees the outcome there: no notice for it.
  const result = await ctx.notices.watch(holdId, async () =>
    ctx.queue.attribution.attribute(holdId, choice, { offline: ctx.connectivity.state !== 'online' }),
  );
  if (!result.ok) {
    if ('attribution' in result) throw attributionError(result.attribution);
    if ('refusal' in result) throw riskRefusalError(result.refusal);
    throw queueRefusalError(result.error, target.state);
  }
  if (result.action === 'resent') ctx.engine.kick().catch(() => undefined);
  return { hold: holdView(result.row) };
}
