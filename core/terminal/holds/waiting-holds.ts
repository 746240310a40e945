import { awaitsAttribution, type Outbox } from '../../offline';

/**
 * Holds that still wait for the platform or a manager: queued, being sent, of unknown outcome,
 * and refused ones awaiting a manager's attribution. An update does not install while any does.
 */
export function waitingHolds(outbox: Outbox, now: number): number {
  const awaitingAttribution = outbox.list({ states: ['rejected'] }).filter(awaitsAttribution).length;
  return outbox.totals(now).waitingCount + awaitingAttribution;
}
