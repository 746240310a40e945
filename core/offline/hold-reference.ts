import type { QueueRow } from './queue/types';

/** The longest precheck the platform takes (the interface's schema). */
const PRECHECK_MAX = 200;

/**
 * The per-hold reference sent in `precheck`, so that a platform that echoes it in the history
 * tells our hold's transaction from a look-alike: `lt:` and the first 12 hex digits of the hold id.
 */
export function holdReference(holdId: string): string {
  return `lt:${holdId.replace(/-/g, '').slice(0, 12)}`;
}

/** The reference a row's requests carry: a reversal's body is its hold's body, reference included. */
export function rowReference(row: Pick<QueueRow, 'kind' | 'holdId' | 'targetHoldId'>): string {
  return holdReference(row.kind === 'reverse' && row.targetHoldId ? row.targetHoldId : row.holdId);
}

const ANY_REFERENCE = /\blt:[0-9a-f]{12}\b/g;

/**
 * Whether `precheck` carries a whole hold reference other than `ours` (null: we sent none): then
 * the transaction is another hold's, whatever its date or amount say. A reference cut short by the
 * platform proves nothing.
 */
export function namesAnotherHold(precheck: string | undefined, ours: string | null): boolean {
  if (precheck === undefined) return false;
  return [...precheck.matchAll(ANY_REFERENCE)].some(([reference]) => reference !== ours);
}

/**
 * The precheck as sent: the reference first (a platform that cuts a long precheck keeps it), then
 * the cashier's bill number, cut to fit.
 */
export function precheckWithReference(precheck: string | null, reference: string): string {
  if (precheck === null || precheck === '') return reference;
  return `${reference} ${precheck}`.slice(0, PRECHECK_MAX);
}
