import { foldName } from '../../common/platform/fold-name';
import type { ContactMethod, ReturnedToken } from '../../common/platform/schemas';
import type { TerminalDb } from './db';
import { statementCache } from './statement-cache';
import type { TokenHasher } from './token-hash';

/** Phone digits are indexed, and searched, by runs of this many. */
const GRAM = 3;
/** How many digits a search needs to look at phones: fewer would name half the guests. */
export const MIN_PHONE_DIGITS = GRAM;

/** What a saved guest is searched by. */
export interface SearchableGuest {
  customerGuid: string;
  lastName: string;
  firstName: string;
  middleName?: string;
  tokens: readonly Pick<ReturnedToken, 'type' | 'key'>[];
  contactMethods?: readonly ContactMethod[];
}

/** "last first middle", folded: what the platform's search matches a text against (rule 3). */
export function searchTitle(guest: Pick<SearchableGuest, 'lastName' | 'firstName' | 'middleName'>): string {
  return foldName(
    [guest.lastName, guest.firstName, guest.middleName ?? ''].filter((p) => p !== '').join(' '),
  );
}

/** The digits of every phone of a guest: phone tokens and telephone contact methods, as the platform has it. */
function phonesOf(guest: SearchableGuest): string[] {
  const phones = [
    ...guest.tokens.filter((t) => t.type === 'phone').map((t) => t.key),
    ...(guest.contactMethods ?? []).filter((m) => /phone/i.test(m.type)).map((m) => m.value),
  ];
  return [...new Set(phones.map((p) => p.replace(/\D/g, '')).filter((d) => d.length >= GRAM))];
}

/**
 * The index of saved guests for search during an outage: a text is found in any part of the
 * folded "last first middle" (FTS5 trigram; one and two characters by a scan) and a run of digits
 * in any part of a phone number. Phones are never at rest in plain text: each run of three digits
 * is kept as a keyed hash (the install secret's HMAC) with its position, and a search's digits
 * match where all their runs stand one after the other in the same phone.
 */
export class GuestSearchIndex {
  private readonly sql;

  constructor(
    db: TerminalDb,
    private readonly hasher: TokenHasher,
  ) {
    this.sql = statementCache(db);
  }

  /** Replaces what is indexed of a guest (inside the cache's write of the guest). */
  put(guest: SearchableGuest): void {
    const guid = guest.customerGuid;
    this.sql('DELETE FROM guest_titles WHERE customer_guid = ?').run(guid);
    this.sql('INSERT INTO guest_titles (title, customer_guid) VALUES (?, ?)').run(searchTitle(guest), guid);
    this.sql('DELETE FROM guest_phone_grams WHERE customer_guid = ?').run(guid);
    const insert = this.sql(
      'INSERT INTO guest_phone_grams (gram_hash, phone, position, customer_guid) VALUES (?, ?, ?, ?)',
    );
    phonesOf(guest).forEach((digits, phone) => {
      for (let position = 0; position + GRAM <= digits.length; position++)
        insert.run(this.gramHash(digits.slice(position, position + GRAM)), phone, position, guid);
    });
  }

  /** The guids of saved guests whose name or phone contains `text`, by name, at most `limit`. */
  search(text: string, limit: number): string[] {
    const folded = foldName(text.trim());
    if (folded === '') return [];
    const found = new Map(this.byName(folded, limit).map((row) => [row.customer_guid, row.title]));
    const digits = /^[\d\s()+-]+$/.test(folded) ? folded.replace(/\D/g, '') : '';
    if (digits.length >= MIN_PHONE_DIGITS) {
      const titleOf = this.sql('SELECT title FROM guest_titles WHERE customer_guid = ?');
      for (const guid of this.byPhone(digits)) {
        const row = titleOf.get(guid) as { title: string } | undefined;
        if (row) found.set(guid, row.title);
      }
    }
    return [...found]
      .sort(([guidA, a], [guidB, b]) => (a < b ? -1 : a > b ? 1 : guidA < guidB ? -1 : 1))
      .slice(0, limit)
      .map(([guid]) => guid);
  }

  private byName(folded: string, limit: number): { customer_guid: string; title: string }[] {
    const rows =
      [...folded].length >= GRAM
        ? this.sql(
            `SELECT t.customer_guid, t.title FROM guest_titles_fts f JOIN guest_titles t ON t.id = f.rowid
               WHERE guest_titles_fts MATCH ? ORDER BY t.title LIMIT ?`,
          ).all(`title : "${folded.replace(/"/g, '""')}"`, limit)
        : // Too short for a trigram: the titles in order until enough contain it.
          this.sql(
            'SELECT customer_guid, title FROM guest_titles INDEXED BY guest_titles_title WHERE instr(title, ?) > 0 ORDER BY title LIMIT ?',
          ).all(folded, limit);
    return rows as { customer_guid: string; title: string }[];
  }

  private byPhone(digits: string): string[] {
    const select = this.sql(
      'SELECT customer_guid, phone, position FROM guest_phone_grams WHERE gram_hash = ?',
    );
    let candidates: Set<string> | undefined;
    for (let offset = 0; offset + GRAM <= digits.length; offset++) {
      const rows = select.all(this.gramHash(digits.slice(offset, offset + GRAM))) as {
        customer_guid: string;
        phone: number;
        position: number;
      }[];
      // Where the search's first digit would stand in that phone.
      const starts = new Set(
        rows.map((r) => `${r.customer_guid}\u0000${r.phone}\u0000${r.position - offset}`),
      );
      candidates = candidates ? new Set([...candidates].filter((start) => starts.has(start))) : starts;
      if (candidates.size === 0) return [];
    }
    return [...new Set([...(candidates ?? [])].map((start) => start.split('\u0000')[0]!))];
  }

  private gramHash(gram: string): string {
    return this.hasher.hash({ type: 'phoneDigits', key: gram });
  }
}
