import type Database from 'better-sqlite3';
import type { FilterCustomersRequest } from '../../common/platform/schemas';
import { foldName } from '../../common/platform/fold-name';
import { triple } from './customer-text';

export const DEFAULT_SEARCH_LIMIT = 50;

/** `"abc"` as an FTS5 phrase: a substring under the trigram tokenizer. */
const phrase = (text: string): string => `"${text.replace(/"/g, '""')}"`;

/** A search made only of digits and phone punctuation is also looked for in telephone numbers. */
function phoneDigitsOf(search: string): string | undefined {
  if (!/^[\d\s+()-]+$/.test(search)) return undefined;
  const digits = search.replace(/\D/g, '');
  return digits === '' ? undefined : digits;
}

/** A column filter for `text`: the plain column from 3 characters on, the tripled one below. */
function clause(column: 'title' | 'phones', text: string): string {
  return [...text].length >= 3 ? `${column} : ${phrase(text)}` : `${column}3 : ${phrase(triple(text))}`;
}

/** The FTS5 query for a non-empty, folded search (foldName). */
export function searchQuery(search: string): string {
  const digits = phoneDigitsOf(search);
  return [clause('title', search), ...(digits === undefined ? [] : [clause('phones', digits)])].join(' OR ');
}

/**
 * filterCustomers: customers whose folded "last first middle" contains the folded search
 * (foldName: case-insensitive, full Unicode, ё and е as one letter), or whose telephone digits contain its digits. The FTS5
 * trigram index answers every length (one and two characters through the tripled columns)
 * and, keyed by search_key, yields matches in page order: a page costs offset + limit matches.
 * Order: lower-cased "last first middle" (ё as е), then id.
 */
export class CustomerSearch {
  private readonly all;
  private readonly matching;

  constructor(db: Database.Database) {
    this.all = db.prepare<[number, number], { id: number }>(
      'SELECT id FROM customers ORDER BY search_key LIMIT ? OFFSET ?',
    );
    this.matching = db.prepare<[string, number, number], { cid: number }>(
      'SELECT cid FROM customer_search WHERE customer_search MATCH ? ORDER BY rowid LIMIT ? OFFSET ?',
    );
  }

  ids(request: FilterCustomersRequest): number[] {
    const limit = request.limit ?? DEFAULT_SEARCH_LIMIT;
    const offset = request.offset ?? 0;
    const search = foldName(request.search.trim());
    if (search === '') return this.all.all(limit, offset).map((r) => r.id);
    return this.matching.all(searchQuery(search), limit, offset).map((r) => r.cid);
  }
}
