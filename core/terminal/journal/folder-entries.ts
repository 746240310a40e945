import type { ErrorValue } from '../../../common/contract/index';
import type { Journal } from './journal';

/**
 * What the folder check found at start, journalled (issue 15, "replacing or clearing the
 * terminal's data"): no command replaces or clears the data, so a replaced, restored or emptied
 * folder is only ever found afterwards (folder-check.ts); the journal keeps that it was.
 */
export function journalFolderFindings(journal: Journal, warnings: readonly ErrorValue[]): void {
  for (const warning of warnings) {
    switch (warning.code) {
      case 'terminalQuarantined':
      case 'holdsMayBeLost':
        journal.record('dataFolder', 'terminal', warning.code, warning.details ?? {});
        break;
      default:
        break;
    }
  }
}
