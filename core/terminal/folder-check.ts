import type { ErrorValue } from '../../common/contract/index';
import type { Clock, HoldQueue, TerminalDb } from '../offline';
import { HoldBackup, type BackedUpHold } from '../offline/hold-backup';
import { TerminalIdentity, type MachineRecordStore } from '../offline/identity';
import { decimalText } from '../../common/platform/money';
import { errorValue } from './errors';

export interface FolderCheck {
  identity: TerminalIdentity;
  /** Told of every queue change (TerminalCore subscribes it); closed with the core. */
  backup: HoldBackup;
  /**
   * What the status tells a manager about the data folder now: the lost holds, and while any
   * quarantined hold still waits for its history check, how many (gone once every one is checked).
   */
  warnings(): ErrorValue[];
}

/**
 * At start, before anything is sent: is this data folder the one this machine last ran here? A
 * copied, restored or replaced one is quarantined: every hold that may still be sent is checked
 * against the platform's history first (HoldQueue.quarantine), and the status says why. And has the
 * database kept every hold the terminal acknowledged (HoldBackup)? Those it lost are named.
 */
export async function checkFolder(options: {
  dataDir: string;
  db: TerminalDb;
  queue: HoldQueue;
  machine: MachineRecordStore;
  clock: Clock;
}): Promise<FolderCheck> {
  const { identity, verdict } = await TerminalIdentity.open(options.db, options.machine, options.clock);
  const lostWarnings: ErrorValue[] = [];
  const waiting = options.queue.unsettledBriefs();
  // Most holds in the backup are waiting ones: found in this list, not read one by one.
  const waitingById = new Map(waiting.map((row) => [row.holdId, row]));
  const { backup, lost } = HoldBackup.open(
    options.dataDir,
    (holdId) => waitingById.get(holdId) ?? options.queue.get(holdId),
  );
  backup.recordAll(waiting);
  if (lost.length > 0)
    lostWarnings.push(errorValue('holdsMayBeLost', { count: lost.length, holds: describe(lost) }));
  const held = new Set(
    verdict.kind === 'mismatch'
      ? options.queue.quarantine(
          `quarantined (${verdict.reason}): checked against the platform's history before it is sent`,
        )
      : [],
  );
  // Checked: confirmed (found in the history), queued again (proved absent) or rejected for a
  // manager. Told by the queue as each leaves uncertain, so a status costs nothing per hold.
  if (held.size > 0)
    options.queue.on('queue', (row) => {
      if (row.state !== 'uncertain') held.delete(row.holdId);
    });
  const warnings = (): ErrorValue[] => {
    if (verdict.kind !== 'mismatch' || held.size === 0) return lostWarnings;
    return [...lostWarnings, errorValue('terminalQuarantined', { reason: verdict.reason, holds: held.size })];
  };
  return { identity, backup, warnings };
}

/** `debit 12.50 …4567 (hold 2a2221af-…)`: what a manager looks for on the platform; no card number. */
function describe(holds: readonly BackedUpHold[]): string {
  const named = holds
    .slice(0, NAMED_AT_MOST)
    .map(
      (h) =>
        `${h.kind} ${decimalText(h.amountCents)} ${h.token} ${new Date(h.createdAt).toISOString()} (hold ${h.holdId})`,
    )
    .join('; ');
  const more = holds.length - NAMED_AT_MOST;
  return more > 0 ? `${named}; +${more}` : named;
}

/** Lost holds named in the warning; the count says how many more there are. */
const NAMED_AT_MOST = 50;
