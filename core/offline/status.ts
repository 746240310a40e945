import type { Cents } from '../../common/platform/money';
import type { ConnectivityMonitor, ConnectivitySnapshot } from './connectivity';
import type { HoldQueue } from './queue/queue';

/** What the status event carries. */
export interface OfflineStatus extends ConnectivitySnapshot {
  queue: {
    count: number;
    debitCents: Cents;
    creditCents: Cents;
    reverseCount: number;
    oldest: { holdId: string; ageMs: number } | null;
    rejectedCount: number;
    uncertainCount: number;
  };
}

export function offlineStatus(
  monitor: ConnectivityMonitor,
  queue: HoldQueue,
  now = Date.now(),
): OfflineStatus {
  const totals = queue.totals(now);
  return {
    ...monitor.snapshot(),
    queue: {
      count: totals.waitingCount,
      debitCents: totals.debitCents,
      creditCents: totals.creditCents,
      reverseCount: totals.reverseCount,
      oldest: totals.oldestWaiting && {
        holdId: totals.oldestWaiting.holdId,
        ageMs: totals.oldestWaiting.ageMs,
      },
      rejectedCount: totals.rejectedCount,
      uncertainCount: totals.uncertainCount,
    },
  };
}
