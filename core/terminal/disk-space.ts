import type { ErrorValue } from '../../common/contract/index';
import { coreError, errorValue } from './errors';

/**
 * better-sqlite3's SQLITE_FULL (SQLite also answers it when the disk refuses a write with
 * ENOSPC), and a file write's ENOSPC or EDQUOT (a quota is as full as a disk for the cashier).
 */
const FULL_CODES: ReadonlySet<string> = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT']);

export function isDiskFull(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && FULL_CODES.has(code);
}

/**
 * Whether the terminal's disk took the last hold. A hold written on a full disk is refused whole
 * (its transaction rolls back): the cashier reads `diskFull`, and the status carries the same
 * warning until a later write of the queue succeeds.
 */
export class DiskSpace {
  private full = false;

  constructor(private readonly changed: () => void) {}

  /** Runs a write of a hold; a full disk becomes `diskFull` and the warning, anything else passes. */
  write<T>(write: () => T): T {
    try {
      return write();
    } catch (error) {
      if (!isDiskFull(error)) throw error;
      if (!this.full) {
        this.full = true;
        this.changed();
      }
      throw coreError('diskFull');
    }
  }

  /** A write of the queue was committed: there is room again. */
  wrote(): void {
    if (!this.full) return;
    this.full = false;
    this.changed();
  }

  warnings(): ErrorValue[] {
    return this.full ? [errorValue('diskFull')] : [];
  }
}
