import type { JournalEntry, JournalKind, JournalRow, Language } from '../../../common/contract/index';
import { journalRow } from '../../../common/journal/journal-words';
import { redact } from '../../redact';
import { journalCsv } from './journal-csv';
import { JournalFile, type JournalFileOptions } from './journal-file';

/** The people behind an entry besides `who`: the manager whose grant it was, the cashier. */
export interface JournalPeople {
  manager?: string | undefined;
  /** Defaults to the cashier signed in now (cashier PINs). */
  cashier?: string | undefined;
}

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

  /** The cashier signed in now, named on every entry (set once the staff exists). */
  signedInCashier: () => string | undefined = () => undefined;

  record(
    kind: JournalKind,
    who: string,
    what: string,
    details: Record<string, string | number> = {},
    people: JournalPeople = {},
  ): void {
    const clean: Record<string, string> = {};
    for (const [name, value] of Object.entries(details)) clean[name] = redact(String(value)).slice(0, 500);
    const cashier = 'cashier' in people ? people.cashier : this.signedInCashier();
    try {
      this.file.append({
        at: new Date(this.now()).toISOString(),
        kind,
        who: redact(who),
        ...(people.manager !== undefined ? { manager: redact(people.manager) } : {}),
        ...(cashier !== undefined ? { cashier: redact(cashier) } : {}),
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
          (filter.who === undefined || [entry.who, entry.manager, entry.cashier].includes(filter.who)),
      )
      .reverse();
    const limit = filter.limit ?? 500;
    return { entries: matching.slice(0, limit), truncated: matching.length > limit };
  }

  /** Newest first, in words in every UI language: what the manager's screen shows (journal.list). */
  rows(filter: JournalFilter): { rows: JournalRow[]; truncated: boolean } {
    const { entries, truncated } = this.list(filter);
    return { rows: entries.map(journalRow), truncated };
  }

  csv(filter: Omit<JournalFilter, 'limit'>, language: Language): string {
    return journalCsv(this.list({ ...filter, limit: Number.MAX_SAFE_INTEGER }).entries.reverse(), language);
  }
}
