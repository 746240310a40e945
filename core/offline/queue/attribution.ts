import type { ErrorCode, ErrorDetails } from '../../../common/contract/index';
import type { CustomerToken } from '../../../common/platform/schemas';
import type { HoldCandidate } from './candidates';
import type { QueueStore } from './store';
import type { QueueRow, ResolveResult } from './types';
import type { QueueSettlement } from './settlement';
import { TRANSACTION_TYPE } from '../reconcile';

/**
 * Why a manager's attribution was refused (nothing changed), in the contract's codes:
 * - holdNotFound: no such hold;
 * - attributionNotNeeded: the hold is not rejected with look-alikes only (`ambiguousMatch`);
 * - reversalPending: a reversal of the hold is unsettled (settle or discard it first);
 * - attributionNotCandidate: the transaction is not among the hold's candidates from the history read;
 * - attributionMismatch: the candidate does not fit the hold (`what`: its account, type or amount;
 *   a stale or damaged record);
 * - attributionTaken: another hold of this terminal already has the transaction.
 */
export const ATTRIBUTION_REFUSALS = [
  'holdNotFound',
  'attributionNotNeeded',
  'reversalPending',
  'attributionNotCandidate',
  'attributionMismatch',
  'attributionTaken',
] as const satisfies readonly ErrorCode[];
export type AttributionRefusalCode = (typeof ATTRIBUTION_REFUSALS)[number];

export type AttributionRefusal =
  | { code: Exclude<AttributionRefusalCode, 'attributionMismatch'>; message: string }
  | ({ code: 'attributionMismatch'; message: string } & ErrorDetails<'attributionMismatch'>);

/** A transaction the manager names as the hold's, or `none`: the platform applied none of them. */
export type AttributionChoice = { transactionId: number } | 'none';

export type AttributionResult =
  | { ok: true; action: 'confirmed'; row: QueueRow }
  /** `none`: back to the history check (uncertain), or queued when nothing was ever in doubt. */
  | { ok: true; action: 'resent'; row: QueueRow }
  | { ok: false; attribution: AttributionRefusal }
  /** `none`: the retry's own refusal (an offline limit while offline, the card needed). */
  | Extract<ResolveResult, { ok: false }>;

/** Whether a hold waits for a manager to tell which history transaction is its own. */
export function awaitsAttribution(row: QueueRow): boolean {
  return row.state === 'rejected' && row.needsCheck && row.lastErrorCode === 'ambiguousMatch';
}

const refusal = (attribution: AttributionRefusal) => ({ ok: false, attribution }) as const;
const refuse = (code: Exclude<AttributionRefusalCode, 'attributionMismatch'>, message: string) =>
  refusal({ code, message });
const mismatch = (what: ErrorDetails<'attributionMismatch'>['what'], message: string) =>
  refusal({ code: 'attributionMismatch', what, message });

/**
 * A manager's settlement of a hold whose answer was lost and whose history shows only look-alikes.
 * A named transaction is checked against what the terminal knows (the candidates read from the
 * hold's history, account, type, amount, not taken by another hold) and the hold is confirmed with
 * it. `none` rules the candidates out for this hold and sends it back through the engine's history
 * check (`resolve(retry)` of a hold that may have been applied makes it uncertain): it is sent
 * again only once the history proves it absent, so a manager's word never applies it twice.
 */
export class QueueAttribution {
  constructor(
    private readonly store: QueueStore,
    private readonly settlement: QueueSettlement,
    private readonly retry: (
      holdId: string,
      options: { token?: CustomerToken; offline?: boolean },
    ) => ResolveResult,
  ) {}

  /** The hold's candidates not ruled out, oldest first (empty for a hold that does not await attribution). */
  candidates(holdId: string): HoldCandidate[] {
    return this.store.candidates.list(holdId);
  }

  attribute(
    holdId: string,
    choice: AttributionChoice,
    options: { offline?: boolean; token?: CustomerToken } = {},
  ): AttributionResult {
    const row = this.store.get(holdId);
    if (!row) return refuse('holdNotFound', `no hold ${holdId}`);
    if (!awaitsAttribution(row))
      return refuse(
        'attributionNotNeeded',
        `hold ${holdId} is ${row.state}${row.lastErrorCode ? ` (${row.lastErrorCode})` : ''}, not waiting for an attribution`,
      );
    const pending = this.store.statements.unsettledReversal.get(holdId);
    if (pending)
      return refuse('reversalPending', `hold ${holdId} has an unsettled reversal ${pending.hold_id}`);
    if (choice === 'none') return this.noneOfThem(row, options);
    const check = this.check(row, choice.transactionId);
    if (check) return check;
    // Checked and confirmed in one synchronous step: nothing else runs in between.
    const confirmed = this.settlement.markConfirmed(holdId, {
      source: 'history',
      bonusTransactionId: choice.transactionId,
      balanceAfter: null,
      note: {
        code: 'attributedByManager',
        message: `a manager named transaction ${choice.transactionId} of the history as this hold's`,
      },
    });
    return { ok: true, action: 'confirmed', row: confirmed };
  }

  private check(row: QueueRow, transactionId: number): ReturnType<typeof refusal> | undefined {
    const candidate = this.store.candidates.list(row.holdId).find((c) => c.transactionId === transactionId);
    if (!candidate)
      return refuse(
        'attributionNotCandidate',
        `transaction ${transactionId} is not among the history's candidates for hold ${row.holdId}`,
      );
    if (candidate.accountGuid !== row.accountGuid)
      return mismatch('account', `transaction ${transactionId} is of another account`);
    if (candidate.type !== TRANSACTION_TYPE[row.kind])
      return mismatch(
        'type',
        `transaction ${transactionId} is ${candidate.type}, not ${TRANSACTION_TYPE[row.kind]}`,
      );
    if (Math.abs(candidate.amountCents) !== row.amountCents)
      return mismatch('amount', `transaction ${transactionId} is of another amount`);
    const owner = this.store.statements.matchedElsewhere.get(transactionId, row.holdId);
    if (owner) return refuse('attributionTaken', `transaction ${transactionId} is hold ${owner.hold_id}'s`);
    return undefined;
  }

  private noneOfThem(
    row: QueueRow,
    options: { offline?: boolean; token?: CustomerToken },
  ): AttributionResult {
    const retried = this.retry(row.holdId, options);
    if (!retried.ok) return retried;
    // In the same synchronous step, before the engine can read the history again. A crash in
    // between leaves the hold uncertain with its candidates open: it comes back to a manager.
    this.store.candidates.ruleOut(row.holdId);
    return { ok: true, action: 'resent', row: retried.row };
  }
}
