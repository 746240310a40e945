import type {
  CompanyInfo,
  CrmCustomer,
  CustomerToken,
  OperationHistoryResponse,
  PlatformObject,
  PublicCompanyInfo,
  TableScheme,
  Balance,
} from '../platform/schemas';
import type { TerminalDb } from './db';
import type { TokenHasher } from './token-hash';
import { systemClock, type BalanceCents, type Clock } from './types';

export interface Cached<T> {
  value: T;
  /** When the platform answered with it (ms since the epoch). */
  fetchedAt: number;
}

export interface CachedGuest {
  /** Token keys masked to their last four characters; balances as the platform sent them. */
  customer: CrmCustomer;
  fetchedAt: number;
}

export interface GuestCacheOptions {
  clock?: Clock;
  /** Guests not seen for this long are purged (default 30 days). */
  retentionMs?: number;
}

export const DEFAULT_GUEST_RETENTION_MS = 30 * 24 * 3_600_000;

/** What the terminal knows from the platform, for offline answers. Never stores a plain token key. */
export class GuestCache {
  private readonly clock: Clock;
  readonly retentionMs: number;

  constructor(
    private readonly db: TerminalDb,
    private readonly hasher: TokenHasher,
    options: GuestCacheOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.retentionMs = options.retentionMs ?? DEFAULT_GUEST_RETENTION_MS;
  }

  /** Stores a customer from customerInfo / filterCustomers / createCustomer; `via` is the token scanned. */
  putCustomer(_customer: CrmCustomer, _options: { via?: CustomerToken; now?: number } = {}): void {
    void this.db;
    void this.hasher;
    void this.clock;
    throw new Error('not implemented');
  }

  lookup(_token: Pick<CustomerToken, 'type' | 'key'>, _now?: number): CachedGuest | undefined {
    throw new Error('not implemented');
  }

  byGuid(_customerGuid: string): CachedGuest | undefined {
    throw new Error('not implemented');
  }

  customerGuidOf(_tokenHash: string): string | undefined {
    throw new Error('not implemented');
  }

  accountBalance(_customerGuid: string, _accountGuid: string): Cached<BalanceCents> | undefined {
    throw new Error('not implemented');
  }

  updateBalance(
    _customerGuid: string,
    _accountGuid: string,
    _balance: Balance | BalanceCents,
    _now?: number,
  ): void {
    throw new Error('not implemented');
  }

  putHistory(
    _customerGuid: string,
    _accountGuid: string,
    _history: OperationHistoryResponse,
    _now?: number,
  ): void {
    throw new Error('not implemented');
  }

  history(_customerGuid: string, _accountGuid: string): Cached<OperationHistoryResponse> | undefined {
    throw new Error('not implemented');
  }

  putCompanyInfo(_info: CompanyInfo, _now?: number): void {
    throw new Error('not implemented');
  }

  companyInfo(): Cached<PublicCompanyInfo> | undefined {
    throw new Error('not implemented');
  }

  putTableScheme(_scheme: TableScheme, _now?: number): void {
    throw new Error('not implemented');
  }

  tableScheme(): Cached<TableScheme> | undefined {
    throw new Error('not implemented');
  }

  putCatalogue(_tree: PlatformObject[], _now?: number): void {
    throw new Error('not implemented');
  }

  catalogue(): Cached<PlatformObject[]> | undefined {
    throw new Error('not implemented');
  }

  /** Deletes guests (with their tokens, accounts, history) not seen since `now - retentionMs`. */
  purge(_now?: number): { guests: number } {
    throw new Error('not implemented');
  }
}
