/**
 * The terminal's offline half: SQLite cache, durable hold queue, settlement, connectivity.
 * Plain Node (no electron import). Typical wiring in the core:
 *
 *   const db = openTerminalDb(join(dataDir, 'terminal.db'));
 *   const hasher = new TokenHasher(loadOrCreateInstallSecret(dataDir));
 *   const cache = new GuestCache(db, hasher);
 *   const queue = new HoldQueue(db, hasher, { cache, limits });
 *   queue.recoverAfterCrash();
 *   const connectivity = new ConnectivityMonitor({ platform: client });
 *   const engine = new SyncEngine({ queue: queue.settlement, platform: client, cache, connectivity });
 *   queue.on('queue', (row) => push('queue', row));
 *   connectivity.on('change', () => push('status', offlineStatus(connectivity, queue)));
 *
 *   // hold.debit: write first, then send
 *   const r = queue.enqueue({ kind: 'debit', token, accountGuid, amountCents, customerGuid },
 *                            { offline: connectivity.state !== 'online' });
 *   if (!r.ok) -> refusal r.refusal.code
 *   void engine.kick(); const row = await engine.waitForAttempt(r.row.holdId, 12_000);
 */
export {
  openTerminalDb,
  migrate,
  restrictFileModes,
  checkpointWal,
  DatabaseLockedError,
  DatabaseTooNewError,
} from './db';
export type { TerminalDb, OpenTerminalDbOptions } from './db';
export { MIGRATIONS, LATEST_VERSION } from './migrations';
export type { Migration } from './migrations';
export { TokenHasher, loadOrCreateInstallSecret, INSTALL_SECRET_FILE } from './token-hash';
export { maskKey } from '../../common/platform/token-key';
export { GuestCache, DEFAULT_GUEST_RETENTION_MS } from './guest-cache';
export { tuningWithDefaults } from './tuning';
export type { Tuning } from './tuning';
export type { CachedGuest, GuestCacheOptions, SavedGuest } from './guest-cache';
export type { Cached } from './cached';
export { DocumentCache } from './document-cache';
export { HoldQueue } from './queue/queue';
export type { QueueOptions } from './queue/queue';
export type { AccountWaiting, GuestWaiting } from './queue/guest-waiting';
export { QueueSettlement } from './queue/settlement';
export { QueueAttribution, ATTRIBUTION_REFUSALS, awaitsAttribution } from './queue/attribution';
export type {
  AttributionChoice,
  AttributionRefusal,
  AttributionRefusalCode,
  AttributionResult,
} from './queue/attribution';
export type { HoldCandidate } from './queue/candidates';
export { ENGINE_NOTE_CODES, PLATFORM_BUSINESS_CODES, readHoldNote } from './hold-notes';
export type { EngineNoteCode, PlatformBusinessCode, HoldNote } from './hold-notes';
export { PlatformClock } from './platform-clock';
export type { OffsetBounds } from './platform-clock';
export type { SettlementStore, ErrorNote, AttemptFailure } from './queue/settlement-store';
export { QUEUE_REFUSALS, WAITING_STATES } from './queue/types';
export type {
  HoldKind,
  HoldPlacement,
  HoldState,
  QueueRow,
  HoldCorrection,
  HoldControl,
  EnqueueHoldInput,
  EnqueueOptions,
  EnqueueResult,
  ReverseResult,
  ResolveResult,
  QueueRefusal,
  QueueRefusalCode,
  QueueListFilter,
  QueueTotals,
  QueueEvents,
  Settlement,
} from './queue/types';
export { RiskLimitsSchema, DEFAULT_RISK_LIMITS, checkOfflineHold } from './risk-policy';
export type { RiskLimits, RiskRefusal, RiskRefusalCode, RiskInput, Exposure } from './risk-policy';
export { SyncEngine } from './sync-engine';
export type { SyncEngineOptions } from './sync-engine';
export { ConnectivityMonitor } from './connectivity';
export type {
  ConnectivityState,
  ConnectivitySnapshot,
  ConnectivityError,
  ConnectivityEvents,
  ConnectivityOptions,
} from './connectivity';
export { offlineStatus } from './status';
export type { OfflineStatus } from './status';
export type { PlatformPort, PingPort } from './platform-port';
export { TypedEmitter } from './emitter';
export { systemClock, systemTimers } from './types';
export type { Clock, Timers } from './types';
