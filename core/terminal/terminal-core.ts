/**
 * The core's root, and longer than the house's ~300 lines for a reason: it builds every service in
 * the one order they depend on each other (the constructor), opens and closes them, and merges
 * each domain's handler group. What a domain does lives in its folder; cutting the construction
 * order across files would make it harder to follow, not easier.
 */
import path from 'node:path';
import type { SettingsPatch, SettingsView, Status } from '../../common/contract/index';
import {
  DocumentCache,
  openTerminalDb,
  systemClock,
  tuningWithDefaults,
  type ConnectivityMonitor,
  type GuestCache,
  type HoldQueue,
  type SyncEngine,
  type Tuning,
  type TerminalDb,
} from '../offline';
import type { CallOptions, PlatformClient } from '../platform/client';
import { parseRules, type ClassifyRules } from '../../common/scanner/rules';
import type { CommandHandlers } from './command-handlers';
import type { CoreServices } from './core-services';
import { withCachedGuest } from './guests/guest-commands';
import { companyInfo } from './venue/venue-commands';
import { NO_DISPLAY_HOST, type DisplayPlacementHost } from './display/display-placement';
import { guestHandlers } from './guests/guest-handlers';
import { holdHandlers } from './holds/hold-handlers';
import { billHandlers } from './bills/bill-handlers';
import { venueHandlers } from './venue/venue-handlers';
import { readerHandlers } from './readers/reader-handlers';
import { settingsHandlers } from './settings/settings-handlers';
import { staffHandlers } from './staff/staff-handlers';
import { shiftHandlers } from './shifts/shift-handlers';
import { displayHandlers } from './display/display-handlers';
import { DiskSpace } from './disk-space';
import { EventBus } from './event-bus';
import { HoldNotices } from './holds/hold-notices';
import { ScanDevices } from './readers/scan-devices';
import type { PlatformLink } from './platform-link/platform-link';
import { openLink } from './platform-link/open-link';
import { openOfflineParts, type TillPlaceLate } from './offline-parts';
import { PlatformSource } from './platform-link/platform-source';
import type { FolderCheck } from './folder-check';
import { SettingsStore } from './settings/settings';
import { TokenRefs } from './guests/token-refs';
import { ProofAttempts } from './money-guards/proof-attempts';
import { journalFolderFindings } from './journal/folder-entries';
import { accountLabel } from './journal/account-label';
import { Journal } from './journal/journal';
import { ManagerRole } from './staff/manager-role';
import { fullName } from '../guest-name';
import { coreError } from './errors';
import { RefreshesBehind } from './guests/refreshes-behind';
import { ProtectedActions } from './staff/protected-actions';
import { BlockedAllowances } from './staff/blocked-allowances';
import { QuitApproval } from './staff/quit-approval';
import { PendingIndex } from './holds/pending-index';
import { ShiftStore } from './shifts/shift-store';
import { Shifts } from './shifts/shifts';
import { GuestDisplay } from './display/guest-display';
import { scanEventView } from './readers/scan-views';
import { composeStatus, StatusPush, type StatusParts } from './status';
import { watchQueue } from './holds/queue-events';
import { applySettingsPatch } from './settings/apply-settings';
import { PlatformAnswers } from './platform-link/platform-answers';
import type { UpdateGate } from '../updates/update-gate';
import { coreUpdates } from '../updates/core-updates';
import type { ConsentLedger } from './consent/consent-ledger';
import { consentHandlers } from './consent/consent-commands';
import type { Printing } from '../printing/printing';
import * as printing from '../printing/printing-handlers';
import { tillPlace } from '../printing/till-place';

import type { TerminalCoreOptions } from './core-options';

export type { TerminalCoreOptions };

const PURGE_EVERY_MS = 6 * 3_600_000;

/**
 * The terminal's logic behind the contract: the platform client, the offline cache and queue,
 * the settlement engine, connectivity and the scanner's classifier. Hosts call `handlers`
 * (through dispatch) and forward `events`. Nothing here imports electron.
 */
export class TerminalCore implements CoreServices {
  readonly events: EventBus;
  readonly tokens = new TokenRefs();
  readonly proofAttempts = new ProofAttempts(() => this.now());
  readonly notices = new HoldNotices(
    () => this.now(),
    (notices) => this.events.emit('notices', { notices }),
  );
  readonly handlers: CommandHandlers;
  readonly journal: Journal;
  readonly staff: ManagerRole;
  readonly allowances: BlockedAllowances;
  /** Quitting while holds wait: the Electron host asks a manager through it. */
  readonly quit: QuitApproval;
  readonly documents: DocumentCache;
  readonly disk = new DiskSpace(() => this.scheduleStatus());
  /** Shifts and their reports (issue 25): `shifts.current()` says whether one is open. */
  readonly shifts: Shifts;
  /** What the guest's display shows (issue 26). */
  readonly display: GuestDisplay;
  /** The guests' consents to the processing of their personal data (issue 43). */
  readonly consent: ConsentLedger;
  /** The app's own updates: checked, downloaded, installed only at a launch when nothing waits. */
  readonly updates: UpdateGate | undefined;
  /** The receipt printer: slips, copies, X/Z reports (issue 42). */
  readonly printing: Printing;
  private classifyRules: ClassifyRules;
  private readonly devices: ScanDevices;
  private placementHost: DisplayPlacementHost = NO_DISPLAY_HOST;
  private readonly platformSource: PlatformSource;
  private readonly answers: PlatformAnswers;
  private readonly statusPush = new StatusPush(() => this.events.emit('status', this.status()));
  private readonly purgeTimer: NodeJS.Timeout;
  private readonly unsubscribe: (() => void)[] = [];
  private closed = false;
  private readonly refreshes: RefreshesBehind;

  private constructor(
    private readonly options: TerminalCoreOptions,
    readonly settings: SettingsStore,
    private readonly link: PlatformLink,
    private readonly db: TerminalDb,
    readonly cache: GuestCache,
    readonly queue: HoldQueue,
    readonly connectivity: ConnectivityMonitor,
    readonly engine: SyncEngine,
    readonly tuning: Tuning,
    private readonly folder: FolderCheck,
    consent: ConsentLedger,
  ) {
    this.consent = consent;
    this.events = options.events ?? new EventBus();
    this.refreshes = new RefreshesBehind(tuning.refreshBehindDelayMs);
    this.answers = new PlatformAnswers(link, connectivity, tuning);
    this.documents = new DocumentCache(db, { clock: () => this.now() });
    this.classifyRules = parseRules(settings.value.scanner);
    const log = options.log ?? console;
    this.platformSource = new PlatformSource({
      settings,
      startEmbedded: options.embeddedPlatform,
      embeddedStartDelayMs: tuning.embeddedStartDelayMs,
      closed: () => this.closed,
      changed: () => this.scheduleStatus(),
      log,
    });
    this.journal = new Journal(options.dataDir, () => this.now(), log);
    this.staff = new ManagerRole({
      dataDir: options.dataDir,
      now: () => this.now(),
      journal: this.journal,
      platformPinLength: () => {
        const known: unknown = this.documents.companyInfo()?.value.pinLength;
        return typeof known === 'number' ? known : undefined;
      },
      ...(options.pinCost ? { pinCost: options.pinCost } : {}),
    });
    this.journal.signedInCashier = () => this.staff.cashier;
    journalFolderFindings(this.journal, folder.warnings());
    this.allowances = new BlockedAllowances(this.journal, () => this.now());
    this.shifts = new Shifts(new ShiftStore(db, () => this.now()), {
      now: () => this.now(),
      journal: this.journal,
      whoIsAtTheTill: () => {
        const cashier = this.staff.cashier;
        if (cashier === undefined && this.settings.value.cashierPins) throw coreError('cashierRequired');
        return cashier ?? 'cashier';
      },
      changed: () => this.scheduleStatus(),
      place: () => tillPlace(this),
    });
    this.quit = new QuitApproval(this.events);
    this.display = new GuestDisplay(
      this,
      () => this.classifyRules,
      () => companyInfo(this),
    );
    const printed = { changed: () => this.scheduleStatus(), log };
    this.printing = printing.corePrinting(this, db, printed, options.printing);
    this.handlers = this.buildHandlers();
    this.updates = coreUpdates(options.updates, this, {
      dataDir: options.dataDir,
      changed: () => this.scheduleStatus(),
      log,
    });
    this.devices = new ScanDevices(options.scanDevices, {
      scan: (event) => this.events.emit('scan', withCachedGuest(this, scanEventView(event, this.tokens))),
      status: () => this.scheduleStatus(),
    });
    this.unsubscribe.push(
      watchQueue(this, folder, () => this.scheduleStatus()),
      connectivity.on('change', (snapshot) => {
        this.answers.changed(snapshot);
        this.events.emit('status', this.status());
      }),
    );
    this.purgeTimer = setInterval(() => this.purge(), PURGE_EVERY_MS);
    this.purgeTimer.unref();
  }

  static async open(options: TerminalCoreOptions): Promise<TerminalCore> {
    const clock = options.clock ?? systemClock;
    const opened = performance.now();
    const tuning = tuningWithDefaults(options.tuning);
    const settings = new SettingsStore(options.dataDir, options.secrets);
    if (options.launch) await settings.apply(options.launch);

    const { link, embedded } = await openLink(settings, tuning);

    const db = openTerminalDb(path.join(options.dataDir, 'terminal.db'));
    try {
      const place: TillPlaceLate = { till: () => '', venue: () => null };
      const { cache, queue, folder, connectivity, engine, consent } = await openOfflineParts({
        options: { ...options, clock },
        db,
        settings,
        link,
        tuning,
        place,
      });
      const core = new TerminalCore(
        { ...options, clock },
        settings,
        link,
        db,
        cache,
        queue,
        connectivity,
        engine,
        tuning,
        folder,
        consent,
      );
      place.till = () => folder.identity.terminalId;
      place.venue = () => core.display.view().venueName;
      if (embedded) core.platformSource.startAfterDelay(embedded);
      core.purge();
      core.updates?.start();
      void core.devices.configure(settings.value.readers, core.classifyRules);
      // Whatever waits from an earlier run (crash, outage) drains once the platform answers, and
      // not before the start-up delay: the cashier's first screen comes first (tuning.ts).
      void connectivity.probe().then(
        (state) => {
          core.answers.probed(state);
          core.engine.kickAfter(Math.max(0, opened + tuning.startDrainDelayMs - performance.now()));
        },
        () => undefined,
      );
      return core;
    } catch (error) {
      db.close();
      throw error;
    }
  }

  /** Where the guest's display goes: told by the host once it knows (its window, its page's address). */
  placeGuestDisplayWith(host: DisplayPlacementHost): void {
    this.placementHost = host;
  }

  rules(): ClassifyRules {
    return this.classifyRules;
  }

  displayHost(): DisplayPlacementHost {
    return this.placementHost;
  }

  now(): number {
    return (this.options.clock ?? systemClock)();
  }

  live<T>(call: (client: PlatformClient, options: CallOptions) => Promise<T>): Promise<T> {
    return this.answers.live(call);
  }

  refreshBehind(customerGuid: string, refresh: () => void): void {
    this.refreshes.add(customerGuid, refresh);
  }

  pending(): PendingIndex {
    return new PendingIndex((guid) => this.queue.waitingOf(guid));
  }

  status(): Status {
    return composeStatus(this, this.parts());
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.statusPush.close();
    clearInterval(this.purgeTimer);
    this.refreshes.close();
    this.updates?.stop();
    for (const off of this.unsubscribe) off();
    await this.engine.stop().catch(() => undefined);
    await this.folder.identity.stop();
    this.folder.backup.close();
    this.connectivity.stop();
    await this.devices.stop();
    await this.printing.close();
    this.db.close();
    await this.platformSource.close();
  }

  private scheduleStatus(): void {
    this.statusPush.schedule();
  }

  private purge(): void {
    try {
      this.cache.purge(this.now());
    } catch {
      this.options.log?.error('core: purging the guest cache failed');
    }
  }

  applySettings(patch: SettingsPatch): Promise<SettingsView> {
    return applySettingsPatch(
      this,
      { ...this.parts(), rulesChanged: (rules: ClassifyRules) => (this.classifyRules = rules) },
      patch,
    );
  }

  /** The core's own parts that status and settings changes reach. */
  private parts(): StatusParts {
    const { folder, platformSource, link, devices, answers, updates } = this;
    return { folder, platformSource, link, devices, answers, updates };
  }

  guestName(customerGuid: string): string {
    const cached = this.cache.byGuid(customerGuid);
    return cached ? fullName(cached.guest) : 'unknown guest';
  }

  private buildHandlers(): CommandHandlers {
    return {
      ...guestHandlers(this),
      ...holdHandlers(this),
      ...billHandlers(this),
      ...venueHandlers(this),
      ...readerHandlers(this),
      ...settingsHandlers(this),
      ...staffHandlers(this),
      ...shiftHandlers(this),
      ...displayHandlers(this),
      ...consentHandlers(this),
      ...printing.printingHandlers(this.printing),
      gate: new ProtectedActions(this.staff, this.journal, {
        settings: () => this.settings.value,
        guestName: (customerGuid) => this.guestName(customerGuid),
        accountLabel: (hold) => accountLabel(this.cache, hold),
        queue: this.queue,
        displayPlacement: () => this.placementHost.view(),
      }),
    };
  }
}
