import { toRow } from './rows';
import type { HoldQueueStatements } from './statements';
import type { HoldBrief, QueueListFilter, QueueRow, QueueTotals } from './types';

/** Rows newest first, by `HoldQueue.list`'s filter and page (statements' `list`). */
export function listHolds(statements: HoldQueueStatements, filter: QueueListFilter): QueueRow[] {
  const states = filter.states ?? [];
  // The guest's holds as guest-holds.ts names them: also those its cards took before it was known.
  const guest = filter.customerGuid === undefined ? [] : [{ guest: filter.customerGuid, token: null }];
  return statements
    .list(states.length, guest.length > 0, { limit: filter.limit, offset: filter.offset })
    .all(...states, ...guest, filter.before ?? Number.MAX_SAFE_INTEGER)
    .map(toRow);
}

/** The queue's figures at `now`: what waits and since when, how many are rejected or uncertain. */
export function queueTotals(s: HoldQueueStatements, now: number): QueueTotals {
  const waiting = s.waitingTotals.get() ?? { n: 0, debit: 0, credit: 0, credits: 0, reverses: 0 };
  const oldest = s.oldestWaiting.get();
  return {
    waitingCount: waiting.n,
    debitCents: waiting.debit,
    creditCents: waiting.credit,
    reverseCount: waiting.reverses,
    oldestWaiting: oldest
      ? {
          holdId: oldest.hold_id,
          createdAt: oldest.created_at,
          ageMs: Math.max(0, now - oldest.created_at),
        }
      : null,
    rejectedCount: s.countInState.get('rejected')?.n ?? 0,
    uncertainCount: s.countInState.get('uncertain')?.n ?? 0,
  };
}

/** Every unsettled hold, newest first, with only what the hold backup keeps. */
export function unsettledBriefs(statements: HoldQueueStatements): HoldBrief[] {
  return statements.unsettledBriefs.all().map((r) => ({
    holdId: r.hold_id,
    state: r.state,
    kind: r.kind,
    amountCents: r.amount_cents,
    tokenKeyMasked: r.token_key_masked,
    createdAt: r.created_at,
  }));
}
