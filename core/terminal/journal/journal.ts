import type { JournalEntry, JournalKind } from '../../../common/contract/index';
import { redact } from '../../redact';
import { journalCsv } from './journal-csv';
import { JournalFile, type JournalFileOptions } from './journal-file';

export interface JournalFilter {
  day?: string | undefined;
  kind?: JournalKind | undefined;
  who?: string | undefined;
  limit?: number | undefined;
}

/** The terminal's local day of a time: what "filter by day" means at the till. */
export function localDay(at: string): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Who did what (issue 15): every hold's outcome, every protected action, every failed PIN and
 * refused command. Values are written as the core already shows them (cards masked); each one
 * still goes through the log's redaction, so no card number or track can be read back from it.
 */
export class Journal {
  private readonly file: JournalFile;

  constructor(
    dataDir: string,
    private readonly now: () => number,
    private readonly log: { error(message: string): void },
    options?: JournalFileOptions,
  ) {
    this.file = new JournalFile(dataDir, options);
  }

  record(kind: JournalKind, who: string, what: string, details: Record<string, string | number> = {}): void {
    const clean: Record<string, string> = {};
    for (const [name, value] of Object.entries(details)) clean[name] = redact(String(value)).slice(0, 500);
    try {
      this.file.append({
        at: new Date(this.now()).toISOString(),
        kind,
        who: redact(who),
        what,
        details: clean,
      });
    } catch {
      this.log.error(`journal: writing a ${kind} entry failed`);
    }
  }

  /** Newest first. */
  list(filter: JournalFilter): { entries: JournalEntry[]; truncated: boolean } {
    const matching = this.file
      .read()
      .filter(
        (entry) =>
          (filter.day === undefined || localDay(entry.at) === filter.day) &&
          (filter.kind === undefined || entry.kind === filter.kind) &&
          (filter.who === undefined || entry.who === filter.who),
      )
      .reverse();
    const limit = filter.limit ?? 500;
    return { entries: matching.slice(0, limit), truncated: matching.length > limit };
  }

  csv(filter: Omit<JournalFilter, 'limit'>): string {
    return journalCsv(this.list({ ...filter, limit: Number.MAX_SAFE_INTEGER }).entries.reverse());
  }
}
