import { balanceCents, type BalanceCents, type InCents } from '../platform/in-cents';
import type {
  CrmCustomer,
  CustomerToken,
  FilteredCustomer,
  HistoryToShow,
} from '../../common/platform/schemas';
import type { AccountType } from '../../common/platform/schemas/account';
import type { TerminalDb } from './db';
import { GuestAccounts } from './guest-accounts';
import { GuestSearchIndex } from './guest-search-index';
import { maskKey } from '../../common/platform/token-key';
import type { TokenHasher } from './token-hash';
import type { Cached } from './cached';
import { digestOf, RecentWrites } from './recent-writes';
import { statementCache, type StatementCache } from './statement-cache';
import { systemClock, type Clock } from './types';

/** A guest as the cache keeps it: balances in hundredths, token keys masked to their last four characters. */
export type SavedGuest = InCents<CrmCustomer>;

export interface CachedGuest {
  guest: SavedGuest;
  fetchedAt: number;
}

export interface GuestCacheOptions {
  clock?: Clock;
  /** Guests not seen for this long are purged (default 30 days). */
  retentionMs?: number;
  /** Guests whose personal data the terminal may not keep (consent withdrawn, issue 43). */
  withheld?: (customerGuid: string) => boolean;
}

/** What the cache keeps of a guest who withdrew consent: the guest's cards and accounts, no name, birthday or sex. */
const KEPT_WHEN_WITHHELD = ['customerGuid', 'tokens', 'accounts', 'accumulationBalance', 'blocked'] as const;

function withoutPersonalData<T extends InCents<CrmCustomer | FilteredCustomer>>(guest: T): T {
  const kept = Object.fromEntries(
    KEPT_WHEN_WITHHELD.filter((key) => key in guest).map((key) => [key, guest[key as keyof T]]),
  );
  return { ...kept, firstName: '', lastName: '' } as T;
}

export const DEFAULT_GUEST_RETENTION_MS = 30 * 24 * 3_600_000;

const SEEN_RESOLUTION_MS = 3_600_000;

/**
 * The same guest, answered again within this long, is not written again: its saved copy then
 * says it is up to this much older than it is (on the safe side), and a swipe's background
 * refresh costs no commit to disk.
 */
export const UNCHANGED_GUEST_REWRITE_MS = 60_000;

/**
 * A row of the table `guests`. The code says guest (SavedGuest); the column `customer_json` keeps
 * the name the cashiers' databases have (migration 001), so the SQL says customer_json.
 */
interface GuestRow {
  customer_json: string;
  fetched_at: number;
}

/** What the terminal knows from the platform, for offline answers. Never stores a plain token key. */
export class GuestCache {
  private readonly clock: Clock;
  private readonly searchIndex: GuestSearchIndex;
  private readonly recentPuts = new RecentWrites(UNCHANGED_GUEST_REWRITE_MS);
  private readonly sql: StatementCache;
  private readonly accounts: GuestAccounts;
  private readonly withheld: (customerGuid: string) => boolean;
  readonly retentionMs: number;

  constructor(
    private readonly db: TerminalDb,
    private readonly hasher: TokenHasher,
    options: GuestCacheOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.retentionMs = options.retentionMs ?? DEFAULT_GUEST_RETENTION_MS;
    this.withheld = options.withheld ?? (() => false);
    this.searchIndex = new GuestSearchIndex(db, hasher);
    this.sql = statementCache(db);
    this.accounts = new GuestAccounts(this.sql);
  }

  /**
   * Stores a guest from customerInfo / filterCustomers / createCustomer, replacing what was
   * known of it. `via` is the token that was scanned: its hash finds the guest offline even when
   * the platform does not list that token among the guest's.
   *
   * Answers the time the stored copy is dated: `now`, or the time of the same copy written less
   * than a minute ago (not written again). An answer made of this guest says that time, as a
   * later read of the cache will (issue 41: a live answer dated later than the unchanged copy
   * made the screen keep it over the cache's next answer, which counted a hold queued since).
   */
  putGuest(
    answered: InCents<CrmCustomer | FilteredCustomer>,
    options: { via?: Pick<CustomerToken, 'type' | 'key'>; now?: number } = {},
  ): number {
    const guest = this.withheld(answered.customerGuid) ? withoutPersonalData(answered) : answered;
    const now = options.now ?? this.clock();
    const hashes = new Set(guest.tokens.filter((t) => t.key).map((t) => this.hasher.hash(t)));
    if (options.via) hashes.add(this.hasher.hash(options.via));
    // Contact methods are never stored: a phone number is a phone token's key, and the guest view
    // does not show them.
    const { accounts, contactMethods: _contactMethods, ...rest } = guest;
    const stored = { ...rest, tokens: guest.tokens.map((t) => ({ ...t, key: maskKey(t.key) })) };
    const guid = guest.customerGuid;
    const written = digestOf(JSON.stringify([guest, [...hashes]]));
    let storedAt: number | undefined;
    const stamp = () => (storedAt = this.fetchedAtOf(guid));
    if (this.recentPuts.repeats(guid, written, now, stamp) && storedAt !== undefined) return storedAt;
    this.db.transaction(() => {
      this.sql(
        `INSERT INTO guests (customer_guid, customer_json, fetched_at, last_seen_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (customer_guid) DO UPDATE SET customer_json = excluded.customer_json,
             fetched_at = excluded.fetched_at, last_seen_at = excluded.last_seen_at`,
      ).run(guid, JSON.stringify(stored), now, now);
      this.sql('DELETE FROM guest_tokens WHERE customer_guid = ?').run(guid);
      const addToken = this.sql(
        `INSERT INTO guest_tokens (token_hash, customer_guid) VALUES (?, ?)
         ON CONFLICT (token_hash) DO UPDATE SET customer_guid = excluded.customer_guid`,
      );
      for (const hash of hashes) addToken.run(hash, guid);
      this.searchIndex.put(guest);
      this.sql('DELETE FROM guest_accounts WHERE customer_guid = ?').run(guid);
      accounts.forEach(({ balance, ...account }, position) => {
        this.accounts.write(guid, account.accountType.accountGuid, position, account, balance, now);
      });
    })();
    this.recentPuts.wrote(guid, written, now);
    return now;
  }

  /** Drops the personal data kept of a guest who withdrew consent (their cards and balances stay). */
  withhold(customerGuid: string): void {
    const cached = this.byGuid(customerGuid);
    if (!cached) return;
    const stripped = withoutPersonalData(cached.guest);
    this.db.transaction(() => {
      this.sql('UPDATE guests SET customer_json = ? WHERE customer_guid = ?').run(
        JSON.stringify({ ...stripped, accounts: undefined }),
        customerGuid,
      );
      this.searchIndex.put(stripped);
    })();
    this.recentPuts.forget(customerGuid);
  }

  /** The guest of a token, touching its last-seen time (a guest served is a guest kept). */
  lookup(token: Pick<CustomerToken, 'type' | 'key'>, now = this.clock()): CachedGuest | undefined {
    const row = this.sql<GuestRow & { customer_guid: string; last_seen_at: number }>(
      `SELECT g.customer_guid, g.customer_json, g.fetched_at, g.last_seen_at FROM guest_tokens t
         JOIN guests g ON g.customer_guid = t.customer_guid WHERE t.token_hash = ?`,
    ).get(this.hasher.hash(token));
    if (!row) return undefined;
    // Seen-times only decide the 30-day purge: refresh them at most hourly, so a lookup rarely writes.
    if (row.last_seen_at < now - SEEN_RESOLUTION_MS) {
      this.sql('UPDATE guests SET last_seen_at = ? WHERE customer_guid = ? AND last_seen_at < ?').run(
        now,
        row.customer_guid,
        now - SEEN_RESOLUTION_MS,
      );
    }
    return this.withAccounts(row.customer_guid, row);
  }

  /**
   * Saved guests whose name or phone contains `text`, as the platform's search matches (for search
   * during an outage; guest-search-index.ts). Searching is not serving: seen-times stay.
   */
  search(text: string, limit: number): CachedGuest[] {
    return this.searchIndex
      .search(text, limit)
      .map((guid) => this.byGuid(guid))
      .filter((guest): guest is CachedGuest => guest !== undefined);
  }

  byGuid(customerGuid: string): CachedGuest | undefined {
    const row = this.sql<GuestRow>(
      'SELECT customer_json, fetched_at FROM guests WHERE customer_guid = ?',
    ).get(customerGuid);
    return row && this.withAccounts(customerGuid, row);
  }

  private withAccounts(customerGuid: string, row: GuestRow): CachedGuest {
    const accounts = this.accounts.ofGuest(customerGuid);
    return {
      guest: { ...JSON.parse(row.customer_json), accounts } as SavedGuest,
      fetchedAt: row.fetched_at,
    };
  }

  /** Each account type on the saved guests once, for the manager's rules (GuestAccounts.types). */
  accountTypes(): AccountType[] {
    return this.accounts.types();
  }

  customerGuidOf(tokenHash: string): string | undefined {
    const row = this.sql('SELECT customer_guid FROM guest_tokens WHERE token_hash = ?').get(tokenHash) as
      { customer_guid: string } | undefined;
    return row?.customer_guid;
  }

  /** The cached balance of one account, in hundredths, with the time it was fetched. */
  accountBalance(customerGuid: string, accountGuid: string): Cached<BalanceCents> | undefined {
    return this.accounts.balance(customerGuid, accountGuid);
  }

  /** The cached balances of all of a guest's accounts by account, each with the time it was fetched. */
  accountBalances(customerGuid: string): Map<string, Cached<BalanceCents>> {
    return this.accounts.balances(customerGuid);
  }

  /** A fresher balance of one account (balance call, a settled hold). Ignored for a guest not cached. */
  updateBalance(customerGuid: string, accountGuid: string, cents: BalanceCents, now = this.clock()): void {
    this.recentPuts.forget(customerGuid);
    this.accounts.updateBalance(customerGuid, accountGuid, cents, now);
  }

  /**
   * Stores an account's history as the platform answered it (its figures are converted when shown,
   * as a live answer's are); the account's balance in it refreshes the cached balance too.
   */
  putHistory(customerGuid: string, accountGuid: string, history: HistoryToShow, now = this.clock()): void {
    this.recentPuts.forget(customerGuid);
    this.db.transaction(() => {
      if (!this.byGuidExists(customerGuid)) return;
      this.sql(
        `INSERT INTO account_history (customer_guid, account_guid, history_json, fetched_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (customer_guid, account_guid) DO UPDATE SET history_json = excluded.history_json,
             fetched_at = excluded.fetched_at`,
      ).run(customerGuid, accountGuid, JSON.stringify(history), now);
      const { accountBalance, ...account } = history.account;
      const balance = balanceCents(accountBalance);
      const exists = this.accountBalance(customerGuid, accountGuid);
      if (exists) this.updateBalance(customerGuid, accountGuid, balance, now);
      else this.accounts.write(customerGuid, accountGuid, 1_000, account, balance, now);
    })();
  }

  history(customerGuid: string, accountGuid: string): Cached<HistoryToShow> | undefined {
    const row = this.sql(
      'SELECT history_json, fetched_at FROM account_history WHERE customer_guid = ? AND account_guid = ?',
    ).get(customerGuid, accountGuid) as { history_json: string; fetched_at: number } | undefined;
    return row && { value: JSON.parse(row.history_json), fetchedAt: row.fetched_at };
  }

  /** Deletes guests (with their token hashes, accounts, history, search index) not seen since `now - retentionMs`. */
  purge(now = this.clock()): { guests: number } {
    const result = this.sql('DELETE FROM guests WHERE last_seen_at < ?').run(now - this.retentionMs);
    return { guests: result.changes };
  }

  private fetchedAtOf(customerGuid: string): number | undefined {
    const row = this.sql('SELECT fetched_at FROM guests WHERE customer_guid = ?').get(customerGuid) as
      Pick<GuestRow, 'fetched_at'> | undefined;
    return row?.fetched_at;
  }

  private byGuidExists(customerGuid: string): boolean {
    return this.sql('SELECT 1 FROM guests WHERE customer_guid = ?').get(customerGuid) !== undefined;
  }
}
