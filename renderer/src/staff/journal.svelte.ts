import type {
  ErrorValue,
  JournalKind,
  JournalRow,
  Language,
  TerminalBridge,
} from '../../../common/contract/index';

export interface JournalFilterState {
  /** yyyy-mm-dd, '' for every day, undefined while the day field holds text that is not a date. */
  day: string | undefined;
  kind: JournalKind | '';
  who: string;
}

/** The journal screen's entries for its filters, in words as the core sends them, and the CSV of the same. */
export class JournalState {
  rows = $state.raw<JournalRow[]>([]);
  truncated = $state(false);
  /** Whether the entries were read: not before "Show" (it needs a manager's PIN). */
  loaded = $state(false);
  error = $state<ErrorValue | undefined>(undefined);
  filter = $state<JournalFilterState>({ day: '', kind: '', who: '' });
  /** The day field holds no date: said at the field, and nothing is asked. */
  dayProblem = $state(false);

  constructor(private readonly bridge: TerminalBridge) {}

  private query() {
    const { day, kind, who } = this.filter;
    return {
      ...(day ? { day } : {}),
      ...(kind ? { kind } : {}),
      ...(who.trim() ? { who: who.trim() } : {}),
    };
  }

  /** False (and the day's problem shown) while the day is not a date. */
  private dayReadable(): boolean {
    this.dayProblem = this.filter.day === undefined;
    return !this.dayProblem;
  }

  async load(): Promise<void> {
    if (!this.dayReadable()) return;
    const result = await this.bridge['journal.list'](this.query());
    if (!result.ok) {
      this.error = result.error;
      return;
    }
    this.error = undefined;
    this.loaded = true;
    this.rows = result.value.rows;
    this.truncated = result.value.truncated;
  }

  /** The CSV text for the accountant, or undefined (the error is shown). */
  async csv(language: Language): Promise<string | undefined> {
    if (!this.dayReadable()) return undefined;
    const result = await this.bridge['journal.csv']({ ...this.query(), language });
    if (result.ok) return result.value.csv;
    this.error = result.error;
    return undefined;
  }
}
