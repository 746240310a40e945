import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { JournalEntrySchema, type JournalEntry } from '../../../common/contract/index';

export const JOURNAL_DIR = 'journal';
const CURRENT = 'journal.jsonl';
const rotated = (n: number) => `journal.${n}.jsonl`;

export interface JournalFileOptions {
  /** The current file is rotated once it passes this size (1 MiB). */
  maxBytes?: number;
  /** Rotated files kept (9: about 10 MiB, months of a restaurant's shifts). */
  keep?: number;
}

/**
 * The journal on disk: one JSON line per entry, appended and never rewritten; rotated by size
 * (journal.jsonl -> journal.1.jsonl -> ... ; the oldest beyond `keep` is dropped). A line that does
 * not parse (a torn write after a power cut) is skipped when reading, never "repaired".
 */
export class JournalFile {
  private readonly dir: string;
  private readonly maxBytes: number;
  private readonly keep: number;

  constructor(dataDir: string, options: JournalFileOptions = {}) {
    this.dir = path.join(dataDir, JOURNAL_DIR);
    this.maxBytes = options.maxBytes ?? 1024 * 1024;
    this.keep = options.keep ?? 9;
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
  }

  append(entry: JournalEntry): void {
    const file = path.join(this.dir, CURRENT);
    if (existsSync(file) && statSync(file).size >= this.maxBytes) this.rotate();
    appendFileSync(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
  }

  /** Every readable entry, oldest first. */
  read(): JournalEntry[] {
    const files = [];
    for (let n = this.keep; n >= 1; n -= 1) files.push(rotated(n));
    files.push(CURRENT);
    const entries: JournalEntry[] = [];
    for (const name of files) {
      const file = path.join(this.dir, name);
      if (!existsSync(file)) continue;
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (line.trim() === '') continue;
        const entry = parseLine(line);
        if (entry) entries.push(entry);
      }
    }
    return entries;
  }

  private rotate(): void {
    for (let n = this.keep - 1; n >= 1; n -= 1) {
      const from = path.join(this.dir, rotated(n));
      if (existsSync(from)) renameSync(from, path.join(this.dir, rotated(n + 1)));
    }
    renameSync(path.join(this.dir, CURRENT), path.join(this.dir, rotated(1)));
  }
}

function parseLine(line: string): JournalEntry | undefined {
  try {
    const parsed = JournalEntrySchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
