import type {
  ConnectivityMonitor,
  DocumentCache,
  GuestCache,
  HoldQueue,
  SyncEngine,
  Tuning,
} from '../offline';
import type { CallOptions, PlatformClient } from '../platform/client';
import type { DiskSpace } from './disk-space';
import type { EventBus } from './event-bus';
import type { BlockedAllowances } from './staff/blocked-allowances';
import type { ManagerRole } from './staff/manager-role';
import type { HoldNotices } from './holds/hold-notices';
import type { SettingsStore } from './settings/settings';
import type { TokenRefs } from './guests/token-refs';
import type { PendingIndex } from './holds/pending-index';
import type { Shifts } from './shifts/shifts';
import type { Journal } from './journal/journal';
import type { ProofAttempts } from './money-guards/proof-attempts';
import type { ConsentLedger } from './consent/consent-ledger';

/** What the command modules share: the offline pieces, the platform and the settings. */
export interface CoreContext {
  readonly cache: GuestCache;
  /** Company info, table scheme and catalogue as last answered. */
  readonly documents: DocumentCache;
  readonly queue: HoldQueue;
  readonly engine: SyncEngine;
  readonly connectivity: ConnectivityMonitor;
  readonly settings: SettingsStore;
  /** Staff: the signed-in cashier a hold needs when cashier PINs are on; whether anyone can grant. */
  readonly staff: Pick<ManagerRole, 'cashier' | 'hasManagers'>;
  /** Wrong guest proofs, per guest (money-guards/proof-attempts.ts). */
  readonly proofAttempts: ProofAttempts;
  /** What was done and refused, in words (journal/journal.ts). */
  readonly journal: Pick<Journal, 'record'>;

  readonly events: EventBus;
  /** What the cashier must see about holds whose command already answered. */
  readonly notices: HoldNotices;
  readonly tuning: Tuning;
  /** Full tokens seen this launch, behind the references the renderer holds. */
  readonly tokens: TokenRefs;
  now(): number;
  /** Calls the platform, telling the connectivity monitor how it went. */
  live<T>(call: (client: PlatformClient, options: CallOptions) => Promise<T>): Promise<T>;
  /**
   * Holds that wait in the queue, per guest and account, each guest's read when first asked (a
   * guest's card reads only its own, not the whole queue, issue 27).
   */
  pending(): PendingIndex;
  /**
   * Asks the platform about a guest answered from the cache, behind the answer: once lookups
   * have paused (`tuning.refreshBehindDelayMs`), the latest of each guest, unless the core has
   * closed by then (refreshes-behind.ts).
   */
  refreshBehind(customerGuid: string, refresh: () => void): void;
  /** Managers' one-time allowances of a hold for a blocked guest. */
  readonly allowances: BlockedAllowances;
  /** Writes of holds through it: a full disk answers `diskFull` and warns in the status. */
  readonly disk: DiskSpace;
  /** The open shift (`current()`: is one open) and the shift a new hold belongs to. */
  readonly shifts: Pick<Shifts, 'current' | 'forHold'>;
  /** The guests' consents to the processing of their personal data (issue 43). */
  readonly consent: ConsentLedger;
}
