import { foldName } from '../../common/platform/fold-name';
import { phoneDigits } from './tokens';

/** What filterCustomers searches and sorts on, derived once when a customer is stored. */
export interface SearchText {
  /** "last first middle" folded (foldName: lower-cased, ё as е): what the search index holds. */
  titleLc: string;
  /** The order of filterCustomers: the folded title too. */
  sortKey: string;
  /** Digits of every telephone number and phone token, space-separated. */
  phones: string;
}

export function displayTitle(c: { lastName: string; firstName: string; middleName?: string | null }): string {
  return [c.lastName, c.firstName, c.middleName ?? ''].filter((part) => part !== '').join(' ');
}

export function searchText(
  c: { lastName: string; firstName: string; middleName?: string | null },
  phones: readonly string[],
): SearchText {
  const digits = [...new Set(phones.map(phoneDigits).filter((d) => d !== ''))];
  const titleLc = foldName(displayTitle(c));
  return { titleLc, sortKey: titleLc, phones: digits.join(' ') };
}

/**
 * Every character written three times: `ив` -> `иииввв`. A string of one or two characters is
 * contained in a text exactly when its tripled form is contained in the tripled text, and the
 * tripled form is long enough for the trigram index.
 */
export function triple(text: string): string {
  let out = '';
  for (const ch of text) out += ch + ch + ch;
  return out;
}
