import type Database from 'better-sqlite3';
import { triple } from './customer-text';

/**
 * filterCustomers pages in (sort_key, id) order. Each customer carries a `search_key` that
 * follows that order with gaps, and the search index uses it as its rowid, so the index
 * yields matches already sorted and a page stops after `offset + limit` of them, however
 * common the search. A new customer takes the middle of the gap between its neighbours; when
 * a gap is used up (30 inserts at one spot), every key is renumbered.
 */
export const SEARCH_KEY_GAP = 2 ** 30;

const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8');

/** Keys for customers about to be inserted, in their given order, into an empty table. */
export function bulkSearchKeys(sortKeys: readonly string[], gap = SEARCH_KEY_GAP): number[] {
  // SQLite's BINARY collation compares UTF-8 bytes; so does this.
  const bytes = sortKeys.map(utf8);
  const order = sortKeys.map((_, i) => i);
  order.sort((a, b) => Buffer.compare(bytes[a]!, bytes[b]!) || a - b);
  const keys = new Array<number>(sortKeys.length);
  order.forEach((index, rank) => (keys[index] = (rank + 1) * gap));
  return keys;
}

interface SearchRow {
  id: number;
  title_lc: string;
  phone_digits: string;
}

export class SearchOrder {
  private readonly before;
  private readonly after;
  private readonly allInOrder;
  private readonly setKey;

  constructor(
    private readonly db: Database.Database,
    private readonly gap = SEARCH_KEY_GAP,
  ) {
    this.before = db.prepare<[string], { search_key: number }>(
      'SELECT search_key FROM customers WHERE sort_key <= ? ORDER BY sort_key DESC, id DESC LIMIT 1',
    );
    this.after = db.prepare<[string], { search_key: number }>(
      'SELECT search_key FROM customers WHERE sort_key > ? ORDER BY sort_key, id LIMIT 1',
    );
    this.allInOrder = db.prepare<[], SearchRow>(
      'SELECT id, title_lc, phone_digits FROM customers ORDER BY sort_key, id',
    );
    this.setKey = db.prepare<[number, number]>('UPDATE customers SET search_key = ? WHERE id = ?');
  }

  /** The key for a customer about to be inserted (its id will be the largest). Call inside a transaction. */
  keyFor(sortKey: string): number {
    const key = this.midpoint(sortKey);
    if (key !== undefined) return key;
    this.renumber();
    const retry = this.midpoint(sortKey);
    if (retry === undefined) throw new Error('no search key after renumbering');
    return retry;
  }

  private midpoint(sortKey: string): number | undefined {
    const low = this.before.get(sortKey)?.search_key ?? 0;
    const high = this.after.get(sortKey)?.search_key ?? low + 2 * this.gap;
    const key = low + Math.floor((high - low) / 2);
    return key > low && key < high && Number.isSafeInteger(high) ? key : undefined;
  }

  /** Evenly spaced keys again, and the search index rebuilt on them. */
  private renumber(): void {
    const rows = this.allInOrder.all();
    this.db.exec('UPDATE customers SET search_key = -search_key; DELETE FROM customer_search;');
    const insert = this.db.prepare<[number, string, string, string, string, number]>(
      'INSERT INTO customer_search (rowid, title, phones, title3, phones3, cid) VALUES (?, ?, ?, ?, ?, ?)',
    );
    rows.forEach((row, rank) => {
      const key = (rank + 1) * this.gap;
      this.setKey.run(key, row.id);
      insert.run(key, row.title_lc, row.phone_digits, triple(row.title_lc), triple(row.phone_digits), row.id);
    });
  }
}
