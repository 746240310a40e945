import type { FolderCheck } from '../folder-check';
import type { CoreServices } from '../core-services';
import { accountLabel } from '../journal/account-label';
import { journalHold } from '../journal/hold-entries';
import { holdView, queueSummary } from './hold-views';

type QueueWatchers = Pick<
  CoreServices,
  'queue' | 'events' | 'disk' | 'journal' | 'cache' | 'notices' | 'now'
>;

/**
 * The queue's row changes as 'queue' events: each committed change clears the disk's warning,
 * is pushed with the queue's summary, journalled once it is an outcome, seen by the hold notices,
 * recorded by the data folder's backup and identity, and asks for a new status (`changed`).
 * Answers the unsubscribe.
 */
export function watchQueue(core: QueueWatchers, folder: FolderCheck, changed: () => void): () => void {
  const { queue } = core;
  return queue.on('queue', (row) => {
    core.disk.wrote();
    const hold = holdView(row);
    core.events.emit('queue', { hold, summary: queueSummary(queue.totals(core.now())) });
    journalHold(core.journal, hold, (held) => accountLabel(core.cache, held));
    core.notices.observe(row);
    folder.backup.record(row);
    folder.identity.touch();
    changed();
  });
}
