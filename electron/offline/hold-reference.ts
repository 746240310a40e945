/** The longest precheck the platform takes (the interface's schema). */
const PRECHECK_MAX = 200;

/**
 * The per-hold reference sent in `precheck`, so that a platform that echoes it in the history
 * tells our hold's transaction from a look-alike: `lt:` and the first 12 hex digits of the hold id.
 */
export function holdReference(holdId: string): string {
  return `lt:${holdId.replace(/-/g, '').slice(0, 12)}`;
}

/**
 * The precheck as sent: the reference first (a platform that cuts a long precheck keeps it), then
 * the cashier's bill number, cut to fit.
 */
export function precheckWithReference(precheck: string | null, reference: string): string {
  if (precheck === null || precheck === '') return reference;
  return `${reference} ${precheck}`.slice(0, PRECHECK_MAX);
}
