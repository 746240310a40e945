import type { JournalEntry } from '../../../common/contract/index';
import { csvText } from '../csv';

/** The journal for the accountant: one row per entry, details as `name: value` pairs. */
export function journalCsv(entries: readonly JournalEntry[]): string {
  const rows = [['time', 'kind', 'who', 'what', 'details']];
  for (const entry of entries) {
    const details = Object.entries(entry.details)
      .map(([name, value]) => `${name}: ${value}`)
      .join('; ');
    rows.push([entry.at, entry.kind, entry.who, entry.what, details]);
  }
  return csvText(rows);
}
