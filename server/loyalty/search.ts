import type Database from 'better-sqlite3';
import type { FilterCustomersRequest } from '../../electron/platform/schemas';

export const DEFAULT_SEARCH_LIMIT = 50;

/** `"abc"` as an FTS5 phrase: a substring under the trigram tokenizer. */
const phrase = (text: string): string => `"${text.replace(/"/g, '""')}"`;

/** A search made only of digits and phone punctuation is also looked for in telephone numbers. */
function phoneQuery(search: string): string | undefined {
  if (!/^[\d\s+()-]+$/.test(search)) return undefined;
  const digits = search.replace(/\D/g, '');
  return digits === '' ? undefined : digits;
}

/**
 * filterCustomers: customers whose "last first middle" contains the search (case-insensitive,
 * full Unicode), or whose telephone digits contain its digits. Three characters or more go
 * through the trigram index; shorter searches walk the customers in sort order and stop after
 * one page (most such searches match early). Order: lower-cased "last first middle" (ё as е), then id.
 */
export class CustomerSearch {
  private readonly all;
  private readonly indexed;
  private readonly short;

  constructor(db: Database.Database) {
    this.all = db.prepare<[number, number], { id: number }>(
      'SELECT id FROM customers ORDER BY sort_key, id LIMIT ? OFFSET ?',
    );
    this.indexed = db.prepare<[string, number, number], { id: number }>(
      `SELECT id FROM customers WHERE id IN (SELECT rowid FROM customer_search WHERE customer_search MATCH ?)
       ORDER BY sort_key, id LIMIT ? OFFSET ?`,
    );
    this.short = db.prepare<[string, string, string, number, number], { id: number }>(
      `SELECT id FROM customers
       WHERE instr(title_lc, ?) > 0 OR (? <> '' AND instr(phone_digits, ?) > 0)
       ORDER BY sort_key, id LIMIT ? OFFSET ?`,
    );
  }

  ids(request: FilterCustomersRequest): number[] {
    const limit = request.limit ?? DEFAULT_SEARCH_LIMIT;
    const offset = request.offset ?? 0;
    const search = request.search.trim().toLowerCase();
    if (search === '') return this.pluck(this.all.all(limit, offset));

    const digits = phoneQuery(search);
    const tooShort = digits !== undefined ? digits.length < 3 : [...search].length < 3;
    if (tooShort) return this.pluck(this.short.all(search, digits ?? '', digits ?? '', limit, offset));

    const clauses: string[] = [];
    if ([...search].length >= 3) clauses.push(`title : ${phrase(search)}`);
    if (digits !== undefined && digits.length >= 3) clauses.push(`phones : ${phrase(digits)}`);
    return this.pluck(this.indexed.all(clauses.join(' OR '), limit, offset));
  }

  private pluck(rows: readonly { id: number }[]): number[] {
    return rows.map((r) => r.id);
  }
}
