import { awaitsAttribution, type HoldQueue } from '../../offline';

/**
 * Holds that still wait for the platform or a manager: queued, being sent, of unknown outcome,
 * and refused ones awaiting a manager's attribution. An update does not install while any does.
 */
export function waitingHolds(queue: HoldQueue, now: number): number {
  const awaitingAttribution = queue.list({ states: ['rejected'] }).filter(awaitsAttribution).length;
  return queue.totals(now).waitingCount + awaitingAttribution;
}
