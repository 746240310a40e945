import type { ErrorValue } from '../contract';
import type { Clock, Outbox, TerminalDb } from '../offline';
import { TerminalIdentity, type MachineRecordStore } from '../offline/identity';
import { errorValue } from './errors';

export interface FolderCheck {
  identity: TerminalIdentity;
  /** What the status tells a manager about the data folder. */
  warnings: ErrorValue[];
}

/**
 * At start, before anything is sent: is this data folder the one this machine last ran here? A
 * copied, restored or replaced one is quarantined: every hold that may still be sent is checked
 * against the platform's history first (Outbox.quarantine), and the status says why.
 */
export async function checkFolder(options: {
  db: TerminalDb;
  outbox: Outbox;
  machine: MachineRecordStore;
  clock: Clock;
}): Promise<FolderCheck> {
  const { identity, verdict } = await TerminalIdentity.open(options.db, options.machine, options.clock);
  const warnings: ErrorValue[] = [];
  if (verdict.kind === 'mismatch') {
    const held = options.outbox.quarantine(
      `quarantined (${verdict.reason}): checked against the platform's history before it is sent`,
    );
    warnings.push(errorValue('terminalQuarantined', { reason: verdict.reason, holds: held.length }));
  }
  return { identity, warnings };
}
