import type { JournalEntry, Language } from '../../../common/contract/index';
import { journalLine, localMoment } from '../../../common/journal/journal-words';
import { csvText } from '../csv';

const HEADERS: Record<Language, string[]> = {
  en: ['time', 'kind', 'who', 'what', 'details', 'time (UTC, ISO 8601)'],
  ru: ['время', 'вид', 'кто', 'что', 'подробности', 'время (UTC, ISO 8601)'],
};

/**
 * The journal for the accountant, in words (common/journal): one row per entry, details joined by
 * `; `, the time in the terminal's local time; the exact moment (UTC, ISO 8601) last, for a program.
 */
export function journalCsv(entries: readonly JournalEntry[], language: Language): string {
  const rows = [HEADERS[language]];
  for (const entry of entries) {
    const line = journalLine(entry, language);
    rows.push([
      localMoment(entry.at, language),
      line.kind,
      line.who,
      line.what,
      line.details.join('; '),
      entry.at,
    ]);
  }
  return csvText(rows);
}
