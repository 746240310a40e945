import type { CorrectionView, HoldView, QueueSummary } from '../../../common/contract/index';
import { awaitsAttribution, type HoldCorrection, type QueueRow, type QueueTotals } from '../../offline';
import { reasonOf } from '../platform-link/platform-errors';

const iso = (ms: number) => new Date(ms).toISOString();

/** A hold's correction for the renderer (the hold's view, the shift's report). */
export function correctionView({ reason, note, manager }: HoldCorrection): CorrectionView {
  return { reason, ...(note !== null ? { note } : {}), ...(manager !== null ? { manager } : {}) };
}

export function holdView(row: QueueRow): HoldView {
  const reason = reasonOf(row.lastErrorCode, row.state);
  return {
    holdId: row.holdId,
    kind: row.kind,
    state: row.state,
    amountCents: row.amountCents,
    accountGuid: row.accountGuid,
    ...(row.customerGuid !== null ? { customerGuid: row.customerGuid } : {}),
    ...(row.guestName ? { guestName: row.guestName } : {}),
    ...(row.cashier ? { cashier: row.cashier } : {}),
    token: row.tokenKeyMasked,
    ...(row.billNumber !== null ? { billNumber: row.billNumber } : {}),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    attempts: row.attempts,
    ...(row.bonusTransactionId !== null ? { bonusTransactionId: row.bonusTransactionId } : {}),
    ...(row.targetHoldId !== null ? { reverses: row.targetHoldId } : {}),
    ...(reason && row.state !== 'confirmed' ? { reason } : {}),
    ...(row.state === 'rejected' && row.needsCheck && row.lastErrorMessage
      ? { evidence: row.lastErrorMessage }
      : {}),
    ...(awaitsAttribution(row) ? { awaitsAttribution: true as const } : {}),
    ...(row.correction ? { correction: correctionView(row.correction) } : {}),
    ...(row.control?.grantedBy
      ? { granted: { manager: row.control.grantedBy, guards: [...row.control.waived] } }
      : {}),
    ...(row.control?.presence ? { presence: row.control.presence } : {}),
    ...(row.retakenOffline ? { retaken: true as const } : {}),
  };
}

export function queueSummary(totals: QueueTotals): QueueSummary {
  const oldest = totals.oldestWaiting;
  return {
    count: totals.waitingCount,
    debitCents: totals.debitCents,
    creditCents: totals.creditCents,
    reversals: totals.reverseCount,
    oldest: oldest && {
      holdId: oldest.holdId,
      createdAt: iso(oldest.createdAt),
      ageMs: Math.max(0, oldest.ageMs),
    },
    rejected: totals.rejectedCount,
    uncertain: totals.uncertainCount,
  };
}
