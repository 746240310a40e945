import type { JournalEntry } from '../../../common/contract/index';

/** A CSV field: quoted when it holds a separator, quote or line break; a leading =+-@ is defused. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The journal for the accountant: one row per entry, details as `name: value` pairs. */
export function journalCsv(entries: readonly JournalEntry[]): string {
  const rows = [['time', 'kind', 'who', 'what', 'details']];
  for (const entry of entries) {
    const details = Object.entries(entry.details)
      .map(([name, value]) => `${name}: ${value}`)
      .join('; ');
    rows.push([entry.at, entry.kind, entry.who, entry.what, details]);
  }
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
