import type { QueueStore } from './store';

/** On start: every row left `sending` by a crash becomes `uncertain`. Returns how many. */
export function recoverAfterCrash(store: QueueStore): number {
  const now = store.clock();
  const s = store.statements;
  const ids = store.db
    .transaction(() => {
      const sending = s.sendingIds.all();
      s.interruptSending.run(now);
      return sending.map((r) => r.hold_id);
    })
    .immediate();
  store.publish(ids);
  return ids.length;
}

/**
 * A copied or restored data folder (identity.ts): any waiting hold may have been sent by the
 * terminal this folder came from. Queued and sending rows become uncertain (the engine checks
 * the history before it sends anything), rejected ones get needsCheck (a retry goes through
 * the history too; a discard needs force). Returns the rows changed.
 */
export function quarantine(store: QueueStore, message: string): string[] {
  const now = store.clock();
  const s = store.statements;
  const ids = store.db
    .transaction(() => {
      const unsettled = s.unsettledIds.all().map((r) => r.hold_id);
      s.quarantineWaiting.run(message, now);
      s.quarantineRejected.run(now);
      return unsettled;
    })
    .immediate();
  store.publish(ids);
  return ids;
}
