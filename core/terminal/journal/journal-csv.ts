import type { JournalEntry, Language } from '../../../common/contract/index';
import { journalLine } from '../../../common/journal/journal-words';
import { csvText } from '../csv';

const HEADERS: Record<Language, string[]> = {
  en: ['time', 'kind', 'who', 'what', 'details'],
  ru: ['время', 'вид', 'кто', 'что', 'подробности'],
};

/** The journal for the accountant, in words (common/journal): one row per entry, details joined by `; `. */
export function journalCsv(entries: readonly JournalEntry[], language: Language): string {
  const rows = [HEADERS[language]];
  for (const entry of entries) {
    const line = journalLine(entry, language);
    rows.push([entry.at, line.kind, line.who, line.what, line.details.join('; ')]);
  }
  return csvText(rows);
}
