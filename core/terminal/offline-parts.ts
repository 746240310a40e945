import {
  ConnectivityMonitor,
  GuestCache,
  loadOrCreateInstallSecret,
  HoldQueue,
  SyncEngine,
  TokenHasher,
  type Clock,
  type TerminalDb,
  type Tuning,
} from '../offline';
import type { MachineRecordStore } from '../offline/identity';
import { fullName } from '../guest-name';
import { ConsentLedger } from './consent/consent-ledger';
import { checkFolder } from './folder-check';
import type { PlatformLink } from './platform-link/platform-link';
import { FileMachineRecord } from './settings/secret-store';
import { riskLimitsOf, type SettingsStore } from './settings/settings';

const DAY_MS = 86_400_000;

/** The till and the venue a consent names, known only once the core around these parts is open. */
export interface TillPlaceLate {
  till(): string;
  venue(): string | null;
}

interface OfflinePartsInput {
  options: { dataDir: string; clock: Clock; machineRecord?: MachineRecordStore };
  db: TerminalDb;
  settings: SettingsStore;
  link: PlatformLink;
  tuning: Tuning;
  place: TillPlaceLate;
}

/**
 * The terminal's offline parts over its database: the guest cache, the queue (recovered after a
 * crash), the data folder's check, the connectivity monitor, the settlement engine, and the
 * consent ledger the cache asks whose personal data it may keep.
 */
export async function openOfflineParts({ options, db, settings, link, tuning, place }: OfflinePartsInput) {
  const { clock, dataDir } = options;
  const hasher = new TokenHasher(loadOrCreateInstallSecret(dataDir));
  // The cache asks the ledger whose personal data it may keep; the ledger the cache for names.
  let guestName: (customerGuid: string) => string = () => '';
  const consent = new ConsentLedger(db, {
    now: clock,
    venueName: () => place.venue(),
    till: () => place.till(),
    guestName: (guid) => guestName(guid),
  });
  const cache = new GuestCache(db, hasher, {
    clock,
    retentionMs: settings.value.purgeDays * DAY_MS,
    withheld: (guid) => consent.withheld(guid),
  });
  guestName = (guid) => {
    const cached = cache.byGuid(guid);
    return cached ? fullName(cached.guest) : '';
  };
  const queue = new HoldQueue(db, hasher, {
    clock,
    cache,
    limits: riskLimitsOf(settings.value.limits),
    knownSecrets: () => link.secrets,
  });
  queue.recoverAfterCrash();
  const folder = await checkFolder({
    dataDir,
    db,
    queue,
    machine: options.machineRecord ?? new FileMachineRecord(dataDir),
    clock,
  });
  const connectivity = new ConnectivityMonitor({
    platform: link,
    clock,
    pingTimeoutMs: tuning.requestTimeoutMs,
    pingInitialMs: tuning.pingInitialMs,
    pingMaxMs: tuning.pingMaxMs,
    idleCheckMs: tuning.idleCheckMs,
    idlePingTimeoutMs: tuning.idlePingTimeoutMs,
  });
  const engine = new SyncEngine({
    ...tuning,
    queue: queue.settlement,
    platform: link,
    cache,
    connectivity,
    clock,
  });
  return { cache, queue, folder, connectivity, engine, consent };
}
